/**
 * Gusto's paging (https://docs.gusto.com/app-integrations/docs/pagination):
 * `page` (from 1) and `per` (25 by default, at most 100). A list asked with
 * neither is answered whole ("When unspecified, will load all objects unless
 * endpoint forces pagination"); one asked with either says where the page
 * stands in `X-Page`, `X-Per-Page`, `X-Total-Count` and `X-Total-Pages`.
 */
import { pageNumberPaging, type KitRequest, type PagingStyle } from '../framework/kit/index.js';

const paged = pageNumberPaging({ pageParam: 'page', sizeParam: 'per', defaultSize: 25, maxSize: 100, firstPage: 1 });

const asksForPages = (request: KitRequest): boolean => request.query.get('page') !== null || request.query.get('per') !== null;

export const gustoPaging: PagingStyle = {
  read: (request) => (asksForPages(request) ? paged.read(request) : { start: 0, size: 1_000_000_000 }),
  describe(request, page, total) {
    if (!asksForPages(request)) return { info: { ...page, total, count: total, next: null, previous: null } };
    const { info } = paged.describe(request, page, total);
    return {
      info,
      headers: {
        'x-page': String(info.pageNumber ?? 1),
        'x-per-page': String(page.size),
        'x-total-count': String(total),
        'x-total-pages': String(Math.max(1, Math.ceil(total / page.size))),
      },
    };
  },
};
