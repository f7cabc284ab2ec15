/**
 * Unified ticket comments on Jira issue comments:
 * GET/POST /rest/api/3/issue/{issueIdOrKey}/comment and
 * GET/PUT/DELETE /rest/api/3/issue/{issueIdOrKey}/comment/{id}.
 *
 * Every operation first reads the issue (issue-lookup.ts): a ticket of
 * another collection is 404, as for tickets. Jira's comment list pages by
 * startAt/maxResults and says its `total`; it orders only by `created`, so
 * `created_at` is the one sort field offered (updated_at is refused with
 * UnsupportedSortFieldError, not silently ignored).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { comments } from '../../unified/issue-tracking/comments.js';
import { implement, type ConnectorContext, type RecordParams } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { offsetPaging } from '../framework/paging/index.js';
import { fromJiraComment, toJiraCommentBody, type JiraComment } from './comment-mapper.js';
import { issueInCollection, issuePath } from './issue-lookup.js';
import { JIRA_COMMENT_EVENTS } from './webhook-events.js';
import { segment } from '../framework/rest/path.js';

interface PageOfComments {
  comments?: JiraComment[];
  total?: number;
}

/** Jira serves at most 100 comments a page (its default, and its ceiling). */
export const COMMENT_PAGE_MAX = 100;

const paging = offsetPaging({ offset: 'startAt', size: 'maxResults', max: COMMENT_PAGE_MAX, total: 'total' });

function commentNotFound(id: string): ApiError {
  return new ApiError('EntityNotFoundError', {
    message: `No Jira comment "${id.slice(0, 100)}" on this ticket`,
    detail: { id: id.slice(0, 100) },
  });
}

/** The issue's numeric id, once the ticket is known to belong to the collection. */
async function issueIdOf(ctx: ConnectorContext, parents: Readonly<Record<string, string>>): Promise<string> {
  const issue = await issueInCollection(ctx, parents.ticket_id as string, parents.collection_id as string, []);
  return issue.id;
}

function commentPath(issueId: string, commentId: string): string {
  return issuePath(issueId, `/comment/${segment(commentId)}`);
}

async function readComment(ctx: ConnectorContext, { id, parents }: RecordParams): Promise<{ issueId: string; comment: JiraComment }> {
  const issueId = await issueIdOf(ctx, parents);
  const { body } = await orEntityNotFound(ctx.http.request<JiraComment>({ method: 'GET', path: commentPath(issueId, id) }), () => commentNotFound(id));
  return { issueId, comment: body };
}

export const jiraComments = implement(comments, {
  downstream: { id: 'comment', name: 'Issue comments' },
  mapper: fromJiraComment,
  events: JIRA_COMMENT_EVENTS,
  list: {
    paging: true,
    sortBy: ['created_at'],
    async run(ctx, { limit, state, sort, parents }) {
      const issueId = await issueIdOf(ctx, parents);
      const path = issuePath(issueId, '/comment');
      const call = { list: ctx.http.urlOf(path), limit, state: paging.read(state, ctx.http.urlOf(path)) };
      const request = paging.request(call);
      const orderBy = sort ? (sort.direction === 'desc' ? '-created' : 'created') : undefined;
      const query = 'query' in request ? { ...request.query, orderBy } : { orderBy };
      const { body, headers } = await ctx.http.request<PageOfComments>({ method: 'GET', path, query });
      const found = body.comments ?? [];
      return { items: found.map(fromJiraComment), ...paging.neighbours(call, { body, headers, count: found.length }) };
    },
  },
  async one(ctx, params) {
    return fromJiraComment((await readComment(ctx, params)).comment);
  },
  async add(ctx, { record, parents }) {
    const document = toJiraCommentBody(record.body);
    const issueId = await issueIdOf(ctx, parents);
    const { body } = await ctx.http.request<JiraComment>({ method: 'POST', path: issuePath(issueId, '/comment'), json: { body: document } });
    return { id: body.id };
  },
  async update(ctx, params) {
    const { record } = params;
    // A body-less update changes nothing, but must still answer 404 for a comment that is not there.
    if (!Object.hasOwn(record, 'body') || record.body === undefined) {
      await readComment(ctx, params);
      return { id: params.id };
    }
    const document = toJiraCommentBody(record.body);
    const issueId = await issueIdOf(ctx, params.parents);
    await orEntityNotFound(
      ctx.http.request({ method: 'PUT', path: commentPath(issueId, params.id), json: { body: document } }),
      () => commentNotFound(params.id),
    );
    return { id: params.id };
  },
  async delete(ctx, { id, parents }) {
    const issueId = await issueIdOf(ctx, parents);
    await orEntityNotFound(ctx.http.request({ method: 'DELETE', path: commentPath(issueId, id) }), () => commentNotFound(id));
    return { id };
  },
});
