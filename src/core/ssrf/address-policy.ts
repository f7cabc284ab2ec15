/**
 * Which IP addresses the service may connect to on a caller's behalf (the
 * Proxy API's live platforms, webhook delivery URLs): public unicast only. Everything IANA reserves for private networks, the host
 * itself, links, documentation, benchmarks, multicast and future use is
 * refused, and so are IPv6 forms that carry an IPv4 address (mapped,
 * NAT64, 6to4) when the IPv4 address inside is one of those.
 *
 * node:net's BlockList does the range matching; the IPv6 forms that embed an
 * IPv4 address are unpacked here, because a BlockList entry for an IPv4 range
 * does not cover every IPv6 spelling of it.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address is refused; undefined when it is public. */
export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'ipv4-compatible';

const IPV4_RANGES: ReadonlyArray<[string, number, AddressClass]> = [
  ['0.0.0.0', 8, 'unspecified'], // "this network"; 0.0.0.0 reaches the host itself on Linux
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // cloud metadata services live here
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.31.196.0', 24, 'reserved'], // AS112
  ['192.52.193.0', 24, 'reserved'], // AMT
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'reserved'], // AS112 direct delegation
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation
  ['203.0.113.0', 24, 'reserved'], // documentation
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // future use, and 255.255.255.255 broadcast
];

const IPV6_RANGES: ReadonlyArray<[string, number, AddressClass]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'], // discard-only
  ['2001::', 23, 'reserved'], // IETF protocol assignments, Teredo (which hides an IPv4 address) among them
  ['2001:db8::', 32, 'reserved'], // documentation
  ['3fff::', 20, 'reserved'], // documentation
  ['5f00::', 16, 'reserved'], // segment routing
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'unique-local'], // deprecated site-local
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: ReadonlyArray<[string, number, AddressClass]>, family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, kind };
  });
}

const IPV4_BLOCKS = blockList(IPV4_RANGES, 'ipv4');
const IPV6_BLOCKS = blockList(IPV6_RANGES, 'ipv6');

function classifyIPv4(address: string): AddressClass | undefined {
  return IPV4_BLOCKS.find((block) => block.list.check(address, 'ipv4'))?.kind;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
export function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = (dotted[1] as string).split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -(dotted[1] as string).length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = [...parse(rest ?? ''), ...tail];
  const missing = 8 - left.length - right.length;
  return rest === undefined ? [...left, ...right] : [...left, ...new Array<number>(missing).fill(0), ...right];
}

function ipv4From(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The IPv4 address an IPv6 address stands for, in the forms that translate to IPv4 on the way. */
function embeddedIPv4(groups: number[]): { ipv4: string } | { compatible: true } | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && g5 === 0xffff) return { ipv4: ipv4From(g6, g7) }; // ::ffff:a.b.c.d, IPv4-mapped
  if (upperZero && g5 === 0 && !(g6 === 0 && g7 <= 1)) return { compatible: true }; // ::a.b.c.d, deprecated IPv4-compatible
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return { ipv4: ipv4From(g6, g7) }; // NAT64 well-known prefix
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return { ipv4: ipv4From(g6, g7) }; // local-use NAT64 (RFC 8215), /96 in practice
  if (g0 === 0x2002) return { ipv4: ipv4From(g1 ?? 0, g2 ?? 0) }; // 6to4
  return undefined;
}

/** Why `address` (an IP address in text form) must not be contacted, or undefined when it is public. */
export function classifyAddress(address: string): AddressClass | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return classifyIPv4(bare);
  if (!isIPv6(bare)) return 'reserved';
  const groups = ipv6Groups(bare.toLowerCase());
  const embedded = embeddedIPv4(groups);
  if (embedded && 'compatible' in embedded) return 'ipv4-compatible';
  if (embedded) return classifyIPv4(embedded.ipv4);
  return IPV6_BLOCKS.find((block) => block.list.check(bare, 'ipv6'))?.kind;
}
