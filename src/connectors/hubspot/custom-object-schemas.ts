/**
 * Unified custom object schemas on HubSpot's custom object schemas.
 *
 * | unified               | HubSpot schema                                             |
 * |-----------------------|------------------------------------------------------------|
 * | id                    | objectTypeId ("2-3508112"): the object_id of /crm/custom-objects |
 * | name, description     | name, description (labels are made from the name)          |
 * | fields                | its own properties: name, label as description, type, options, required from requiredProperties |
 * | active                | not archived                                               |
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
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { forRecord, invalidInput } from './api.js';
import { forgetDefinitions, type PropertyDefinition } from './definitions.js';
import { forgetSchema, OBJECT_TYPE, ownProperties, readSchema, type HubspotSchema } from './schemas.js';
import { pageOfWhole } from './whole-list.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite, undoLeaving } from '../kit/composite-write.js';

type Schema = ModelOf<typeof customObjectSchemas>;
type Field = NonNullable<Schema['fields']>[number];

const TO_HUBSPOT: Readonly<Record<NonNullable<Field['type']>, { type: string; fieldType: string }>> = {
  string: { type: 'string', fieldType: 'text' }, email: { type: 'string', fieldType: 'text' }, phone: { type: 'string', fieldType: 'phonenumber' }, reference: { type: 'string', fieldType: 'text' },
  number: { type: 'number', fieldType: 'number' }, integer: { type: 'number', fieldType: 'number' }, currency: { type: 'number', fieldType: 'number' },
  boolean: { type: 'bool', fieldType: 'booleancheckbox' }, date: { type: 'date', fieldType: 'date' }, datetime: { type: 'datetime', fieldType: 'date' },
  select: { type: 'enumeration', fieldType: 'select' }, multiselect: { type: 'enumeration', fieldType: 'checkbox' },
};

function fieldType(property: PropertyDefinition): Field['type'] {
  switch (property.type) {
    case 'number': return 'number';
    case 'bool': return 'boolean';
    case 'date': return 'date';
    case 'datetime': return 'datetime';
    case 'enumeration': return property.fieldType === 'checkbox' ? 'multiselect' : 'select';
    default: return 'string';
  }
}

export const fromHubspotSchema = mapFields<HubspotSchema, Schema>({
  id: (schema) => schema.objectTypeId,
  name: (schema) => schema.name,
  description: (schema) => schema.description ?? null,
  fields: (schema) => ownProperties(schema).map((property) => ({
    id: property.name,
    name: property.name,
    description: property.description || property.label || null,
    type: fieldType(property),
    required: (schema.requiredProperties ?? []).includes(property.name),
    options: property.type === 'enumeration' ? (property.options ?? []).map((option) => ({ value: option.value, label: option.label })) : null,
  })),
  active: (schema) => schema.archived !== true,
  updated_at: (schema) => toIsoDateTime(schema.updatedAt),
  created_at: (schema) => toIsoDateTime(schema.createdAt),
});

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

/**
 * New fields are properties created one call each, then the schema is
 * patched: by the kit's rule for writes in steps, every field is mapped
 * before the first call, and the properties made are archived again when a
 * later call fails.
 */
async function update(ctx: ConnectorContext, id: string, record: Partial<Schema>): Promise<void> {
  const schema = await readSchema(ctx, id);
  const existing = new Set(ownProperties(schema).map((property) => property.name));
  const fields = record.fields ?? [];
  const added = fields.map(toProperty).filter((property) => !existing.has(String(property.name)));
  const changes: Record<string, unknown> = {};
  if (record.description !== undefined) changes.description = record.description;
  if (record.fields !== undefined) changes.requiredProperties = fields.filter((field) => field.required).map((field) => internalName(field.name ?? ''));
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

export const hubspotCustomObjectSchemas = implement(customObjectSchemas, {
  downstream: { id: 'schemas', name: 'Custom object schemas' },
  mapper: fromHubspotSchema,
  list: {
    paging: true,
    async run(ctx, params) {
      const { body } = await ctx.http.request<{ results?: HubspotSchema[] }>({ method: 'GET', path: '/crm/v3/schemas' });
      return pageOfWhole((body.results ?? []).map((schema) => fromHubspotSchema(schema)), params.limit, params.state);
    },
  },
  async one(ctx, { id }) {
    return fromHubspotSchema(await readSchema(ctx, id));
  },
  async add(ctx, { record }) {
    const name = internalName(record.name ?? '');
    if (!name) throw invalidInput('name must hold letters: HubSpot names an object type by it', { field: 'name' });
    const properties = (record.fields ?? []).map(toProperty);
    if (properties.length === 0) throw invalidInput('HubSpot creates an object type with at least one field, the first being its display name', { field: 'fields' });
    const label = record.name ?? name;
    const { body } = await ctx.http.request<{ objectTypeId: string }>({
      method: 'POST',
      path: '/crm/v3/schemas',
      json: {
        name, description: record.description ?? null, labels: { singular: label, plural: label }, properties,
        primaryDisplayProperty: properties[0]?.name, requiredProperties: (record.fields ?? []).filter((field) => field.required).map((field) => internalName(field.name ?? '')),
        associatedObjects: [],
      },
    });
    return { id: body.objectTypeId };
  },
  async update(ctx, { id, record }) {
    await update(ctx, id, record);
    return { id };
  },
  async delete(ctx, { id }) {
    await forRecord('custom object schema', id, () => ctx.http.request({ method: 'DELETE', path: `/crm/v3/schemas/${segment(id)}` }), OBJECT_TYPE);
    forgetSchema(ctx, id);
    return { id };
  },
});
