/**
 * Paging of Jira's enhanced JQL search: forward only, by `nextPageToken`
 * (no previous cursor), at most 100 issues a page whenever fields other
 * than the id are asked for, so a larger `limit` yields pages of 100 and
 * more cursors, never a refused call.
 *
 * A token is only valid for the JQL it came from, so the state keeps a
 * fingerprint of that JQL: a cursor reused with other filters or sort is
 * InvalidCursorError rather than Jira's 400. The searching user's time zone
 * (which a `since` filter is read in) travels in the state too, so later
 * pages do not ask for it again.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { PagingState } from '../framework/define.js';
import { pageSize, type PagingStrategy } from '../framework/paging/strategy.js';

/** Jira's page ceiling for searches that return issue fields. */
const SEARCH_PAGE_MAX = 100;

export type JqlPagingState = {
  /** Jira's nextPageToken. */
  token: string;
  /** Fingerprint of the JQL the token belongs to. */
  jql: string;
  /** The user's time zone, when `since` needed it. */
  tz?: string;
};

function fingerprint(jql: unknown): string {
  return createHash('sha256').update(String(jql)).digest('base64url').slice(0, 22);
}

/** The time zone a cursor kept, if any (the state is checked by `read` first). */
export function cursorTimeZone(state: PagingState | undefined): string | undefined {
  return (state as Partial<JqlPagingState> | undefined)?.tz;
}

export const jqlPaging: PagingStrategy<JqlPagingState> = {
  read(state) {
    if (state === undefined) return undefined;
    const candidate = state as Partial<JqlPagingState> | null;
    if (typeof candidate?.token !== 'string' || typeof candidate.jql !== 'string' || (candidate.tz !== undefined && typeof candidate.tz !== 'string')) {
      throw new ApiError('InvalidCursorError', { detail: { cursor: 'not a Jira ticket list cursor' } });
    }
    return candidate as JqlPagingState;
  },
  request({ limit, state, query }) {
    if (state && state.jql !== fingerprint(query?.jql)) {
      throw new ApiError('InvalidCursorError', {
        message: 'This cursor belongs to the same list with other filters or sort; start again without a cursor',
        detail: { cursor: 'filters or sort changed' },
      });
    }
    return { query: { maxResults: pageSize(limit, SEARCH_PAGE_MAX), ...(state ? { nextPageToken: state.token } : {}) } };
  },
  neighbours({ query }, { body }) {
    const { nextPageToken: token, isLast } = body as { nextPageToken?: string | null; isLast?: boolean };
    if (isLast === true || typeof token !== 'string' || token === '') return { next: null };
    const tz = query?.tz;
    return { next: { token, jql: fingerprint(query?.jql), ...(typeof tz === 'string' ? { tz } : {}) } };
  },
};
