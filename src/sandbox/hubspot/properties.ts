/**
 * Property definitions ("CRM API | Properties"): GET/POST
 * /crm/v3/properties/{objectType}, GET/PATCH/DELETE …/{propertyName}, with
 * the built-in definitions of each standard type (hubspotDefined) and the
 * account's own. The same definitions check every value a record write
 * sends (checkValues): an unknown property, a read-only one, a value of the
 * wrong type or not among an enumeration's options is a 400 listing each
 * problem, as HubSpot's "Property values were not valid".
 */
import { defineResource, fail, type KitContext, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { wholeList } from './dialect.js';
import type { PropertyDefinition, PropertyType } from './object-types.js';
import { resolveType } from './types.js';

const FIELD_TYPES: Readonly<Record<PropertyType, string>> = {
  string: 'text', number: 'number', date: 'date', datetime: 'date', enumeration: 'select', bool: 'booleancheckbox',
};

export const propertyId = (objectTypeId: string, name: string) => `${objectTypeId}:${name}`;

/** A definition in stored shape, for seeds and schemas. */
export function storedDefinition(objectTypeId: string, definition: PropertyDefinition, at: number, displayOrder: number): StoredRecord {
  return {
    id: propertyId(objectTypeId, definition.name),
    objectTypeId,
    name: definition.name,
    label: definition.label,
    type: definition.type,
    fieldType: FIELD_TYPES[definition.type],
    description: definition.description ?? '',
    groupName: definition.groupName ?? (definition.hubspotDefined ? 'information' : 'custom_properties'),
    options: (definition.options ?? []).map((value, index) => ({ label: value, value, displayOrder: index, hidden: false })),
    displayOrder,
    hidden: false,
    hasUniqueValue: false,
    formField: !definition.readOnly,
    hubspotDefined: definition.hubspotDefined,
    readOnlyValue: definition.readOnly === true,
    createdAt: at,
    updatedAt: at,
    archived: false,
  };
}

/** The definitions of an object type, by name. */
export function definitionsOf(tenant: TenantState, objectTypeId: string): Map<string, StoredRecord> {
  const prefix = `${objectTypeId}:`;
  return new Map(tenant.table('properties').all().filter((record) => record.id.startsWith(prefix)).map((record) => [String(record.name), record]));
}

interface ValueError {
  name: string;
  code: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A written value in HubSpot's stored form (every value a string), or the reason it is refused. */
function normalise(definition: StoredRecord, raw: unknown): string | null | ValueError {
  const name = String(definition.name);
  if (raw === null || raw === '') return null;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return { name, code: 'INVALID_PROPERTY_VALUE', message: `${raw === undefined ? 'undefined' : JSON.stringify(raw)} is not a valid value for ${name}` };
  const text = String(raw).trim();
  switch (definition.type as PropertyType) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? text : { name, code: 'INVALID_DECIMAL', message: `${text} was not a valid number.` };
    case 'bool':
      return text === 'true' || text === 'false' ? text : { name, code: 'INVALID_BOOLEAN', message: `${text} was not a valid boolean (true or false).` };
    case 'datetime': {
      const ms = /^\d{1,15}$/.test(text) ? Number(text) : Date.parse(text);
      return Number.isFinite(ms) && (/^\d{1,15}$/.test(text) || /^\d{4}-\d{2}-\d{2}/.test(text)) ? new Date(ms).toISOString() : { name, code: 'INVALID_DATE', message: `${text} was not a valid date-time.` };
    }
    case 'date': {
      if (DATE.test(text) && !Number.isNaN(Date.parse(text))) return text;
      const ms = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
      // A date property takes midnight UTC in epoch milliseconds, or an ISO date.
      if (Number.isFinite(ms) && ms % 86_400_000 === 0) return new Date(ms).toISOString().slice(0, 10);
      return { name, code: 'INVALID_DATE', message: `${text} is at a time other than midnight UTC, or not a date.` };
    }
    case 'enumeration': {
      const allowed = (definition.options as { value: string }[]).map((option) => option.value);
      const chosen = text.split(';');
      const wrong = allowed.length > 0 ? chosen.find((value) => !allowed.includes(value)) : undefined;
      return wrong === undefined ? text : { name, code: 'INVALID_OPTION', message: `${wrong} was not one of the allowed options: [${allowed.join(', ')}]` };
    }
    default:
      return String(raw);
  }
}

/** The `properties` of a write, checked against the type's definitions and written as HubSpot stores them. */
export function checkValues(tenant: TenantState, objectTypeId: string, input: unknown): Record<string, string | null> {
  if (input === undefined) return {};
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw fail.validation('properties must be an object of property names and values', { code: 'INVALID_INPUT' });
  const definitions = definitionsOf(tenant, objectTypeId);
  const values: Record<string, string | null> = {};
  const errors: ValueError[] = [];
  for (const [name, raw] of Object.entries(input)) {
    const definition = definitions.get(name);
    if (!definition) {
      errors.push({ name, code: 'PROPERTY_DOESNT_EXIST', message: `Property "${name}" does not exist` });
      continue;
    }
    if (definition.readOnlyValue === true) {
      errors.push({ name, code: 'READ_ONLY_VALUE', message: `${name} is a read only property; its value cannot be set.` });
      continue;
    }
    const value = normalise(definition, raw);
    if (value !== null && typeof value === 'object') errors.push(value);
    else values[name] = value;
  }
  if (errors.length > 0) {
    const listed = errors.map((error) => ({ isValid: false, message: error.message, error: error.code, name: error.name, localizedErrorMessage: error.message }));
    throw fail.validation(`Property values were not valid: ${JSON.stringify(listed)}`, {
      errors: errors.map((error) => ({ message: error.message, code: error.code, context: { propertyName: [error.name] } })),
    });
  }
  return values;
}

function typeOf(ctx: KitContext<HubspotAccount>): string {
  const named = ctx.request.params.objectType ?? '';
  const type = resolveType(ctx.tenant, named);
  if (!type) throw fail.validation(`Unable to infer object type from: ${named}`, { code: 'INVALID_OBJECT_TYPE' });
  return type.objectTypeId;
}

const NAME = /^[a-z][a-z0-9_]{0,99}$/;
const PROPERTY_TYPES: readonly PropertyType[] = ['string', 'number', 'date', 'datetime', 'enumeration', 'bool'];

export const properties = defineResource<HubspotAccount>({
  name: 'properties',
  routes: {
    list: 'GET /crm/v3/properties/:objectType',
    create: { route: 'POST /crm/v3/properties/:objectType', status: 201 },
    get: 'GET /crm/v3/properties/:objectType/:propertyName',
    update: 'PATCH /crm/v3/properties/:objectType/:propertyName',
    delete: 'DELETE /crm/v3/properties/:objectType/:propertyName',
  },
  idParam: 'propertyName',
  lookup: (named, ctx) => propertyId(typeOf(ctx), named),
  paging: wholeList,
  newId: (ctx) => propertyId(typeOf(ctx), String((ctx.request.body as { name?: unknown } | null)?.name ?? '')),
  fields: {
    id: { kind: 'string', readOnly: true, writeOnly: true },
    objectTypeId: { kind: 'string', readOnly: true, writeOnly: true },
    name: { kind: 'string', required: true, immutable: true, maxLength: 100 },
    label: { kind: 'string', required: true },
    type: { kind: 'string', required: true, enum: PROPERTY_TYPES },
    fieldType: { kind: 'string', required: true },
    description: { kind: 'string', default: '' },
    groupName: { kind: 'string', required: true },
    options: { kind: 'array', default: [] },
    displayOrder: { kind: 'integer', default: -1 },
    hidden: { kind: 'boolean', default: false },
    hasUniqueValue: { kind: 'boolean', default: false },
    formField: { kind: 'boolean', default: true },
    hubspotDefined: { kind: 'boolean', readOnly: true },
    readOnlyValue: { kind: 'boolean', readOnly: true, writeOnly: true },
    createdAt: { kind: 'time', readOnly: true },
    updatedAt: { kind: 'time', readOnly: true },
    archived: { kind: 'boolean', readOnly: true, default: false },
  },
  timestamps: { created: 'createdAt', updated: 'updatedAt' },
  hooks: {
    select(records, ctx) {
      const objectTypeId = typeOf(ctx);
      return records.filter((record) => record.objectTypeId === objectTypeId);
    },
    beforeCreate(record, ctx) {
      record.objectTypeId = typeOf(ctx);
      if (!NAME.test(String(record.name))) throw fail.validation('Property names must start with a lowercase letter and hold only lowercase letters, digits and underscores', { code: 'INVALID_PROPERTY_NAME' });
      if (ctx.tenant.table('properties').has(record.id)) throw fail.conflict(`A property named '${String(record.name)}' already exists.`);
      record.hubspotDefined = false;
      record.readOnlyValue = false;
    },
    beforeDelete(record) {
      if (record.hubspotDefined === true) throw fail.validation(`${String(record.name)} is a HubSpot-defined property and cannot be archived`, { code: 'READ_ONLY_DEFINITION' });
    },
    present(wire, record) {
      return {
        ...wire,
        calculated: false,
        externalOptions: false,
        modificationMetadata: { archivable: record.hubspotDefined !== true, readOnlyDefinition: record.hubspotDefined === true, readOnlyValue: record.readOnlyValue === true },
      };
    },
  },
});
