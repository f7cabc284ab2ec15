/**
 * Persons, API v2 (https://developers.pipedrive.com/docs/api/v1/Persons, v2
 * endpoints): GET/POST /api/v2/persons, GET/PATCH/DELETE /api/v2/persons/{id}.
 * A person has one `name`; Pipedrive derives first_name and last_name from
 * it. Emails, phones (and IMs) are `{value, primary, label}` lists with one
 * primary. The postal address, birthday, job title, notes and IMs exist only
 * with contact sync: without it, writing them is a 403 and answers leave them
 * out. Lists filter by ids, owner_id, org_id, deal_id, updated_since/until.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { presentCustomFields, writeCustomFields } from './custom-fields.js';
import { V2, V2_PAGING, wholeParam } from './dialect.js';
import { byRef, contactEntries, dateValue, ID_FIELD, numericIds, ownerOf, refField, requireRecord, stampSeq, V2_FILTERS, v2Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

/** Fields that exist only when the company syncs contacts. */
export const CONTACT_SYNC_FIELDS = ['postal_address', 'birthday', 'job_title', 'notes', 'im'] as const;

/** Pipedrive splits a person's name at the first space. */
export function splitName(name: string): { first_name: string; last_name: string | null } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? { first_name: trimmed, last_name: null } : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (!ctx.account.contactSync && CONTACT_SYNC_FIELDS.some((field) => values[field] !== undefined)) {
    throw fail.forbidden('This field is only available with contact sync enabled', { status: 403 });
  }
  if (values.name !== undefined) {
    if (typeof values.name !== 'string' || values.name.trim() === '') throw fail.validation('Validation failed: name: must not be empty', { field: 'name' });
    Object.assign(values, splitName(values.name));
  }
  requireRecord(ctx, 'organizations', 'org_id', values.org_id);
  if (values.owner_id !== undefined) requireRecord(ctx, 'users', 'owner_id', values.owner_id);
  if (values.custom_fields !== undefined) values.custom_fields = writeCustomFields(ctx, 'personFields', values.custom_fields, record.custom_fields);
}

const ADDRESS_PARTS = ['value', 'country', 'admin_area_level_1', 'admin_area_level_2', 'locality', 'sublocality', 'route', 'street_number', 'subpremise', 'postal_code'];

function postalAddress(value: unknown): unknown {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw fail.validation('Validation failed: postal_address: must be an object', { field: 'postal_address' });
  const address: Record<string, unknown> = {};
  for (const part of ADDRESS_PARTS) {
    const text = (value as Record<string, unknown>)[part];
    if (text !== undefined && text !== null && typeof text !== 'string') throw fail.validation(`Validation failed: postal_address.${part}: must be a string`, { field: 'postal_address' });
    address[part] = text ?? null;
  }
  return address;
}

export const persons = defineResource<PipedriveAccount>({
  name: 'persons',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/persons`,
    create: `POST ${V2}/persons`,
    get: `GET ${V2}/persons/:id`,
    update: `PATCH ${V2}/persons/:id`,
    delete: `DELETE ${V2}/persons/:id`,
  },
  newId: numericIds('persons'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    name: { kind: 'string', required: true, maxLength: 255 },
    first_name: { kind: 'string', readOnly: true },
    last_name: { kind: 'string', readOnly: true, nullable: true },
    owner_id: { kind: 'integer' },
    org_id: refField(),
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
    emails: { kind: 'array', default: [], parse: contactEntries('emails', ['work', 'home', 'other']) },
    phones: { kind: 'array', default: [], parse: contactEntries('phones', ['work', 'home', 'mobile', 'other']) },
    is_deleted: { kind: 'boolean', readOnly: true },
    visible_to: { kind: 'integer', default: 3 },
    label_ids: { kind: 'array', default: [] },
    picture_id: { kind: 'integer', readOnly: true, nullable: true },
    custom_fields: { kind: 'object' },
    postal_address: { kind: 'object', parse: postalAddress },
    birthday: { kind: 'string', parse: dateValue('birthday') },
    job_title: { kind: 'string', nullable: true },
    notes: { kind: 'string', nullable: true },
    im: { kind: 'array', parse: contactEntries('im', ['work', 'home', 'mobile', 'other']) },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: {
    ...V2_FILTERS,
    org_id: byRef('org_id'),
    deal_id: (record, value, ctx) => {
      const deal = ctx.tenant.table('deals').get(String(wholeParam('deal_id', value)));
      return deal !== undefined && deal.person_id === Number(record.id);
    },
  },
  sort: v2Sort(),
  events: eventsOf('persons'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      checkWrite(record, record, ctx);
      ownerOf(record, ctx);
      Object.assign(record, { is_deleted: false, picture_id: null, org_id: record.org_id ?? null });
      record.custom_fields = (record.custom_fields as Record<string, unknown> | undefined) ?? {};
      if (ctx.account.contactSync) for (const field of CONTACT_SYNC_FIELDS) record[field] ??= field === 'im' ? [] : null;
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
    },
    present(wire, record, ctx) {
      const out: Record<string, unknown> = { ...wire, custom_fields: presentCustomFields(ctx, 'personFields', record.custom_fields) };
      if (!ctx.account.contactSync) for (const field of CONTACT_SYNC_FIELDS) delete out[field];
      else for (const field of CONTACT_SYNC_FIELDS) out[field] ??= field === 'im' ? [] : null;
      return out;
    },
  },
});
