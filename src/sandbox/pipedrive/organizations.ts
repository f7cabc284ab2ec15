/**
 * Organizations, API v2: GET/POST /api/v2/organizations,
 * GET/PATCH/DELETE /api/v2/organizations/{id}. The address is one object:
 * the full `value` as typed plus the parts Pipedrive keeps (street number,
 * route, locality, admin areas, country, postal code) and the
 * `formatted_address` it writes. Lists filter by ids, owner_id and
 * updated_since/until.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { presentCustomFields, writeCustomFields } from './custom-fields.js';
import { V2, V2_PAGING } from './dialect.js';
import { ID_FIELD, numericIds, ownerOf, requireRecord, stampSeq, V2_FILTERS, v2Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

const ADDRESS_PARTS = ['value', 'street_number', 'route', 'sublocality', 'locality', 'admin_area_level_1', 'admin_area_level_2', 'country', 'postal_code', 'formatted_address'];

/** The address as stored: every part, null when not given; `formatted_address` is what Pipedrive shows. */
function address(value: unknown): unknown {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw fail.validation('Validation failed: address: must be an object', { field: 'address' });
  const given = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const part of ADDRESS_PARTS) {
    const text = given[part];
    if (text !== undefined && text !== null && typeof text !== 'string') throw fail.validation(`Validation failed: address.${part}: must be a string`, { field: 'address' });
    out[part] = text ?? null;
  }
  if (out.value === null) {
    const street = [out.street_number, out.route].filter(Boolean).join(' ');
    const line = [street, out.locality, [out.admin_area_level_1, out.postal_code].filter(Boolean).join(' '), out.country].filter((part) => part !== '' && part !== null);
    out.value = line.length > 0 ? line.join(', ') : null;
  }
  out.formatted_address ??= out.value;
  return out;
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.name !== undefined && (typeof values.name !== 'string' || values.name.trim() === '')) throw fail.validation('Validation failed: name: must not be empty', { field: 'name' });
  if (values.owner_id !== undefined) requireRecord(ctx, 'users', 'owner_id', values.owner_id);
  if (values.custom_fields !== undefined) values.custom_fields = writeCustomFields(ctx, 'organizationFields', values.custom_fields, record.custom_fields);
}

export const organizations = defineResource<PipedriveAccount>({
  name: 'organizations',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/organizations`,
    create: `POST ${V2}/organizations`,
    get: `GET ${V2}/organizations/:id`,
    update: `PATCH ${V2}/organizations/:id`,
    delete: `DELETE ${V2}/organizations/:id`,
  },
  newId: numericIds('organizations'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    name: { kind: 'string', required: true, maxLength: 255 },
    owner_id: { kind: 'integer' },
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
    is_deleted: { kind: 'boolean', readOnly: true },
    visible_to: { kind: 'integer', default: 3 },
    label_ids: { kind: 'array', default: [] },
    address: { kind: 'object', nullable: true, parse: address },
    custom_fields: { kind: 'object' },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: V2_FILTERS,
  sort: v2Sort(),
  events: eventsOf('organizations'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      checkWrite(record, record, ctx);
      ownerOf(record, ctx);
      record.is_deleted = false;
      record.address ??= null;
      record.custom_fields = (record.custom_fields as Record<string, unknown> | undefined) ?? {};
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
    },
    beforeDelete(record, ctx) {
      // The organization's persons stay, unlinked, as in Pipedrive.
      for (const person of ctx.tenant.table('persons').all()) if (person.org_id === Number(record.id)) person.org_id = null;
    },
    present: (wire, record, ctx) => ({ ...wire, custom_fields: presentCustomFields(ctx, 'organizationFields', record.custom_fields) }),
  },
});
