/**
 * Cursor-token paging: the platform answers each page with an opaque token
 * for the next one (Intercom's pages.next.starting_after, Asana's
 * next_page.offset, HubSpot's paging.next.after, Zendesk's
 * meta.after_cursor) and takes it back as a query parameter. Some also give
 * a token for the page before (Zendesk's meta.before_cursor). State:
 * `{ after }` going forwards, `{ before }` going backwards.
 *
 * `hasMore`, where a platform sends one, says whether more records lie in the
 * direction of travel: Zendesk sends both tokens on every non-empty page,
 * even the last, so the token alone cannot end the list. The page we came
 * from always exists, whatever `hasMore` says.
 */
import { flagAt, tokenAt, type BodyPath } from './body-path.js';
import { foreignCursor, hasExactKeys, pageSize, type Neighbours, type PagingStrategy } from './strategy.js';

export interface CursorDirection {
  /** Query parameter that takes the token, e.g. "starting_after", "page[after]". */
  param: string;
  /** Where the answer holds the token, e.g. "pages.next.starting_after". */
  at: BodyPath<string>;
}

export interface CursorPagingOptions {
  /** Query parameter of the page size, e.g. "per_page", "limit", "page[size]". */
  size: string;
  /** Largest page the platform serves. */
  max: number;
  next: CursorDirection;
  /** Only for platforms that can page backwards. */
  previous?: CursorDirection;
  /** Whether more records lie in the direction of travel, where the platform says so (Zendesk's meta.has_more). */
  hasMore?: BodyPath<boolean>;
}

export type CursorState = { after: string } | { before: string };

export function cursorPaging(options: CursorPagingOptions): PagingStrategy<CursorState> {
  const { next, previous } = options;
  return {
    read(state) {
      if (state === undefined) return undefined;
      if (hasExactKeys(state, ['after']) && typeof state.after === 'string' && state.after !== '') return { after: state.after };
      if (previous && hasExactKeys(state, ['before']) && typeof state.before === 'string' && state.before !== '') return { before: state.before };
      throw foreignCursor('cursor token');
    },
    request({ limit, state }) {
      const query: Record<string, string | number> = { [options.size]: pageSize(limit, options.max) };
      if (state && 'after' in state) query[next.param] = state.after;
      if (state && 'before' in state && previous) query[previous.param] = state.before;
      return { query };
    },
    neighbours({ state }, { body }) {
      const more = options.hasMore === undefined ? undefined : flagAt(body, options.hasMore);
      const afterToken = tokenAt(body, next.at);
      const after = afterToken === undefined ? null : { after: afterToken };
      const forwards = state === undefined || 'after' in state;
      const nextPage = forwards && more === false ? null : after;
      if (!previous) return { next: nextPage };
      const beforeToken = tokenAt(body, previous.at);
      const before = beforeToken === undefined ? null : { before: beforeToken };
      const result: Neighbours<CursorState> = { next: nextPage, previous: null };
      if (state !== undefined) result.previous = forwards || more !== false ? before : null;
      return result;
    },
  };
}
