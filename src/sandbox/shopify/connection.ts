/**
 * Relay connections as Shopify pages them: `first`/`after` forward,
 * `last`/`before` backward, at most 250 nodes a page, `sortKey` and
 * `reverse`, and `pageInfo {hasNextPage hasPreviousPage startCursor
 * endCursor}`. A cursor names where a node stood in the sort, as Shopify's
 * own do (base64 of `{last_id, last_value}`), so a page still follows on
 * when records before it were added or removed.
 */
import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

type Key = [string | number, number];

export const MAX_PAGE = 250;

function encode(key: Key): string {
  return Buffer.from(JSON.stringify({ last_id: key[1], last_value: key[0] })).toString('base64url');
}

function decode(cursor: string): Key {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { last_id?: unknown; last_value?: unknown };
    if (typeof parsed.last_id === 'number' && (typeof parsed.last_value === 'string' || typeof parsed.last_value === 'number')) return [parsed.last_value, parsed.last_id];
  } catch {
    // Falls through to the refusal below.
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, { extensions: { code: 'BAD_REQUEST' } });
}

function compare(a: Key, b: Key): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] - b[1];
}

/** Shopify's refusals of a page request it cannot answer. */
export function checkPageArgs(args: ConnectionArgs): number {
  const { first, last } = args;
  if ((first === undefined || first === null) && (last === undefined || last === null)) throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  if (first != null && last != null) throw new GraphQLError('providing both first and last is not supported', { extensions: { code: 'BAD_REQUEST' } });
  const size = (first ?? last) as number;
  if (size < 0) throw new GraphQLError(`${first != null ? 'first' : 'last'} must be a positive number`, { extensions: { code: 'BAD_REQUEST' } });
  if (size > MAX_PAGE) throw new GraphQLError(`The connection size of ${size} exceeds the maximum of ${MAX_PAGE}.`, { extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED' } });
  return size;
}

/**
 * One page of `items` in the order of `sortValue` (ties by numeric id),
 * each node written by `view`.
 */
export function connection<T extends { id: string }, V>(items: readonly T[], args: ConnectionArgs, sortValue: (item: T) => string | number, view: (item: T) => V) {
  const size = checkPageArgs(args);
  const direction = args.reverse ? -1 : 1;
  const keyOf = (item: T): Key => [sortValue(item), Number(item.id)];
  const sorted = [...items].sort((a, b) => direction * compare(keyOf(a), keyOf(b)));
  let start = 0;
  let end = sorted.length;
  if (args.after) {
    const after = decode(args.after);
    const at = sorted.findIndex((item) => direction * compare(keyOf(item), after) > 0);
    start = at < 0 ? sorted.length : at;
  }
  if (args.before) {
    const before = decode(args.before);
    const at = sorted.findIndex((item) => direction * compare(keyOf(item), before) >= 0);
    end = Math.max(start, at < 0 ? sorted.length : at);
  }
  if (args.first != null) end = Math.min(end, start + size);
  else start = Math.max(start, end - size);
  const page = sorted.slice(start, end);
  const edges = page.map((item) => ({ cursor: encode(keyOf(item)), node: view(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < sorted.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A connection over a list that is not sorted or searched (an order's lines, a product's variants). */
export function listConnection<T extends { id: string }, V>(items: readonly T[], args: ConnectionArgs, view: (item: T) => V) {
  return connection(
    items.map((item, position) => ({ ...item, id: String(position) }) as T),
    { ...args },
    () => 0,
    (item) => view(items[Number(item.id)] as T),
  );
}
