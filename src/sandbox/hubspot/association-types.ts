/**
 * HubSpot-defined association types between the standard objects
 * ("Associations v4", the table of default association type ids): one id
 * per direction, the unlabeled default first and, where HubSpot has one, the
 * "Primary" label (contact → primary company 1, deal → primary company 5).
 * Custom object types use one pair of ids per pair of types, numbered from
 * 10,000 as the emulator's own (HubSpot numbers USER_DEFINED types per account).
 */

export interface AssociationPair {
  from: string;
  to: string;
  /** The unlabeled default, from → to, and back. */
  forward: number;
  backward: number;
  /** The "Primary" label, from → to, and back, where HubSpot defines one. */
  primary?: { forward: number; backward: number };
}

const pair = (from: string, to: string, forward: number, backward: number, primary?: AssociationPair['primary']): AssociationPair =>
  ({ from, to, forward, backward, ...(primary ? { primary } : {}) });

export const ASSOCIATION_PAIRS: readonly AssociationPair[] = [
  pair('0-1', '0-2', 279, 280, { forward: 1, backward: 2 }),
  pair('0-3', '0-1', 3, 4),
  pair('0-3', '0-2', 341, 342, { forward: 5, backward: 6 }),
  pair('0-46', '0-1', 202, 201), pair('0-46', '0-2', 190, 189), pair('0-46', '0-3', 214, 213),
  pair('0-48', '0-1', 194, 193), pair('0-48', '0-2', 182, 181), pair('0-48', '0-3', 206, 205),
  pair('0-49', '0-1', 198, 197), pair('0-49', '0-2', 186, 185), pair('0-49', '0-3', 210, 209),
  pair('0-47', '0-1', 200, 199), pair('0-47', '0-2', 188, 187), pair('0-47', '0-3', 212, 211),
  pair('0-27', '0-1', 204, 203), pair('0-27', '0-2', 192, 191), pair('0-27', '0-3', 216, 215),
  // Leads: created with their primary contact (578, "Lead to primary contact").
  pair('0-136', '0-1', 608, 607, { forward: 578, backward: 579 }), pair('0-136', '0-2', 610, 611),
  pair('0-46', '0-136', 854, 853), pair('0-48', '0-136', 856, 855), pair('0-49', '0-136', 858, 857),
  pair('0-47', '0-136', 860, 859), pair('0-27', '0-136', 862, 861),
];

/** The ids an association from → to may carry, and the same association seen from the other side. */
export interface DirectedTypes {
  defaultId: number;
  primaryId?: number;
  /** from → to id → the id of the same association to → from. */
  reverse: ReadonlyMap<number, number>;
}

function customPairIds(from: string, to: string): AssociationPair {
  // Stable per pair of type ids, so both directions agree without any stored definition.
  const [low, high] = [from, to].sort();
  let hash = 0;
  for (const char of `${low}|${high}`) hash = (hash * 31 + char.charCodeAt(0)) % 40_000;
  const base = 10_000 + hash * 2;
  return low === from ? pair(from, to, base, base + 1) : pair(to, from, base, base + 1);
}

/** The association types from one object type id to another; undefined when HubSpot defines none between standard types. */
export function typesBetween(from: string, to: string): DirectedTypes | undefined {
  const standard = (id: string) => id.startsWith('0-');
  let found = ASSOCIATION_PAIRS.find((candidate) => (candidate.from === from && candidate.to === to) || (candidate.from === to && candidate.to === from));
  if (!found) {
    if (standard(from) && standard(to)) return undefined;
    found = customPairIds(from, to);
  }
  const forwards = found.from === from;
  const [defaultId, backId] = forwards ? [found.forward, found.backward] : [found.backward, found.forward];
  const reverse = new Map<number, number>([[defaultId, backId]]);
  if (!found.primary) return { defaultId, reverse };
  const [primaryId, primaryBack] = forwards ? [found.primary.forward, found.primary.backward] : [found.primary.backward, found.primary.forward];
  reverse.set(primaryId, primaryBack);
  return { defaultId, primaryId, reverse };
}
