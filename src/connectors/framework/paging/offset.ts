/**
 * Offset paging: the platform takes the position of the first record and a
 * page size (Jira's startAt/maxResults, Pipedrive's start/limit, QuickBooks'
 * STARTPOSITION/MAXRESULTS counted from 1). State: `{ offset }`.
 *
 * The end of the list is read from what the platform says (a more-flag or a
 * total) when it says it; otherwise a short page ends the list, at the cost
 * of one empty page when the total is an exact multiple of the page size.
 */
import { flagAt, numberAt, type BodyPath } from './body-path.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize, type PagingStrategy } from './strategy.js';

export interface OffsetPagingOptions {
  /** Query parameter of the position, e.g. "offset", "startAt", "start". */
  offset: string;
  /** Query parameter of the page size, e.g. "limit", "maxResults". */
  size: string;
  /** Largest page the platform serves. */
  max: number;
  /** Position of the first record: 0 for most platforms, 1 for QuickBooks. */
  first?: 0 | 1;
  /** Whether more records follow, where the platform says so (Pipedrive's additional_data.pagination.more_items_in_collection). */
  hasMore?: BodyPath<boolean>;
  /** Total number of records, where the platform says it (Jira's total). */
  total?: BodyPath<number>;
  /**
   * Ask for one record more than the page and leave it out: a platform that
   * says nothing of what follows (QuickBooks) then needs no empty call to end
   * a list whose length is a multiple of the page. `max` is then the page,
   * one less than the platform serves.
   */
  lookAhead?: boolean;
}

export type OffsetState = { offset: number };

export function offsetPaging(options: OffsetPagingOptions): PagingStrategy<OffsetState> {
  const first = options.first ?? 0;
  return {
    read(state) {
      if (state === undefined) return undefined;
      if (hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset)) return { offset: state.offset };
      throw foreignCursor('offset');
    },
    request({ limit, state }) {
      return { query: { [options.offset]: first + (state?.offset ?? 0), [options.size]: pageSize(limit, options.max) + (options.lookAhead ? 1 : 0) } };
    },
    neighbours({ limit, state }, { body, count }) {
      const size = pageSize(limit, options.max);
      const offset = state?.offset ?? 0;
      if (options.lookAhead) {
        return { next: count > size ? { offset: offset + size } : null, previous: offset > 0 ? { offset: Math.max(0, offset - size) } : null, count: Math.min(count, size) };
      }
      const reached = offset + count;
      const said = options.hasMore === undefined ? undefined : flagAt(body, options.hasMore);
      const total = options.total === undefined ? undefined : numberAt(body, options.total);
      const more = said ?? (total !== undefined ? reached < total : count >= size);
      return {
        next: more && count > 0 ? { offset: reached } : null,
        previous: offset > 0 ? { offset: Math.max(0, offset - size) } : null,
      };
    },
  };
}
