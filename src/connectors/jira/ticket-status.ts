/**
 * Status changes. Jira has no writable status field: an issue moves through
 * its workflow's transitions (GET and POST /rest/api/3/issue/{id}/transitions).
 * A unified status picks the first available transition whose target status is
 * in the matching category (open → new, in_progress → indeterminate,
 * closed → done); any other value picks the transition whose target status
 * has that name. When no transition fits, the caller learns which statuses
 * the issue can move to from where it is.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { issuePath } from './issue-lookup.js';
import { toUnifiedStatus, type JiraStatus } from './ticket-fields.js';

export interface JiraTransition {
  id: string;
  name?: string;
  to?: JiraStatus;
  isAvailable?: boolean;
}

const CATEGORY_BY_STATUS: Readonly<Record<string, string>> = { open: 'new', in_progress: 'indeterminate', closed: 'done' };

/** Whether a Jira status is the wanted unified status (by category) or status name (ignoring case). */
export function statusMatches(status: JiraStatus | null | undefined, wanted: string): boolean {
  const category = CATEGORY_BY_STATUS[wanted];
  if (category !== undefined) return status?.statusCategory?.key === category;
  return status?.name !== undefined && status.name.toLowerCase() === wanted.toLowerCase();
}

export function pickTransition(transitions: readonly JiraTransition[], wanted: string): JiraTransition | undefined {
  return transitions.find((transition) => transition.isAvailable !== false && statusMatches(transition.to, wanted));
}

/** What the issue can move to: unified statuses where a category maps, and every target status name. */
export function reachableStatuses(transitions: readonly JiraTransition[]): string[] {
  const available = transitions.filter((transition) => transition.isAvailable !== false && transition.to);
  const unified = available.map((transition) => toUnifiedStatus(transition.to)).filter((status): status is string => status !== null);
  const names = available.map((transition) => transition.to?.name).filter((name): name is string => typeof name === 'string');
  return [...new Set([...unified, ...names])];
}

/**
 * The transition that takes the issue to `wanted`; undefined when it is there
 * already. Reads the transitions but changes nothing, so an update can check
 * the status before it writes any field.
 */
export async function planTransition(ctx: ConnectorContext, issueId: string, current: JiraStatus | null | undefined, wanted: string) {
  if (statusMatches(current, wanted)) return undefined;
  const { body } = await ctx.http.request<{ transitions?: JiraTransition[] }>({ method: 'GET', path: issuePath(issueId, '/transitions') });
  const transitions = body.transitions ?? [];
  const transition = pickTransition(transitions, wanted);
  if (transition) return transition;
  const allowed = reachableStatuses(transitions);
  throw new ApiError('RequestValidationError', {
    message: `The Jira workflow has no transition from "${current?.name ?? 'its current status'}" to "${wanted.slice(0, 100)}"`,
    detail: { status: wanted.slice(0, 100), current_status: current?.name ?? null, allowed_statuses: allowed },
  });
}

export async function applyTransition(ctx: ConnectorContext, issueId: string, transition: JiraTransition): Promise<void> {
  await ctx.http.request({ method: 'POST', path: issuePath(issueId, '/transitions'), json: { transition: { id: transition.id } } });
}
