/**
 * Jira issue (IssueBean) ↔ unified Ticket: the table below is the read
 * mapper, the write body (`{ fields }` of a create or update) and the coverage.
 *
 * | Ticket        | Jira issue field       | read                                         | write                                      |
 * |---------------|------------------------|----------------------------------------------|--------------------------------------------|
 * | id            | id                     | numeric, stable (a key changes with a move)  | read-only                                  |
 * | parent_id     | parent.id              |                                              | parent { id } (or { key }); null removes   |
 * | collection_id | project.id             |                                              | the path's project, on create              |
 * | type          | issuetype.name         | Task, Bug, Story, Epic, Subtask...           | issuetype { name } (create default: Task)  |
 * | subject       | summary                |                                              | summary                                    |
 * | description   | description (ADF)      | rendered as HTML (adf-to-html.ts)            | HTML or text → ADF (html-to-adf.ts); ""/null clears |
 * | status        | status.statusCategory  | new → open, indeterminate → in_progress,     | a transition (ticket-status.ts), not a     |
 * |               |                        | done → closed; else status.name as is        | field                                      |
 * | priority      | priority.name          | Highest → urgent, High → high, Medium →      | urgent → Highest, high → High, normal →    |
 * |               |                        | normal, Low/Lowest → low; custom → null      | Medium, low → Low; null leaves it          |
 * | assignees     | assignee               | [{ id: accountId, username: displayName }]   | the first entry's accountId (Jira has one); [] unassigns |
 * | due_date      | duedate (YYYY-MM-DD)   | YYYY-MM-DDT00:00:00.000Z                     | the UTC calendar date; null clears         |
 * | tags          | labels                 | [{ id: label, name: label }]                 | each tag's name (else its id), once        |
 * | completed_at  | resolutiondate         |                                              | read-only                                  |
 * | created_by    | creator, else reporter | accountId                                    | read-only                                  |
 * | created_at, updated_at | created, updated | sortable (JQL ORDER BY created/updated)    | read-only                                  |
 *
 * Only the properties present in the body are sent, so an update changes
 * nothing else.
 */
import type { ModelOf } from '../../unified/define.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { tickets } from '../../unified/issue-tracking/tickets.js';
import { adfToHtml } from './adf-to-html.js';
import { htmlToAdf } from './html-to-adf.js';

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

const PRIORITY_BY_NAME: Readonly<Record<string, Ticket['priority']>> = { highest: 'urgent', high: 'high', medium: 'normal', low: 'low', lowest: 'low' };

export function toUnifiedPriority(name: string | undefined): Ticket['priority'] {
  return name === undefined ? null : (PRIORITY_BY_NAME[name.toLowerCase()] ?? null);
}

export const PRIORITY_NAMES: Readonly<Record<string, string>> = { urgent: 'Highest', high: 'High', normal: 'Medium', low: 'Low' };

export const DEFAULT_ISSUE_TYPE = 'Task';

/** `{ id }` for a numeric id, `{ key }` otherwise: Jira accepts either for projects and issues. */
export function idOrKey(value: string): { id: string } | { key: string } {
  return /^\d+$/.test(value) ? { id: value } : { key: value };
}

function labelsOf(tags: Ticket['tags']): string[] {
  const labels = (tags ?? []).map((tag) => tag.name ?? tag.id).filter((label): label is string => typeof label === 'string' && label !== '');
  return [...new Set(labels)];
}

/** A write's issue fields, inside Jira's `{ fields }`. */
const set = (fields: Record<string, unknown>) => ({ fields });
const readOnly = { write: false } as const;

export const ticketFields = fieldTable<Ticket, JiraIssue>({
  id: { at: 'id', ...readOnly },
  parent_id: { at: 'fields.parent.id', write: (parent) => set({ parent: parent ? idOrKey(parent) : null }) },
  collection_id: { at: 'fields.project.id', ...readOnly },
  type: { at: 'fields.issuetype.name', write: (type) => (type === null ? {} : set({ issuetype: { name: type } })) },
  subject: 'fields.summary',
  description: { read: (issue) => adfToHtml(issue.fields?.description), write: (html) => set({ description: htmlToAdf(html) }) },
  // A transition, not a field (tickets.ts).
  status: { read: (issue) => toUnifiedStatus(issue.fields?.status), ...readOnly },
  priority: {
    read: (issue) => toUnifiedPriority(issue.fields?.priority?.name),
    write: (priority) => (priority === null ? {} : set({ priority: { name: PRIORITY_NAMES[priority as string] } })),
  },
  assignees: {
    read: (issue) => {
      const assignee = issue.fields?.assignee;
      return assignee?.accountId ? [{ id: assignee.accountId, username: assignee.displayName ?? null }] : [];
    },
    // A Jira issue has one assignee: the first entry.
    write: (assignees) => set({ assignee: assignees?.[0] ? { accountId: assignees[0].id } : null }),
  },
  due_date: { at: 'fields.duedate', codec: codecs.dateOnly },
  tags: { read: (issue) => (issue.fields?.labels ?? []).map((label) => ({ id: label, name: label })), write: (tags) => set({ labels: labelsOf(tags) }) },
  completed_at: { at: 'fields.resolutiondate', codec: codecs.isoDateTime, ...readOnly },
  created_by: { read: (issue) => issue.fields?.creator?.accountId ?? issue.fields?.reporter?.accountId ?? null, ...readOnly },
  created_at: { at: 'fields.created', codec: codecs.isoDateTime, sort: 'created', ...readOnly },
  updated_at: { at: 'fields.updated', codec: codecs.isoDateTime, sort: 'updated', ...readOnly },
});

/** The body of POST /rest/api/3/issue: the project, an issue type, then whatever the ticket (and its pass_through) sets. */
export function createBody(body: { fields?: Record<string, unknown> }, collectionId: string): { fields: Record<string, unknown> } {
  return { ...body, fields: { project: idOrKey(collectionId), issuetype: { name: DEFAULT_ISSUE_TYPE }, ...body.fields } };
}
