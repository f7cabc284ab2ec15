/**
 * Issues: create (201 `{id, key, self}`), get (with `fields` selection and
 * `expand=transitions`), edit (204, or 200 with the issue when
 * `returnIssue=true`) and delete (204; an issue with subtasks needs
 * `deleteSubtasks=true`). Status is not editable here: it moves only through
 * the transitions routes, as in Jira.
 */
import type { FastifyInstance } from 'fastify';
import { issueTypeById } from './catalog.js';
import { callerId, type JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { readCreate, readEdit } from './issue-write.js';
import { Links } from './links.js';
import { queryBoolean, queryList, queryString, type Query } from './query-params.js';
import { issueJson, parseFieldSelection } from './serialize-issue.js';
import { parseExpand } from './serialize-project.js';

type IssueRoute = { Params: { issueIdOrKey: string }; Querystring: Query };

export function registerIssueRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;

  app.post('/rest/api/3/issue', async (request, reply) => {
    const result = readCreate(store, request.body, callerId(request));
    if (!result.ok) return sendErrors(reply, 400, result.messages, result.errors);
    const issue = store.createIssue(result.value);
    const parent = issue.parentId ? store.issueById(issue.parentId) : undefined;
    if (parent) parent.updated = issue.created;
    return reply.code(201).send({ id: issue.id, key: issue.key, self: Links.for(request).api(`/issue/${issue.id}`) });
  });

  app.get<IssueRoute>('/rest/api/3/issue/:issueIdOrKey', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const fields = parseFieldSelection(queryList(request.query, 'fields'), 'all');
    const expandTransitions = parseExpand(request.query.expand).has('transitions');
    return issueJson(issue, store, Links.for(request), { fields, expandTransitions });
  });

  app.put<IssueRoute>('/rest/api/3/issue/:issueIdOrKey', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    if (request.body === undefined || request.body === null) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    const result = readEdit(store, issue, request.body);
    if (!result.ok) return sendErrors(reply, 400, result.messages, result.errors);
    result.value();
    if (!queryBoolean(request.query, 'returnIssue')) return reply.code(204).send();
    const fields = parseFieldSelection(undefined, 'all');
    const expandTransitions = parseExpand(queryString(request.query, 'expand')).has('transitions');
    return reply.code(200).send(issueJson(issue, store, Links.for(request), { fields, expandTransitions }));
  });

  app.delete<IssueRoute>('/rest/api/3/issue/:issueIdOrKey', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const subtasks = store.childrenOf(issue.id).filter((child) => issueTypeById(child.issueTypeId)?.subtask);
    if (subtasks.length > 0 && !queryBoolean(request.query, 'deleteSubtasks')) {
      return sendErrors(reply, 400, [`The issue '${issue.key}' has subtasks. Set deleteSubtasks to true to delete the issue and its subtasks.`]);
    }
    for (const subtask of subtasks) store.deleteIssue(subtask);
    store.deleteIssue(issue);
    return reply.code(204).send();
  });
}
