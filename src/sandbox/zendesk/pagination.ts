/**
 * Zendesk's two ways of paging a list, over records kept in ascending id order.
 *
 * Cursor pagination (chosen by the presence of `page[size]`, at most 100):
 *   `page[after]` / `page[before]` take `meta.after_cursor` / `meta.before_cursor`
 *   of an earlier page (never both at once). `meta.has_more` says whether more
 *   records lie in the direction of travel.
 *
 * Offset pagination (otherwise): `page` (from 1) and `per_page` (default and
 * maximum 100), answered with `next_page`, `previous_page` and `count`. Zendesk
 * refuses offset requests that reach past the first 10,000 records with a 400.
 */

export const MAX_PAGE_SIZE = 100;
export const OFFSET_RECORD_LIMIT = 10_000;

export interface CursorPageRequest {
  style: 'cursor';
  size: number;
  /** Id the page starts after (forward) or ends before (backward). */
  after: number | undefined;
  before: number | undefined;
}

export interface OffsetPageRequest {
  style: 'offset';
  page: number;
  perPage: number;
}

export type PageRequest = CursorPageRequest | OffsetPageRequest;

export type PageRequestResult = { ok: true; request: PageRequest } | { ok: false; description: string };

type Query = Record<string, unknown>;

/** One value of a query parameter; a repeated parameter counts by its last value. */
export function queryValue(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) return value.length > 0 ? String(value.at(-1)) : undefined;
  return value === undefined ? undefined : String(value);
}

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Cursors are opaque to clients. Like Zendesk's, ours are base64 of a small
 * JSON object naming the order ("o") and the boundary value ("v").
 */
export function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ o: 'id', v: id })).toString('base64url');
}

export function decodeCursor(cursor: string): number | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; v?: unknown };
    return parsed.o === 'id' && Number.isSafeInteger(parsed.v) ? (parsed.v as number) : undefined;
  } catch {
    return undefined;
  }
}

export function readPageRequest(query: Query): PageRequestResult {
  const sizeText = queryValue(query, 'page[size]');
  if (sizeText !== undefined) {
    const size = positiveInteger(sizeText);
    if (size === undefined) return { ok: false, description: 'page[size] is not valid' };
    if (size > MAX_PAGE_SIZE) return { ok: false, description: `page[size] must be less than or equal to ${MAX_PAGE_SIZE}` };
    const afterText = queryValue(query, 'page[after]');
    const beforeText = queryValue(query, 'page[before]');
    if (afterText !== undefined && beforeText !== undefined) {
      return { ok: false, description: 'page[before] and page[after] cannot be used together' };
    }
    const after = afterText === undefined ? undefined : decodeCursor(afterText);
    if (afterText !== undefined && after === undefined) return { ok: false, description: 'page[after] is not valid' };
    const before = beforeText === undefined ? undefined : decodeCursor(beforeText);
    if (beforeText !== undefined && before === undefined) return { ok: false, description: 'page[before] is not valid' };
    return { ok: true, request: { style: 'cursor', size, after, before } };
  }

  const pageText = queryValue(query, 'page');
  const perPageText = queryValue(query, 'per_page');
  const page = pageText === undefined ? 1 : positiveInteger(pageText);
  if (page === undefined) return { ok: false, description: 'page is not valid' };
  // Zendesk quietly caps per_page at the maximum instead of refusing it.
  const perPage = Math.min(perPageText === undefined ? MAX_PAGE_SIZE : (positiveInteger(perPageText) ?? MAX_PAGE_SIZE), MAX_PAGE_SIZE);
  if (page * perPage > OFFSET_RECORD_LIMIT) {
    return { ok: false, description: `Offset pagination is limited to the first ${OFFSET_RECORD_LIMIT} records. Use cursor pagination instead.` };
  }
  return { ok: true, request: { style: 'offset', page, perPage } };
}

/** Index of the first item whose id is >= `id`; items are in ascending id order. */
export function lowerBound(items: readonly { id: number }[], id: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((items[mid] as { id: number }).id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * One cursor page: walks from the cursor in the direction of travel and stops
 * one match past the page, so the cost is the page, not the list.
 */
export function cursorPage<T extends { id: number }>(
  items: readonly T[],
  matches: ((item: T) => boolean) | undefined,
  request: CursorPageRequest,
): { items: T[]; hasMore: boolean } {
  const page: T[] = [];
  if (request.before !== undefined) {
    for (let i = lowerBound(items, request.before) - 1; i >= 0; i--) {
      const item = items[i] as T;
      if (matches && !matches(item)) continue;
      if (page.length === request.size) return { items: page.reverse(), hasMore: true };
      page.push(item);
    }
    return { items: page.reverse(), hasMore: false };
  }
  const start = request.after === undefined ? 0 : lowerBound(items, request.after + 1);
  for (let i = start; i < items.length; i++) {
    const item = items[i] as T;
    if (matches && !matches(item)) continue;
    if (page.length === request.size) return { items: page, hasMore: true };
    page.push(item);
  }
  return { items: page, hasMore: false };
}

/** One offset page and the total number of matching records. */
export function offsetPage<T>(
  items: readonly T[],
  matches: ((item: T) => boolean) | undefined,
  request: OffsetPageRequest,
): { items: T[]; count: number } {
  const all = matches ? items.filter(matches) : items;
  const start = (request.page - 1) * request.perPage;
  return { items: all.slice(start, start + request.perPage), count: all.length };
}
