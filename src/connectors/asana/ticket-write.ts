/**
 * Unified ticket → Asana task body (inside `data`). status open/closed is
 * `completed`; Asana has one assignee, so more than one is refused; a due
 * date at midnight UTC is a due date (`due_on`), any other time a due time
 * (`due_at`); `type` is the task's resource_subtype. priority has no Asana
 * field and is not written. Projects and tags are set on create only; tags
 * change afterwards through addTag/removeTag (tickets.ts).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { WriteModel } from '../framework/define.js';
import { toRichOrPlain } from './api.js';
import type { Ticket } from './ticket-mapper.js';

const SUBTYPES = ['default_task', 'milestone', 'approval'];

function invalid(field: string, message: string): ApiError {
  return new ApiError('RequestValidationError', { message, detail: { [field]: message } });
}

function completed(status: unknown): boolean | undefined {
  if (status === undefined || status === null) return undefined;
  if (status === 'open') return false;
  if (status === 'closed') return true;
  throw invalid('status', 'Asana tasks are open or closed: status must be open or closed');
}

function assignee(assignees: Ticket['assignees'] | undefined): string | null | undefined {
  if (assignees === undefined) return undefined;
  if (assignees.length > 1) throw invalid('assignees', 'An Asana task has one assignee at most');
  return assignees[0]?.id ?? null;
}

function due(value: string | null | undefined): Record<string, string | null> {
  if (value === undefined) return {};
  if (value === null) return { due_on: null };
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalid('due_date', 'due_date must be a date-time');
  const iso = new Date(ms).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? { due_on: iso.slice(0, 10) } : { due_at: iso };
}

/** Fields PUT /tasks/{gid} takes. */
export function toAsanaTask(record: WriteModel<Ticket>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (record.subject !== undefined) data.name = record.subject ?? '';
  if (record.description !== undefined) Object.assign(data, toRichOrPlain(record.description, 'notes', 'html_notes'));
  if (record.type !== undefined && record.type !== null) {
    if (!SUBTYPES.includes(record.type)) throw invalid('type', `type must be one of ${SUBTYPES.join(', ')}`);
    data.resource_subtype = record.type;
  }
  const done = completed(record.status);
  if (done !== undefined) data.completed = done;
  const user = assignee(record.assignees);
  if (user !== undefined) data.assignee = user;
  return { ...data, ...due(record.due_date) };
}

/** POST /tasks: the fields above, in the collection's project, with the tags' gids (tag-names.ts); parent_id is not written (subtasks are out of scope). */
export function toAsanaNewTask(record: WriteModel<Ticket>, collectionId: string, tags: string[] | undefined): Record<string, unknown> {
  return {
    ...toAsanaTask(record),
    projects: [collectionId],
    ...(tags ? { tags } : {}),
  };
}
