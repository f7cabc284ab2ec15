/**
 * Unified activities on HubSpot calls, emails, meetings and tasks: one field
 * table per type (each names its own title, body and done properties), the
 * read mapper, the write's properties and the properties a read asks for.
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import type { activities } from '../../unified/crm/activities.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable, type FieldTable } from '../kit/index.js';
import { ACTIVITY_TYPES, activityId, type ActivityType } from './activity-types.js';
import type { HubspotObject } from './api.js';
import { createdAt, firstLinked, property, propertyDateTime, updatedAt, type RecordContext } from './record-fields.js';

export type Activity = ModelOf<typeof activities>;

const readOnly = { write: false } as const;
const none = { read: () => null, ...readOnly };
const time = (record: HubspotObject, name: string) => toIsoDateTime(record.properties[name] ?? null);

function duration(type: ActivityType, record: HubspotObject): number | null {
  if (type.type === 'call') {
    const ms = Number(record.properties.hs_call_duration);
    return record.properties.hs_call_duration && Number.isFinite(ms) ? Math.round(ms / 1000) : null;
  }
  const [start, end] = [time(record, 'hs_meeting_start_time'), time(record, 'hs_meeting_end_time')];
  return start && end ? Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000)) : null;
}

function activityFields(type: ActivityType): FieldTable<Activity, HubspotObject, RecordContext> {
  const meeting = type.type === 'meeting';
  const onMeetings = (name: string) => (meeting ? property(name) : none);
  const times = meeting ? ['properties.hs_meeting_start_time', 'properties.hs_meeting_end_time'] : [];
  const done = type.done;
  return fieldTable<Activity, HubspotObject, RecordContext>({
    id: { read: (record) => activityId(type, record.id), ...readOnly },
    downstream_id: { at: 'id', ...readOnly },
    // A null time is not written (HubSpot needs one); a meeting's is its start unless given.
    activity_datetime: { ...property('hs_timestamp', propertyDateTime), write: (when) => (when === null || when === undefined ? {} : { properties: { hs_timestamp: when } }) },
    duration_seconds: type.type === 'call'
      ? { read: (record) => duration(type, record), reads: ['properties.hs_call_duration'], write: (seconds) => ({ properties: { hs_call_duration: seconds === null || seconds === undefined ? '' : String(seconds * 1000) } }) }
      : { read: (record) => duration(type, record), reads: times, ...readOnly },
    contact_id: firstLinked('contacts'),
    company_id: firstLinked('companies'),
    opportunity_id: firstLinked('deals'),
    lead_id: firstLinked('leads'),
    owner_id: property('hubspot_owner_id'),
    type: { read: () => type.type, ...readOnly },
    title: property(type.title),
    description: property(type.body),
    note: onMeetings('hs_internal_meeting_notes'),
    location: onMeetings('hs_meeting_location'),
    // Emails are done once sent, which the API does not write.
    done: done
      ? { read: (record) => record.properties[done.property] === done.yes, reads: [`properties.${done.property}`], write: (value) => (value === null || value === undefined ? {} : { properties: { [done.property]: value ? done.yes : done.no } }) }
      : { read: (record) => record.properties.hs_email_status === 'SENT', reads: ['properties.hs_email_status'], ...readOnly },
    start_datetime: meeting
      ? {
        read: (record) => time(record, 'hs_meeting_start_time') ?? time(record, 'hs_timestamp'),
        reads: ['properties.hs_meeting_start_time'],
        write: (start, record) => ({ properties: { hs_meeting_start_time: start ?? '', ...(record.activity_datetime === null || record.activity_datetime === undefined ? { hs_timestamp: start ?? '' } : {}) } }),
      }
      : { read: (record) => time(record, 'hs_timestamp'), ...readOnly },
    end_datetime: meeting ? property('hs_meeting_end_time', propertyDateTime) : none,
    duration_minutes: {
      read: (record) => {
        const seconds = duration(type, record);
        return seconds === null ? null : Math.round(seconds / 60);
      },
      ...readOnly,
    },
    activity_date: { read: (record) => toDateOnly(record.properties.hs_timestamp ?? null), ...readOnly },
    video_conference_url: onMeetings('hs_meeting_external_url'),
    updated_at: updatedAt('hs_lastmodifieddate'),
    created_at: createdAt('hs_createdate'),
  }, { nullAs: '', sortOrder: ['created_at', 'updated_at'] });
}

const tables = new Map(ACTIVITY_TYPES.map((type) => [type, activityFields(type)]));

/** The type's table (every type's has the same fields). */
export const fieldsOf = (type: ActivityType) => tables.get(type) as FieldTable<Activity, HubspotObject, RecordContext>;
