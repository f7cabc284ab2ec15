/**
 * Unified activities on HubSpot calls, emails, meetings and tasks, both ways.
 *
 * | unified                           | HubSpot                                           | notes                                   |
 * |-----------------------------------|---------------------------------------------------|-----------------------------------------|
 * | id, downstream_id, type           | "{type}_{id}", id, the object type                |                                         |
 * | title, description                | hs_call_title/_body, hs_email_subject/_text, hs_meeting_title/_body, hs_task_subject/_body | |
 * | note                              | hs_internal_meeting_notes (meetings)              |                                         |
 * | activity_datetime, activity_date  | hs_timestamp                                      | a task's due time                       |
 * | start/end_datetime                | hs_meeting_start_time, hs_meeting_end_time        | else hs_timestamp                       |
 * | duration_seconds                  | hs_call_duration (ms) / meeting times             |                                         |
 * | location, video_conference_url    | hs_meeting_location, hs_meeting_external_url      |                                         |
 * | done                              | hs_call_status, hs_meeting_outcome, hs_task_status COMPLETED | emails: sent ones          |
 * | owner_id                          | hubspot_owner_id                                  |                                         |
 * | contact/company/opportunity/lead_id | the first associated contact, company, deal, lead | written as associations              |
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import type { activities } from '../../unified/crm/activities.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty } from '../framework/person-fields.js';
import type { PropertyValues } from './api.js';
import { activityId, type ActivityType } from './activity-types.js';
import type { CrmRecord } from './objects.js';

export type Activity = ModelOf<typeof activities>;

export interface TypedRecord {
  type: ActivityType;
  record: CrmRecord;
}

const text = ({ record }: TypedRecord, name: string) => nonEmpty(record.properties[name] ?? null);
const time = (typed: TypedRecord, name: string) => toIsoDateTime(typed.record.properties[name] ?? null);

function duration(typed: TypedRecord): number | null {
  if (typed.type.type === 'call') {
    const ms = Number(typed.record.properties.hs_call_duration);
    return typed.record.properties.hs_call_duration && Number.isFinite(ms) ? Math.round(ms / 1000) : null;
  }
  const [start, end] = [time(typed, 'hs_meeting_start_time'), time(typed, 'hs_meeting_end_time')];
  return start && end ? Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000)) : null;
}

export const fromHubspotActivity = mapFields<TypedRecord, Activity>({
  id: (typed) => activityId(typed.type, typed.record.id),
  downstream_id: (typed) => typed.record.id,
  activity_datetime: (typed) => time(typed, 'hs_timestamp'),
  duration_seconds: (typed) => duration(typed),
  contact_id: ({ record }) => record.links.contacts?.ids[0] ?? null,
  company_id: ({ record }) => record.links.companies?.ids[0] ?? null,
  opportunity_id: ({ record }) => record.links.deals?.ids[0] ?? null,
  lead_id: ({ record }) => record.links.leads?.ids[0] ?? null,
  owner_id: (typed) => text(typed, 'hubspot_owner_id'),
  type: (typed) => typed.type.type,
  title: (typed) => text(typed, typed.type.title),
  description: (typed) => text(typed, typed.type.body),
  note: (typed) => (typed.type.type === 'meeting' ? text(typed, 'hs_internal_meeting_notes') : null),
  location: (typed) => (typed.type.type === 'meeting' ? text(typed, 'hs_meeting_location') : null),
  done: (typed) => {
    if (typed.type.type === 'email') return typed.record.properties.hs_email_status === 'SENT';
    return typed.type.done ? typed.record.properties[typed.type.done.property] === typed.type.done.yes : null;
  },
  start_datetime: (typed) => time(typed, 'hs_meeting_start_time') ?? time(typed, 'hs_timestamp'),
  end_datetime: (typed) => time(typed, 'hs_meeting_end_time'),
  duration_minutes: (typed) => {
    const seconds = duration(typed);
    return seconds === null ? null : Math.round(seconds / 60);
  },
  activity_date: (typed) => toDateOnly(typed.record.properties.hs_timestamp ?? null),
  video_conference_url: (typed) => (typed.type.type === 'meeting' ? text(typed, 'hs_meeting_external_url') : null),
  updated_at: ({ record }) => toIsoDateTime(record.updatedAt),
  created_at: ({ record }) => toIsoDateTime(record.createdAt),
});

function set(target: PropertyValues, name: string, value: string | null | undefined): void {
  if (value !== undefined) target[name] = value ?? '';
}

/** The properties a write sets on an object of the activity's type. */
export function toHubspotActivity(type: ActivityType, record: WriteModel<Activity>, mode: 'create' | 'update'): PropertyValues {
  const properties: PropertyValues = {};
  set(properties, type.title, record.title);
  set(properties, type.body, record.description);
  set(properties, 'hubspot_owner_id', record.owner_id);
  const when = record.activity_datetime ?? (type.type === 'meeting' ? record.start_datetime : undefined);
  set(properties, 'hs_timestamp', when);
  // HubSpot needs every engagement's time: a new one without any is timed now.
  if (mode === 'create' && !properties.hs_timestamp) properties.hs_timestamp = new Date().toISOString();
  if (type.done && record.done !== undefined && record.done !== null) properties[type.done.property] = record.done ? type.done.yes : type.done.no;
  if (type.type === 'call' && record.duration_seconds !== undefined) properties.hs_call_duration = record.duration_seconds === null ? '' : String(record.duration_seconds * 1000);
  if (type.type === 'meeting') {
    set(properties, 'hs_internal_meeting_notes', record.note);
    set(properties, 'hs_meeting_location', record.location);
    set(properties, 'hs_meeting_external_url', record.video_conference_url);
    set(properties, 'hs_meeting_start_time', record.start_datetime);
    set(properties, 'hs_meeting_end_time', record.end_datetime);
  }
  return properties;
}
