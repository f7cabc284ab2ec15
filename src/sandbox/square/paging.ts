/**
 * Square's cursor paging (https://developer.squareup.com/docs/build-basics/common-api-patterns/pagination):
 * a list answers at most `limit` results and, when more remain, an opaque
 * `cursor` to send back for the next page; the last page has no cursor. A
 * cursor this emulator did not write is INVALID_CURSOR. Each endpoint has
 * its own default and ceiling for `limit` (ListPayments 100, SearchOrders
 * 500 and 1000, the catalog's 100 and 1000).
 */
import { squareFailure } from './dialect.js';

export interface PageLimits {
  /** The page size without `limit`. */
  size: number;
  /** The most `limit` may ask for; more is clamped, as Square does. */
  max: number;
}

const encode = (offset: number) => Buffer.from(`sq:${offset}`).toString('base64url');

function decode(cursor: string): number {
  const match = /^sq:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw squareFailure(400, 'INVALID_CURSOR', 'The pagination cursor is not valid.', 'cursor');
  return Number(match[1]);
}

/** One page of `items` from the request's `cursor` and `limit`, and the cursor of the next page. */
export function pageOf<T>(items: readonly T[], cursor: unknown, limit: unknown, limits: PageLimits): { page: T[]; cursor?: string } {
  const start = typeof cursor === 'string' && cursor !== '' ? decode(cursor) : 0;
  let size = limits.size;
  if (limit !== undefined && limit !== null && limit !== '') {
    const asked = Number(limit);
    if (!Number.isInteger(asked) || asked < 1) throw squareFailure(400, 'INVALID_VALUE', '`limit` must be a positive integer.', 'limit');
    size = Math.min(asked, limits.max);
  }
  const page = items.slice(start, start + size);
  return start + size < items.length ? { page, cursor: encode(start + size) } : { page };
}
