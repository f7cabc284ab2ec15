/**
 * Custom object schemas ("CRM API | Custom objects", Schemas):
 *
 *   GET/POST            /crm/v3/schemas                  {results} / create → 201
 *   GET/PATCH/DELETE    /crm/v3/schemas/{objectType}     by object type id ("2-3508112") or fully qualified name
 *
 * A schema names its object (`name`, `labels`), its properties (created
 * with it, listed back from the property definitions), which of them is the
 * primary display property and which are required and searchable, and the
 * standard types it associates with. Its records are served by
 * crm-objects.ts under its object type id. A schema with records cannot be
 * deleted.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { typesBetween } from './association-types.js';
import { newObjectId } from './crm-objects.js';
import { wholeList } from './dialect.js';
import { CUSTOM_OBJECT_BASE, standardType, type PropertyDefinition, type PropertyType } from './object-types.js';
import { definitionsOf, propertyId, storedDefinition } from './properties.js';
import { CUSTOM_TABLE, findSchema } from './types.js';

const NAME = /^[a-z][a-z0-9_]{0,49}$/;
const TYPES: readonly PropertyType[] = ['string', 'number', 'date', 'datetime', 'enumeration', 'bool'];

interface PropertyInput {
  name?: unknown;
  label?: unknown;
  type?: unknown;
  options?: { value?: unknown }[];
}

/** Stores the schema's own properties beside the base ones every custom object has. */
function createProperties(ctx: KitContext<HubspotAccount>, objectTypeId: string, input: unknown): string[] {
  if (!Array.isArray(input)) throw fail.validation('properties must be an array of property definitions', { code: 'INVALID_INPUT' });
  const own: PropertyDefinition[] = (input as PropertyInput[]).map((property, index) => {
    if (typeof property?.name !== 'string' || !NAME.test(property.name)) throw fail.validation(`properties[${index}].name is not a valid property name`, { code: 'INVALID_INPUT' });
    if (typeof property.label !== 'string' || property.label === '') throw fail.validation(`properties[${index}].label is required`, { code: 'INVALID_INPUT' });
    if (!TYPES.includes(property.type as PropertyType)) throw fail.validation(`properties[${index}].type must be one of ${TYPES.join(', ')}`, { code: 'INVALID_INPUT' });
    const options = (property.options ?? []).map((option) => String(option.value));
    return { name: property.name, label: property.label, type: property.type as PropertyType, hubspotDefined: false, ...(options.length > 0 ? { options } : {}) };
  });
  const table = ctx.tenant.table('properties');
  [...CUSTOM_OBJECT_BASE, ...own].forEach((definition, index) => {
    if (!table.has(propertyId(objectTypeId, definition.name))) table.insert(storedDefinition(objectTypeId, definition, ctx.now, index));
  });
  return own.map((property) => property.name);
}

function associatedTypes(input: unknown): string[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) throw fail.validation('associatedObjects must be an array', { code: 'INVALID_INPUT' });
  return input.map((named) => {
    const type = standardType(String(named));
    if (!type) throw fail.validation(`${String(named)} is not an object type a custom object can associate with`, { code: 'INVALID_INPUT' });
    return type.objectTypeId;
  });
}

function requireNamed(record: StoredRecord, names: readonly string[]): void {
  for (const field of ['requiredProperties', 'searchableProperties', 'secondaryDisplayProperties'] as const) {
    const missing = ((record[field] as string[] | undefined) ?? []).find((name) => !names.includes(name));
    if (missing) throw fail.validation(`${field} names ${missing}, which is not a property of the schema`, { code: 'INVALID_INPUT' });
  }
  if (record.primaryDisplayProperty !== undefined && !names.includes(String(record.primaryDisplayProperty))) {
    throw fail.validation(`primaryDisplayProperty ${String(record.primaryDisplayProperty)} is not a property of the schema`, { code: 'INVALID_INPUT' });
  }
}

export const schemas = defineResource<HubspotAccount>({
  name: 'schemas',
  routes: {
    list: 'GET /crm/v3/schemas',
    create: { route: 'POST /crm/v3/schemas', status: 201 },
    get: 'GET /crm/v3/schemas/:objectType',
    update: 'PATCH /crm/v3/schemas/:objectType',
    delete: 'DELETE /crm/v3/schemas/:objectType',
  },
  idParam: 'objectType',
  lookup: (named, ctx) => findSchema(ctx.tenant, named)?.id ?? `missing:${named}`,
  paging: wholeList,
  newId: (ctx, table) => newObjectId(ctx, table, 7),
  fields: {
    id: { kind: 'string', readOnly: true },
    objectTypeId: { kind: 'string', readOnly: true },
    name: { kind: 'string', required: true, immutable: true },
    fullyQualifiedName: { kind: 'string', readOnly: true },
    labels: { kind: 'object', required: true },
    description: { kind: 'string', nullable: true },
    primaryDisplayProperty: { kind: 'string' },
    secondaryDisplayProperties: { kind: 'array', default: [] },
    requiredProperties: { kind: 'array', default: [] },
    searchableProperties: { kind: 'array', default: [] },
    properties: { kind: 'array', writeOnly: true, required: true },
    associatedObjects: { kind: 'array', writeOnly: true, default: [] },
    createdAt: { kind: 'time', readOnly: true },
    updatedAt: { kind: 'time', readOnly: true },
    archived: { kind: 'boolean', readOnly: true, default: false },
  },
  timestamps: { created: 'createdAt', updated: 'updatedAt' },
  hooks: {
    beforeCreate(record, ctx) {
      if (!NAME.test(String(record.name))) throw fail.validation('name must start with a lowercase letter and hold only lowercase letters, digits and underscores', { code: 'INVALID_INPUT' });
      if (findSchema(ctx.tenant, String(record.name))) throw fail.conflict(`An object type named ${String(record.name)} already exists`);
      const labels = record.labels as { singular?: unknown; plural?: unknown };
      if (typeof labels.singular !== 'string' || typeof labels.plural !== 'string') throw fail.validation('labels needs singular and plural', { code: 'INVALID_INPUT' });
      record.objectTypeId = `2-${record.id}`;
      record.fullyQualifiedName = `p${ctx.account.portalId}_${String(record.name)}`;
      record.associatedObjects = associatedTypes(record.associatedObjects);
      const own = createProperties(ctx, String(record.objectTypeId), record.properties);
      requireNamed(record, own);
      record.primaryDisplayProperty ??= own[0];
      delete record.properties;
    },
    beforeUpdate(record, changes, ctx) {
      const names = [...definitionsOf(ctx.tenant, String(record.objectTypeId)).keys()];
      requireNamed({ ...record, ...changes }, names);
      delete changes.properties;
      delete changes.associatedObjects;
    },
    beforeDelete(record, ctx) {
      if (ctx.tenant.table(CUSTOM_TABLE).all().some((object) => object.objectTypeId === record.objectTypeId)) {
        throw fail.conflict(`Object type ${String(record.objectTypeId)} still has records; archive them first`);
      }
      for (const property of definitionsOf(ctx.tenant, String(record.objectTypeId)).values()) ctx.tenant.table('properties').remove(property.id);
    },
    present(wire, record, ctx) {
      const objectTypeId = String(record.objectTypeId);
      const definitions = [...definitionsOf(ctx.tenant, objectTypeId).values()].map((property) => ({
        name: property.name, label: property.label, type: property.type, fieldType: property.fieldType, description: property.description,
        groupName: property.groupName, options: property.options, displayOrder: property.displayOrder, hidden: false,
        hubspotDefined: property.hubspotDefined, createdAt: new Date(Number(property.createdAt)).toISOString(), updatedAt: new Date(Number(property.updatedAt)).toISOString(), archived: false,
      }));
      const associations = ((record.associatedObjects as string[] | undefined) ?? []).map((to) => {
        const types = typesBetween(objectTypeId, to);
        return { id: String(types?.defaultId ?? ''), fromObjectTypeId: objectTypeId, toObjectTypeId: to, name: `${String(record.name)}_to_${standardType(to)?.singular ?? to}` };
      });
      return { ...wire, metaType: 'PORTAL_SPECIFIC', properties: definitions, associations };
    },
  },
});
