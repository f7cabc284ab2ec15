/**
 * Unified custom objects on the records of a HubSpot custom object type
 * (/crm/v3/objects/{objectTypeId}); `object_id` is the schema's id, read
 * (cached, schemas.ts) before every call: it names the properties a read
 * asks for and what the fields are.
 *
 * A write names fields by their property names; one the schema does not
 * have is a 400.
 */
import { customObjects } from '../../unified/crm/custom-objects.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { codecs, collection, fieldTable, mergeInto } from '../kit/index.js';
import { invalidInput, notFound, type HubspotObject, type PropertyValues } from './api.js';
import { hubspotDialect } from './dialect.js';
import { cachedSchema, OBJECT_TYPE, ownProperties, type HubspotSchema } from './schemas.js';

type CustomObject = ModelOf<typeof customObjects>;

const readOnly = { write: false } as const;
const propertiesOf = (object: HubspotObject): PropertyValues => object.properties ?? {};

/** The record as its schema (the context) says: written by the compose hook, which knows the schema. */
export const customObjectFields = fieldTable<CustomObject, HubspotObject, HubspotSchema>({
  id: { at: 'id', codec: codecs.idText, ...readOnly },
  owner_id: { read: (object) => propertiesOf(object).hubspot_owner_id ?? undefined, reads: ['properties.hubspot_owner_id'], ...readOnly },
  name: { read: (object, schema) => (schema.primaryDisplayProperty ? (propertiesOf(object)[schema.primaryDisplayProperty] ?? null) : null), ...readOnly },
  // The primary display property is the object's name, not one of its fields.
  fields: {
    read: (object, schema) => ownProperties(schema).flatMap((property) => {
      const value = propertiesOf(object)[property.name];
      return value === null || value === undefined || property.name === schema.primaryDisplayProperty ? [] : [{ name: property.name, value }];
    }),
    ...readOnly,
  },
  updated_at: { read: (object) => codecs.isoDateTime.read(object.updatedAt, object) ?? undefined, reads: ['updatedAt'], ...readOnly },
  created_at: { read: (object) => codecs.isoDateTime.read(object.createdAt, object) ?? undefined, reads: ['createdAt'], ...readOnly },
});

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

const schemaOf = (ctx: ConnectorContext, parents: Readonly<Record<string, string>>) => cachedSchema(ctx, parents.object_id ?? '');

export const hubspotCustomObjects = collection(customObjects, {
  dialect: hubspotDialect,
  downstream: { id: 'custom_objects', name: 'Custom object records' },
  what: 'custom object',
  fields: customObjectFields,
  path: ({ parents }) => `/crm/v3/objects/${segment(parents.type ?? '')}`,
  listAt: 'results',
  list: true,
  add: true,
  update: { method: 'PATCH' },
  delete: true,
  readQuery: async (ctx, parents) => ({ properties: [...ownProperties(await schemaOf(ctx, parents)).map((property) => property.name), 'hubspot_owner_id'].join(',') }),
  context: (_body, { ctx, parents }) => schemaOf(ctx, parents),
  hooks: {
    // The schema first: a type HubSpot has not is 404, and its records live under its objectTypeId.
    async parents(ctx, parents) {
      const objectId = parents.object_id ?? '';
      if (!OBJECT_TYPE.test(objectId)) throw notFound('custom object schema', objectId);
      return { ...parents, type: (await cachedSchema(ctx, objectId)).objectTypeId };
    },
    // The properties are the schema's: mapped here, with what pass_through added over them.
    async compose(ctx, { record, body, parents, send }) {
      const written = { properties: toProperties(await schemaOf(ctx, parents), record) };
      mergeInto(written, body as Record<string, unknown>);
      return { id: await send(written) };
    },
  },
});
