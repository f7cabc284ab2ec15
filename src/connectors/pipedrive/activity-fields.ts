/**
 * Unified activities ↔ Pipedrive activities (API v2).
 *
 * Written: the same, except attendees and what is read-only; the times
 * (start, day, all-day, duration or end) together, as one due date, time and
 * duration. A unified type Pipedrive has no activity type for (note,
 * send-letter, send-quote, other) is refused rather than guessed.
 */
import type { activities } from '../../unified/crm/activities.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { idWrite, invalid, isoTime, leadIdWrite, numericId, pipedriveTime } from './api.js';

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

const hhmm = (totalSeconds: number) => `${String(Math.floor(totalSeconds / 3600)).padStart(2, '0')}:${String(Math.round((totalSeconds % 3600) / 60)).padStart(2, '0')}`;

/** The times a write names, together: due date and time from the start (or the day alone), the duration from its length or the end. */
function timing(_: unknown, record: WriteModel<Activity>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const start = record.start_datetime ?? record.activity_datetime;
  if (start) {
    const at = new Date(start);
    body.due_date = at.toISOString().slice(0, 10);
    body.due_time = record.all_day_event ? null : at.toISOString().slice(11, 16);
  } else if (record.activity_date !== undefined) body.due_date = record.activity_date;
  if (record.all_day_event === true && !start) body.due_time = null;
  const length = record.duration_seconds ?? (record.end_datetime && start ? Math.max(0, (Date.parse(record.end_datetime) - Date.parse(start)) / 1000) : undefined);
  if (length !== undefined) body.duration = length === null ? null : hhmm(length);
  return body;
}

const owner = (_: unknown, record: WriteModel<Activity>) => {
  const id = numericId('owner_id', record.owner_id ?? record.user_id);
  return id === undefined || id === null ? {} : { owner_id: id };
};

export const activityFields = fieldTable<Activity, PipedriveActivity>({
  id: { at: 'id', codec: idText, write: false },
  title: { read: (activity) => activity.subject ?? null, write: (title) => ({ subject: title }) },
  type: {
    read: (activity) => typeOf(activity.type),
    write: (type) => {
      if (type === null || type === undefined) return {};
      if (!(NATIVE_TYPES as readonly string[]).includes(type)) throw invalid(`Pipedrive has no "${type}" activity type (it has ${NATIVE_TYPES.join(', ')})`, { type });
      return { type };
    },
  },
  description: { read: (activity) => activity.public_description ?? null, write: (description) => ({ public_description: description }) },
  note: { read: (activity) => activity.note ?? null, write: (note) => ({ note }) },
  owner_id: { at: 'owner_id', codec: idText, write: owner },
  user_id: { at: 'owner_id', codec: idText, write: owner },
  contact_id: { at: 'person_id', codec: idText, write: idWrite('contact_id', 'person_id') },
  company_id: { at: 'org_id', codec: idText, write: idWrite('company_id', 'org_id') },
  opportunity_id: { at: 'deal_id', codec: idText, write: idWrite('opportunity_id', 'deal_id') },
  lead_id: { read: (activity) => activity.lead_id ?? null, write: (lead) => leadIdWrite(lead ?? null) },
  activity_date: { read: (activity) => activity.due_date ?? null, write: timing },
  activity_datetime: { read: startOf, write: timing },
  start_datetime: { read: startOf, write: timing },
  end_datetime: {
    read: (activity) => {
      const start = startOf(activity);
      const length = seconds(activity.duration);
      return start && length !== null ? new Date(Date.parse(start) + length * 1000).toISOString() : null;
    },
    write: timing,
  },
  duration_seconds: { read: (activity) => seconds(activity.duration), write: timing },
  duration_minutes: {
    read: (activity) => {
      const length = seconds(activity.duration);
      return length === null ? null : length / 60;
    },
    write: false,
  },
  all_day_event: { read: (activity) => (activity.due_date ? !activity.due_time : null), write: timing },
  show_as: { read: (activity) => (activity.busy ? 'busy' : 'free'), write: (show) => ({ busy: show === 'busy' }) },
  done: { read: (activity) => activity.done === true, write: (done) => (done === null || done === undefined ? {} : { done }) },
  deleted: { read: (activity) => activity.is_deleted === true, write: false },
  location: { read: (activity) => activity.location?.value ?? null, write: (location) => ({ location: location === null || location === undefined ? null : { value: location } }) },
  attendees: { read: (activity) => (activity.participants ?? []).map((participant) => ({ contact_id: String(participant.person_id) })), write: false },
  created_by: { at: 'creator_user_id', codec: idText, write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false, sort: true },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false, sort: true },
}, { sortOrder: ['created_at', 'updated_at'] });
