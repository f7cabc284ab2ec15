/**
 * Issue comments: GET (a page: startAt, maxResults up to 100, orderBy
 * created/-created, and `total`) and POST (201 with the comment) on
 * /rest/api/3/issue/{issueIdOrKey}/comment; GET, PUT (200 with the comment)
 * and DELETE (204) on …/comment/{id}. A comment id of another issue is 404,
 * as in Jira. Adding, editing or deleting a comment updates its issue.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adfToPlainText, isAdfDocument, NOT_ADF_MESSAGE, type AdfDocument } from './adf.js';
import { callerId, type JiraContext } from './context.js';
import { MESSAGES, sendErrors, sendFieldErrors } from './errors.js';
import { Links } from './links.js';
import type { IssueRecord } from './model.js';
import { queryInteger, queryString, type Query } from './query-params.js';
import { commentJson } from './serialize-comment.js';

type IssueRoute = { Params: { issueIdOrKey: string }; Querystring: Query };
type CommentRoute = { Params: { issueIdOrKey: string; id: string }; Querystring: Query };

/** Jira's page ceiling for comments, also its default. */
const COMMENT_PAGE_MAX = 100;
const ORDERS: Readonly<Record<string, number>> = { created: 1, '+created': 1, '-created': -1 };

const EMPTY_COMMENT = 'Comment body can not be empty!';

/** The ADF body of a create or edit, or the field error Jira answers with. */
function readBody(body: unknown): { ok: true; value: AdfDocument } | { ok: false; error: string } {
  const value = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).body : undefined;
  if (value === undefined || value === null) return { ok: false, error: EMPTY_COMMENT };
  if (!isAdfDocument(value)) return { ok: false, error: NOT_ADF_MESSAGE };
  if (adfToPlainText(value) === '') return { ok: false, error: EMPTY_COMMENT };
  return { ok: true, value };
}

function commentNotFound(reply: FastifyReply, id: string): FastifyReply {
  return sendErrors(reply, 404, [`Can not find a comment for the id: ${id}.`]);
}

export function registerCommentRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;
  const touch = (issue: IssueRecord): void => {
    issue.updated = Math.max(store.now(), issue.updated);
  };

  app.get<IssueRoute>('/rest/api/3/issue/:issueIdOrKey/comment', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const startAt = queryInteger(request.query, 'startAt', 0);
    const requested = queryInteger(request.query, 'maxResults', COMMENT_PAGE_MAX);
    const orderBy = queryString(request.query, 'orderBy');
    const sign = orderBy === undefined ? 1 : ORDERS[orderBy];
    if (Number.isNaN(startAt) || startAt < 0 || Number.isNaN(requested) || requested < 0) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    if (sign === undefined) return sendErrors(reply, 400, [`Invalid orderBy value: ${orderBy}. Valid values are: created, -created, +created.`]);
    const maxResults = Math.min(requested, COMMENT_PAGE_MAX);
    const all = store.commentsOf(issue.id).sort((a, b) => (a.created - b.created || Number(a.id) - Number(b.id)) * sign);
    const links = Links.for(request);
    return {
      startAt,
      maxResults,
      total: all.length,
      comments: all.slice(startAt, startAt + maxResults).map((comment) => commentJson(store, links, comment)),
    };
  });

  app.post<IssueRoute>('/rest/api/3/issue/:issueIdOrKey/comment', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const body = readBody(request.body);
    if (!body.ok) return sendFieldErrors(reply, { comment: body.error });
    const author = callerId(request);
    const now = store.now();
    const comment = store.addComment({ issueId: issue.id, authorId: author, updateAuthorId: author, body: body.value, created: now, updated: now });
    touch(issue);
    return reply.code(201).send(commentJson(store, Links.for(request), comment));
  });

  app.get<CommentRoute>('/rest/api/3/issue/:issueIdOrKey/comment/:id', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const comment = store.findComment(issue.id, request.params.id);
    if (!comment) return commentNotFound(reply, request.params.id);
    return commentJson(store, Links.for(request), comment);
  });

  app.put<CommentRoute>('/rest/api/3/issue/:issueIdOrKey/comment/:id', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const comment = store.findComment(issue.id, request.params.id);
    if (!comment) return commentNotFound(reply, request.params.id);
    const body = readBody(request.body);
    if (!body.ok) return sendFieldErrors(reply, { comment: body.error });
    comment.body = body.value;
    comment.updateAuthorId = callerId(request);
    comment.updated = Math.max(store.now(), comment.updated);
    touch(issue);
    return commentJson(store, Links.for(request), comment);
  });

  app.delete<CommentRoute>('/rest/api/3/issue/:issueIdOrKey/comment/:id', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const comment = store.findComment(issue.id, request.params.id);
    if (!comment) return commentNotFound(reply, request.params.id);
    store.deleteComment(comment);
    touch(issue);
    return reply.code(204).send();
  });
}
