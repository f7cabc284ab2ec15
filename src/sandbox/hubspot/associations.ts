/**
 * The v4 associations API ("CRM API | Associations v4"): which records of one
 * type are linked to records of another, read for many records in one call
 * so a page of records never costs a call each.
 *
 *   POST   /crm/v4/associations/{from}/{to}/batch/read              {inputs: [{id}]} (≤ 1,000) → {status, results: [{from, to: [{toObjectId, associationTypes}]}]}
 *   GET    /crm/v4/objects/{from}/{id}/associations/{to}             limit ≤ 500, after
 *   PUT    /crm/v4/objects/{from}/{id}/associations/default/{to}/{toId}   the default (unlabeled) association
 *   PUT    /crm/v4/objects/{from}/{id}/associations/{to}/{toId}      [{associationCategory, associationTypeId}] → 201
 *   DELETE /crm/v4/objects/{from}/{id}/associations/{to}/{toId}      every association between the two → 204
 *
 * `toObjectId` is a number in v4 answers; the types carry HubSpot's
 * category, type id and label ("Primary", or null for the unlabeled one).
 * Records without associations are left out of a batch read's results.
 */
import type { FastifyInstance } from 'fastify';
import { fail, tokenPaging, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import { typesBetween } from './association-types.js';
import { resolveType, type ResolvedType } from './types.js';

const BATCH_MAX = 1000;
const paging = tokenPaging({ tokenParam: 'after', sizeParam: 'limit', defaultSize: 500, maxSize: 500, overMax: 'reject', invalidToken: 'after is not a valid paging cursor' });

function typeNamed(ctx: KitContext<HubspotAccount>, param: string): ResolvedType {
  const named = ctx.request.params[param] ?? '';
  const type = resolveType(ctx.tenant, named);
  if (!type) throw fail.validation(`Unable to infer object type from: ${named}`, { code: 'INVALID_OBJECT_TYPE' });
  return type;
}

function requireRecord(ctx: KitContext<HubspotAccount>, type: ResolvedType, id: string): void {
  const record = ctx.tenant.table(type.table).get(id);
  if (!record || (type.custom && record.objectTypeId !== type.objectTypeId)) throw fail.notFound(`No ${type.singular} with id ${id}`, { context: { id: [id] } });
}

function associationTypes(from: ResolvedType, to: ResolvedType, typeIds: readonly number[]) {
  const primary = typesBetween(from.objectTypeId, to.objectTypeId)?.primaryId;
  return typeIds.map((typeId) => ({ category: 'HUBSPOT_DEFINED', typeId, label: typeId === primary ? 'Primary' : null }));
}

function batchRead(ctx: KitContext<HubspotAccount>) {
  const from = typeNamed(ctx, 'fromObjectType');
  const to = typeNamed(ctx, 'toObjectType');
  const inputs = (ctx.request.body as { inputs?: unknown } | null)?.inputs;
  if (!Array.isArray(inputs)) throw fail.validation('inputs must be an array of {id}', { code: 'INVALID_INPUT' });
  if (inputs.length > BATCH_MAX) throw fail.validation(`At most ${BATCH_MAX} inputs are allowed`, { code: 'TOO_MANY_INPUTS' });
  const store = associationsOf(ctx.tenant);
  const started = new Date(ctx.now).toISOString();
  const results = inputs.flatMap((input: { id?: unknown }) => {
    const id = String(input?.id ?? '');
    const links = store.of(from.objectTypeId, id, to.objectTypeId);
    if (links.length === 0) return [];
    return [{ from: { id }, to: links.map((link) => ({ toObjectId: Number(link.toObjectId), associationTypes: associationTypes(from, to, link.typeIds) })) }];
  });
  return { status: 200, body: { status: 'COMPLETE', results, startedAt: started, completedAt: new Date(ctx.now).toISOString() } };
}

function listFor(ctx: KitContext<HubspotAccount>) {
  const from = typeNamed(ctx, 'fromObjectType');
  const to = typeNamed(ctx, 'toObjectType');
  const id = ctx.request.params.fromObjectId ?? '';
  requireRecord(ctx, from, id);
  const links = associationsOf(ctx.tenant).of(from.objectTypeId, id, to.objectTypeId);
  const page = paging.read(ctx.request);
  const { info } = paging.describe(ctx.request, page, links.length);
  const results = links.slice(page.start, page.start + page.size).map((link) => ({ toObjectId: Number(link.toObjectId), associationTypes: associationTypes(from, to, link.typeIds) }));
  return { status: 200, body: { results, ...(info.next ? { paging: { next: { after: info.next.token, link: info.next.url } } } : {}) } };
}

function link(ctx: KitContext<HubspotAccount>, typeIds: readonly number[] | undefined) {
  const from = typeNamed(ctx, 'fromObjectType');
  const to = typeNamed(ctx, 'toObjectType');
  const [fromId, toId] = [ctx.request.params.fromObjectId ?? '', ctx.request.params.toObjectId ?? ''];
  requireRecord(ctx, from, fromId);
  requireRecord(ctx, to, toId);
  return { from, to, fromId, toId, typeIds: associationsOf(ctx.tenant).add(from.objectTypeId, fromId, to.objectTypeId, toId, typeIds) };
}

export function registerAssociationRoutes(app: FastifyInstance, kit: PlatformKit<HubspotAccount>): void {
  const base = '/crm/v4/objects/:fromObjectType/:fromObjectId/associations';
  app.post('/crm/v4/associations/:fromObjectType/:toObjectType/batch/read', kit.handler((ctx) => batchRead(ctx)));
  app.get(`${base}/:toObjectType`, kit.handler((ctx) => listFor(ctx)));
  app.put(`${base}/default/:toObjectType/:toObjectId`, kit.handler((ctx) => {
    const made = link(ctx, undefined);
    const started = new Date(ctx.now).toISOString();
    const results = made.typeIds.map((typeId) => ({ from: { id: made.fromId }, to: { id: made.toId }, associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId } }));
    return { status: 200, body: { status: 'COMPLETE', results, startedAt: started, completedAt: started } };
  }));
  app.put(`${base}/:toObjectType/:toObjectId`, kit.handler((ctx) => {
    const body = ctx.request.body;
    if (!Array.isArray(body) || body.length === 0) throw fail.validation('The body must be an array of {associationCategory, associationTypeId}', { code: 'INVALID_INPUT' });
    const made = link(ctx, body.map((spec: { associationTypeId?: unknown }) => Number(spec.associationTypeId)));
    const labels = associationTypes(made.from, made.to, made.typeIds).flatMap((type) => (type.label ? [type.label] : []));
    return { status: 201, body: { fromObjectTypeId: made.from.objectTypeId, fromObjectId: Number(made.fromId), toObjectTypeId: made.to.objectTypeId, toObjectId: Number(made.toId), labels } };
  }));
  app.delete(`${base}/:toObjectType/:toObjectId`, kit.handler((ctx) => {
    const from = typeNamed(ctx, 'fromObjectType');
    const to = typeNamed(ctx, 'toObjectType');
    associationsOf(ctx.tenant).remove(from.objectTypeId, ctx.request.params.fromObjectId ?? '', to.objectTypeId, ctx.request.params.toObjectId ?? '');
    return { status: 204 };
  }));
}
