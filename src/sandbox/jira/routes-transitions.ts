/**
 * GET /rest/api/3/issue/{issueIdOrKey}/transitions lists the moves available
 * from the issue's current status; POST performs one. The workflow's
 * transitions have no screen, so, as in Jira, a `fields` or `update` entry
 * sent with a transition is refused rather than silently ignored.
 */
import type { FastifyInstance } from 'fastify';
import type { JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { Links } from './links.js';
import { queryString, type Query } from './query-params.js';
import { applyTransition, availableTransitions, findAvailableTransition, transitionJson } from './workflow.js';

type IssueRoute = { Params: { issueIdOrKey: string }; Querystring: Query };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function transitionId(body: Record<string, unknown>): string | undefined {
  const transition = body.transition;
  if (!isObject(transition)) return undefined;
  const id = transition.id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  if (typeof id === 'number' && Number.isInteger(id)) return String(id);
  return undefined;
}

export function registerTransitionRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;

  app.get<IssueRoute>('/rest/api/3/issue/:issueIdOrKey/transitions', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const only = queryString(request.query, 'transitionId');
    const links = Links.for(request);
    const transitions = availableTransitions(issue)
      .filter((transition) => only === undefined || transition.id === only)
      .map((transition) => transitionJson(links, transition));
    return { expand: 'transitions', transitions };
  });

  app.post<IssueRoute>('/rest/api/3/issue/:issueIdOrKey/transitions', async (request, reply) => {
    const issue = store.findIssue(request.params.issueIdOrKey);
    if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
    const body = request.body;
    if (!isObject(body)) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    const id = transitionId(body);
    if (id === undefined) return sendErrors(reply, 400, ["Missing 'transition' identifier"]);
    const transition = findAvailableTransition(issue, id);
    if (!transition) return sendErrors(reply, 400, [`Transition id '${id}' is not valid for this issue.`]);
    const errors: Record<string, string> = {};
    for (const section of [body.fields, body.update]) {
      if (section === undefined) continue;
      if (!isObject(section)) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
      for (const name of Object.keys(section)) errors[name] = MESSAGES.fieldNotSettable(name);
    }
    if (Object.keys(errors).length > 0) return sendErrors(reply, 400, [], errors);
    applyTransition(issue, transition, store.now());
    return reply.code(204).send();
  });
}
