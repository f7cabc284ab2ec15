/**
 * Unified Ticket (create or update body) → Jira issue `fields`.
 *
 * | Ticket      | Jira field                                                          |
 * |-------------|---------------------------------------------------------------------|
 * | subject     | summary                                                             |
 * | type        | issuetype { name } (create default: Task)                           |
 * | description | description: HTML or plain text → ADF (see html-to-adf.ts); ""/null clears |
 * | priority    | priority { name }: urgent → Highest, high → High, normal → Medium, low → Low; null leaves it |
 * | assignees   | assignee { accountId } of the first entry: a Jira issue has one assignee; [] unassigns |
 * | tags        | labels: each tag's name (its id when it has no name)                |
 * | due_date    | duedate: the UTC calendar date (YYYY-MM-DD); null clears            |
 * | parent_id   | parent { id } (or { key } for a key); null removes the parent       |
 * | status      | not a field in Jira: changed through a transition (ticket-status.ts) |
 *
 * Only the properties present in the body are sent, so an update changes
 * nothing else.
 */
import { toDateOnly } from '../../core/dates.js';
import type { WriteModel } from '../framework/define.js';
import { htmlToAdf } from './html-to-adf.js';
import type { Ticket } from './ticket-mapper.js';

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

export function toJiraFields(record: WriteModel<Ticket>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const has = (name: keyof Ticket): boolean => Object.hasOwn(record, name) && record[name] !== undefined;
  if (has('subject')) fields.summary = record.subject;
  if (has('type') && record.type !== null) fields.issuetype = { name: record.type };
  if (has('description')) fields.description = htmlToAdf(record.description);
  if (has('priority') && record.priority !== null) fields.priority = { name: PRIORITY_NAMES[record.priority as string] };
  if (has('assignees')) {
    const first = record.assignees?.[0];
    fields.assignee = first ? { accountId: first.id } : null;
  }
  if (has('tags')) fields.labels = labelsOf(record.tags);
  if (has('due_date')) fields.duedate = toDateOnly(record.due_date);
  if (has('parent_id')) fields.parent = record.parent_id ? idOrKey(record.parent_id) : null;
  return fields;
}

/** Fields of POST /rest/api/3/issue: the project, an issue type, then whatever the body sets. */
export function toJiraCreateFields(record: WriteModel<Ticket>, collectionId: string): Record<string, unknown> {
  return { project: idOrKey(collectionId), issuetype: { name: DEFAULT_ISSUE_TYPE }, ...toJiraFields(record) };
}
