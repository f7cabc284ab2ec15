/**
 * Asana task → unified Ticket.
 *
 * | Ticket        | Asana task                                                        |
 * |---------------|-------------------------------------------------------------------|
 * | id            | gid                                                               |
 * | parent_id     | parent.gid (a subtask's task)                                     |
 * | collection_id | the project asked for (a task can be in several projects)         |
 * | type          | resource_subtype: default_task, milestone, approval               |
 * | subject       | name                                                              |
 * | description   | html_notes without its <body> wrapper, else notes                 |
 * | status        | completed → closed, else open (sections are free-named board      |
 * |               | columns per project, so none is read as in_progress)              |
 * | assignees     | assignee → [{ id: gid, username: name }], else []                 |
 * | due_date      | due_at, else due_on as YYYY-MM-DDT00:00:00.000Z                   |
 * | tags          | tags → [{ id: gid, name }]                                        |
 * | completed_at  | completed_at                                                      |
 * | created_by    | created_by.gid                                                    |
 * | created_at    | created_at                                                        |
 * | updated_at    | modified_at                                                       |
 *
 * priority is left out: Asana has none of its own (teams model it with a
 * custom field, which this connector does not read).
 */
import type { ModelOf } from '../../unified/define.js';
import type { tickets } from '../../unified/issue-tracking/tickets.js';
import { mapFields } from '../framework/field-mapper.js';
import { fromRichText, optFields } from './api.js';

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

/** The mapping table above as code; the context is the collection the ticket was read in. */
export const fromAsanaTask = mapFields<AsanaTask, Ticket, string>({
  id: (task) => task.gid,
  parent_id: (task) => task.parent?.gid ?? null,
  collection_id: (_task, collectionId) => collectionId,
  type: (task) => task.resource_subtype ?? null,
  subject: (task) => task.name ?? null,
  description: (task) => fromRichText(task.html_notes, task.notes),
  status: (task) => (task.completed ? 'closed' : 'open'),
  assignees: (task) => (task.assignee ? [{ id: task.assignee.gid, username: task.assignee.name ?? null }] : []),
  due_date: (task) => task.due_at ?? (task.due_on ? `${task.due_on}T00:00:00.000Z` : null),
  tags: (task) => (task.tags ?? []).map((tag) => ({ id: tag.gid, name: tag.name ?? null })),
  completed_at: (task) => task.completed_at ?? null,
  created_by: (task) => task.created_by?.gid ?? null,
  created_at: (task) => task.created_at,
  updated_at: (task) => task.modified_at,
});
