/**
 * Where a subscription may deliver: https to a public address; with a sandbox
 * key also http or https to the machine itself (a receiver under development).
 * The address rules are the Proxy API's (src/core/ssrf/): a name is refused
 * when any of its addresses is internal, and it must resolve. The check runs
 * when a URL is saved (here) and again when a delivery connects
 * (resolveDeliveryHost, for the delivery worker's socket lookup), so a name
 * that later points inside is refused at the connection that would go there.
 *
 * A URL that fails is not an error for the caller: the subscription is saved
 * disabled with `delivery_url_validation_failed`, as the reference does.
 */
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { classifyAddress } from '../../core/ssrf/address-policy.js';
import type { HostResolver } from '../../core/ssrf/checked-lookup.js';

export type KeyMode = 'sandbox' | 'live';

export type DeliveryUrlProblem = 'invalid_url' | 'scheme_not_allowed' | 'userinfo_not_allowed' | 'private_address' | 'unresolvable_host';

export type DeliveryUrlCheck = { ok: true } | { ok: false; problem: DeliveryUrlProblem; message: string };

/** A name that does not answer within this is treated as unresolvable rather than holding the request. */
const RESOLVE_TIMEOUT_MS = 5_000;

export class DeliveryHostRefused extends Error {
  constructor(
    readonly problem: 'private_address' | 'unresolvable_host',
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryHostRefused';
  }
}

/** RFC 6761: these names are the machine itself and are never sent to DNS. */
function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Whether a delivery may connect to `address` with a key of `mode`. */
export function deliveryAddressAllowed(address: string, mode: KeyMode): boolean {
  const refused = classifyAddress(address);
  return refused === undefined || (refused === 'loopback' && mode === 'sandbox');
}

/**
 * The addresses a delivery to `hostname` may connect to: all of them, after
 * checking each; DeliveryHostRefused when one is internal (which address a
 * socket picks is not ours to choose) or the name does not resolve.
 */
export async function resolveDeliveryHost(resolver: HostResolver, hostname: string, mode: KeyMode): Promise<LookupAddress[]> {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host) !== 0) {
    if (!deliveryAddressAllowed(host, mode)) throw new DeliveryHostRefused('private_address', `${host} is a ${classifyAddress(host)} address`);
    return [{ address: host, family: isIP(host) }];
  }
  if (isLoopbackName(host)) {
    if (mode === 'sandbox') return [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
    throw new DeliveryHostRefused('private_address', `${host} is the service's own machine`);
  }
  let addresses: LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), RESOLVE_TIMEOUT_MS);
    });
    addresses = await Promise.race([resolver(host), timeout]);
  } catch {
    throw new DeliveryHostRefused('unresolvable_host', `${host} does not resolve`);
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) throw new DeliveryHostRefused('unresolvable_host', `${host} does not resolve`);
  for (const { address } of addresses) {
    if (!deliveryAddressAllowed(address, mode)) throw new DeliveryHostRefused('private_address', `${host} resolves to a ${classifyAddress(address)} address`);
  }
  return addresses;
}

/** Checks a delivery URL for a key of `mode`, resolving its host name. */
export async function checkDeliveryUrl(raw: string, mode: KeyMode, resolver: HostResolver): Promise<DeliveryUrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'invalid_url', message: 'The delivery URL is not a valid URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: 'scheme_not_allowed', message: `The ${url.protocol.replace(/:$/, '')} scheme is not allowed; use https` };
  }
  // Credentials in the URL would be shown back in every listing; receivers authenticate deliveries by their signature.
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'userinfo_not_allowed', message: 'The delivery URL must not carry a user name or password' };
  }
  if (url.protocol === 'http:' && mode === 'live') {
    return { ok: false, problem: 'scheme_not_allowed', message: 'Deliveries go over https only' };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveDeliveryHost(resolver, url.hostname, mode);
  } catch (error) {
    if (error instanceof DeliveryHostRefused) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
  // Plain http is for a receiver on the same machine only: nothing on the way can read or alter the delivery.
  if (url.protocol === 'http:' && !addresses.every(({ address }) => classifyAddress(address) === 'loopback')) {
    return { ok: false, problem: 'scheme_not_allowed', message: 'Deliveries go over https; plain http only to this machine (loopback) with a sandbox key' };
  }
  return { ok: true };
}
