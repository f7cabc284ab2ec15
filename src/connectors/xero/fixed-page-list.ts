/**
 * Lists of Xero endpoints that page 100 records at a time and take no
 * `pageSize` (quotes): each Xero page is handed out in slices of the
 * unified `limit`, the cursor keeping Xero's page and the position in it.
 */
import type { ListPage, ResourceImplementation } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize } from '../framework/paging/strategy.js';
import { ACCOUNTING, xero } from './api.js';
import type { PagedListOptions } from './list.js';
import { allOf } from './where.js';

/** Records on each of Xero's pages of these endpoints. */
export const FIXED_PAGE = 100;

interface Position { page: number; skip: number }

function readPosition(state: unknown): Position {
  if (state === undefined) return { page: 1, skip: 0 };
  if (hasExactKeys(state, ['page', 'skip']) && isNonNegativeInteger(state.page) && state.page >= 1 && isNonNegativeInteger(state.skip) && state.skip < FIXED_PAGE) return { page: state.page, skip: state.skip };
  throw foreignCursor('page');
}

export function fixedPageList<W, T>(options: Omit<PagedListOptions<W, T>, 'sort'>): NonNullable<ResourceImplementation<T>['list']> {
  return {
    paging: true,
    ...(options.filters ? { filters: options.filters } : {}),
    async run(ctx, params): Promise<ListPage<T>> {
      const { page, skip } = readPosition(params.state);
      const size = Math.min(pageSize(params.limit, FIXED_PAGE), FIXED_PAGE);
      const asked = options.request(params);
      const where = allOf(asked.where ?? []);
      const body = await xero<Record<string, unknown>>(ctx, {
        method: 'GET',
        path: `${ACCOUNTING}/${options.collection}`,
        query: { ...asked.query, page, ...(where ? { where } : {}) },
        ...(asked.modifiedSince ? { modifiedSince: asked.modifiedSince } : {}),
      });
      const all = (body[options.collection] ?? []) as W[];
      const slice = all.slice(skip, skip + size);
      const kept = options.keep ? slice.filter(options.keep) : slice;
      const next = skip + size < all.length ? { page, skip: skip + size } : all.length >= FIXED_PAGE ? { page: page + 1, skip: 0 } : null;
      const previous = skip > 0 ? { page, skip: Math.max(0, skip - size) } : page > 1 ? { page: page - 1, skip: Math.max(0, FIXED_PAGE - size) } : null;
      return { items: kept.map(options.map), next, previous };
    },
  };
}
