/**
 * Unified custom objects on the records of a HubSpot custom object type
 * (/crm/v3/objects/{objectTypeId}); `object_id` is the schema's id.
 *
 * | unified     | HubSpot record                                              |
 * |-------------|-------------------------------------------------------------|
 * | name        | the schema's primary display property                        |
 * | fields      | the schema's own other properties, as {name, value} (unset ones left out) |
 * | owner_id    | hubspot_owner_id                                             |
 *
 * A write names fields by their property names; one the schema does not
 * have is a 400.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { customObjects } from '../../unified/crm/custom-objects.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { invalidInput, notFound, type PropertyValues } from './api.js';
import { archiveRecord, createRecord, getRecord, listPage, updateRecord, type CrmRecord, type ObjectQuery } from './objects.js';
import { cachedSchema, OBJECT_TYPE, ownProperties, type HubspotSchema } from './schemas.js';

type CustomObject = ModelOf<typeof customObjects>;

interface SchemaRecord {
  schema: HubspotSchema;
  record: CrmRecord;
}

export const fromHubspotCustomObject = mapFields<SchemaRecord, CustomObject>({
  id: ({ record }) => record.id,
  owner_id: ({ record }) => record.properties.hubspot_owner_id ?? undefined,
  name: ({ schema, record }) => (schema.primaryDisplayProperty ? (record.properties[schema.primaryDisplayProperty] ?? null) : null),
  // The primary display property is the object's name, not one of its fields.
  fields: ({ schema, record }) => ownProperties(schema).flatMap((property) => {
    const value = record.properties[property.name];
    return value === null || value === undefined || property.name === schema.primaryDisplayProperty ? [] : [{ name: property.name, value }];
  }),
  updated_at: ({ record }) => toIsoDateTime(record.updatedAt) ?? undefined,
  created_at: ({ record }) => toIsoDateTime(record.createdAt) ?? undefined,
});

async function schemaFor(ctx: ConnectorContext, objectId: string | undefined): Promise<{ schema: HubspotSchema; query: ObjectQuery }> {
  if (!objectId || !OBJECT_TYPE.test(objectId)) throw notFound('custom object schema', objectId ?? '');
  const schema = await cachedSchema(ctx, objectId);
  const properties = [...ownProperties(schema).map((property) => property.name), 'hubspot_owner_id'];
  return { schema, query: { objectType: schema.objectTypeId, properties, associations: [] } };
}

function toProperties(schema: HubspotSchema, record: WriteModel<CustomObject>): PropertyValues {
  const known = new Set(ownProperties(schema).map((property) => property.name));
  const properties: PropertyValues = {};
  for (const field of record.fields ?? []) {
    if (!field.name || !known.has(field.name)) throw invalidInput(`field "${String(field.name).slice(0, 100)}" is not a property of ${schema.name}`, { field: field.name ?? null, known: [...known] });
    properties[field.name] = field.value ?? '';
  }
  if (record.name !== undefined && schema.primaryDisplayProperty) properties[schema.primaryDisplayProperty] = record.name ?? '';
  return properties;
}

export const hubspotCustomObjects = implement(customObjects, {
  downstream: { id: 'custom_objects', name: 'Custom object records' },
  mapper: fromHubspotCustomObject,
  list: {
    paging: true,
    async run(ctx, params) {
      const { schema, query } = await schemaFor(ctx, params.parents.object_id);
      const page = await listPage(ctx, query, params);
      return { items: page.records.map((record) => fromHubspotCustomObject({ schema, record })), next: page.next };
    },
  },
  async one(ctx, { id, parents }) {
    const { schema, query } = await schemaFor(ctx, parents.object_id);
    return fromHubspotCustomObject({ schema, record: await getRecord(ctx, query, id, schema.name) });
  },
  async add(ctx, { record, parents }) {
    const { schema } = await schemaFor(ctx, parents.object_id);
    return { id: await createRecord(ctx, schema.objectTypeId, toProperties(schema, record)) };
  },
  async update(ctx, { id, record, parents }) {
    const { schema } = await schemaFor(ctx, parents.object_id);
    await updateRecord(ctx, schema.objectTypeId, id, toProperties(schema, record), schema.name);
    return { id };
  },
  async delete(ctx, { id, parents }) {
    const { schema } = await schemaFor(ctx, parents.object_id);
    await archiveRecord(ctx, schema.objectTypeId, id, schema.name);
    return { id };
  },
});
