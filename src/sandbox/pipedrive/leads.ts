/**
 * Leads, API v1 (https://developers.pipedrive.com/docs/api/v1/Leads):
 * GET/POST /v1/leads, GET/PATCH/DELETE /v1/leads/{id}. A lead has a UUID,
 * a title, and must be linked to a person or an organization (or both);
 * its potential value is `{amount, currency}`. Leads have no field
 * definitions of their own: they take the deal fields, and a custom field's
 * value is a top-level property named by its key, present only when set.
 * Times are ISO 8601 with milliseconds. Lists are oldest first, filter by
 * archived_status, owner_id, person_id and organization_id, and sort with
 * v1's `sort` ("add_time DESC").
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { CUSTOM_KEY, writeCustomFields } from './custom-fields.js';
import { V1, wholeParam } from './dialect.js';
import { dateValue, ownerOf, requireRecord, v1Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

const isoTime = (value: unknown): unknown => (typeof value === 'number' ? new Date(value).toISOString() : value);

function leadValue(value: unknown): unknown {
  if (value === null) return null;
  const money = value as { amount?: unknown; currency?: unknown } | null;
  if (typeof money !== 'object' || typeof money?.amount !== 'number' || typeof money.currency !== 'string' || !/^[A-Z]{3}$/.test(money.currency)) {
    throw fail.validation('The value must be an object with a numeric amount and a 3-letter currency', { field: 'value' });
  }
  return { amount: money.amount, currency: money.currency };
}

/** Top-level custom field keys of a write body (leads take the deal fields). */
function customFieldsIn(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const found = Object.entries(body as Record<string, unknown>).filter(([key]) => CUSTOM_KEY.test(key));
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.title !== undefined && (typeof values.title !== 'string' || values.title.trim() === '')) throw fail.validation('The title must not be empty', { field: 'title' });
  requireRecord(ctx, 'persons', 'person_id', values.person_id);
  requireRecord(ctx, 'organizations', 'organization_id', values.organization_id);
  if (values.owner_id !== undefined) requireRecord(ctx, 'users', 'owner_id', values.owner_id);
  const person = values.person_id === undefined ? record.person_id : values.person_id;
  const organization = values.organization_id === undefined ? record.organization_id : values.organization_id;
  if ((person ?? null) === null && (organization ?? null) === null) throw fail.validation('A lead must be linked to a person or an organization', { field: 'person_id' });
  const custom = customFieldsIn(ctx.request.body);
  if (custom) values.custom_fields = writeCustomFields(ctx, 'dealFields', custom, record.custom_fields);
}

export const leads = defineResource<PipedriveAccount>({
  name: 'leads',
  labels: { api: 'v1' },
  routes: {
    list: `GET ${V1}/leads`,
    create: { route: `POST ${V1}/leads`, status: 201 },
    get: `GET ${V1}/leads/:id`,
    update: `PATCH ${V1}/leads/:id`,
    delete: `DELETE ${V1}/leads/:id`,
  },
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    id: { kind: 'string', readOnly: true },
    title: { kind: 'string', required: true, maxLength: 255 },
    owner_id: { kind: 'integer' },
    creator_id: { kind: 'integer', readOnly: true },
    label_ids: { kind: 'array', default: [] },
    person_id: { kind: 'integer', nullable: true },
    organization_id: { kind: 'integer', nullable: true },
    source_name: { kind: 'string', readOnly: true },
    origin: { kind: 'string', readOnly: true },
    channel: { kind: 'integer', nullable: true },
    is_archived: { kind: 'boolean', default: false },
    was_seen: { kind: 'boolean', default: false },
    value: { kind: 'object', parse: leadValue },
    expected_close_date: { kind: 'string', nullable: true, parse: dateValue('expected_close_date') },
    next_activity_id: { kind: 'integer', readOnly: true, nullable: true },
    add_time: { kind: 'time', readOnly: true, format: isoTime },
    update_time: { kind: 'time', readOnly: true, format: isoTime },
    visible_to: { kind: 'string', enum: ['1', '3'], default: '3' },
    cc_email: { kind: 'string', readOnly: true },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: {
    archived_status: (record, value) => {
      if (!['archived', 'not_archived', 'all'].includes(value)) throw fail.validation('archived_status must be archived, not_archived or all', { field: 'archived_status' });
      return value === 'all' || (value === 'archived') === (record.is_archived === true);
    },
    owner_id: (record, value) => record.owner_id === wholeParam('owner_id', value),
    person_id: (record, value) => record.person_id === wholeParam('person_id', value),
    organization_id: (record, value) => record.organization_id === wholeParam('organization_id', value),
  },
  sort: v1Sort({ id: 'id', title: 'title', owner_id: 'owner_id', add_time: 'add_time', update_time: 'update_time', expected_close_date: 'expected_close_date' }),
  events: eventsOf('leads'),
  hooks: {
    beforeCreate(record, ctx) {
      checkWrite(record, { id: record.id }, ctx);
      ownerOf(record, ctx);
      record.creator_id = ctx.account.userId;
      Object.assign(record, { source_name: 'API', origin: 'API', channel: record.channel ?? null, next_activity_id: null });
      for (const field of ['person_id', 'organization_id', 'expected_close_date']) record[field] ??= null;
      record.cc_email = `${ctx.account.companyDomain}+${ctx.account.companyId}+lead${record.id.slice(0, 8)}@pipedrivemail.com`;
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
    },
    present(wire, record) {
      // A set custom field is a top-level property; an unset one is left out.
      const custom = Object.entries((record.custom_fields as Record<string, unknown> | undefined) ?? {}).filter(([, value]) => value !== null);
      return { ...wire, ...Object.fromEntries(custom) };
    },
  },
});
