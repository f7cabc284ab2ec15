/**
 * Zendesk's cursor pagination (https://developer.zendesk.com/api-reference/introduction/pagination/):
 * `page[size]` selects it and sets the page size, at most 100 on most
 * endpoints (List Users included); `page[after]` / `page[before]` take the
 * `meta.after_cursor` / `meta.before_cursor` of an earlier page, never both;
 * `meta.has_more` says whether more records lie in the direction of travel
 * (Zendesk sends both cursors on every non-empty page, even the last one).
 *
 * Both `next` and `previous` work. A unified `limit` above 100 is served as a
 * page of 100: Zendesk never sends more in one page, and filling a page from
 * two calls would double the cost of every page against the account's
 * per-minute rate limit.
 */
import { cursorPaging } from '../framework/paging/index.js';

export const ZENDESK_MAX_PAGE_SIZE = 100;

export const zendeskCursorPaging = cursorPaging({
  size: 'page[size]',
  max: ZENDESK_MAX_PAGE_SIZE,
  next: { param: 'page[after]', at: 'meta.after_cursor' },
  previous: { param: 'page[before]', at: 'meta.before_cursor' },
  hasMore: 'meta.has_more',
});
