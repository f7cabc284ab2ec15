/**
 * Gusto's `page` (from 1) and `per` (at most 100) paging
 * (https://docs.gusto.com/app-integrations/docs/pagination). An answer asked
 * with them says how many pages there are in `X-Total-Pages`: the list ends
 * on the last page without asking for an empty one after it. Without the
 * header a short page is the last.
 */
import { pageNumberPaging } from '../framework/paging/page-number.js';
import { pageSize, type PagingStrategy } from '../framework/paging/strategy.js';
import { header } from '../framework/rate-limit.js';

const pages = pageNumberPaging({ page: 'page', size: 'per', max: 100, first: 1 });

export const gustoPaging: PagingStrategy<{ page: number; size: number }> = {
  read: pages.read,
  request: pages.request,
  neighbours(call, answer) {
    const found = pages.neighbours(call, answer);
    const total = Number(header(answer.headers, 'x-total-pages'));
    if (!Number.isInteger(total) || total < 1) return found;
    const page = call.state?.page ?? 1;
    const size = call.state?.size ?? pageSize(call.limit, 100);
    return { ...found, next: page < total && answer.count > 0 ? { page: page + 1, size } : null };
  },
};

/** A list Gusto answers whole, taking no paging parameters (departments): read once, paged in memory by the collection. */
export const unpaged: PagingStrategy<{ page: number; size: number }> = {
  read: () => undefined,
  request: () => ({ query: {} }),
  neighbours: () => ({ next: null }),
};
