/**
 * GET /rest/api/3/issue/{issueIdOrKey}/transitions lists the moves available
 * from the issue's current status; POST performs one. The workflow's
 * transitions have no screen, so, as in Jira, a `fields` or `update` entry
 * sent with a transition is refused rather than silently ignored.
 */
import { fail, findRecord, type Answer, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { JiraSiteAccount } from './auth.js';
import { fieldErrors, MESSAGES } from './errors.js';
import { Links } from './links.js';
import type { IssueRecord } from './model.js';
import { queryString } from './query-params.js';
import { ISSUE_EVENTS } from './webhook-events.js';
import { applyTransition, availableTransitions, findAvailableTransition, transitionJson } from './workflow.js';

type Ctx = KitContext<JiraSiteAccount>;

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

/** The issue of the path, found by the kit's issues resource (id or key). */
function issueOf(kit: PlatformKit<JiraSiteAccount>, ctx: Ctx): IssueRecord {
  return findRecord(kit.resource('issues'), ctx) as unknown as IssueRecord;
}

export function listTransitions(kit: PlatformKit<JiraSiteAccount>, ctx: Ctx): Answer {
  const issue = issueOf(kit, ctx);
  const only = queryString(ctx.request.query, 'transitionId');
  const links = Links.for(ctx.request);
  const transitions = availableTransitions(issue)
    .filter((transition) => only === undefined || transition.id === only)
    .map((transition) => transitionJson(links, transition));
  return { status: 200, body: { expand: 'transitions', transitions } };
}

export function doTransition(kit: PlatformKit<JiraSiteAccount>, ctx: Ctx): Answer {
  const issue = issueOf(kit, ctx);
  const body = ctx.request.body;
  if (!isObject(body)) throw fail.validation(MESSAGES.invalidPayload);
  const id = transitionId(body);
  if (id === undefined) throw fail.validation("Missing 'transition' identifier");
  const transition = findAvailableTransition(issue, id);
  if (!transition) throw fail.validation(`Transition id '${id}' is not valid for this issue.`);
  const errors: Record<string, string> = {};
  for (const section of [body.fields, body.update]) {
    if (section === undefined) continue;
    if (!isObject(section)) throw fail.validation(MESSAGES.invalidPayload);
    for (const name of Object.keys(section)) errors[name] = MESSAGES.fieldNotSettable(name);
  }
  if (Object.keys(errors).length > 0) throw fail.validation('The transition was refused', fieldErrors(errors));
  const previous = { ...issue };
  applyTransition(issue, transition, ctx.now);
  ctx.tenant.table('issues').updated(issue.id);
  ctx.emit(ISSUE_EVENTS.updated, 'issues', issue, previous);
  return { status: 204 };
}
