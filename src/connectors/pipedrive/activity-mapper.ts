/**
 * Unified activities ↔ Pipedrive activities (API v2).
 *
 * | unified                              | Pipedrive activity                         |
 * |--------------------------------------|--------------------------------------------|
 * | id, title                            | id, subject                                |
 * | type                                 | type: call, meeting, email, task, deadline as they are; lunch and the company's own types as "other" |
 * | description, note                    | public_description, note                   |
 * | owner_id, user_id                    | owner_id                                   |
 * | contact_id, company_id               | person_id, org_id                          |
 * | opportunity_id, lead_id              | deal_id, lead_id                           |
 * | activity_date                        | due_date                                   |
 * | activity_datetime, start_datetime    | due_date + due_time (UTC)                  |
 * | end_datetime                         | start + duration                           |
 * | duration_seconds, duration_minutes   | duration ("HH:MM")                         |
 * | all_day_event                        | no due_time                                |
 * | show_as                              | busy → "busy", else "free"                 |
 * | done, deleted                        | done, is_deleted                           |
 * | location                             | location.value                             |
 * | attendees                            | participants (persons), as contact_id      |
 * | created_by, created_at, updated_at   | creator_user_id, add_time, update_time     |
 *
 * Written: the same, except attendees, end times and what is read-only.
 * A unified type Pipedrive has no activity type for (note, send-letter,
 * send-quote, other) is refused rather than guessed.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import type { activities } from '../../unified/crm/activities.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { idText, isoTime, numericId, UUID } from './api.js';

type Activity = ModelOf<typeof activities>;

export interface PipedriveActivity {
  id: number;
  subject?: string | null;
  type?: string | null;
  owner_id?: number | null;
  creator_user_id?: number | null;
  is_deleted?: boolean;
  add_time?: string | null;
  update_time?: string | null;
  deal_id?: number | null;
  lead_id?: string | null;
  person_id?: number | null;
  org_id?: number | null;
  due_date?: string | null;
  due_time?: string | null;
  duration?: string | null;
  busy?: boolean;
  done?: boolean;
  location?: { value?: string | null } | null;
  participants?: { person_id: number; primary?: boolean }[] | null;
  public_description?: string | null;
  note?: string | null;
}

const NATIVE_TYPES = ['call', 'meeting', 'email', 'task', 'deadline'] as const;

function typeOf(type: string | null | undefined): Activity['type'] {
  return (NATIVE_TYPES as readonly string[]).includes(type ?? '') ? (type as Activity['type']) : 'other';
}

/** "HH:MM" as seconds. */
function seconds(duration: string | null | undefined): number | null {
  const match = /^(\d{1,3}):(\d{2})$/.exec(duration ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 : null;
}

/** The activity's start: its due date at its due time (UTC), or the day alone. */
function startOf(activity: PipedriveActivity): string | null {
  if (!activity.due_date) return null;
  return isoTime(`${activity.due_date}T${activity.due_time ?? '00:00'}:00Z`);
}

export const fromPipedriveActivity = mapFields<PipedriveActivity, Activity>({
  id: (activity) => String(activity.id),
  title: (activity) => activity.subject ?? null,
  type: (activity) => typeOf(activity.type),
  description: (activity) => activity.public_description ?? null,
  note: (activity) => activity.note ?? null,
  owner_id: (activity) => idText(activity.owner_id),
  user_id: (activity) => idText(activity.owner_id),
  contact_id: (activity) => idText(activity.person_id),
  company_id: (activity) => idText(activity.org_id),
  opportunity_id: (activity) => idText(activity.deal_id),
  lead_id: (activity) => activity.lead_id ?? null,
  activity_date: (activity) => activity.due_date ?? null,
  activity_datetime: (activity) => startOf(activity),
  start_datetime: (activity) => startOf(activity),
  end_datetime: (activity) => {
    const start = startOf(activity);
    const length = seconds(activity.duration);
    return start && length !== null ? new Date(Date.parse(start) + length * 1000).toISOString() : null;
  },
  duration_seconds: (activity) => seconds(activity.duration),
  duration_minutes: (activity) => {
    const length = seconds(activity.duration);
    return length === null ? null : length / 60;
  },
  all_day_event: (activity) => (activity.due_date ? !activity.due_time : null),
  show_as: (activity) => (activity.busy ? 'busy' : 'free'),
  done: (activity) => activity.done === true,
  deleted: (activity) => activity.is_deleted === true,
  location: (activity) => activity.location?.value ?? null,
  attendees: (activity) => (activity.participants ?? []).map((participant) => ({ contact_id: String(participant.person_id) })),
  created_by: (activity) => idText(activity.creator_user_id),
  updated_at: (activity) => isoTime(activity.update_time),
  created_at: (activity) => isoTime(activity.add_time),
});

function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

const hhmm = (totalSeconds: number) => `${String(Math.floor(totalSeconds / 3600)).padStart(2, '0')}:${String(Math.round((totalSeconds % 3600) / 60)).padStart(2, '0')}`;

/** The v2 body of a create or update: only what the request names. */
export function toPipedriveActivity(record: WriteModel<Activity>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.type !== undefined && record.type !== null) {
    if (!(NATIVE_TYPES as readonly string[]).includes(record.type)) throw invalid(`Pipedrive has no "${record.type}" activity type (it has ${NATIVE_TYPES.join(', ')})`, { type: record.type });
    body.type = record.type;
  }
  if (record.title !== undefined) body.subject = record.title;
  if (record.description !== undefined) body.public_description = record.description;
  if (record.note !== undefined) body.note = record.note;
  const owner = numericId('owner_id', record.owner_id ?? record.user_id);
  if (owner !== undefined && owner !== null) body.owner_id = owner;
  for (const [field, param] of [['contact_id', 'person_id'], ['company_id', 'org_id'], ['opportunity_id', 'deal_id']] as const) {
    const id = numericId(field, record[field]);
    if (id !== undefined) body[param] = id;
  }
  if (record.lead_id !== undefined) {
    if (record.lead_id !== null && !UUID.test(record.lead_id)) throw invalid('lead_id must be a Pipedrive lead id (a UUID)', { lead_id: record.lead_id.slice(0, 64) });
    body.lead_id = record.lead_id;
  }
  const start = record.start_datetime ?? record.activity_datetime;
  if (start) {
    const at = new Date(start);
    body.due_date = at.toISOString().slice(0, 10);
    body.due_time = record.all_day_event ? null : at.toISOString().slice(11, 16);
  } else if (record.activity_date !== undefined) body.due_date = record.activity_date;
  if (record.all_day_event === true && !start) body.due_time = null;
  const length = record.duration_seconds ?? (record.end_datetime && start ? Math.max(0, (Date.parse(record.end_datetime) - Date.parse(start)) / 1000) : undefined);
  if (length !== undefined) body.duration = length === null ? null : hhmm(length);
  if (record.show_as !== undefined) body.busy = record.show_as === 'busy';
  if (record.done !== undefined && record.done !== null) body.done = record.done;
  if (record.location !== undefined) body.location = record.location === null ? null : { value: record.location };
  return body;
}
