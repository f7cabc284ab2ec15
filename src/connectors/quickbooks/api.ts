/**
 * How the connector talks to QuickBooks Online's Accounting API (v3), in one
 * place: every request carries `minorversion`; a `Fault` is a failure even
 * in a 200 answer (Intuit: "the response body may contain a Fault element");
 * "Object Not Found" (400, code 610) on a record is the unified 404; a
 * write under an idempotency key carries it as `requestid`, so QuickBooks
 * answers a retry with its first answer instead of writing twice.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';
import { entityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';

/** The minor version the connector is written against (Intuit's default since August 2025). */
export const MINOR_VERSION = '75';

export type Json = Record<string, any>;

interface QboError {
  Message?: string;
  Detail?: string;
  code?: string;
  element?: string;
}

function faultOf(body: unknown): { type?: string; Error?: QboError[] } | undefined {
  const record = body as { Fault?: unknown; fault?: unknown } | null;
  const fault = (record?.Fault ?? record?.fault) as { type?: string; Error?: QboError[]; error?: QboError[] } | undefined;
  if (!fault || typeof fault !== 'object') return undefined;
  return { ...(fault.type ? { type: fault.type } : {}), Error: fault.Error ?? fault.error ?? [] };
}

/** The people-readable part of a Fault: "Stale Object Error: You and … were working on this at the same time." */
export function quickbooksErrorMessage(body: unknown): string | undefined {
  const first = faultOf(body)?.Error?.[0];
  if (!first) return undefined;
  const detail = first.Detail && first.Detail !== first.Message ? `: ${first.Detail}` : '';
  return `${first.Message ?? 'QuickBooks refused the request'}${detail}`.slice(0, 500);
}

/** The QuickBooks error code of a failure (610, 5010, 4000…), when it was a Fault. */
export function faultCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return faultOf((error.detail as { downstream_body?: unknown } | undefined)?.downstream_body)?.Error?.[0]?.code;
}

/** "Object Not Found": QuickBooks' answer (400, code 610) for an id it has no record of. */
export const isObjectNotFound = (body: unknown): boolean => faultOf(body)?.Error?.[0]?.code === '610';

/**
 * One call to QuickBooks: minorversion added, a write under an idempotency
 * key sent with it as `requestid` (QuickBooks answers a resend with its first
 * answer: safe to retry), a Fault in a 2xx answer raised as the 400 it stands for.
 */
export async function quickbooksCall<T = Json>(ctx: ConnectorContext, request: DownstreamRequest): Promise<DownstreamResponse<T>> {
  const keyed = request.method !== 'GET' && ctx.idempotencyKey !== undefined;
  const query = { ...request.query, ...(keyed ? { requestid: ctx.idempotencyKey } : {}), minorversion: MINOR_VERSION };
  const response = await ctx.http.request<T>({ ...request, query, ...(keyed ? { idempotent: true } : {}) });
  if (faultOf(response.body)) {
    throw new ApiError('ConnectorExecutionError', { status: 400, message: quickbooksErrorMessage(response.body) ?? 'QuickBooks answered with a Fault', detail: { downstream_status: 200, downstream_body: response.body } });
  }
  return response;
}

export async function qbo<T = Json>(ctx: ConnectorContext, request: DownstreamRequest): Promise<T> {
  return (await quickbooksCall<T>(ctx, request)).body;
}

/** Runs a call about one record, turning QuickBooks' "Object Not Found" (610) into the unified 404. */
export async function aboutRecord<T>(entity: string, id: string, call: () => Promise<T>): Promise<T> {
  // QuickBooks' ids are whole numbers (the company info's is the realm id): anything else cannot exist.
  if (!/^\d{1,20}$/.test(id)) throw entityNotFound(`No QuickBooks ${entity} has this id`, { id: id.slice(0, 64) });
  try {
    return await call();
  } catch (error) {
    if (faultCode(error) === '610') throw entityNotFound(`No QuickBooks ${entity} has this id`, { id });
    throw error;
  }
}

/** GET /{entity}/{id}: the record, or the unified 404. */
export function readEntity(ctx: ConnectorContext, entity: string, id: string): Promise<Json> {
  return aboutRecord(entity, id, async () => (await qbo(ctx, { method: 'GET', path: `/${entity.toLowerCase()}/${segment(id)}` }))[entity] as Json);
}

/** POST /{entity}[?operation=…]: a create, a sparse update, a delete or a void; `requestid` from the idempotency key. */
export async function writeEntity(ctx: ConnectorContext, entity: string, body: Json, query: Record<string, string> = {}): Promise<Json> {
  const answer = await qbo(ctx, { method: 'POST', path: `/${entity.toLowerCase()}`, query, json: body });
  const record = answer[entity] as Json | undefined;
  if (!record) throw new ApiError('ConnectorExecutionError', { status: 502, message: `QuickBooks answered the ${entity} write without the ${entity}` });
  return record;
}

/** The record's current SyncToken: the client's `row_version` when it sent one, else read from QuickBooks. */
export async function syncTokenOf(ctx: ConnectorContext, entity: string, id: string, rowVersion: unknown): Promise<{ record?: Json; syncToken: string }> {
  if (typeof rowVersion === 'string' && /^\d+$/.test(rowVersion)) return { syncToken: rowVersion };
  const record = await readEntity(ctx, entity, id);
  return { record, syncToken: String(record.SyncToken) };
}

/** A sparse update of the fields given, with the SyncToken QuickBooks checks. */
export async function updateEntity(ctx: ConnectorContext, entity: string, id: string, changes: Json, rowVersion?: unknown): Promise<Json> {
  const { syncToken } = await syncTokenOf(ctx, entity, id, rowVersion);
  return aboutRecord(entity, id, () => writeEntity(ctx, entity, { ...changes, Id: id, SyncToken: syncToken, sparse: true }));
}

/** POST ?operation=delete with the current SyncToken. */
export async function deleteEntity(ctx: ConnectorContext, entity: string, id: string): Promise<{ id: string }> {
  const { syncToken } = await syncTokenOf(ctx, entity, id, undefined);
  await aboutRecord(entity, id, () => writeEntity(ctx, entity, { Id: id, SyncToken: syncToken }, { operation: 'delete' }));
  return { id };
}
