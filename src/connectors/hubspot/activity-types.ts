/**
 * HubSpot's engagements that are unified activities: calls, emails, meetings
 * and tasks, each an object type of its own with its own properties for a
 * title, a body and whether it is done. An activity's unified id names its
 * type ("call_51234"), so one, update and delete reach the right object in
 * one call; `downstream_id` is HubSpot's own id. Notes are /crm/notes.
 */
import { invalidInput, notFound, NUMERIC_ID } from './api.js';

export interface ActivityType {
  /** The unified type and the id prefix. */
  type: 'call' | 'email' | 'meeting' | 'task';
  objectType: 'calls' | 'emails' | 'meetings' | 'tasks';
  title: string;
  body: string;
  /** The property saying whether it is done, its value when done, and when not. */
  done?: { property: string; yes: string; no: string };
}

export const ACTIVITY_TYPES: readonly ActivityType[] = [
  { type: 'call', objectType: 'calls', title: 'hs_call_title', body: 'hs_call_body', done: { property: 'hs_call_status', yes: 'COMPLETED', no: 'QUEUED' } },
  { type: 'email', objectType: 'emails', title: 'hs_email_subject', body: 'hs_email_text' },
  { type: 'meeting', objectType: 'meetings', title: 'hs_meeting_title', body: 'hs_meeting_body', done: { property: 'hs_meeting_outcome', yes: 'COMPLETED', no: 'SCHEDULED' } },
  { type: 'task', objectType: 'tasks', title: 'hs_task_subject', body: 'hs_task_body', done: { property: 'hs_task_status', yes: 'COMPLETED', no: 'NOT_STARTED' } },
];

export const activityId = (type: ActivityType, id: string) => `${type.type}_${id}`;

/** The type and HubSpot id a unified activity id names; EntityNotFoundError for one that names none. */
export function parseActivityId(id: string): { type: ActivityType; downstreamId: string } {
  const [prefix, downstreamId = ''] = id.split('_', 2);
  const type = ACTIVITY_TYPES.find((candidate) => candidate.type === prefix);
  if (!type || !NUMERIC_ID.test(downstreamId)) throw notFound('activity', id);
  return { type, downstreamId };
}

export function typeNamed(type: unknown): ActivityType {
  const found = ACTIVITY_TYPES.find((candidate) => candidate.type === type);
  if (!found) throw invalidInput(`HubSpot activities are calls, emails, meetings and tasks, not "${String(type).slice(0, 40)}"; notes are /crm/notes`, { field: 'type', supported: ACTIVITY_TYPES.map((candidate) => candidate.type) });
  return found;
}
