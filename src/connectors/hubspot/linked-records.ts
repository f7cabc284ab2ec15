/**
 * A CRM record's associations to other records (crm-objects.ts): read for a
 * search's page in one v4 batch per associated type, and written in steps:
 * the record, then each association to another record
 * (PUT …/associations/default/…), or a lead's contact, then the lead.
 * By the connector kit's rule for such writes (kit/composite-write.ts) the
 * records a write associates are read before anything is written: an id
 * that names no record is refused with 400 naming the field, instead of a
 * 404 from the association call after the record was made. A record made
 * by a write that fails later is archived again.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { undoLeaving, type Undo, type WriteSteps } from '../kit/composite-write.js';
import { forRecord, type HubspotObject, type PropertyValues } from './api.js';
import { linksOf, type Links } from './record-fields.js';

const objectPath = (objectType: string, id: string) => `/crm/v3/objects/${segment(objectType)}/${segment(id)}`;

/** One record's properties and associations as named (the records a write checks or changes; a deal's pipeline). */
export async function readObject(ctx: ConnectorContext, target: { objectType: string; what: string }, id: string, read: { properties: readonly string[]; associations?: readonly string[] }): Promise<HubspotObject> {
  const associations = read.associations ?? [];
  const query = { properties: read.properties.join(','), ...(associations.length > 0 ? { associations: associations.join(',') } : {}) };
  return (await forRecord(target.what, id, () => ctx.http.request<HubspotObject>({ method: 'GET', path: objectPath(target.objectType, id), query }))).body;
}

/** The associations of a search's records to each type, in one v4 batch read per type: by record id, then type. */
export async function searchedLinks(ctx: ConnectorContext, from: string, records: readonly HubspotObject[], types: readonly string[]): Promise<Map<string, Record<string, Links>>> {
  const ids = records.map((record) => String(record.id));
  const found = new Map<string, Record<string, Links>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return found;
  await Promise.all(types.map(async (to) => {
    const { body } = await ctx.http.request<{ results?: { from: { id: string }; to: { toObjectId: number | string; associationTypes?: { label?: string | null }[] }[] }[] }>({
      method: 'POST',
      path: `/crm/v4/associations/${segment(from)}/${segment(to)}/batch/read`,
      json: { inputs: ids.map((id) => ({ id })) },
      idempotent: true,
    });
    for (const result of body.results ?? []) {
      const targets = result.to ?? [];
      const primary = targets.find((target) => (target.associationTypes ?? []).some((type) => type.label === 'Primary'));
      const links = found.get(String(result.from.id));
      if (links) links[to] = { ids: targets.map((target) => String(target.toObjectId)), ...(primary ? { primary: String(primary.toObjectId) } : {}) };
    }
  }));
  return found;
}

/** HubSpot's object types as a message names one record of them. */
const ONE_OF: Readonly<Record<string, string>> = { contacts: 'contact', companies: 'company', deals: 'deal', leads: 'lead' };

/** Records already read by this request's checks (a lead's company is checked before its contact is made, and again with the lead). */
const checked = new WeakMap<ConnectorContext, Set<string>>();

/** Reads every record the links name; the first that does not exist is a RequestValidationError naming its field. */
export async function checkLinkedRecords(ctx: ConnectorContext, links: readonly LinkWrite[]): Promise<void> {
  let seen = checked.get(ctx);
  if (!seen) checked.set(ctx, (seen = new Set()));
  const wanted = links.flatMap((link) => (link.ids ?? []).map((id) => ({ link, id }))).filter(({ link, id }) => !seen.has(`${link.to}/${id}`));
  await Promise.all(wanted.map(async ({ link, id }) => {
    const what = ONE_OF[link.to] ?? link.to;
    try {
      await readObject(ctx, { objectType: link.to, what }, id, { properties: ['hs_object_id'] });
    } catch (error) {
      if (!(error instanceof ApiError) || error.typeName !== 'EntityNotFoundError') throw error;
      const field = link.field ?? `${what}_id`;
      throw new ApiError('RequestValidationError', { message: `${field} names no HubSpot ${what}: ${id.slice(0, 64)}`, detail: { field, id: id.slice(0, 64) } });
    }
    seen.add(`${link.to}/${id}`);
  }));
}

/** Undoes the create of a record: HubSpot's DELETE archives it. */
export function archiveAgain(ctx: ConnectorContext, objectType: string, what: string): Undo {
  return undoLeaving('archived (HubSpot keeps it in its recycling bin for 90 days)', async (id) => {
    await forRecord(what, id, () => ctx.http.request({ method: 'DELETE', path: objectPath(objectType, id) }));
  });
}

/** Associations a write asks for: these records of `to` (null: none), optionally with a HubSpot type id (a primary label). */
export interface LinkWrite {
  to: string;
  ids: readonly string[] | null;
  /** The unified field the ids come from ("contact_id"), named when one of them names no record. */
  field?: string;
  typeId?: number;
  /** Whether associations to other records of `to` are removed (a list field), or kept (a primary field). */
  replace?: boolean;
}

/** The association a write's id field asks for: none when the field is not written; null removes the field's associations. */
export function linkOf(to: string, id: string | null | undefined, field: string, typeId?: number): LinkWrite[] {
  if (id === undefined) return [];
  return [id === null ? { to, ids: null, field } : { to, ids: [id], field, ...(typeId === undefined ? {} : { typeId }) }];
}

/** Associates two records: with a HubSpot-defined type id (a primary label), or the default association when none. */
async function link(ctx: ConnectorContext, from: string, fromId: string, to: string, toId: string, typeId?: number): Promise<void> {
  const base = `/crm/v4/objects/${segment(from)}/${segment(fromId)}/associations`;
  if (typeId === undefined) {
    await ctx.http.request({ method: 'PUT', path: `${base}/default/${segment(to)}/${segment(toId)}`, idempotent: true });
    return;
  }
  await ctx.http.request({ method: 'PUT', path: `${base}/${segment(to)}/${segment(toId)}`, json: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }], idempotent: true });
}

async function unlink(ctx: ConnectorContext, from: string, fromId: string, to: string, toId: string): Promise<void> {
  await ctx.http.request({ method: 'DELETE', path: `/crm/v4/objects/${segment(from)}/${segment(fromId)}/associations/${segment(to)}/${segment(toId)}`, idempotent: true });
}

/** Makes a write's associations true, each call a named step: adds the missing ones, removes others where asked. */
async function applyLinks(ctx: ConnectorContext, steps: WriteSteps, objectType: string, id: string, links: readonly LinkWrite[], current?: HubspotObject): Promise<void> {
  for (const wanted of links) {
    const have = current ? linksOf(current, wanted.to, undefined).ids : [];
    const ids = wanted.ids ?? [];
    for (const toId of ids) {
      if (!have.includes(toId) || wanted.typeId !== undefined) await steps.step(`associating it with ${wanted.to} ${toId}`, () => link(ctx, objectType, id, wanted.to, toId, wanted.typeId));
    }
    if (wanted.ids === null || wanted.replace) {
      for (const toId of have.filter((existing) => !ids.includes(existing))) await steps.step(`removing its association with ${wanted.to} ${toId}`, () => unlink(ctx, objectType, id, wanted.to, toId));
    }
  }
}

/**
 * A create with its associations, by the kit's rule for writes in steps:
 * the associated records are read first, typed associations go with the
 * create, default ones follow it, and the record is archived again when one
 * of them fails.
 */
export async function createWithLinks(ctx: ConnectorContext, steps: WriteSteps, target: { objectType: string; what: string }, properties: PropertyValues, links: readonly LinkWrite[], send: (body: unknown) => Promise<string>): Promise<string> {
  await checkLinkedRecords(ctx, links);
  // Typed associations go with the create; default ones follow it (HubSpot's default needs no type id).
  const typed = links.flatMap((wanted) => (wanted.typeId === undefined ? [] : (wanted.ids ?? []).map((toId) => ({ to: { id: toId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: wanted.typeId as number }] }))));
  const id = await steps.create(target.what, () => send({ properties, ...(typed.length > 0 ? { associations: typed } : {}) }), archiveAgain(ctx, target.objectType, target.what));
  await applyLinks(ctx, steps, target.objectType, id, links.filter((wanted) => wanted.typeId === undefined));
  return id;
}

/**
 * An update with its associations: the associated records are read first,
 * then the properties are written, then the associations; a failure after
 * the properties were written says so (a change is not undone).
 */
export async function updateWithLinks(ctx: ConnectorContext, steps: WriteSteps, target: { objectType: string; what: string }, id: string, properties: PropertyValues, links: readonly LinkWrite[], send: (body: unknown) => Promise<string>): Promise<void> {
  await checkLinkedRecords(ctx, links);
  const current = links.length > 0 ? await readObject(ctx, target, id, { properties: ['hs_object_id'], associations: links.map((wanted) => wanted.to) }) : undefined;
  if (Object.keys(properties).length > 0 || !current) await steps.change(target.what, id, `updating the ${target.what}`, () => send({ properties }));
  await applyLinks(ctx, steps, target.objectType, id, links, current);
}
