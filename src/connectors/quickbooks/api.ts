/**
 * How the connector talks to QuickBooks Online's Accounting API (v3), in one
 * place: every request carries `minorversion`; a `Fault` is a failure even
 * in a 200 answer (Intuit: "the response body may contain a Fault element");
 * "Object Not Found" (400, code 610) on a record is the unified 404; a
 * write under an idempotency key carries it as `requestid`, so QuickBooks
 * answers a retry with its first answer instead of writing twice. The
 * collections reach it through the dialect (dialect.ts); reports, the
 * company, an entity read outside its collection (entity.ts) and attachment
 * files call it directly.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';

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
