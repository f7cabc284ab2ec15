/**
 * Unified custom object schemas on HubSpot's custom object schemas.
 *
 * Field types: string, email, phone and reference are text; number, integer
 * and currency numbers; boolean a checkbox; date and datetime; select and
 * multiselect enumerations (a dropdown, a multiple checkbox). A create makes
 * the first field the primary display property. An update sets the
 * description and which fields are required, and adds fields it names anew;
 * HubSpot cannot change a property's type, so existing fields keep theirs.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { customObjectSchemas } from '../../unified/crm/custom-object-schemas.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite, undoLeaving } from '../kit/composite-write.js';
import { collection, fieldTable } from '../kit/index.js';
import { invalidInput } from './api.js';
import { forgetDefinitions, type PropertyDefinition } from './definitions.js';
import { hubspotDialect } from './dialect.js';
import { forgetSchema, OBJECT_TYPE, ownProperties, type HubspotSchema } from './schemas.js';

type Schema = ModelOf<typeof customObjectSchemas>;
type Field = NonNullable<Schema['fields']>[number];

const TO_HUBSPOT: Readonly<Record<NonNullable<Field['type']>, { type: string; fieldType: string }>> = {
  string: { type: 'string', fieldType: 'text' }, email: { type: 'string', fieldType: 'text' }, phone: { type: 'string', fieldType: 'phonenumber' }, reference: { type: 'string', fieldType: 'text' },
  number: { type: 'number', fieldType: 'number' }, integer: { type: 'number', fieldType: 'number' }, currency: { type: 'number', fieldType: 'number' },
  boolean: { type: 'bool', fieldType: 'booleancheckbox' }, date: { type: 'date', fieldType: 'date' }, datetime: { type: 'datetime', fieldType: 'date' },
  select: { type: 'enumeration', fieldType: 'select' }, multiselect: { type: 'enumeration', fieldType: 'checkbox' },
};

const FROM_HUBSPOT: Readonly<Record<string, Field['type']>> = { number: 'number', bool: 'boolean', date: 'date', datetime: 'datetime' };

const fieldType = (property: PropertyDefinition): Field['type'] =>
  property.type === 'enumeration' ? (property.fieldType === 'checkbox' ? 'multiselect' : 'select') : (FROM_HUBSPOT[property.type] ?? 'string');

const internalName = (name: string) => name.trim().toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^[^a-z]+/, '');

function toProperty(field: Field, index: number): Record<string, unknown> {
  const name = internalName(field.name ?? '');
  if (!name) throw invalidInput(`fields[${index}].name must hold letters`, { field: `fields[${index}].name` });
  const { type, fieldType: shown } = TO_HUBSPOT[field.type ?? 'string'];
  return {
    name, label: field.description || field.name, type, fieldType: shown,
    ...(type === 'enumeration' ? { options: (field.options ?? []).map((option, order) => ({ label: option.label ?? option.value, value: option.value, displayOrder: order })) } : {}),
  };
}

const readOnly = { write: false } as const;
const requiredOf = (fields: readonly Field[]) => fields.filter((field) => field.required).map((field) => internalName(field.name ?? ''));

export const schemaFields = fieldTable<Schema, HubspotSchema>({
  id: { at: 'objectTypeId', ...readOnly },
  // HubSpot names a type by an internal name; the unified name is its label.
  name: { at: 'name', write: (name) => ({ name: internalName(name ?? ''), labels: { singular: name, plural: name } }) },
  description: { read: (schema) => schema.description ?? null, reads: ['description'], write: (description) => ({ description: description ?? null }) },
  fields: {
    read: (schema) => ownProperties(schema).map((property) => ({
      id: property.name,
      name: property.name,
      description: property.description || property.label || null,
      type: fieldType(property),
      required: (schema.requiredProperties ?? []).includes(property.name),
      options: property.type === 'enumeration' ? (property.options ?? []).map((option) => ({ value: option.value, label: option.label })) : null,
    })),
    reads: ['properties', 'requiredProperties'],
    // The first field is the type's display name.
    write: (fields) => {
      const properties = (fields ?? []).map(toProperty);
      return { properties, primaryDisplayProperty: properties[0]?.name, requiredProperties: requiredOf(fields ?? []) };
    },
  },
  active: { read: (schema) => schema.archived !== true, reads: ['archived'], ...readOnly },
  updated_at: { read: (schema) => toIsoDateTime(schema.updatedAt), reads: ['updatedAt'], ...readOnly },
  created_at: { read: (schema) => toIsoDateTime(schema.createdAt), reads: ['createdAt'], ...readOnly },
});

/**
 * New fields are properties created one call each, then the schema is
 * patched: by the kit's rule for writes in steps, every field is mapped
 * before the first call, and the properties made are archived again when a
 * later call fails.
 */
async function update(ctx: ConnectorContext, schema: HubspotSchema, record: Partial<Schema>): Promise<void> {
  const existing = new Set(ownProperties(schema).map((property) => property.name));
  const fields = record.fields ?? [];
  const added = fields.map(toProperty).filter((property) => !existing.has(String(property.name)));
  const changes: Record<string, unknown> = {};
  if (record.description !== undefined) changes.description = record.description;
  if (record.fields !== undefined) changes.requiredProperties = requiredOf(fields);
  const properties = `/crm/v3/properties/${segment(schema.objectTypeId)}`;
  await compositeWrite(async (steps) => {
    for (const property of added) {
      await steps.create('property', async () => {
        await ctx.http.request({ method: 'POST', path: properties, json: { ...property, groupName: `${schema.name}_information` } });
        return String(property.name);
      }, undoLeaving('archived (HubSpot keeps an archived property, restorable, under its name)', (name) => ctx.http.request({ method: 'DELETE', path: `${properties}/${segment(name)}` })));
    }
    if (Object.keys(changes).length > 0) await steps.change('custom object schema', schema.objectTypeId, 'updating the schema', () => ctx.http.request({ method: 'PATCH', path: `/crm/v3/schemas/${segment(schema.objectTypeId)}`, json: changes }));
  });
  forgetSchema(ctx, schema.objectTypeId);
  forgetDefinitions(ctx, schema.objectTypeId);
}

export const hubspotCustomObjectSchemas = collection(customObjectSchemas, {
  dialect: { ...hubspotDialect, id: OBJECT_TYPE },
  downstream: { id: 'schemas', name: 'Custom object schemas' },
  what: 'custom object schema',
  fields: schemaFields,
  path: '/crm/v3/schemas',
  listAt: 'results',
  idAt: 'objectTypeId',
  list: { whole: true },
  add: true,
  update: { method: 'PATCH' },
  delete: true,
  hooks: {
    beforeWrite(_ctx, { record, body }) {
      const schema = body as { name?: string; properties?: unknown[] };
      if (!internalName(record.name ?? '')) throw invalidInput('name must hold letters: HubSpot names an object type by it', { field: 'name' });
      if (!schema.properties || schema.properties.length === 0) throw invalidInput('HubSpot creates an object type with at least one field, the first being its display name', { field: 'fields' });
      return { description: null, requiredProperties: [], ...schema, associatedObjects: [] };
    },
    update: async (ctx, { record, current }) => update(ctx, await current(), record),
    afterDelete: (ctx, { id }) => forgetSchema(ctx, id),
  },
});
