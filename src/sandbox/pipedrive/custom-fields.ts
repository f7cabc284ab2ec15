/**
 * Field definitions (v1 /personFields, /organizationFields, /dealFields):
 * every company describes its persons, organizations and deals (and so
 * leads, which take the deal fields) with standard fields and its own custom
 * fields. A custom field is named by a 40-character hash `key`; records carry
 * its value under that key: in v2 inside `custom_fields` (every custom field
 * of the item type, null when unset), in v1 leads as a top-level property
 * (only when set). Values are checked against the field's type and options.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V1, v1Time } from './dialect.js';
import { numericIds, type Ctx } from './records.js';

export const FIELD_TYPES = [
  'address', 'date', 'daterange', 'double', 'enum', 'int', 'monetary', 'org', 'people', 'phone', 'set', 'text', 'time',
  'timerange', 'user', 'varchar', 'varchar_auto', 'visible_to',
] as const;

export const CUSTOM_KEY = /^[0-9a-f]{40}$/;

/** The field-definition table of each item type that has custom fields. */
export type FieldsTable = 'personFields' | 'organizationFields' | 'dealFields';

interface Option {
  id: number;
  label: string;
}

/** `options` as the form sends it: a JSON array of {label}; ids are given here. */
function parseOptions(value: unknown, ctx: Ctx): Option[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fail.validation('options must be a JSON array of objects with a label', { field: 'options' });
    }
  }
  if (!Array.isArray(parsed) || parsed.some((option) => typeof (option as { label?: unknown })?.label !== 'string')) {
    throw fail.validation('options must be a JSON array of objects with a label', { field: 'options' });
  }
  return parsed.map((option) => ({ id: ctx.tenant.next('field-option', 1000), label: (option as Option).label }));
}

function fieldsResource(name: FieldsTable) {
  return defineResource<PipedriveAccount>({
    name,
    labels: { api: 'v1' },
    routes: {
      list: `GET ${V1}/${name}`,
      create: `POST ${V1}/${name}`,
      get: `GET ${V1}/${name}/:id`,
      update: `PUT ${V1}/${name}/:id`,
      delete: `DELETE ${V1}/${name}/:id`,
    },
    newId: numericIds(name),
    fields: {
      id: { kind: 'integer', readOnly: true, format: Number },
      key: { kind: 'string', readOnly: true },
      name: { kind: 'string', required: true, maxLength: 255 },
      order_nr: { kind: 'integer', readOnly: true },
      field_type: { kind: 'string', required: true, enum: FIELD_TYPES, immutable: true },
      add_time: { kind: 'time', readOnly: true, format: v1Time },
      update_time: { kind: 'time', readOnly: true, format: v1Time },
      last_updated_by_user_id: { kind: 'integer', readOnly: true },
      active_flag: { kind: 'boolean', readOnly: true },
      edit_flag: { kind: 'boolean', readOnly: true },
      index_visible_flag: { kind: 'boolean', readOnly: true },
      details_visible_flag: { kind: 'boolean', readOnly: true },
      add_visible_flag: { kind: 'boolean', default: true },
      important_flag: { kind: 'boolean', readOnly: true },
      bulk_edit_allowed: { kind: 'boolean', readOnly: true },
      searchable_flag: { kind: 'boolean', readOnly: true },
      filtering_allowed: { kind: 'boolean', readOnly: true },
      sortable_flag: { kind: 'boolean', readOnly: true },
      mandatory_flag: { kind: 'boolean', readOnly: true },
      options: { kind: 'array', parse: (value) => value },
    },
    timestamps: { created: 'add_time', updated: 'update_time' },
    hooks: {
      beforeCreate(record, ctx) {
        const table = ctx.tenant.table(name);
        record.key = ctx.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' });
        record.order_nr = table.size + 1;
        record.last_updated_by_user_id = ctx.account.userId;
        Object.assign(record, { active_flag: true, edit_flag: true, index_visible_flag: true, details_visible_flag: true, important_flag: false, bulk_edit_allowed: true, searchable_flag: false, filtering_allowed: true, sortable_flag: true, mandatory_flag: false });
        const choices = record.field_type === 'enum' || record.field_type === 'set';
        if (choices && record.options === undefined) throw fail.validation('options are required for enum and set fields', { field: 'options' });
        record.options = choices ? parseOptions(record.options, ctx) : undefined;
      },
      beforeUpdate(record, changes, ctx) {
        if (record.edit_flag !== true) throw fail.forbidden('This field cannot be edited', { status: 403 });
        if (changes.options !== undefined) {
          if (record.field_type !== 'enum' && record.field_type !== 'set') throw fail.validation('Only enum and set fields have options', { field: 'options' });
          changes.options = parseOptions(changes.options, ctx);
        }
        changes.last_updated_by_user_id = ctx.account.userId;
      },
      beforeDelete(record) {
        if (record.edit_flag !== true) throw fail.forbidden('Standard fields cannot be deleted', { status: 403 });
      },
    },
  });
}

export const personFields = fieldsResource('personFields');
export const organizationFields = fieldsResource('organizationFields');
export const dealFields = fieldsResource('dealFields');

/** The custom fields of an item type. */
export function customFieldsOf(ctx: Ctx, table: FieldsTable): StoredRecord[] {
  return ctx.tenant.table(table).all().filter((field) => field.edit_flag === true);
}

function invalid(key: string, expected: string): never {
  throw fail.validation(`Validation failed: custom_fields.${key}: ${expected}`, { field: `custom_fields.${key}` });
}

function optionIds(field: StoredRecord): number[] {
  return ((field.options as Option[] | undefined) ?? []).map((option) => option.id);
}

/** A value of a custom field, checked against its type; null clears it. */
function checkedValue(field: StoredRecord, value: unknown): unknown {
  const key = String(field.key);
  if (value === null) return null;
  switch (field.field_type) {
    case 'varchar': case 'varchar_auto': case 'text': case 'phone':
      return typeof value === 'string' ? value : invalid(key, 'must be a string');
    case 'double': case 'int':
      return typeof value === 'number' && Number.isFinite(value) ? value : invalid(key, 'must be a number');
    case 'monetary': {
      const money = value as { value?: unknown; currency?: unknown };
      return typeof money === 'object' && typeof money.value === 'number' && typeof money.currency === 'string' ? { value: money.value, currency: money.currency } : invalid(key, 'must be {value, currency}');
    }
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : invalid(key, 'must be a date in YYYY-MM-DD format');
    case 'enum':
      return typeof value === 'number' && optionIds(field).includes(value) ? value : invalid(key, `must be one of the option ids ${optionIds(field).join(', ')}`);
    case 'set':
      return Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'number' && optionIds(field).includes(id)) ? value : invalid(key, 'must be a non-empty array of option ids');
    case 'user': case 'org': case 'people':
      return typeof value === 'number' && Number.isInteger(value) ? value : invalid(key, 'must be an id');
    default:
      return value;
  }
}

/** Custom field values of a write, checked; merged over the record's current ones. */
export function writeCustomFields(ctx: Ctx, table: FieldsTable, values: unknown, current: unknown): Record<string, unknown> {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) throw fail.validation('Validation failed: custom_fields: must be an object', { field: 'custom_fields' });
  const fields = new Map(customFieldsOf(ctx, table).map((field) => [String(field.key), field]));
  const merged: Record<string, unknown> = { ...((current as Record<string, unknown> | undefined) ?? {}) };
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const field = fields.get(key);
    if (!field) throw fail.validation(`Validation failed: custom_fields: Unknown custom field key ${key.slice(0, 64)}`, { field: 'custom_fields' });
    merged[key] = checkedValue(field, value);
  }
  return merged;
}

/** v2's `custom_fields`: every custom field of the item type, null when unset; only those the `custom_fields` parameter names when it is sent. */
export function presentCustomFields(ctx: Ctx, table: FieldsTable, stored: unknown): Record<string, unknown> {
  const values = (stored as Record<string, unknown> | undefined) ?? {};
  const asked = ctx.request.query.get('custom_fields');
  const wanted = asked === null ? undefined : new Set(asked.split(',').map((key) => key.trim()));
  if (wanted && wanted.size > 15) throw fail.validation('Validation failed: custom_fields: A maximum of 15 keys is allowed', { field: 'custom_fields' });
  const out: Record<string, unknown> = {};
  for (const field of customFieldsOf(ctx, table)) {
    const key = String(field.key);
    if (!wanted || wanted.has(key)) out[key] = values[key] ?? null;
  }
  return out;
}
