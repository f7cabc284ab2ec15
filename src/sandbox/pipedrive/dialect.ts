/**
 * What every Pipedrive answer shares (https://pipedrive.readme.io/docs/core-api-concepts-responses):
 *
 * - API v2 under /api/v2 (persons, organizations, deals, activities,
 *   pipelines, stages): RFC 3339 times, cursor paging (`cursor`, `limit` up
 *   to 500, `additional_data.next_cursor`);
 * - API v1 under /v1 for the rest (leads, notes, users, field
 *   definitions, webhooks): `start`/`limit` paging with
 *   `additional_data.{start, limit, more_items_in_collection}`, times as
 *   "YYYY-MM-DD HH:MM:SS" in UTC (leads: ISO 8601);
 * - `{success: true, data, additional_data}` around every answer, and
 *   `{success: false, error, error_info, data: null, additional_data: null}`
 *   for every failure;
 * - a personal API token in the `x-api-token` header (or the older
 *   `api_token` query parameter), or an OAuth access token as a bearer token;
 * - the rate-limit headers of rate-limit.ts on every answer.
 *
 * Which API a resource belongs to is its label `api` ("v1" or "v2").
 */
import {
  anyOf, apiKey, defineDialect, fail, jsonRest, oauthBearer, offsetPaging, statusOf, tokenPaging,
  type Answer, type EmulatorFailure, type PageInfo, type ResourceView,
} from '../framework/kit/index.js';
import { PIPEDRIVE_ACCOUNTS, type PipedriveAccount } from './accounts.js';
import { rateLimitHeaders } from './rate-limit.js';

export const V1 = '/v1';
export const V2 = '/api/v2';
const ERROR_INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.';

/** A v2 time: RFC 3339 in UTC, whole seconds ("2025-01-01T10:20:00Z"). */
export const v2Time = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** A v1 time: "2025-01-01 10:20:00", UTC. */
export const v1Time = (value: unknown): unknown => (typeof value === 'number' ? new Date(value).toISOString().slice(0, 19).replace('T', ' ') : value);
/** A date-only value as Pipedrive writes it ("2025-01-01"). */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const v1 = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const text = v1 ? `${v1[1]}T${v1[2]}Z` : value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Resource tables → the word Pipedrive starts "… not found" with. */
const SINGULAR: Readonly<Record<string, string>> = {
  persons: 'Person', organizations: 'Organization', deals: 'Deal', activities: 'Activity', pipelines: 'Pipeline',
  stages: 'Stage', leads: 'Lead', notes: 'Note', users: 'User', personFields: 'Field', organizationFields: 'Field',
  dealFields: 'Field', webhooks: 'Webhook',
};

function messageOf(failure: EmulatorFailure): string {
  switch (failure.kind) {
    case 'unauthenticated':
      return 'unauthorized access';
    case 'rate_limited':
      return 'Request over limit';
    case 'not_found': {
      if (failure.detail.unknownRoute) return 'Unknown method .';
      const resource = failure.detail.resource;
      return typeof resource === 'string' ? `${SINGULAR[resource] ?? 'Item'} not found` : failure.message;
    }
    case 'server_error':
      return 'Internal server error';
    default:
      return failure.message;
  }
}

/** The webhooks endpoints also say `status: "ok"` (an older envelope that stayed with them). */
const okStatus = (resource: ResourceView) => (resource.labels.status === 'ok' ? { status: 'ok' } : {});

function listEnvelope(records: Record<string, unknown>[], page: PageInfo, resource: ResourceView): unknown {
  if (resource.labels.api === 'v2') return { success: true, data: records, additional_data: { next_cursor: page.next?.token ?? null } };
  // v1 lists that Pipedrive serves whole (users, webhooks) say nothing about pages.
  if (resource.labels.paged === 'no') return { ...okStatus(resource), success: true, data: records };
  return { success: true, data: records, additional_data: { start: page.start, limit: page.size, more_items_in_collection: page.next !== null } };
}

function deletedAnswer(record: Record<string, unknown>, resource: ResourceView): Answer {
  // v2 and leads answer the id; the older v1 resources answer `data: true`, webhooks only their status, as described.
  if (resource.labels.status === 'ok') return { status: 200, body: { status: 'ok', success: true } };
  if (resource.labels.deleted === 'true') return { status: 200, body: { success: true, data: true } };
  return { status: 200, body: { success: true, data: { id: record.id } } };
}

export const pipedriveDialect = defineDialect<PipedriveAccount>(jsonRest, {
  name: 'Pipedrive',
  isApiPath: (path) => path.startsWith(`${V1}/`) || path.startsWith(`${V2}/`),
  auth: anyOf<PipedriveAccount>(
    apiKey('API token (x-api-token header)', 'header', ['x-api-token'], ([token], account) => token === account.apiToken),
    apiKey('API token (api_token query parameter)', 'query', ['api_token'], ([token], account) => token === account.apiToken),
    oauthBearer((grant, accounts) => accounts.find((account) => String(account.userId) === grant.subject)),
  ),
  // v1 paging; the v2 resources declare theirs (V2_PAGING).
  paging: offsetPaging({ offsetParam: 'start', sizeParam: 'limit', defaultSize: 100, maxSize: 500 }),
  time: v2Time,
  parseTime,
  readOnlyFields: 'ignore',
  unknownFields: 'ignore',
  envelopes: {
    one: (record, resource) => ({ ...okStatus(resource), success: true, data: record }),
    list: listEnvelope,
    deleted: deletedAnswer,
  },
  headers: (request, emulator) => rateLimitHeaders(request, PIPEDRIVE_ACCOUNTS, emulator),
  renderError(failure) {
    const status = statusOf(failure, { unsupported: 404, conflict: 400 });
    const headers: Record<string, string> = failure.kind === 'rate_limited'
      ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 2), 'x-ratelimit-remaining': '0' }
      : {};
    const body: Record<string, unknown> = { success: false, error: messageOf(failure), error_info: ERROR_INFO, data: null, additional_data: null };
    if (typeof failure.detail.code === 'string' && failure.kind === 'forbidden') body.code = failure.detail.code;
    return { status, headers, body };
  },
});

/** Cursor paging of the v2 lists: an opaque `cursor`, `limit` 1–500 (100 by default). */
export const V2_PAGING = tokenPaging({ tokenParam: 'cursor', sizeParam: 'limit', defaultSize: 100, maxSize: 500, overMax: 'reject', invalidToken: 'Invalid cursor' });

/** A v2 query parameter that is a whole number, or a 400 as v2 validates its parameters. */
export function wholeParam(name: string, value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw fail.validation(`Validation failed: ${name}: must be an integer`, { field: name });
  return Number(value);
}

/** A v2 RFC 3339 time parameter (`updated_since`), or a 400. */
export function timeParam(name: string, value: string): number {
  const ms = parseTime(value);
  if (ms === undefined) throw fail.validation(`Validation failed: ${name}: must be a valid RFC 3339 date-time`, { field: name });
  return ms;
}
