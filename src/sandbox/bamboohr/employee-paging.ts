/**
 * The employee list's cursor paging: `page[limit]` (1 to 2,500, 250 by
 * default), and `page[after]` or `page[before]` naming the boundary employee
 * by id, as `meta.page.nextCursor` and `prevCursor` hand them out. A cursor
 * whose employee is no longer in the filtered list, both directions at once,
 * or a limit out of range is a 400 (`BadPage`, `BadRequest`). Links are
 * absolute and keep the request's other parameters.
 */
import { fail, pageUrl, type KitRequest, type PageInfo, type PageLink, type PageRequest, type PagingStyle, type StoredRecord } from '../framework/kit/index.js';

const DEFAULT_LIMIT = 250;
const MAX_LIMIT = 2500;

/** What the list envelope writes beyond the kit's PageInfo: the link to this page. */
export interface EmployeePageInfo extends PageInfo {
  self: string;
  /** The page size asked for (a page before a cursor may hold fewer). */
  limit: number;
}

const badPage = (message: string) => fail.validation(message, { code: 'BadPage' });

function limitOf(request: KitRequest): number {
  const text = request.query.get('page[limit]');
  if (text === null) return DEFAULT_LIMIT;
  const limit = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) throw fail.validation(`page[limit] must be between 1 and ${MAX_LIMIT}`, { code: 'BadRequest', field: 'page[limit]' });
  return limit;
}

function boundary(records: readonly StoredRecord[], cursor: string): number {
  const index = /^\d{1,9}$/.test(cursor) ? records.findIndex((record) => record.id === String(Number(cursor))) : -1;
  if (index < 0) throw badPage('The page cursor does not name an employee of this list');
  return index;
}

export const employeeCursor: PagingStyle = {
  read: (request) => ({ start: 0, size: limitOf(request) }),
  locate(request, page, records): PageRequest {
    const after = request.query.get('page[after]');
    const before = request.query.get('page[before]');
    if (after !== null && before !== null) throw badPage('Give page[after] or page[before], not both');
    if (after !== null) return { start: boundary(records, after) + 1, size: page.size };
    if (before === null) return page;
    const end = boundary(records, before);
    return { start: Math.max(0, end - page.size), size: Math.min(page.size, end) };
  },
  describe(request, page, total, records = []) {
    const absolute = (changes: Record<string, string | undefined>) => `${request.origin}${pageUrl(request, changes)}`;
    const link = (direction: 'after' | 'before', record: StoredRecord | undefined): PageLink | null =>
      record ? { token: record.id, url: absolute({ 'page[after]': undefined, 'page[before]': undefined, [`page[${direction}]`]: record.id }) } : null;
    const end = Math.min(total, page.start + page.size);
    const info: EmployeePageInfo = {
      ...page,
      total,
      count: Math.max(0, end - page.start),
      next: end < total ? link('after', records[end - 1]) : null,
      previous: page.start > 0 ? link('before', records[page.start]) : null,
      self: absolute({}),
      limit: limitOf(request),
    };
    return { info };
  },
};
