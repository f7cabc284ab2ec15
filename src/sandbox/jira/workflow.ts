/**
 * The workflow every project uses: To Do, In Progress and Done joined by
 * global transitions (ids 11, 21, 31). Status only changes through a
 * transition, which also keeps the resolution in step: reaching the done
 * category resolves the issue, leaving it clears the resolution.
 */
import { RESOLUTION_DONE, statusById, TRANSITIONS } from './catalog.js';
import type { Links } from './links.js';
import type { IssueRecord, TransitionDef } from './model.js';
import { statusJson } from './serialize-common.js';

/** Transitions the issue can take now: every one except the one to its current status. */
export function availableTransitions(issue: IssueRecord): TransitionDef[] {
  return TRANSITIONS.filter((transition) => transition.toStatusId !== issue.statusId);
}

export function findAvailableTransition(issue: IssueRecord, transitionId: string): TransitionDef | undefined {
  return availableTransitions(issue).find((transition) => transition.id === transitionId);
}

export function transitionJson(links: Links, transition: TransitionDef): Record<string, unknown> {
  const to = statusById(transition.toStatusId);
  return {
    id: transition.id,
    name: transition.name,
    to: to ? statusJson(links, to) : undefined,
    hasScreen: false,
    isGlobal: true,
    isInitial: false,
    isAvailable: true,
    isConditional: false,
    looped: false,
  };
}

/** Moves the issue to the transition's target status and stamps the dates Jira stamps. */
export function applyTransition(issue: IssueRecord, transition: TransitionDef, now: number): void {
  const from = statusById(issue.statusId);
  const to = statusById(transition.toStatusId);
  if (!to) return;
  issue.statusId = to.id;
  issue.updated = now;
  if (from?.categoryKey !== to.categoryKey) issue.statusCategoryChangedAt = now;
  if (to.categoryKey === 'done') {
    if (issue.resolutionId === null) {
      issue.resolutionId = RESOLUTION_DONE.id;
      issue.resolutiondate = now;
    }
  } else {
    issue.resolutionId = null;
    issue.resolutiondate = null;
  }
}
