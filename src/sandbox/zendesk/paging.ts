/**
 * Zendesk's two ways of paging a list (records in ascending id order), as the
 * kit's PagingStyle:
 *
 *  - cursor, chosen by `page[size]` (at most 100): `page[after]` /
 *    `page[before]` take `meta.after_cursor` / `meta.before_cursor` of an
 *    earlier page, never both. Cursors name a record (its id), not a position,
 *    so a record deleted between two pages moves nothing. `meta.has_more` says
 *    whether more records lie in the direction of travel; a non-empty page
 *    always carries both cursors and both links (clients stop on
 *    `has_more: false`), an empty one none.
 *  - offset, otherwise: `page` (from 1) and `per_page` (default and maximum
 *    100, larger values capped), answered with `next_page`, `previous_page`
 *    and `count`; Zendesk refuses to reach past the first 10,000 records.
 *
 * Links point at the `.json` path on the host the client called and keep the
 * client's other parameters, brackets literal as in Zendesk's own links.
 */
import { fail, type KitRequest, type PageInfo, type PageRequest, type PagingStyle, type StoredRecord } from '../framework/kit/index.js';

const MAX_PAGE_SIZE = 100;
const OFFSET_RECORD_LIMIT = 10_000;
const PAGING_PARAMS = new Set(['page', 'per_page', 'page[size]', 'page[after]', 'page[before]']);

/** What the envelope needs beyond the kit's PageInfo: `pageNumber` marks an offset page, `hasMore` a cursor page. */
export interface ZendeskPageInfo extends PageInfo {
  hasMore?: boolean;
}

const invalid = (description: string) => fail.validation(description, { code: 'InvalidPaginationParameter' });

function whole(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Opaque to clients; like Zendesk's, base64 of a small JSON naming the order ("o") and the boundary value ("v"). */
function encodeCursor(id: string): string {
  return Buffer.from(JSON.stringify({ o: 'id', v: Number(id) })).toString('base64url');
}

function decodeCursor(param: string, cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; v?: unknown };
    if (parsed.o === 'id' && Number.isSafeInteger(parsed.v)) return parsed.v as number;
  } catch {
    // falls through to the refusal
  }
  throw invalid(`${param} is not valid`);
}

function cursorOf(request: KitRequest): { after?: number; before?: number } | undefined {
  if (!request.query.has('page[size]')) return undefined;
  const after = request.query.get('page[after]');
  const before = request.query.get('page[before]');
  if (after !== null && before !== null) throw invalid('page[before] and page[after] cannot be used together');
  return { ...(after === null ? {} : { after: decodeCursor('page[after]', after) }), ...(before === null ? {} : { before: decodeCursor('page[before]', before) }) };
}

function link(request: KitRequest, paging: [string, string][]): string {
  const path = request.path.endsWith('.json') ? request.path : `${request.path}.json`;
  const kept = [...request.query].filter(([name]) => !PAGING_PARAMS.has(name));
  const encodeName = (name: string) => encodeURIComponent(name).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const pairs = [...kept, ...paging].map(([name, value]) => `${encodeName(name)}=${encodeURIComponent(value)}`);
  return `${request.origin}${path}?${pairs.join('&')}`;
}

/** Index of the first record whose id is at least `id` (records ascend by id). */
function indexFrom(records: readonly StoredRecord[], id: number): number {
  const index = records.findIndex((record) => Number(record.id) >= id);
  return index < 0 ? records.length : index;
}

export const zendeskPaging: PagingStyle = {
  read(request) {
    if (request.query.has('page[size]')) {
      const size = whole(request.query.get('page[size]'));
      if (size === undefined) throw invalid('page[size] is not valid');
      if (size > MAX_PAGE_SIZE) throw invalid(`page[size] must be less than or equal to ${MAX_PAGE_SIZE}`);
      cursorOf(request);
      return { start: 0, size };
    }
    const page = request.query.has('page') ? whole(request.query.get('page')) : 1;
    if (page === undefined) throw invalid('page is not valid');
    const perPage = Math.min(whole(request.query.get('per_page')) ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    if (page * perPage > OFFSET_RECORD_LIMIT) throw invalid(`Offset pagination is limited to the first ${OFFSET_RECORD_LIMIT} records. Use cursor pagination instead.`);
    return { start: (page - 1) * perPage, size: perPage };
  },

  locate(request, page, records): PageRequest {
    const cursor = cursorOf(request);
    if (cursor?.after !== undefined) return { start: indexFrom(records, cursor.after + 1), size: page.size };
    if (cursor?.before === undefined) return page;
    const end = indexFrom(records, cursor.before);
    const start = Math.max(0, end - page.size);
    return { start, size: end - start };
  },

  describe(request, page, total, records = []) {
    const count = Math.max(0, Math.min(page.size, total - page.start));
    const base = { ...page, total, count };
    const cursor = cursorOf(request);
    if (!cursor) {
      const number = Math.floor(page.start / page.size) + 1;
      const at = (target: number) => ({ token: String(target), url: link(request, [['page', String(target)], ['per_page', String(page.size)]]) });
      const info: ZendeskPageInfo = { ...base, pageNumber: number, next: page.start + page.size < total ? at(number + 1) : null, previous: number > 1 ? at(number - 1) : null };
      return { info };
    }
    const first = records[page.start];
    const last = records[page.start + count - 1];
    // The size asked for: a page reached backwards may hold fewer.
    const size = String(whole(request.query.get('page[size]')));
    const at = (param: string, record: StoredRecord | undefined) => {
      if (!record || count === 0) return null;
      const token = encodeCursor(record.id);
      return { token, url: link(request, [[param, token], ['page[size]', size]]) };
    };
    const hasMore = cursor.before === undefined ? page.start + page.size < total : page.start > 0;
    const info: ZendeskPageInfo = { ...base, hasMore, next: at('page[after]', last), previous: at('page[before]', first) };
    return { info };
  },
};
