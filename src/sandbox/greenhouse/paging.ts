/**
 * Harvest v3's paging (https://harvestdocs.greenhouse.io/docs/pagination):
 * the first request carries the filters and `per_page` (1 to 500, 100 by
 * default); every answer with more after it has a `Link` header with only a
 * `rel="next"` URL (no prev, no last). That URL's `cursor` is opaque
 * (base64url) and encodes the whole first request, so it must be the only
 * query parameter: a cursor with anything beside it is refused.
 *
 * Reading a cursor puts the first request's parameters back on the request,
 * so the kit's filters see them as on the first page.
 */
import { fail, type KitRequest, type PagingStyle } from '../framework/kit/index.js';

const DEFAULT_SIZE = 100;
const MAX_SIZE = 500;

interface CursorState {
  /** The first request's query, without `cursor`. */
  q: string;
  /** Where the next page starts. */
  s: number;
  n: number;
}

function encode(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function decode(token: string): CursorState | undefined {
  try {
    const state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<CursorState>;
    if (typeof state.q === 'string' && Number.isInteger(state.s) && Number.isInteger(state.n)) return state as CursorState;
  } catch {
    // not a cursor of ours
  }
  return undefined;
}

function sizeOf(request: KitRequest): number {
  const text = request.query.get('per_page');
  if (text === null || text === '') return DEFAULT_SIZE;
  const size = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(size >= 1 && size <= MAX_SIZE)) throw fail.validation(`per_page must be an integer from 1 to ${MAX_SIZE}`, { field: 'per_page' });
  return size;
}

export const greenhousePaging: PagingStyle = {
  read(request) {
    const cursor = request.query.get('cursor');
    if (cursor === null) return { start: 0, size: sizeOf(request) };
    if ([...request.query.keys()].some((name) => name !== 'cursor')) {
      throw fail.validation('cursor cannot be combined with other query parameters', { field: 'cursor' });
    }
    const state = decode(cursor);
    if (!state) throw fail.validation('Invalid cursor', { field: 'cursor' });
    for (const name of [...request.query.keys()]) request.query.delete(name);
    for (const [name, value] of new URLSearchParams(state.q)) request.query.append(name, value);
    return { start: state.s, size: state.n };
  },
  describe(request, page, total) {
    const more = page.start + page.size < total;
    const first = new URLSearchParams(request.query);
    first.delete('cursor');
    const token = encode({ q: first.toString(), s: page.start + page.size, n: page.size });
    const nextUrl = `${request.path}?cursor=${token}`;
    const count = Math.max(0, Math.min(page.size, total - page.start));
    const info = { ...page, total, count, next: more ? { token, url: nextUrl } : null, previous: null };
    return { info, ...(more ? { headers: { link: `<${request.origin}${nextUrl}>; rel="next"` } } : {}) };
  },
};
