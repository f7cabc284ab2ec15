/**
 * Zendesk's cursor pagination (https://developer.zendesk.com/api-reference/introduction/pagination/):
 * `page[size]` selects it and sets the page size, at most 100 on most
 * endpoints (List Users included); `page[after]` / `page[before]` take the
 * `meta.after_cursor` / `meta.before_cursor` of an earlier page, never both;
 * `meta.has_more` says whether more records lie in the direction of travel.
 *
 * Our paging state (carried inside the service's signed cursor) remembers the
 * direction and Zendesk's cursor, so both `next` and `previous` work. A
 * unified `limit` above 100 is served as a page of 100: Zendesk never sends
 * more in one page, and filling a page from two calls would double the cost
 * of every page against the account's per-minute rate limit.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { PagingState } from '../framework/define.js';
import type { ZendeskCursorMeta } from './wire-types.js';

export const ZENDESK_MAX_PAGE_SIZE = 100;

export type ZendeskPagingState = { after: string } | { before: string };

/** The state of our own cursor, checked (it is signed, but its shape is still ours to verify). */
export function readPagingState(state: PagingState | undefined): ZendeskPagingState | undefined {
  if (state === undefined) return undefined;
  if (typeof state === 'object' && state !== null) {
    const { after, before } = state as { after?: unknown; before?: unknown };
    if (typeof after === 'string' && before === undefined) return { after };
    if (typeof before === 'string' && after === undefined) return { before };
  }
  throw new ApiError('InvalidCursorError', { detail: { cursor: 'not a Zendesk paging position' } });
}

/** Zendesk's paging parameters for a page of `limit` records at `state`. */
export function pageQuery(limit: number, state: ZendeskPagingState | undefined): Record<string, string | number> {
  const query: Record<string, string | number> = { 'page[size]': Math.min(Math.max(limit, 1), ZENDESK_MAX_PAGE_SIZE) };
  if (state && 'after' in state) query['page[after]'] = state.after;
  if (state && 'before' in state) query['page[before]'] = state.before;
  return query;
}

/**
 * Where the neighbouring pages are. Zendesk sends both cursors on every
 * non-empty page, even the last one, so `has_more` decides whether the page
 * in the direction of travel exists; the page we came from always does.
 */
export function neighbourPages(
  meta: ZendeskCursorMeta,
  state: ZendeskPagingState | undefined,
): { next: ZendeskPagingState | null; previous: ZendeskPagingState | null } {
  const after = meta.after_cursor ? { after: meta.after_cursor } : null;
  const before = meta.before_cursor ? { before: meta.before_cursor } : null;
  if (state === undefined) return { next: meta.has_more ? after : null, previous: null };
  if ('after' in state) return { next: meta.has_more ? after : null, previous: before };
  return { next: after, previous: meta.has_more ? before : null };
}
