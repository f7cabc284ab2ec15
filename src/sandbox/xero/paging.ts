/**
 * Xero's paging ("Paging", developer.xero.com): lists that page take `page`
 * (from 1) and `pageSize` (100 by default, at most 1000) and answer with a
 * `pagination` object `{page, pageSize, pageCount, itemCount}`; a page past
 * the end is empty. Without `page` Xero answers the whole list, with no
 * `pagination` (and, for invoices and credit notes, without their line items:
 * see `isWholeList`). Lists that never page (accounts, tax rates, items) use
 * `wholeList`.
 */
import { fail, type KitRequest, type PageInfo, type PagingStyle } from '../framework/kit/index.js';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
const WHOLE = Number.MAX_SAFE_INTEGER;

function whole(request: KitRequest, param: string): number | undefined {
  const text = request.query.get(param);
  if (text === null || text.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(text.trim())) throw fail.validation(`The value '${text}' is not valid for ${param}`, { xeroType: 'QueryParseException' });
  return Number(text);
}

function info(start: number, size: number, total: number, pageNumber?: number): PageInfo {
  return { start, size, total, count: Math.max(0, Math.min(size, total - start)), next: null, previous: null, ...(pageNumber === undefined ? {} : { pageNumber }) };
}

/** Page-number paging; `pageSize` is read only where the endpoint takes it (quotes come 100 a page). */
export function pagePaging(options: { pageSize: boolean }): PagingStyle {
  return {
    read(request) {
      const page = whole(request, 'page');
      if (page === undefined) return { start: 0, size: WHOLE };
      const asked = options.pageSize ? whole(request, 'pageSize') : undefined;
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, asked ?? DEFAULT_PAGE_SIZE));
      return { start: (Math.max(1, page) - 1) * size, size };
    },
    describe(_request, page, total) {
      if (page.size === WHOLE) return { info: info(0, WHOLE, total) };
      return { info: info(page.start, page.size, total, Math.floor(page.start / page.size) + 1) };
    },
  };
}

export const xeroPaging = pagePaging({ pageSize: true });

export const wholeList: PagingStyle = {
  read: () => ({ start: 0, size: WHOLE }),
  describe: (_request, _page, total) => ({ info: info(0, WHOLE, total) }),
};

/** The `pagination` object of a paged answer; undefined for a whole list. */
export function paginationOf(page: PageInfo): Record<string, number> | undefined {
  if (page.pageNumber === undefined) return undefined;
  return { page: page.pageNumber, pageSize: page.size, pageCount: Math.ceil(page.total / page.size), itemCount: page.total };
}

/** A GET of a collection without `page`: Xero leaves line items out of such answers for invoices and credit notes. */
export function isWholeList(request: KitRequest, collection: string): boolean {
  return request.method === 'GET' && request.path.endsWith(`/${collection}`) && !request.query.has('page');
}
