/**
 * Jira issue (IssueBean) → unified Ticket.
 *
 * | Ticket        | Jira issue field                                                     |
 * |---------------|----------------------------------------------------------------------|
 * | id            | id (numeric, stable; the key changes when an issue moves project)    |
 * | parent_id     | parent.id                                                            |
 * | collection_id | project.id                                                           |
 * | type          | issuetype.name (Task, Bug, Story, Epic, Subtask...)                  |
 * | subject       | summary                                                              |
 * | description   | description (ADF) rendered as HTML, see adf-to-html.ts               |
 * | status        | status.statusCategory.key: new → open, indeterminate → in_progress,  |
 * |               | done → closed; any other category → status.name as is                |
 * | priority      | priority.name: Highest → urgent, High → high, Medium → normal,       |
 * |               | Low and Lowest → low; any other (custom) priority → null             |
 * | assignees     | assignee → [{ id: accountId, username: displayName }], else []       |
 * | due_date      | duedate (YYYY-MM-DD) → YYYY-MM-DDT00:00:00.000Z                      |
 * | tags          | labels → [{ id: label, name: label }]: a label is its own identity   |
 * | completed_at  | resolutiondate                                                       |
 * | created_by    | creator.accountId, else reporter.accountId                           |
 * | created_at    | created                                                              |
 * | updated_at    | updated                                                              |
 */
import { toIsoDateTime } from '../../core/dates.js';
import type { ModelOf } from '../../unified/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { tickets } from '../../unified/issue-tracking/tickets.js';
import { adfToHtml } from './adf-to-html.js';

export type Ticket = ModelOf<typeof tickets>;

export interface JiraUserRef {
  accountId?: string;
  displayName?: string;
}

export interface JiraStatus {
  name?: string;
  statusCategory?: { key?: string } | null;
}

export interface JiraIssueFields {
  summary?: string | null;
  description?: unknown;
  status?: JiraStatus | null;
  priority?: { name?: string } | null;
  issuetype?: { name?: string } | null;
  assignee?: JiraUserRef | null;
  reporter?: JiraUserRef | null;
  creator?: JiraUserRef | null;
  labels?: string[] | null;
  duedate?: string | null;
  created?: string | null;
  updated?: string | null;
  resolutiondate?: string | null;
  parent?: { id?: string; key?: string } | null;
  project?: { id?: string; key?: string } | null;
}

export interface JiraIssue {
  id: string;
  key?: string;
  fields?: JiraIssueFields;
}

/** The fields the mapper reads: searches ask for these and nothing more. */
export const ISSUE_FIELDS = [
  'summary', 'description', 'status', 'priority', 'issuetype', 'assignee', 'reporter', 'creator',
  'labels', 'duedate', 'created', 'updated', 'resolutiondate', 'parent', 'project',
] as const;

const STATUS_BY_CATEGORY: Readonly<Record<string, string>> = { new: 'open', indeterminate: 'in_progress', done: 'closed' };

/** Unified status of a Jira status: by its category, else its own name. */
export function toUnifiedStatus(status: JiraStatus | null | undefined): string | null {
  if (!status) return null;
  const byCategory = status.statusCategory?.key ? STATUS_BY_CATEGORY[status.statusCategory.key] : undefined;
  return byCategory ?? status.name ?? null;
}

const PRIORITY_BY_NAME: Readonly<Record<string, Ticket['priority']>> = {
  highest: 'urgent',
  high: 'high',
  medium: 'normal',
  low: 'low',
  lowest: 'low',
};

export function toUnifiedPriority(name: string | undefined): Ticket['priority'] {
  return name === undefined ? null : (PRIORITY_BY_NAME[name.toLowerCase()] ?? null);
}

/** The mapping table above as code. */
export const fromJiraIssue = mapFields<JiraIssue, Ticket>({
  id: (issue) => issue.id,
  parent_id: (issue) => issue.fields?.parent?.id ?? null,
  collection_id: (issue) => issue.fields?.project?.id ?? null,
  type: (issue) => issue.fields?.issuetype?.name ?? null,
  subject: (issue) => issue.fields?.summary ?? null,
  description: (issue) => adfToHtml(issue.fields?.description),
  status: (issue) => toUnifiedStatus(issue.fields?.status),
  priority: (issue) => toUnifiedPriority(issue.fields?.priority?.name),
  assignees: (issue) => {
    const assignee = issue.fields?.assignee;
    return assignee?.accountId ? [{ id: assignee.accountId, username: assignee.displayName ?? null }] : [];
  },
  due_date: (issue) => toIsoDateTime(issue.fields?.duedate),
  tags: (issue) => (issue.fields?.labels ?? []).map((label) => ({ id: label, name: label })),
  completed_at: (issue) => toIsoDateTime(issue.fields?.resolutiondate),
  created_by: (issue) => issue.fields?.creator?.accountId ?? issue.fields?.reporter?.accountId ?? null,
  created_at: (issue) => toIsoDateTime(issue.fields?.created),
  updated_at: (issue) => toIsoDateTime(issue.fields?.updated),
});
