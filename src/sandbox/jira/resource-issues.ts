/**
 * Issues: create (201 `{id, key, self}`), get (by id or key, any case, with
 * the `fields` selection and `expand=transitions`) and delete (204; an issue
 * with subtasks needs `deleteSubtasks=true`); edit is served by the kit too,
 * from routes.ts, which answers it Jira's way (204, or 200 with the issue
 * when `returnIssue=true`). Writes are Jira's IssueUpdateDetails (`fields`
 * plus `update` operations), read by issue-write.ts so that one 400 lists
 * every field error; status is not writable: it moves only through
 * transitions (workflow.ts), as in Jira. The wire form is serialize-issue.ts.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import { callerId, type JiraSiteAccount } from './auth.js';
import { issueTypeById } from './catalog.js';
import { fieldErrors } from './errors.js';
import { readCreate, readEdit } from './issue-write.js';
import { Links } from './links.js';
import type { IssueRecord } from './model.js';
import { queryBoolean, queryList } from './query-params.js';
import { issueJson, parseFieldSelection } from './serialize-issue.js';
import { parseExpand } from './serialize-project.js';
import { JiraStore } from './store.js';
import { ISSUE_EVENTS } from './webhook-events.js';

type Ctx = KitContext<JiraSiteAccount>;

function refused(result: { messages: string[]; errors: Record<string, string> }): never {
  throw fail.validation('The issue was refused', fieldErrors(result.errors, result.messages));
}

function create(record: StoredRecord, ctx: Ctx): void {
  const store = JiraStore.of(ctx);
  const result = readCreate(store, ctx.request.body, callerId(ctx.request));
  if (!result.ok) refused(result);
  const project = store.findProject(result.value.projectId);
  if (!project) throw fail.notFound('No project', { resource: 'projects', id: result.value.projectId });
  Object.assign(record, result.value, store.nextKey(project));
  const parent = result.value.parentId === null ? undefined : store.issueById(result.value.parentId);
  if (parent) parent.updated = result.value.created;
}

function edit(record: StoredRecord, _changes: Record<string, unknown>, ctx: Ctx): void {
  const result = readEdit(JiraStore.of(ctx), record as IssueRecord, ctx.request.body);
  if (!result.ok) refused(result);
  result.value();
}

function remove(record: StoredRecord, ctx: Ctx): void {
  const store = JiraStore.of(ctx);
  const issue = record as IssueRecord;
  const subtasks = store.childrenOf(issue.id).filter((child) => issueTypeById(child.issueTypeId)?.subtask);
  if (subtasks.length > 0 && !queryBoolean(ctx.request.query, 'deleteSubtasks')) {
    throw fail.validation(`The issue '${issue.key}' has subtasks. Set deleteSubtasks to true to delete the issue and its subtasks.`);
  }
  for (const subtask of subtasks) {
    store.deleteIssue(subtask);
    ctx.emit(ISSUE_EVENTS.deleted, 'issues', subtask);
  }
  store.detachIssue(issue);
}

/** A create answers the new issue's reference; every other answer is the IssueBean with the fields asked for. */
function present(_wire: Record<string, unknown>, record: StoredRecord, ctx: Ctx): Record<string, unknown> {
  const links = Links.for(ctx.request);
  if (ctx.request.method === 'POST') return { id: record.id, key: record.key, self: links.api(`/issue/${record.id}`) };
  const fields = parseFieldSelection(ctx.request.method === 'GET' ? queryList(ctx.request.query, 'fields') : undefined, 'all');
  const expandTransitions = parseExpand(ctx.request.query.getAll('expand')).has('transitions');
  return issueJson(record as IssueRecord, JiraStore.of(ctx), links, { fields, expandTransitions });
}

export const issues = defineResource<JiraSiteAccount>({
  name: 'issues',
  routes: {
    create: { route: 'POST /rest/api/3/issue', status: 201 },
    get: 'GET /rest/api/3/issue/:issueIdOrKey',
    delete: 'DELETE /rest/api/3/issue/:issueIdOrKey',
  },
  idParam: 'issueIdOrKey',
  lookup: (named, ctx) => JiraStore.of(ctx).findIssue(named)?.id,
  newId: (ctx) => JiraStore.of(ctx).nextIssueId(),
  // Stored fields with their Jira names; the body is IssueUpdateDetails, read by the hooks.
  fields: {
    id: { kind: 'string', readOnly: true },
    key: { kind: 'string', readOnly: true },
    summary: { wire: 'fields.summary', kind: 'string', readOnly: true },
    description: { wire: 'fields.description', kind: 'object', readOnly: true, nullable: true },
    labels: { wire: 'fields.labels', kind: 'array', readOnly: true },
    duedate: { wire: 'fields.duedate', kind: 'string', readOnly: true, nullable: true },
    created: { wire: 'fields.created', kind: 'time', readOnly: true },
    updated: { wire: 'fields.updated', kind: 'time', readOnly: true },
  },
  events: ISSUE_EVENTS,
  hooks: { beforeCreate: create, beforeUpdate: edit, beforeDelete: remove, present },
});
