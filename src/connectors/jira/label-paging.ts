/**
 * The paging of Jira's label list (GET /rest/api/3/label, tags.ts):
 * startAt/maxResults with `isLast`. Unlike the project search's
 * (`startAtPaging` in dialect.ts, where a page that does not say is the last
 * one), an answer without `isLast` leaves the end to the page's length.
 */
import { offsetPaging } from '../framework/paging/index.js';

/** Jira's default page of labels, and the most it serves. */
export const LABEL_PAGE_MAX = 1000;

export const labelPaging = offsetPaging({
  offset: 'startAt',
  size: 'maxResults',
  max: LABEL_PAGE_MAX,
  hasMore: (body) => {
    const isLast = (body as { isLast?: unknown } | null)?.isLast;
    return typeof isLast === 'boolean' ? !isLast : undefined;
  },
});
