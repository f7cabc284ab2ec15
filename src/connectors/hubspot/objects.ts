/**
 * The CRM object endpoints, as every resource of the connector uses them
 * (/crm/v3/objects/{objectType}): a page of a list with the properties and
 * associations the mapper reads (one call, associations inline), a page of
 * a search (POST …/search, then one v4 batch read per associated type for
 * the whole page, never a call per record), one record, and the writes.
 * Records come out with their associations as `links`: the ids of each
 * associated type and, where HubSpot labels one, the primary one.
 */
import type { ConnectorContext, PagingState } from '../framework/define.js';
import { encodeQuery } from '../framework/http.js';
import { forRecord, listPaging, searchPaging, type HubspotObject, type PropertyValues } from './api.js';
import { segment } from '../framework/rest/path.js';

export interface Links {
  ids: string[];
  primary?: string;
}

export interface CrmRecord {
  id: string;
  properties: PropertyValues;
  createdAt: string;
  updatedAt: string;
  /** By associated type as the read named it ("companies"). */
  links: Record<string, Links>;
}

export interface ObjectQuery {
  /** The path's object type: "contacts", "deals", a custom object type id. */
  objectType: string;
  properties: readonly string[];
  /** Associated types to read ("companies", "contacts"). */
  associations: readonly string[];
}

export interface SearchFilter {
  propertyName: string;
  operator: 'EQ' | 'NEQ' | 'LT' | 'LTE' | 'GT' | 'GTE' | 'IN' | 'HAS_PROPERTY' | 'CONTAINS_TOKEN';
  value?: string;
  values?: string[];
}

export interface SearchQuery {
  filterGroups: { filters: SearchFilter[] }[];
  sorts: { propertyName: string; direction: 'ASCENDING' | 'DESCENDING' }[];
}

export interface RecordPage {
  records: CrmRecord[];
  next: PagingState | null;
  /** Matches in all pages, where HubSpot says (searches). */
  total?: number;
}

const objectsPath = (objectType: string) => `/crm/v3/objects/${segment(objectType)}`;

/** v3's inline associations as links: a type whose entries come labeled and unlabeled names its primary by the labeled one. */
export function inlineLinks(object: HubspotObject, names: readonly string[]): Record<string, Links> {
  const links: Record<string, Links> = {};
  for (const name of names) {
    const results = object.associations?.[name]?.results ?? [];
    const ids = [...new Set(results.map((result) => String(result.id)))];
    const labeled = results.some((result) => result.type.endsWith('_unlabeled'));
    const primary = labeled ? results.find((result) => !result.type.endsWith('_unlabeled'))?.id : undefined;
    links[name] = { ids, ...(primary === undefined ? {} : { primary: String(primary) }) };
  }
  return links;
}

export function toRecord(object: HubspotObject, links: Record<string, Links>): CrmRecord {
  return { id: String(object.id), properties: object.properties ?? {}, createdAt: object.createdAt, updatedAt: object.updatedAt, links };
}

/** Encoded once per query: a list names dozens of properties, and resources reuse their queries (object-collection.ts queryFor). */
const encodedReads = new WeakMap<ObjectQuery, string>();

/** A read's path: the object path with its properties and associations in the query string. */
function readPath(path: string, query: ObjectQuery): string {
  let encoded = encodedReads.get(query);
  if (encoded === undefined) {
    encoded = encodeQuery({ properties: query.properties.join(','), ...(query.associations.length > 0 ? { associations: query.associations.join(',') } : {}) });
    encodedReads.set(query, encoded);
  }
  return `${path}?${encoded}`;
}

/** A page of GET /crm/v3/objects/{type}: at most 100 records, associations inline. */
export async function listPage(ctx: ConnectorContext, query: ObjectQuery, params: { limit: number; state: PagingState | undefined }): Promise<RecordPage> {
  const path = objectsPath(query.objectType);
  const list = ctx.http.urlOf(path);
  const call = { list, limit: params.limit, state: listPaging.read(params.state, list) };
  const page = listPaging.request(call);
  const { body, headers } = await ctx.http.request<{ results?: HubspotObject[] }>({ method: 'GET', path: readPath(path, query), query: 'query' in page ? page.query : {} });
  const objects = body.results ?? [];
  return { records: objects.map((object) => toRecord(object, inlineLinks(object, query.associations))), next: listPaging.neighbours(call, { body, headers, count: objects.length }).next };
}

/** The associations of many records to one type, in one v4 batch read. */
async function batchLinks(ctx: ConnectorContext, from: string, ids: readonly string[], to: string): Promise<Map<string, Links>> {
  const found = new Map<string, Links>();
  if (ids.length === 0) return found;
  const { body } = await ctx.http.request<{ results?: { from: { id: string }; to: { toObjectId: number | string; associationTypes?: { label?: string | null }[] }[] }[] }>({
    method: 'POST',
    path: `/crm/v4/associations/${segment(from)}/${segment(to)}/batch/read`,
    json: { inputs: ids.map((id) => ({ id })) },
    idempotent: true,
  });
  for (const result of body.results ?? []) {
    const targets = result.to ?? [];
    const primary = targets.find((target) => (target.associationTypes ?? []).some((type) => type.label === 'Primary'));
    found.set(String(result.from.id), { ids: targets.map((target) => String(target.toObjectId)), ...(primary ? { primary: String(primary.toObjectId) } : {}) });
  }
  return found;
}

/** A page of POST /crm/v3/objects/{type}/search (at most 200), its associations read for the whole page. */
export async function searchPage(ctx: ConnectorContext, query: ObjectQuery, search: SearchQuery, params: { limit: number; state: PagingState | undefined }): Promise<RecordPage> {
  const path = `${objectsPath(query.objectType)}/search`;
  const list = ctx.http.urlOf(path);
  const call = { list, limit: params.limit, state: searchPaging.read(params.state, list) };
  const page = searchPaging.request(call);
  const paging = 'query' in page ? page.query : {};
  const { body, headers } = await ctx.http.request<{ total?: number; results?: HubspotObject[] }>({
    method: 'POST',
    path,
    json: { ...search, properties: query.properties, limit: paging.limit, ...(paging.after === undefined ? {} : { after: String(paging.after) }) },
    idempotent: true,
  });
  const objects = body.results ?? [];
  const ids = objects.map((object) => String(object.id));
  const linked = await Promise.all(query.associations.map(async (name) => [name, await batchLinks(ctx, query.objectType, ids, name)] as const));
  const records = objects.map((object) => toRecord(object, Object.fromEntries(linked.map(([name, links]) => [name, links.get(String(object.id)) ?? { ids: [] }]))));
  return { records, next: searchPaging.neighbours(call, { body, headers, count: objects.length }).next, ...(typeof body.total === 'number' ? { total: body.total } : {}) };
}

export async function getRecord(ctx: ConnectorContext, query: ObjectQuery, id: string, what: string): Promise<CrmRecord> {
  const { body } = await forRecord(what, id, () => ctx.http.request<HubspotObject>({ method: 'GET', path: readPath(`${objectsPath(query.objectType)}/${segment(id)}`, query) }));
  return toRecord(body, inlineLinks(body, query.associations));
}

export interface AssociationInput {
  toId: string;
  typeId: number;
}

export async function createRecord(ctx: ConnectorContext, objectType: string, properties: PropertyValues, associations: readonly AssociationInput[] = []): Promise<string> {
  const { body } = await ctx.http.request<{ id: string }>({
    method: 'POST',
    path: objectsPath(objectType),
    json: {
      properties,
      ...(associations.length > 0 ? { associations: associations.map((link) => ({ to: { id: link.toId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: link.typeId }] })) } : {}),
    },
  });
  return String(body.id);
}

export async function updateRecord(ctx: ConnectorContext, objectType: string, id: string, properties: PropertyValues, what: string): Promise<void> {
  await forRecord(what, id, () => ctx.http.request({ method: 'PATCH', path: `${objectsPath(objectType)}/${segment(id)}`, json: { properties } }));
}

/** DELETE archives the record (HubSpot keeps it in the recycling bin for 90 days). */
export async function archiveRecord(ctx: ConnectorContext, objectType: string, id: string, what: string): Promise<void> {
  await forRecord(what, id, () => ctx.http.request({ method: 'DELETE', path: `${objectsPath(objectType)}/${segment(id)}` }));
}

/** Associates two records: with a HubSpot-defined type id (a primary label), or the default association when none. */
export async function link(ctx: ConnectorContext, from: string, fromId: string, to: string, toId: string, typeId?: number): Promise<void> {
  const base = `/crm/v4/objects/${segment(from)}/${segment(fromId)}/associations`;
  if (typeId === undefined) {
    await ctx.http.request({ method: 'PUT', path: `${base}/default/${segment(to)}/${segment(toId)}`, idempotent: true });
    return;
  }
  await ctx.http.request({ method: 'PUT', path: `${base}/${segment(to)}/${segment(toId)}`, json: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }], idempotent: true });
}

export async function unlink(ctx: ConnectorContext, from: string, fromId: string, to: string, toId: string): Promise<void> {
  await ctx.http.request({ method: 'DELETE', path: `/crm/v4/objects/${segment(from)}/${segment(fromId)}/associations/${segment(to)}/${segment(toId)}`, idempotent: true });
}
