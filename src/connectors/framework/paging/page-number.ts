/**
 * Page-number paging: the platform takes a page number and a page size
 * (Xero's page/pageSize from 1, many `page`/`per_page` APIs). State:
 * `{ page, size }`, the platform's own page number.
 *
 * Page numbers only mean something for one page size, so the size of the
 * first page is kept in the state and used for every following page: a
 * different `limit` on a later page would otherwise skip or repeat records.
 */
import { flagAt, numberAt, type BodyPath } from './body-path.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize, type PagingStrategy } from './strategy.js';

export interface PageNumberPagingOptions {
  /** Query parameter of the page number, e.g. "page". */
  page: string;
  /** Query parameter of the page size, e.g. "per_page", "pageSize"; omitted when the platform's page size is fixed. */
  size?: string;
  /** Largest page the platform serves (its fixed page size when `size` is omitted). */
  max: number;
  /** Number of the first page: 1 for most platforms, 0 for some. */
  first: 0 | 1;
  /** Whether more pages follow, where the platform says so. */
  hasMore?: BodyPath<boolean>;
  /** Number of pages in all, where the platform says it (Xero's pagination.pageCount). */
  totalPages?: BodyPath<number>;
}

export type PageNumberState = { page: number; size: number };

export function pageNumberPaging(options: PageNumberPagingOptions): PagingStrategy<PageNumberState> {
  const sizeOf = (limit: number, state: PageNumberState | undefined) => state?.size ?? (options.size === undefined ? options.max : pageSize(limit, options.max));
  return {
    read(state) {
      if (state === undefined) return undefined;
      if (
        hasExactKeys(state, ['page', 'size']) &&
        isNonNegativeInteger(state.page) &&
        state.page >= options.first &&
        isNonNegativeInteger(state.size) &&
        state.size >= 1 &&
        state.size <= options.max
      ) {
        return { page: state.page, size: state.size };
      }
      throw foreignCursor('page number');
    },
    request({ limit, state }) {
      const query: Record<string, number> = { [options.page]: state?.page ?? options.first };
      if (options.size !== undefined) query[options.size] = sizeOf(limit, state);
      return { query };
    },
    neighbours({ limit, state }, { body, count }) {
      const size = sizeOf(limit, state);
      const page = state?.page ?? options.first;
      const said = options.hasMore === undefined ? undefined : flagAt(body, options.hasMore);
      const pages = options.totalPages === undefined ? undefined : numberAt(body, options.totalPages);
      // totalPages counts from 1 whatever the first page's number is.
      const more = said ?? (pages !== undefined ? page - options.first + 1 < pages : count >= size);
      return {
        next: more && count > 0 ? { page: page + 1, size } : null,
        previous: page > options.first ? { page: page - 1, size } : null,
      };
    },
  };
}
