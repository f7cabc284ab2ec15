/**
 * Unified ticket comments on Jira issue comments:
 * GET/POST /rest/api/3/issue/{issueIdOrKey}/comment and
 * GET/PUT/DELETE /rest/api/3/issue/{issueIdOrKey}/comment/{id}; the mapping
 * is comment-fields.ts.
 *
 * Every operation first reads the issue (issue-lookup.ts): a ticket of
 * another collection is 404, as for tickets, and the paths name the issue by
 * its id. Jira's comment list pages by startAt/maxResults and says its
 * `total`; it orders only by `created`, so `created_at` is the one sort
 * field offered (updated_at is refused with UnsupportedSortFieldError, not
 * silently ignored). An update without a body changes nothing, but still
 * answers 404 for a comment that is not there.
 */
import { comments } from '../../unified/issue-tracking/comments.js';
import { offsetPaging } from '../framework/paging/index.js';
import { collection } from '../kit/index.js';
import { commentFields } from './comment-fields.js';
import { jiraDialect } from './dialect.js';
import { issueInCollection } from './issue-lookup.js';
import { JIRA_COMMENT_EVENTS } from './webhook-events.js';

/** Jira serves at most 100 comments a page (its default, and its ceiling). */
export const COMMENT_PAGE_MAX = 100;

export const jiraComments = collection(comments, {
  dialect: jiraDialect,
  downstream: { id: 'comment', name: 'Issue comments' },
  what: 'comment',
  fields: commentFields,
  path: '/rest/api/3/issue/{ticket_id}/comment',
  listAt: 'comments',
  list: { paging: offsetPaging({ offset: 'startAt', size: 'maxResults', max: COMMENT_PAGE_MAX, total: 'total' }) },
  add: true,
  update: { method: 'PUT', skipEmpty: true },
  delete: true,
  events: JIRA_COMMENT_EVENTS,
  hooks: {
    async parents(ctx, parents) {
      const issue = await issueInCollection(ctx, parents.ticket_id as string, parents.collection_id as string, []);
      return { ...parents, ticket_id: issue.id };
    },
  },
});
