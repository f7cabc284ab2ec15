/**
 * DNS for calls to URLs a caller chose (the Proxy API's live calls, webhook
 * delivery URLs: shared from core for both). The socket asks this lookup for the
 * platform's addresses when it connects; it resolves the name itself, refuses
 * the whole name when any address is internal, and hands the socket exactly
 * the addresses it checked. So the address connected to is always one that was
 * checked, and a name that answers public once and private the next time (DNS
 * rebinding) is refused on the connection that would have gone inside.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { classifyAddress, type AddressClass } from './address-policy.js';

/** Resolves a host name to its addresses; injectable so tests map names without a network. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Thrown (through the socket) when a name resolves to an address the proxy must not reach. */
export class TargetAddressRefused extends Error {
  readonly code = 'ERR_PROXY_TARGET_ADDRESS_REFUSED';
  constructor(
    readonly hostname: string,
    readonly addressClass: AddressClass | 'unresolvable',
  ) {
    super(addressClass === 'unresolvable' ? `${hostname} does not resolve` : `${hostname} resolves to a ${addressClass} address`);
    this.name = 'TargetAddressRefused';
  }
}

/** Every address of `hostname`, after checking that none is internal. */
export async function checkedAddresses(resolver: HostResolver, hostname: string): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolver(hostname);
  } catch {
    throw new TargetAddressRefused(hostname, 'unresolvable');
  }
  if (addresses.length === 0) throw new TargetAddressRefused(hostname, 'unresolvable');
  for (const { address } of addresses) {
    const refused = classifyAddress(address);
    // One internal address refuses the name: which address a socket picks is not ours to choose.
    if (refused) throw new TargetAddressRefused(hostname, refused);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net.connect/tls.connect (undici's `connect` options) that only yields checked addresses. */
export function checkedLookup(resolver: HostResolver) {
  return lookupThrough((hostname) => checkedAddresses(resolver, hostname));
}

/**
 * A `lookup` that yields exactly what `addresses` answers for a name (which
 * checks them by its own rules, e.g. a webhook delivery's per-key-mode ones),
 * or fails the connection with its error.
 */
export function lookupThrough(addresses: (hostname: string) => Promise<LookupAddress[]>) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    addresses(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
        const usable = family === 0 ? addresses : addresses.filter((entry) => entry.family === family);
        if (usable.length === 0) {
          callback(new TargetAddressRefused(hostname, 'unresolvable'), []);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, (usable[0] as LookupAddress).address, (usable[0] as LookupAddress).family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, []),
    );
  };
}
