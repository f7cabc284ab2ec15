/**
 * Asana task ↔ unified Ticket: the table below is the read mapper, the write
 * body (inside `data`) and the coverage.
 *
 * | Ticket        | Asana task           | read                                   | write                                      |
 * |---------------|----------------------|----------------------------------------|--------------------------------------------|
 * | id            | gid                  |                                        | read-only                                  |
 * | parent_id     | parent.gid           | a subtask's task                       | not written (subtasks are out of scope)    |
 * | collection_id | —                    | the project asked for (a task can be   | the project, on create (tickets.ts)        |
 * |               |                      | in several projects)                   |                                            |
 * | type          | resource_subtype     | default_task, milestone, approval      | one of those; null leaves it               |
 * | subject       | name                 |                                        | name (null → "")                           |
 * | description   | html_notes, notes    | html_notes without <body>, else notes  | notes, or html_notes when it has markup    |
 * | status        | completed            | completed → closed, else open          | open/closed → completed; others refused    |
 * |               |                      | (sections are free-named board columns: none is in_progress) |                      |
 * | assignees     | assignee             | [{ id: gid, username: name }], else [] | one at most: its gid; [] unassigns         |
 * | due_date      | due_at, due_on       | due_at, else due_on at midnight UTC    | midnight UTC → due_on, else due_at; null clears |
 * | tags          | tags                 | [{ id: gid, name }]                    | by gid or name (tag-names.ts, tickets.ts)  |
 * | completed_at  | completed_at         |                                        | read-only                                  |
 * | created_by    | created_by.gid       |                                        | read-only                                  |
 * | created_at    | created_at           |                                        | read-only                                  |
 * | updated_at    | modified_at          |                                        | read-only                                  |
 *
 * priority is left out: Asana has none of its own (teams model it with a
 * custom field, which this connector does not read).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import type { tickets } from '../../unified/issue-tracking/tickets.js';
import { fieldTable } from '../kit/index.js';
import { fromRichText, optFields, toRichOrPlain } from './api.js';

export type Ticket = ModelOf<typeof tickets>;

interface Ref {
  gid: string;
  name?: string;
}

export interface AsanaTask {
  gid: string;
  name?: string;
  resource_subtype?: string;
  notes?: string;
  html_notes?: string;
  completed?: boolean;
  completed_at?: string | null;
  assignee?: Ref | null;
  due_on?: string | null;
  due_at?: string | null;
  tags?: Ref[];
  parent?: Ref | null;
  projects?: Ref[];
  created_by?: Ref | null;
  created_at?: string;
  modified_at?: string;
}

export const TASK_FIELDS = optFields(
  'name', 'resource_subtype', 'notes', 'html_notes', 'completed', 'completed_at', 'assignee', 'assignee.name',
  'due_on', 'due_at', 'tags', 'tags.name', 'parent', 'projects', 'created_by', 'created_at', 'modified_at',
);

const SUBTYPES = ['default_task', 'milestone', 'approval'];

function invalid(field: string, message: string): ApiError {
  return new ApiError('RequestValidationError', { message, detail: { [field]: message } });
}

function subtype(type: string | null | undefined): Record<string, string> {
  if (type == null) return {};
  if (!SUBTYPES.includes(type)) throw invalid('type', `type must be one of ${SUBTYPES.join(', ')}`);
  return { resource_subtype: type };
}

function completed(status: unknown): Record<string, boolean> {
  if (status === null) return {};
  if (status === 'open') return { completed: false };
  if (status === 'closed') return { completed: true };
  throw invalid('status', 'Asana tasks are open or closed: status must be open or closed');
}

function assignee(assignees: Ticket['assignees']): Record<string, string | null> {
  if ((assignees ?? []).length > 1) throw invalid('assignees', 'An Asana task has one assignee at most');
  return { assignee: assignees?.[0]?.id ?? null };
}

function due(value: string | null | undefined): Record<string, string | null> {
  if (value == null) return { due_on: null };
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalid('due_date', 'due_date must be a date-time');
  const iso = new Date(ms).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? { due_on: iso.slice(0, 10) } : { due_at: iso };
}

const readOnly = { write: false } as const;

/** The context is the collection the ticket was read in. */
export const taskFields = fieldTable<Ticket, AsanaTask, string>({
  id: { at: 'gid', ...readOnly },
  parent_id: { at: 'parent.gid', ...readOnly },
  collection_id: { read: (_task, collectionId) => collectionId, ...readOnly },
  type: { at: 'resource_subtype', write: subtype },
  subject: { at: 'name', write: (name) => ({ name: name ?? '' }) },
  description: { read: (task) => fromRichText(task.html_notes, task.notes), write: (text) => toRichOrPlain(text, 'notes', 'html_notes') },
  status: { read: (task) => (task.completed ? 'closed' : 'open'), write: completed },
  assignees: { read: (task) => (task.assignee ? [{ id: task.assignee.gid, username: task.assignee.name ?? null }] : []), write: assignee },
  due_date: { read: (task) => task.due_at ?? (task.due_on ? `${task.due_on}T00:00:00.000Z` : null), write: due },
  // Named by gid or name, and changed through addTag/removeTag: tickets.ts.
  tags: { read: (task) => (task.tags ?? []).map((tag) => ({ id: tag.gid, name: tag.name ?? null })), ...readOnly },
  completed_at: { read: (task) => task.completed_at ?? null, ...readOnly },
  created_by: { at: 'created_by.gid', ...readOnly },
  created_at: { read: (task) => task.created_at, ...readOnly },
  updated_at: { read: (task) => task.modified_at, ...readOnly },
});
