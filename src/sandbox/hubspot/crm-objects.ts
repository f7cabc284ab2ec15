/**
 * HubSpot's CRM object endpoints ("CRM API | Contacts", "| Companies",
 * "| Deals", "| Leads", the engagements' pages and "Custom objects"), the same
 * for every object type:
 *
 *   GET    /crm/v3/objects/{objectType}          list: limit ≤ 100, after, properties, associations, archived
 *   POST   /crm/v3/objects/{objectType}          create: {properties, associations?} → 201
 *   GET    /crm/v3/objects/{objectType}/{id}     read: properties, associations, idProperty, archived
 *   PATCH  /crm/v3/objects/{objectType}/{id}     update: {properties}; the others are kept
 *   DELETE /crm/v3/objects/{objectType}/{id}     archive → 204; archived records list with archived=true
 *
 * A standard type is its own resource with static paths; every custom type
 * is the one `custom_objects` resource, whose records live under their
 * schema (the path's object type id or fully qualified name). Values are
 * checked against the type's property definitions (properties.ts) and its
 * rules (type-rules.ts); creates may associate the record at once.
 */
import { defineResource, fail, type EmulatedResource, type KitContext } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import type { ObjectType } from './object-types.js';
import { checkValues, definitionsOf } from './properties.js';
import { askedProperties, recordView } from './record-view.js';
import { applyTypeRules } from './type-rules.js';
import { CUSTOM_TABLE, customType, findSchema, resolveType, type ResolvedType } from './types.js';

type Values = Record<string, string | null>;

const OBJECT_FIELDS = {
  id: { kind: 'string', readOnly: true },
  objectTypeId: { kind: 'string', readOnly: true, writeOnly: true },
  properties: { kind: 'object', default: {} },
  createdAt: { kind: 'time', readOnly: true },
  updatedAt: { kind: 'time', readOnly: true },
  archived: { kind: 'boolean', readOnly: true, default: false },
} as const;

/** HubSpot's record ids: numeric strings, unique within the account's records of a type. */
export function newObjectId(ctx: Pick<KitContext, 'faker'>, table: { has(id: string): boolean }, length = 11): string {
  let id: string;
  do id = ctx.faker.string.numeric({ length, allowLeadingZeros: false });
  while (table.has(id));
  return id;
}

export const archiveTable = (table: string) => `archived:${table}`;

/** The type of the records a request is about: the resource's own, or the custom type its path names. */
function typeFor(fixed: ObjectType | undefined, ctx: KitContext<HubspotAccount>): ResolvedType {
  if (fixed) return resolveType(ctx.tenant, fixed.name) as ResolvedType;
  const named = ctx.request.params.objectType ?? '';
  const schema = findSchema(ctx.tenant, named);
  if (!schema) throw fail.validation(`Unable to infer object type from: ${named}`, { code: 'INVALID_OBJECT_TYPE' });
  return customType(schema);
}

interface AssociationInput {
  to?: { id?: unknown };
  types?: { associationCategory?: unknown; associationTypeId?: unknown }[];
}

/** The `associations` of a create, checked: each target exists and each type id is one HubSpot defines between the types. */
function associationInputs(ctx: KitContext<HubspotAccount>): { toType: ResolvedType; toId: string; typeIds: number[] }[] {
  const raw = (ctx.request.body as { associations?: unknown } | null)?.associations;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw fail.validation('associations must be an array', { code: 'INVALID_INPUT' });
  return (raw as AssociationInput[]).map((input) => {
    const toId = String(input.to?.id ?? '');
    const typeIds = (input.types ?? []).map((type) => Number(type.associationTypeId));
    if (typeIds.length === 0 || typeIds.some((id) => !Number.isInteger(id))) throw fail.validation('Each association needs types with an associationTypeId', { code: 'INVALID_INPUT' });
    const toType = findTarget(ctx, toId);
    if (!toType) throw fail.validation(`No object with id ${toId} to associate with`, { code: 'INVALID_ASSOCIATION', context: { id: [toId] } });
    return { toType, toId, typeIds };
  });
}

/** The type of the record an association names: HubSpot ids are unique across an account's types in practice. */
function findTarget(ctx: KitContext<HubspotAccount>, id: string): ResolvedType | undefined {
  for (const name of ['contacts', 'companies', 'deals', 'leads', 'notes', 'calls', 'emails', 'meetings', 'tasks']) {
    if (ctx.tenant.table(name).has(id)) return resolveType(ctx.tenant, name);
  }
  const custom = ctx.tenant.table(CUSTOM_TABLE).get(id);
  return custom ? resolveType(ctx.tenant, String(custom.objectTypeId)) : undefined;
}

/** Names the request asks for, checked against the type's definitions where it matters (known names get null when unset). */
function viewFor(type: ResolvedType, ctx: KitContext<HubspotAccount>, written: readonly string[]) {
  const definitions = definitionsOf(ctx.tenant, type.objectTypeId);
  const asked = askedProperties(ctx.request.query);
  const writing = ctx.request.method === 'POST' || ctx.request.method === 'PATCH';
  const properties = asked ?? (writing ? [...new Set([...type.defaultProperties, ...written])] : undefined);
  return { known: (name: string) => definitions.has(name), options: { properties, associations: askedProperties(ctx.request.query, 'associations') } };
}

function hooksFor(fixed: ObjectType | undefined): EmulatedResource<HubspotAccount>['hooks'] {
  return {
    beforeCreate(record, ctx) {
      const type = typeFor(fixed, ctx);
      const values: Values = checkValues(ctx.tenant, type.objectTypeId, record.properties);
      const missing = type.requiredProperties.filter((name) => values[name] === undefined || values[name] === null);
      if (missing.length > 0) {
        throw fail.validation(`Missing required properties: ${missing.join(', ')}`, { errors: missing.map((name) => ({ message: `${name} is required`, code: 'REQUIRED_PROPERTY', context: { propertyName: [name] } })) });
      }
      applyTypeRules(type, values, undefined, ctx);
      const links = associationInputs(ctx);
      if (type.objectTypeId === '0-136' && !links.some((link) => link.toType.objectTypeId === '0-1')) {
        throw fail.validation('A lead must be associated with a contact when it is created', { code: 'MISSING_ASSOCIATION' });
      }
      const store = associationsOf(ctx.tenant);
      for (const link of links) store.add(type.objectTypeId, record.id, link.toType.objectTypeId, link.toId, link.typeIds);
      record.properties = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
      if (type.custom) record.objectTypeId = type.objectTypeId;
      record.written = Object.keys(values);
    },
    beforeUpdate(record, changes, ctx) {
      const type = typeFor(fixed, ctx);
      const values = checkValues(ctx.tenant, type.objectTypeId, changes.properties);
      applyTypeRules(type, values, record, ctx);
      changes.properties = { ...(record.properties as Values), ...values };
      // Read by the webhooks (one propertyChange a property) and the answer.
      record.written = Object.keys(values);
    },
    beforeDelete(record, ctx) {
      const type = typeFor(fixed, ctx);
      associationsOf(ctx.tenant).forget(type.objectTypeId, record.id);
      ctx.tenant.table(archiveTable(type.table)).insert({ ...record, archived: true, archivedAt: ctx.now });
    },
    select(records, ctx) {
      const type = typeFor(fixed, ctx);
      const archived = ctx.request.query.get('archived') === 'true';
      const pool = archived ? ctx.tenant.table(archiveTable(type.table)).all() : records;
      return type.custom ? pool.filter((record) => record.objectTypeId === type.objectTypeId) : pool;
    },
    present(_wire, record, ctx) {
      const type = typeFor(fixed, ctx);
      const view = viewFor(type, ctx, (record.written as string[] | undefined) ?? []);
      return recordView(type, record, ctx, view.known, view.options);
    },
  };
}

/** `idProperty`: a record named by a unique property (a contact's email) rather than its id. */
function lookupBy(fixed: ObjectType | undefined) {
  return (named: string, ctx: KitContext<HubspotAccount>): string | undefined => {
    const property = ctx.request.query.get('idProperty');
    if (!property || property === 'hs_object_id') return undefined;
    const type = typeFor(fixed, ctx);
    const wanted = named.toLowerCase();
    const found = ctx.tenant.table(type.table).all().find((record) => String(((record.properties ?? {}) as Values)[property] ?? '').toLowerCase() === wanted);
    return found?.id ?? `missing:${named}`;
  };
}

function events(singular: string): EmulatedResource['events'] {
  // Webhooks v3 subscription types: contact.creation, contact.propertyChange, contact.deletion (object.* for the other types).
  const prefix = ['contact', 'company', 'deal'].includes(singular) ? singular : 'object';
  return { created: `${prefix}.creation`, updated: `${prefix}.propertyChange`, deleted: `${prefix}.deletion` };
}

/** The resource of a standard object type. */
export function standardObjects(type: ObjectType): EmulatedResource<HubspotAccount> {
  const base = `/crm/v3/objects/${type.name}`;
  return defineResource<HubspotAccount>({
    name: type.name,
    labels: { objectTypeId: type.objectTypeId },
    routes: { list: `GET ${base}`, create: { route: `POST ${base}`, status: 201 }, get: `GET ${base}/:id`, update: `PATCH ${base}/:id`, delete: `DELETE ${base}/:id` },
    newId: newObjectId,
    fields: OBJECT_FIELDS,
    timestamps: { created: 'createdAt', updated: 'updatedAt' },
    lookup: lookupBy(type),
    alsoAccepted: ['associations'],
    events: events(type.singular),
    hooks: hooksFor(type),
  });
}

/** Every custom object type's records, under the schema the path names. */
export const customObjects = defineResource<HubspotAccount>({
  name: CUSTOM_TABLE,
  routes: {
    list: 'GET /crm/v3/objects/:objectType',
    create: { route: 'POST /crm/v3/objects/:objectType', status: 201 },
    get: 'GET /crm/v3/objects/:objectType/:id',
    update: 'PATCH /crm/v3/objects/:objectType/:id',
    delete: 'DELETE /crm/v3/objects/:objectType/:id',
  },
  newId: newObjectId,
  fields: OBJECT_FIELDS,
  timestamps: { created: 'createdAt', updated: 'updatedAt' },
  lookup: lookupBy(undefined),
  alsoAccepted: ['associations'],
  events: events('object'),
  hooks: {
    ...hooksFor(undefined),
    // Only records of the type the path names: another type's id is a 404 here.
    present(wire, record, ctx) {
      const type = typeFor(undefined, ctx);
      if (record.objectTypeId !== type.objectTypeId) throw fail.notFound(`No ${type.singular} with id ${record.id}`);
      return (hooksFor(undefined)?.present as NonNullable<NonNullable<EmulatedResource<HubspotAccount>['hooks']>['present']>)(wire, record, ctx);
    },
  },
});

export { typeFor as objectTypeOf };
