/**
 * How the connector talks to Xero's Accounting API (https://api.xero.com/api.xro/2.0):
 * every call names the organisation it is for in `xero-tenant-id` (the
 * connection's `tenant_id` setting, which `x-svc-company-id` replaces for one
 * request), asks for JSON, and passes a write's idempotency key on as Xero's
 * own `Idempotency-Key` header, so a retry after a lost answer is safe at
 * Xero too. `xeroRequest` is that for the kit's collections (dialect.ts),
 * `xero` for the calls written by hand. Xero's errors are read by
 * `xeroErrorMessage`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse, QueryValue } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { GUID } from './guid.js';
import { allOf } from './where.js';

export const ACCOUNTING = '/api.xro/2.0';
/** As Xero's identity description writes it (Xero's paths are not case-sensitive; its guides write /connections). */
export const CONNECTIONS = '/Connections';

export interface XeroConnection {
  id: string;
  tenantId: string;
  tenantName: string;
  tenantType: string;
}

/** The organisations the connection's token reaches (Xero's identity API). */
export async function connectionsOf(ctx: ConnectorContext): Promise<XeroConnection[]> {
  const { body } = await ctx.http.request<XeroConnection[]>({ method: 'GET', path: CONNECTIONS, headers: { accept: 'application/json' } });
  if (!Array.isArray(body)) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Xero answered /connections without a list' });
  return body.filter((connection) => connection.tenantType === 'ORGANISATION');
}

/** The organisation calls go to: the connection's (or request's) tenant, else the first one the token reaches. */
export async function tenantOf(ctx: ConnectorContext): Promise<string> {
  const chosen = ctx.settings.tenant_id;
  if (chosen) return chosen;
  const first = (await connectionsOf(ctx))[0];
  if (!first) throw new ApiError('ConnectorCredentialsError', { message: 'The Xero connection reaches no organisation: connect one in Xero and try again' });
  return first.tenantId;
}

export interface XeroCall {
  method: DownstreamRequest['method'];
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Only records changed at or after this instant (If-Modified-Since). */
  modifiedSince?: string;
  /** Passes the request's idempotency key on (writes the unified operation guards). */
  idempotent?: boolean;
  accept?: string;
  /** Raw bytes of an upload (attachments). */
  bytes?: { body: Uint8Array; contentType: string };
  /** Read the answer as bytes (a download). */
  responseType?: 'bytes';
  /** Further headers (Xero's `contentType` of an attachment download). */
  headers?: Record<string, string>;
}

/**
 * Any call to Xero: the tenant and JSON asked for, and on a write the
 * request's idempotency key passed on (the gateway gives one only to the
 * writes it guards). Xero's `where` is one expression: clauses given as a
 * list travel joined with AND.
 */
export async function xeroRequest<T = unknown>(ctx: ConnectorContext, request: DownstreamRequest, passKey = true): Promise<DownstreamResponse<T>> {
  const headers: Record<string, string> = { ...request.headers, 'xero-tenant-id': await tenantOf(ctx), accept: request.headers?.accept ?? 'application/json' };
  const guarded = passKey && request.method !== 'GET' && ctx.idempotencyKey !== undefined;
  if (guarded) headers['idempotency-key'] = ctx.idempotencyKey as string;
  const where = request.query?.where;
  const query = Array.isArray(where) ? withWhere(request.query as Record<string, QueryValue>, allOf(where)) : request.query;
  return ctx.http.request<T>({
    ...request,
    headers,
    ...(query ? { query } : {}),
    // A PUT or POST under Xero's Idempotency-Key is applied once however often it arrives.
    ...(guarded ? { idempotent: true } : {}),
  });
}

function withWhere(query: Record<string, QueryValue>, where: string | undefined): Record<string, QueryValue> {
  const { where: _clauses, ...rest } = query;
  return where === undefined ? rest : { ...rest, where };
}

export async function xero<T = Record<string, unknown>>(ctx: ConnectorContext, call: XeroCall): Promise<T> {
  const headers: Record<string, string> = { ...call.headers, ...(call.accept ? { accept: call.accept } : {}) };
  if (call.modifiedSince) headers['if-modified-since'] = call.modifiedSince;
  const { body } = await xeroRequest<T>(ctx, {
    method: call.method,
    path: call.path.startsWith('/') ? call.path : `${ACCOUNTING}/${call.path}`,
    headers,
    ...(call.query ? { query: call.query } : {}),
    ...(call.json !== undefined ? { json: call.json } : {}),
    ...(call.bytes ? { bytes: call.bytes } : {}),
    ...(call.responseType ? { responseType: call.responseType } : {}),
  }, call.idempotent === true);
  return body;
}

/** Reads one record of a collection (`{Invoices: [record]}`); Xero's 404 and ids that cannot exist are EntityNotFoundError. */
export async function xeroOne<W>(ctx: ConnectorContext, collection: string, id: string, noun: string, query?: Record<string, QueryValue>): Promise<W> {
  const missing = () => entityNotFound(`No Xero ${noun} has this id`, { id: id.slice(0, 64) });
  if (!GUID.test(id)) throw missing();
  const body = await orEntityNotFound(xero<Record<string, W[]>>(ctx, { method: 'GET', path: `${collection}/${id}`, ...(query ? { query } : {}) }), missing);
  const record = body[collection]?.[0];
  if (!record) throw missing();
  return record;
}

/** The records of a write's answer (`{Invoices: [record]}`). */
export function firstOf<W>(body: Record<string, unknown>, collection: string): W {
  const record = (body[collection] as W[] | undefined)?.[0];
  if (!record) throw new ApiError('ConnectorExecutionError', { status: 502, message: `Xero answered without the ${collection} it wrote` });
  return record;
}

/** The readable part of Xero's error bodies: validation messages, a query error, the identity layer's detail, or its 404 text. */
export function xeroErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, 300) || undefined;
  if (body === null || typeof body !== 'object') return undefined;
  const error = body as { Type?: unknown; Message?: unknown; Elements?: Array<{ ValidationErrors?: Array<{ Message?: unknown }> }>; Detail?: unknown; Title?: unknown };
  const validation = (error.Elements ?? []).flatMap((element) => element.ValidationErrors ?? []).map((entry) => entry.Message).filter((message): message is string => typeof message === 'string');
  if (validation.length > 0) return validation.join('; ');
  if (typeof error.Message === 'string') return error.Message;
  if (typeof error.Detail === 'string') return `${typeof error.Title === 'string' ? `${error.Title}: ` : ''}${error.Detail}`;
  return undefined;
}
