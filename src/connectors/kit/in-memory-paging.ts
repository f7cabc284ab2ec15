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
