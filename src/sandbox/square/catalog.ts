/**
 * Catalog endpoints (api.json: ListCatalog, SearchCatalogObjects,
 * UpsertCatalogObject, RetrieveCatalogObject, DeleteCatalogObject): one
 * endpoint family for every object type. An upsert whose id starts with `#`
 * creates the object (and the `#` children inside it) and answers
 * `id_mappings` from the client's ids to Square's; any other id replaces
 * that object, refused with VERSION_MISMATCH when its `version` is stale.
 * A variation or modifier upserted alone joins the parent its
 * `item_id` / `modifier_list_id` names.
 */
import type { FastifyInstance } from 'fastify';
import type { KitContext, PlatformKit } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { catalogTable, childrenOf, DATA_OF, dataOf, everyObject, findObject, NESTED, newCatalogId, relatedTo, type CatalogObject } from './catalog-objects.js';
import { squareFailure } from './dialect.js';
import { bodyOf, idempotencyKeyOf, once } from './idempotency.js';
import { readMoney } from './money.js';
import { pageOf } from './paging.js';
import { listOf } from './times.js';

type Ctx = KitContext<SquareAccount>;
const iso = (ms: number) => new Date(ms).toISOString();

function typesOf(value: unknown, field: string): Set<string> | undefined {
  const list = typeof value === 'string' ? value.split(',').map((type) => type.trim().toUpperCase()).filter(Boolean) : Array.isArray(value) ? value.map(String) : undefined;
  if (!list || list.length === 0) return undefined;
  for (const type of list) if (!DATA_OF[type]) throw squareFailure(400, 'INVALID_ENUM_VALUE', `Object type ${type.slice(0, 40)} is not one this catalog keeps (ITEM, ITEM_VARIATION, MODIFIER_LIST, MODIFIER, TAX).`, field);
  return new Set(list);
}

/** Validates and stamps one object (and its children), giving `#` ids real ones. */
function normalize(ctx: Ctx, input: unknown, previous: CatalogObject | undefined, mappings: { client_object_id: string; object_id: string }[], field: string): CatalogObject {
  if (!input || typeof input !== 'object') throw squareFailure(400, 'EXPECTED_OBJECT', 'Expected a catalog object', field);
  const asked = input as Record<string, unknown>;
  const type = asked.type;
  if (typeof type !== 'string' || !DATA_OF[type]) throw squareFailure(400, 'INVALID_VALUE', 'type must be ITEM, ITEM_VARIATION, MODIFIER_LIST, MODIFIER or TAX', `${field}.type`);
  if (typeof asked.id !== 'string' || asked.id === '') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', `${field}.id`);
  if (previous && previous.type !== type) throw squareFailure(400, 'INVALID_VALUE', `Object ${previous.id} is a ${previous.type}`, `${field}.type`);
  if (previous && asked.version !== undefined && asked.version !== previous.version) {
    throw squareFailure(400, 'VERSION_MISMATCH', `Object version does not match latest database version.`, `${field}.version`);
  }
  const key = DATA_OF[type] as string;
  const data = { ...((asked[key] as Record<string, unknown> | undefined) ?? {}) };
  if (typeof data.name !== 'string' || data.name === '') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', `${field}.${key}.name`);
  let id = asked.id;
  if (id.startsWith('#')) {
    const created = newCatalogId(ctx);
    mappings.push({ client_object_id: id, object_id: created });
    id = created;
  }
  for (const money of ['price_money'] as const) if (data[money] !== undefined) data[money] = readMoney(data[money], `${field}.${key}.${money}`, ctx.account.currency);
  if (type === 'ITEM_VARIATION' && data.pricing_type === undefined) data.pricing_type = data.price_money ? 'FIXED_PRICING' : 'VARIABLE_PRICING';
  const nested = Object.entries(NESTED).find(([, where]) => where.parent === type)?.[1];
  if (nested) {
    const children = (data[nested.list] as unknown[] | undefined) ?? [];
    if (!Array.isArray(children)) throw squareFailure(400, 'EXPECTED_ARRAY', 'Expected an array', `${field}.${key}.${nested.list}`);
    if (type === 'ITEM' && children.length === 0) throw squareFailure(400, 'INVALID_VALUE', 'An item must have at least one variation.', `${field}.${key}.variations`);
    const before = previous ? childrenOf(previous) : [];
    data[nested.list] = children.map((child, index) => {
      const childId = (child as { id?: unknown } | null)?.id;
      const old = before.find((candidate) => candidate.id === childId);
      if (!old && typeof childId === 'string' && !childId.startsWith('#')) throw squareFailure(404, 'NOT_FOUND', `Object ${childId.slice(0, 40)} not found`, `${field}.${key}.${nested.list}[${index}].id`);
      const normalized = normalize(ctx, child, old, mappings, `${field}.${key}.${nested.list}[${index}]`);
      const childData = dataOf(normalized);
      childData[NESTED[normalized.type]!.link] = id;
      return normalized;
    });
  }
  const version = Math.max(ctx.now, (previous?.version ?? 0) + 1);
  return { type, id, updated_at: iso(ctx.now), version, is_deleted: false, present_at_all_locations: asked.present_at_all_locations ?? true, [key]: data };
}

/** UpsertCatalogObject: the object stored, nested or top level. */
function upsert(ctx: Ctx, input: Record<string, unknown>): { catalog_object: CatalogObject; id_mappings?: unknown[] } {
  const mappings: { client_object_id: string; object_id: string }[] = [];
  const id = typeof input.id === 'string' ? input.id : '';
  const found = id.startsWith('#') ? undefined : findObject(ctx.tenant, id);
  if (id && !id.startsWith('#') && !found) throw squareFailure(404, 'NOT_FOUND', `Object with ID ${id.slice(0, 40)} not found.`, 'object.id');
  const where = NESTED[String(input.type)];
  if (where) {
    // A variation or modifier on its own joins its parent.
    const data = (input[DATA_OF[String(input.type)] as string] ?? {}) as Record<string, unknown>;
    const parentId = found?.parent?.id ?? data[where.link];
    const parent = typeof parentId === 'string' ? catalogTable(ctx.tenant).get(parentId) : undefined;
    if (!parent || parent.type !== where.parent) throw squareFailure(400, 'INVALID_VALUE', `${where.link} must name an existing ${where.parent}`, `object.${DATA_OF[String(input.type)]}.${where.link}`);
    const object = normalize(ctx, input, found?.object, mappings, 'object');
    dataOf(object)[where.link] = parent.id;
    const list = childrenOf(parent);
    const at = list.findIndex((candidate) => candidate.id === object.id);
    dataOf(parent)[where.list] = at < 0 ? [...list, object] : list.map((candidate) => (candidate.id === object.id ? object : candidate));
    parent.version = Math.max(ctx.now, parent.version + 1);
    parent.updated_at = iso(ctx.now);
    catalogTable(ctx.tenant).updated(parent.id);
    ctx.emit('catalog.version.updated', 'catalog', parent);
    return { catalog_object: object, ...(mappings.length ? { id_mappings: mappings } : {}) };
  }
  const object = normalize(ctx, input, found?.object, mappings, 'object');
  const table = catalogTable(ctx.tenant);
  if (found) {
    Object.keys(found.object).forEach((key) => delete found.object[key]);
    Object.assign(found.object, object);
    table.updated(object.id);
  } else table.insert(object);
  ctx.emit('catalog.version.updated', 'catalog', object);
  return { catalog_object: object, ...(mappings.length ? { id_mappings: mappings } : {}) };
}

function textOf(object: CatalogObject): string {
  const data = dataOf(object);
  return [data.name, data.description, data.sku, data.abbreviation].filter((part) => typeof part === 'string').join(' ').toLowerCase();
}

/** The CatalogQuery kinds this emulator answers; the others are refused by name. */
function matches(object: CatalogObject, query: Record<string, any> | undefined): boolean {
  if (!query || Object.keys(query).length === 0) return true;
  const [kind, value] = Object.entries(query)[0] as [string, Record<string, any>];
  if (!value || typeof value !== 'object') throw squareFailure(400, 'EXPECTED_OBJECT', 'Expected an object', `query.${kind.slice(0, 40)}`);
  const attribute = (name: unknown) => {
    const own = dataOf(object)[String(name)] ?? (object as Record<string, unknown>)[String(name)];
    return own === undefined ? undefined : String(own).toLowerCase();
  };
  switch (kind) {
    case 'exact_query':
      return attribute(value.attribute_name) === String(value.attribute_value).toLowerCase();
    case 'prefix_query':
      return attribute(value.attribute_name)?.startsWith(String(value.attribute_prefix).toLowerCase()) ?? false;
    case 'text_query':
      return listOf(value.keywords, 'query.text_query.keywords').every((word) => textOf(object).split(/\s+/).some((token) => token.startsWith(String(word).toLowerCase())));
    case 'items_for_modifier_list_query':
      return object.type === 'ITEM' && ((dataOf(object).modifier_list_info as { modifier_list_id: string }[] | undefined) ?? []).some((info) => listOf(value.modifier_list_ids, 'query.items_for_modifier_list_query.modifier_list_ids').includes(info.modifier_list_id));
    case 'items_for_tax_query':
      return object.type === 'ITEM' && ((dataOf(object).tax_ids as string[] | undefined) ?? []).some((tax) => listOf(value.tax_ids, 'query.items_for_tax_query.tax_ids').includes(tax));
    default:
      throw squareFailure(400, 'INVALID_VALUE', `The emulator does not answer ${kind.slice(0, 40)}; it answers exact_query, prefix_query, text_query, items_for_modifier_list_query and items_for_tax_query.`, `query.${kind.slice(0, 40)}`);
  }
}

export function registerCatalogRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  app.get('/v2/catalog/list', kit.handler((ctx) => {
    const types = typesOf(ctx.request.query.get('types') ?? undefined, 'types');
    const objects = everyObject(ctx.tenant).filter((object) => !types || types.has(object.type));
    const { page, cursor } = pageOf(objects, ctx.request.query.get('cursor'), undefined, { size: 100, max: 100 });
    return { status: 200, body: { objects: page, ...(cursor ? { cursor } : {}) } };
  }));

  app.post('/v2/catalog/search', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const types = typesOf(body.object_types, 'object_types');
    const objects = everyObject(ctx.tenant).filter((object) => (!types || types.has(object.type)) && matches(object, body.query as Record<string, any> | undefined));
    const { page, cursor } = pageOf(objects, body.cursor, body.limit, { size: 100, max: 1000 });
    const related = body.include_related_objects === true ? relatedTo(ctx.tenant, page) : [];
    return { status: 200, body: { objects: page, ...(related.length ? { related_objects: related } : {}), ...(cursor ? { cursor } : {}), latest_time: iso(ctx.now) } };
  }));

  app.post('/v2/catalog/object', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const key = idempotencyKeyOf(body, 128);
    if (!body.object || typeof body.object !== 'object') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'object');
    return once(ctx, 'UpsertCatalogObject', key, () => ({ status: 200, body: upsert(ctx, body.object as Record<string, unknown>) }));
  }));

  app.get('/v2/catalog/object/:object_id', kit.handler((ctx) => {
    const found = findObject(ctx.tenant, ctx.request.params.object_id as string);
    if (!found) throw squareFailure(404, 'NOT_FOUND', `Object with ID ${String(ctx.request.params.object_id).slice(0, 40)} not found.`);
    const related = ctx.request.query.get('include_related_objects') === 'true' ? relatedTo(ctx.tenant, [found.object]) : [];
    return { status: 200, body: { object: found.object, ...(related.length ? { related_objects: related } : {}) } };
  }));

  app.delete('/v2/catalog/object/:object_id', kit.handler((ctx) => {
    const found = findObject(ctx.tenant, ctx.request.params.object_id as string);
    if (!found) throw squareFailure(404, 'NOT_FOUND', `Object with ID ${String(ctx.request.params.object_id).slice(0, 40)} not found.`);
    const { object, parent } = found;
    if (parent) {
      const where = NESTED[object.type]!;
      const rest = childrenOf(parent).filter((child) => child.id !== object.id);
      if (parent.type === 'ITEM' && rest.length === 0) throw squareFailure(400, 'INVALID_VALUE', 'An item must keep at least one variation; delete the item instead.', 'object_id');
      dataOf(parent)[where.list] = rest;
      parent.version = Math.max(ctx.now, parent.version + 1);
      catalogTable(ctx.tenant).updated(parent.id);
      ctx.emit('catalog.version.updated', 'catalog', parent);
      return { status: 200, body: { deleted_object_ids: [object.id], deleted_at: iso(ctx.now) } };
    }
    catalogTable(ctx.tenant).remove(object.id);
    ctx.emit('catalog.version.updated', 'catalog', object);
    return { status: 200, body: { deleted_object_ids: [object.id, ...childrenOf(object).map((child) => child.id)], deleted_at: iso(ctx.now) } };
  }));
}
