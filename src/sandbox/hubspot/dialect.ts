/**
 * What every HubSpot CRM answer shares (base https://api.hubapi.com):
 *
 * - bearer authentication: a private app's access token or an OAuth access
 *   token from the app's authorization server (oauth.ts), both
 *   `Authorization: Bearer` ("Authentication overview");
 * - records as `{id, properties, createdAt, updatedAt, archived}` with ISO
 *   8601 times and every property value a string;
 * - lists as `{results, paging: {next: {after, link}}}`, `paging` only when
 *   another page exists, paged by `limit` (at most 100, 10 when absent) and
 *   an opaque `after` ("CRM API | Contacts", "Paging");
 * - errors as `{status: "error", message, correlationId, category, errors?,
 *   context?}` ("Error handling"), a 429 with HubSpot's rate-limit body
 *   (`errorType: "RATE_LIMIT"`, `policyName`) and Retry-After;
 * - the X-HubSpot-RateLimit-* headers on every answer (rate-limit.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  anyOf, bearerToken, defineDialect, jsonRest, oauthBearer, statusOf, tokenPaging,
  type EmulatorFailure, type PagingStyle,
} from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { rateLimitHeaders } from './rate-limit.js';

/** Paths of the HubSpot API; the OAuth pages and token endpoint are the authorization server's. */
const API_PREFIXES = ['/crm/', '/account-info/', '/webhooks/'];

export const CATEGORIES: Readonly<Record<EmulatorFailure['kind'], string>> = {
  validation: 'VALIDATION_ERROR',
  not_found: 'OBJECT_NOT_FOUND',
  conflict: 'CONFLICT',
  unauthenticated: 'INVALID_AUTHENTICATION',
  forbidden: 'MISSING_SCOPES',
  rate_limited: 'RATE_LIMITS',
  unsupported: 'OBJECT_NOT_FOUND',
  server_error: 'INTERNAL_ERROR',
};

const UNAUTHENTICATED = 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview';

/** Lists of HubSpot's CRM objects: `limit` up to 100 (10 by default) and the `after` of paging.next. */
export const objectPaging: PagingStyle = tokenPaging({ tokenParam: 'after', sizeParam: 'limit', defaultSize: 10, maxSize: 100, overMax: 'reject', invalidToken: 'after is not a valid paging cursor' });

/** Lists HubSpot answers whole ({results} without paging): properties, pipelines, schemas. */
export const wholeList: PagingStyle = {
  read: () => ({ start: 0, size: Number.MAX_SAFE_INTEGER }),
  describe: (_request, page, total) => ({ info: { ...page, total, count: total, next: null, previous: null } }),
};

function body(failure: EmulatorFailure): Record<string, unknown> {
  const correlationId = randomUUID();
  if (failure.kind === 'rate_limited') {
    const policyName = String(failure.detail.policyName ?? 'TEN_SECONDLY_ROLLING');
    return {
      status: 'error',
      message: failure.detail.policyName ? failure.message : 'You have reached your ten_secondly_rolling limit.',
      errorType: 'RATE_LIMIT',
      correlationId,
      policyName,
      category: 'RATE_LIMITS',
    };
  }
  const message = failure.kind === 'unauthenticated' ? (failure.detail.expired ? failure.message : UNAUTHENTICATED) : failure.message;
  const category = failure.kind === 'unauthenticated' && failure.detail.expired ? 'EXPIRED_AUTHENTICATION' : CATEGORIES[failure.kind];
  return {
    status: 'error',
    message,
    correlationId,
    category,
    ...(typeof failure.detail.subCategory === 'string' ? { subCategory: failure.detail.subCategory } : {}),
    ...(Array.isArray(failure.detail.errors) ? { errors: failure.detail.errors } : {}),
    ...(failure.detail.context && typeof failure.detail.context === 'object' ? { context: failure.detail.context } : {}),
  };
}

export const hubspotDialect = defineDialect<HubspotAccount>(jsonRest, {
  name: 'HubSpot CRM',
  isApiPath: (path) => API_PREFIXES.some((prefix) => path.startsWith(prefix)),
  auth: anyOf<HubspotAccount>(
    bearerToken('Private app access token (Bearer)', (token, account) => token === account.privateAppToken),
    oauthBearer((grant, accounts) => accounts.find((account) => String(account.userId) === grant.subject)),
  ),
  paging: objectPaging,
  envelopes: {
    one: (record, resource) => (resource.labels.wrap ? { [resource.labels.wrap]: record } : record),
    list(records, page, resource) {
      const results = { [resource.labels.listKey ?? 'results']: records };
      if (!page.next) return results;
      return { ...results, paging: { next: { after: page.next.token, link: page.next.url } } };
    },
    deleted: () => ({ status: 204 }),
  },
  renderError(failure) {
    const status = statusOf(failure, { unsupported: 404 });
    const headers: Record<string, string> = failure.kind === 'rate_limited' ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 1) } : {};
    return { status, headers, body: body(failure) };
  },
  headers: (request, emulator) => rateLimitHeaders(request, emulator),
});
