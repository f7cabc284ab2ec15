/**
 * QuickBooks' writes all POST to the entity's URL
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/rest-api-quick-reference):
 *
 *   POST /v3/company/{realmId}/invoice                      create (no Id) or update (Id + SyncToken)
 *   POST /v3/company/{realmId}/invoice?operation=update     update
 *   POST /v3/company/{realmId}/invoice?operation=delete     delete ({Id, SyncToken})
 *   POST /v3/company/{realmId}/invoice?operation=void       void an invoice
 *   POST /v3/company/{realmId}/payment?operation=update&include=void   void a payment, sales receipt or bill payment
 *
 * The `operation` parameter names the kit's operation a POST is: the body's
 * Id tells an update from a create (the kit's upsert), a delete names its
 * record in the body; what each write checks and settles is the entity's
 * hooks (entity.ts). Void is QuickBooks' own: a change of amounts with an
 * event of its own.
 *
 * `requestid` (at most 50 characters) makes any of them safe to resend:
 * the same requestid in the same realm gets the first answer again and
 * changes nothing ("Request ID", Intuit's developer blog, 2015). Only
 * successful answers are remembered here: a refused write changed nothing,
 * so resending it is refused the same way.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type Answer, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import { checkBooksOpen } from './book-close.js';
import { API_PREFIX } from './dialect.js';
import { checkSyncToken, touch, type Ctx, type QboEntity } from './entity.js';
import { invalidField, objectNotFound, requiredField, unsupportedOperation } from './faults.js';
import type { QuickBooksRealm } from './realms.js';
import { cloudEventType } from './webhooks.js';

const REQUEST_IDS = 'requestids';
const MAX_REQUEST_ID = 50;
/** Remembered answers per realm; the oldest are forgotten first. */
const KEPT_REQUEST_IDS = 5000;

function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidField('', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The record id a body names: required, and one no record can have (blank, not text) is not found. */
function namedId(entity: QboEntity, body: Record<string, unknown>): string {
  if (body.Id === undefined) throw requiredField('Id');
  const id = typeof body.Id === 'string' || typeof body.Id === 'number' ? String(body.Id) : '';
  if (id.trim() === '') throw objectNotFound(entity.name, String(body.Id ?? ''));
  return id;
}

function stored(entity: QboEntity, ctx: Ctx, body: Record<string, unknown>): StoredRecord {
  const id = namedId(entity, body);
  const record = ctx.tenant.table(entity.name).get(id);
  if (!record) throw objectNotFound(entity.name, id);
  return record;
}

function voidRecord(entity: QboEntity, kit: PlatformKit<QuickBooksRealm>, ctx: Ctx): Answer {
  const body = bodyOf(ctx);
  const record = stored(entity, ctx, body);
  checkSyncToken(record, body, ctx);
  checkBooksOpen(ctx, entity.name, record, undefined);
  const previous = { ...record };
  entity.void?.(record, ctx);
  touch(record, ctx);
  ctx.tenant.table(entity.name).updated(record.id);
  entity.afterWrite?.(record, ctx, previous);
  ctx.emit(cloudEventType(entity.name, 'voided'), entity.name, record, previous);
  return { status: 200, body: kit.dialect.envelopes.one(kit.present(entity.name, record, ctx), { name: entity.name, labels: { object: entity.name } }) };
}

function dispatch(entity: QboEntity, kit: PlatformKit<QuickBooksRealm>, ctx: Ctx): Answer {
  const operation = ctx.request.query.get('operation');
  const include = ctx.request.query.get('include');
  if (operation === 'void' && entity.writes.void === 'operation') return voidRecord(entity, kit, ctx);
  if (operation === 'update' && include === 'void' && entity.writes.void === 'include') return voidRecord(entity, kit, ctx);
  if (include !== null) throw unsupportedOperation(`include=${include.slice(0, 20)}`);
  const body = bodyOf(ctx);
  if (operation === 'delete') {
    if (!entity.writes.delete) throw unsupportedOperation(`delete of ${entity.name}`);
    const id = namedId(entity, body);
    return kit.operation('delete', entity.name, { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, id } } });
  }
  if (operation !== null && operation !== 'update') throw unsupportedOperation(operation.slice(0, 20));
  const write = body.Id === undefined && operation !== 'update' ? 'create' : 'update';
  if (!entity.writes[write]) throw unsupportedOperation(`${write} of ${entity.name}`);
  if (write === 'update') namedId(entity, body);
  return kit.operation('upsert', entity.name, ctx);
}

/** The answer a requestid was first given, or the write's answer (remembered under it). */
function onceper(ctx: Ctx, run: () => Answer): Answer {
  const requestId = ctx.request.query.get('requestid');
  if (requestId === null) return run();
  if (requestId === '' || requestId.length > MAX_REQUEST_ID) throw invalidField('requestid', `requestid must be 1 to ${MAX_REQUEST_ID} characters`);
  let seen = ctx.tenant.extras.get(REQUEST_IDS) as Map<string, Answer> | undefined;
  if (!seen) ctx.tenant.extras.set(REQUEST_IDS, (seen = new Map()));
  const earlier = seen.get(requestId);
  if (earlier) return structuredClone(earlier);
  const answer = run();
  seen.set(requestId, structuredClone(answer));
  if (seen.size > KEPT_REQUEST_IDS) seen.delete(seen.keys().next().value as string);
  return answer;
}

export function registerWrites(app: FastifyInstance, kit: PlatformKit<QuickBooksRealm>, entities: readonly QboEntity[]): void {
  for (const entity of entities) {
    if (!entity.writes.create && !entity.writes.update && !entity.writes.delete && !entity.writes.void) continue;
    app.post(`${API_PREFIX}/:realmId/${entity.path}`, kit.handler((ctx) => onceper(ctx, () => dispatch(entity, kit, ctx))));
  }
  // Reads by id of an entity without writes still answer through the kit; anything else is QuickBooks' unsupported operation.
  app.post(`${API_PREFIX}/:realmId/:entity`, kit.handler((ctx) => {
    throw fail.unsupported('Unsupported Operation', { code: '500', qboDetail: `Operation ${String(ctx.request.params.entity).slice(0, 40)} is not supported.` });
  }));
}
