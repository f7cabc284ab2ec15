/**
 * Activities, API v2: GET/POST /api/v2/activities,
 * GET/PATCH/DELETE /api/v2/activities/{id}. An activity is a call, meeting,
 * task, deadline, email or lunch (the company's activity types), due on a
 * date with an optional time and duration ("HH:MM"), linked to a deal, lead,
 * person and/or organization, with participants (persons) and attendees.
 * Marking one done stamps marked_as_done_time. Lists filter by ids, owner_id,
 * deal_id, lead_id, person_id, org_id, done and updated_since/until, and sort
 * by id, add_time, update_time or due_date.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V2, V2_PAGING } from './dialect.js';
import { byRef, dateValue, ID_FIELD, numericIds, ownerOf, refField, requireRecord, stampSeq, V2_FILTERS, v2Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

/** The activity types every company starts with (key_string values). */
export const ACTIVITY_TYPES = ['call', 'meeting', 'task', 'deadline', 'email', 'lunch'] as const;

const clock = (field: string) => (value: unknown): unknown => {
  if (value === null) return null;
  if (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) return value;
  throw fail.validation(`Validation failed: ${field}: must be a time in HH:MM format`, { field });
};

function participants(value: unknown): unknown {
  if (!Array.isArray(value)) throw fail.validation('Validation failed: participants: must be an array', { field: 'participants' });
  return value.map((entry, index) => {
    const item = entry as { person_id?: unknown; primary?: unknown } | null;
    if (typeof item?.person_id !== 'number') throw fail.validation(`Validation failed: participants[${index}].person_id: must be an integer`, { field: 'participants' });
    return { person_id: item.person_id, primary: item.primary === true };
  });
}

function location(value: unknown): unknown {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || value === undefined) throw fail.validation('Validation failed: location: must be an object with a value', { field: 'location' });
  const given = value as Record<string, unknown>;
  if (given.value !== undefined && typeof given.value !== 'string') throw fail.validation('Validation failed: location: must be an object with a value', { field: 'location' });
  return { value: given.value ?? null, country: given.country ?? null, admin_area_level_1: given.admin_area_level_1 ?? null, locality: given.locality ?? null, route: given.route ?? null, street_number: given.street_number ?? null, postal_code: given.postal_code ?? null };
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.type !== undefined && !(ACTIVITY_TYPES as readonly unknown[]).includes(values.type)) throw fail.validation(`Validation failed: type: must be one of ${ACTIVITY_TYPES.join(', ')}`, { field: 'type' });
  for (const [table, field] of [['deals', 'deal_id'], ['persons', 'person_id'], ['organizations', 'org_id'], ['leads', 'lead_id']] as const) requireRecord(ctx, table, field, values[field]);
  for (const participant of (values.participants as { person_id: number }[] | undefined) ?? []) requireRecord(ctx, 'persons', 'participants', participant.person_id);
  if (values.owner_id !== undefined) requireRecord(ctx, 'users', 'owner_id', values.owner_id);
  if (values.done === true && record.done !== true) values.marked_as_done_time = ctx.now;
  if (values.done === false) values.marked_as_done_time = null;
}

export const activities = defineResource<PipedriveAccount>({
  name: 'activities',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/activities`,
    create: `POST ${V2}/activities`,
    get: `GET ${V2}/activities/:id`,
    update: `PATCH ${V2}/activities/:id`,
    delete: `DELETE ${V2}/activities/:id`,
  },
  newId: numericIds('activities'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    subject: { kind: 'string', maxLength: 255 },
    type: { kind: 'string', default: 'task' },
    owner_id: { kind: 'integer' },
    creator_user_id: { kind: 'integer', readOnly: true },
    is_deleted: { kind: 'boolean', readOnly: true },
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
    deal_id: refField(),
    lead_id: { kind: 'string', nullable: true },
    person_id: refField(),
    org_id: refField(),
    project_id: { kind: 'integer', readOnly: true, nullable: true },
    due_date: { kind: 'string', nullable: true, parse: dateValue('due_date') },
    due_time: { kind: 'string', nullable: true, parse: clock('due_time') },
    duration: { kind: 'string', nullable: true, parse: clock('duration') },
    busy: { kind: 'boolean', default: false },
    done: { kind: 'boolean', default: false },
    marked_as_done_time: { kind: 'time', readOnly: true, nullable: true },
    location: { kind: 'object', nullable: true, parse: location },
    participants: { kind: 'array', default: [], parse: participants },
    attendees: { kind: 'array', default: [] },
    public_description: { kind: 'string', nullable: true },
    priority: { kind: 'integer', nullable: true },
    note: { kind: 'string', nullable: true },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: {
    ...V2_FILTERS,
    deal_id: byRef('deal_id'),
    person_id: byRef('person_id'),
    org_id: byRef('org_id'),
    lead_id: (record, value) => record.lead_id === value,
    done: (record, value) => {
      if (!['true', 'false', '1', '0'].includes(value)) throw fail.validation('Validation failed: done: must be a boolean', { field: 'done' });
      return record.done === (value === 'true' || value === '1');
    },
  },
  sort: v2Sort({ due_date: 'due_date' }),
  events: eventsOf('activities'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      checkWrite(record, { id: record.id }, ctx);
      ownerOf(record, ctx);
      record.creator_user_id = ctx.account.userId;
      record.subject ??= `${String(record.type).charAt(0).toUpperCase()}${String(record.type).slice(1)}`;
      record.is_deleted = false;
      for (const field of ['deal_id', 'lead_id', 'person_id', 'org_id', 'project_id', 'due_date', 'due_time', 'duration', 'marked_as_done_time', 'location', 'public_description', 'priority', 'note']) record[field] ??= null;
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
    },
  },
});
