/**
 * Issue comments on /rest/api/3/issue/{issueIdOrKey}/comment[/{id}]: a page
 * (startAt, maxResults up to 100, `orderBy` created/-created, and `total`),
 * create (201), get, edit (200) and delete (204). The issue may be named by
 * id or key; a comment id of another issue is 404, as in Jira. The body is
 * ADF; adding, editing or deleting a comment updates its issue.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import { adfToPlainText, isAdfDocument, NOT_ADF_MESSAGE } from './adf.js';
import { callerId, type JiraSiteAccount } from './auth.js';
import { Links } from './links.js';
import type { CommentRecord } from './model.js';
import { startAtPaging } from './paging.js';
import { queryString } from './query-params.js';
import { userJson } from './serialize-common.js';
import { JiraStore } from './store.js';
import { COMMENT_EVENTS } from './webhook-events.js';

type Ctx = KitContext<JiraSiteAccount>;

const EMPTY_COMMENT = 'Comment body can not be empty!';
const ORDERS: Readonly<Record<string, number>> = { created: 1, '+created': 1, '-created': -1 };

/** Jira names the field at fault `comment`, whatever the body's property is called. */
function invalid(message: string): never {
  throw fail.validation(message, { field: 'comment' });
}

function readBody(value: unknown): unknown {
  if (value === null) invalid(EMPTY_COMMENT);
  if (!isAdfDocument(value)) invalid(NOT_ADF_MESSAGE);
  if (adfToPlainText(value) === '') invalid(EMPTY_COMMENT);
  return value;
}

/** Comments touch their issue; times never go back (seeded dates may lie ahead of the clock). */
function touch(record: StoredRecord, ctx: Ctx): void {
  const issue = JiraStore.of(ctx).issueById(String(record.issueId));
  if (issue) issue.updated = Math.max(ctx.now, issue.updated);
}

function select(records: StoredRecord[], ctx: Ctx): StoredRecord[] {
  const orderBy = queryString(ctx.request.query, 'orderBy');
  const sign = orderBy === undefined ? 1 : ORDERS[orderBy];
  if (sign === undefined) throw fail.validation(`Invalid orderBy value: ${orderBy}. Valid values are: created, -created, +created.`);
  return [...records].sort((a, b) => (Number(a.created) - Number(b.created) || Number(a.id) - Number(b.id)) * sign);
}

export const comments = defineResource<JiraSiteAccount>({
  name: 'comments',
  labels: { list: 'comments' },
  routes: {
    list: 'GET /rest/api/3/issue/:issueIdOrKey/comment',
    create: { route: 'POST /rest/api/3/issue/:issueIdOrKey/comment', status: 201 },
    get: 'GET /rest/api/3/issue/:issueIdOrKey/comment/:id',
    update: 'PUT /rest/api/3/issue/:issueIdOrKey/comment/:id',
    delete: 'DELETE /rest/api/3/issue/:issueIdOrKey/comment/:id',
  },
  parent: { param: 'issueIdOrKey', field: 'issueId', resource: 'issues', lookup: (named, ctx) => JiraStore.of(ctx).findIssue(named)?.id },
  paging: startAtPaging({ defaultSize: 100, maxSize: 100 }),
  newId: (ctx) => JiraStore.of(ctx).nextCommentId(),
  fields: {
    id: { kind: 'string', readOnly: true },
    body: { kind: 'object', parse: readBody },
    created: { kind: 'time', readOnly: true },
    updated: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'created' },
  events: COMMENT_EVENTS,
  hooks: {
    select,
    beforeCreate(record, ctx) {
      if (record.body === undefined) invalid(EMPTY_COMMENT);
      record.authorId = record.updateAuthorId = callerId(ctx.request);
      record.updated = ctx.now;
      touch(record, ctx);
    },
    beforeUpdate(record, changes, ctx) {
      if (changes.body === undefined) invalid(EMPTY_COMMENT);
      record.updateAuthorId = callerId(ctx.request);
      record.updated = Math.max(ctx.now, Number(record.updated));
      touch(record, ctx);
    },
    beforeDelete: touch,
    // Authors in Jira's UserDetails form; `jsdPublic` is true for every comment made outside Service Management.
    present(wire, record, ctx) {
      const store = JiraStore.of(ctx);
      const links = Links.for(ctx.request);
      const comment = record as unknown as CommentRecord;
      const [author, updateAuthor] = [store.userById(comment.authorId), store.userById(comment.updateAuthorId)];
      return {
        self: links.api(`/issue/${comment.issueId}/comment/${comment.id}`),
        ...wire,
        ...(author ? { author: userJson(links, author) } : {}),
        ...(updateAuthor ? { updateAuthor: userJson(links, updateAuthor) } : {}),
        jsdPublic: true,
      };
    },
  },
});
