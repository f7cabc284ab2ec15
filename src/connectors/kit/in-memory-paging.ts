/**
 * Paging for platforms that answer a whole list at once: the list is read
 * and cut into the pages asked for, the position carried in the cursor as
 * `{ offset }`. Each page reads the list again, so a page never comes from a
 * stale copy; what changed between two pages shifts the positions, as on any
 * offset-paged platform.
 */
import type { ListPage, ListParams } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger } from '../framework/paging/strategy.js';

export async function pageInMemory<T>(params: ListParams, readAll: (params: ListParams) => Promise<ListPage<T>>): Promise<ListPage<T>> {
  const state = params.state;
  if (state !== undefined && !(hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset))) throw foreignCursor('in-memory offset');
  const offset = state === undefined ? 0 : (state as { offset: number }).offset;
  const { items } = await readAll({ ...params, state: undefined });
  const limit = Math.max(1, Math.trunc(params.limit));
  const end = offset + limit;
  return {
    items: items.slice(offset, end),
    next: end < items.length ? { offset: end } : null,
    previous: offset > 0 ? { offset: Math.max(0, offset - limit) } : null,
  };
}

/**
 * Paging for platforms whose pages have a size they choose (Xero's quotes:
 * 100, no page size taken): each platform page is handed out in slices of
 * the `limit` asked for, the cursor keeping the platform's page number and
 * the position in it as `{ page, skip }`. `readPage` reads one platform
 * page and says whether another follows.
 */
export async function pageInSlices<T>(
  params: ListParams,
  pages: { size: number; first: number },
  readPage: (page: number) => Promise<{ items: T[]; more: boolean }>,
): Promise<ListPage<T>> {
  const state = params.state;
  const valid = state !== undefined && hasExactKeys(state, ['page', 'skip']) && isNonNegativeInteger(state.page) && state.page >= pages.first && isNonNegativeInteger(state.skip) && state.skip < pages.size;
  if (state !== undefined && !valid) throw foreignCursor('page and position');
  const { page, skip } = state === undefined ? { page: pages.first, skip: 0 } : (state as { page: number; skip: number });
  const limit = Math.min(Math.max(1, Math.trunc(params.limit)), pages.size);
  const { items, more } = await readPage(page);
  return {
    items: items.slice(skip, skip + limit),
    next: skip + limit < items.length ? { page, skip: skip + limit } : more ? { page: page + 1, skip: 0 } : null,
    previous: skip > 0 ? { page, skip: Math.max(0, skip - limit) } : page > pages.first ? { page: page - 1, skip: Math.max(0, pages.size - limit) } : null,
  };
}
