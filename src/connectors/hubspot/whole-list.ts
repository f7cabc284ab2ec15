/**
 * Paging over lists HubSpot answers whole (pipelines, custom object
 * schemas): the records are read in one call and served a page at a time,
 * the cursor keeping the position.
 */
import type { ListPage, PagingState } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger } from '../framework/paging/strategy.js';

export function pageOfWhole<T>(items: readonly T[], limit: number, state: PagingState | undefined): ListPage<T> {
  let offset = 0;
  if (state !== undefined) {
    if (!hasExactKeys(state, ['offset']) || !isNonNegativeInteger(state.offset)) throw foreignCursor('position in a whole list');
    offset = state.offset;
  }
  const end = offset + limit;
  return { items: items.slice(offset, end), next: end < items.length ? { offset: end } : null };
}
