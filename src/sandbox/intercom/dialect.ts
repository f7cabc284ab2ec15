/**
 * What every Intercom REST answer shares (API version 2.16, described in
 * ../shared/downstream-specs/intercom/api.intercom.io.v2.16.yaml):
 *
 * - bearer authentication: a Developer Hub access token, or an OAuth token
 *   from the app's authorization server (oauth.ts);
 * - the `Intercom-Version` request header, one of the description's
 *   versions; without it the app's version (2.16 here) applies;
 * - times as UNIX seconds; records bare with a `type`; lists as
 *   `{type: "list", data, total_count, pages}` with cursor pages;
 * - errors as `{type: "error.list", request_id, errors: [{code, message, field?}]}`,
 *   a 429 with X-RateLimit-Limit / -Remaining / -Reset (epoch seconds);
 * - webhook notifications signed with X-Hub-Signature (webhooks.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  anyOf, bearerToken, defineDialect, fail, headerOf, jsonRest, oauthBearer, statusOf, tokenPaging, unixSecondsTime,
  type AuthScheme, type EmulatorFailure, type PageInfo,
} from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';
import { intercomWebhookSigning } from './webhooks.js';

/** The versions the description's `intercom_version` schema lists. */
export const INTERCOM_VERSIONS = ['1.0', '1.1', '1.2', '1.3', '1.4', '2.0', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8', '2.9', '2.10', '2.11', '2.12', '2.13', '2.14', '2.15', '2.16'];

/** Intercom's documented app rate limit: 10,000 calls a minute, spread over 10-second windows. */
const RATE_LIMIT_PER_MINUTE = 10_000;

export const INTERCOM_OAUTH_PREFIXES = ['/oauth', '/auth/eagle/'];

const CODES: Record<EmulatorFailure['kind'], { code: string; message: string }> = {
  validation: { code: 'parameter_invalid', message: 'Invalid parameter' },
  not_found: { code: 'not_found', message: 'Resource Not Found' },
  conflict: { code: 'conflict', message: 'A contact matching those details already exists' },
  unauthenticated: { code: 'unauthorized', message: 'Access Token Invalid' },
  forbidden: { code: 'forbidden', message: 'You do not have permission to access this resource' },
  rate_limited: { code: 'rate_limit_exceeded', message: 'You have exceeded the rate limit. Please try again later.' },
  unsupported: { code: 'not_found', message: 'Resource Not Found' },
  server_error: { code: 'server_error', message: 'Server Error' },
};

/** Codes handlers (and the kit's field checks) give a validation failure, as Intercom names them. */
const INTERCOM_CODES: Record<string, string> = {
  parameter_not_found: 'parameter_not_found',
  missing: 'parameter_not_found',
  intercom_version_invalid: 'intercom_version_invalid',
  invalid_sort_order: 'invalid_sort_order',
};

/** Authentication first, then the version: an unknown `Intercom-Version` is a 400, as on Intercom. */
function withVersionCheck(scheme: AuthScheme<IntercomAccount>): AuthScheme<IntercomAccount> {
  return {
    describe: scheme.describe,
    authenticate(request, accounts, services) {
      const account = scheme.authenticate(request, accounts, services);
      const version = headerOf(request, 'intercom-version');
      if (version !== undefined && !INTERCOM_VERSIONS.includes(version)) {
        throw fail.validation(`Requested version ${version.slice(0, 20)} is not valid`, { code: 'intercom_version_invalid', field: 'Intercom-Version' });
      }
      return account;
    },
  };
}

/** `pages` of a cursor list; `next` only when another page exists (Intercom leaves it out on the last page). */
export function cursorPages(page: PageInfo): Record<string, unknown> {
  const number = Math.floor(page.start / page.size) + 1;
  return {
    type: 'pages',
    ...(page.next ? { next: { page: number + 1, starting_after: page.next.token } } : {}),
    page: number,
    per_page: page.size,
    total_pages: Math.ceil(page.total / page.size),
  };
}

export const intercomDialect = defineDialect<IntercomAccount>({ ...jsonRest, ...unixSecondsTime }, {
  name: 'Intercom REST',
  isApiPath: (path) => !INTERCOM_OAUTH_PREFIXES.some((prefix) => path.startsWith(prefix)),
  auth: withVersionCheck(anyOf(
    bearerToken('Access token from the Developer Hub (Bearer)', (token, account) => token === account.accessToken),
    oauthBearer((grant, accounts) => accounts.find((account) => account.adminId === grant.subject)),
  )),
  webhooks: intercomWebhookSigning,
  paging: tokenPaging({ tokenParam: 'starting_after', sizeParam: 'per_page', defaultSize: 50, maxSize: 150, invalidToken: 'starting_after is invalid' }),
  envelopes: {
    one: (record) => record,
    list: (records, page) => ({ type: 'list', data: records, total_count: page.total, pages: cursorPages(page) }),
    deleted: (record, resource) => ({ status: 200, body: { id: record.id, external_id: record.external_id ?? null, type: resource.labels.object, deleted: true } }),
  },
  renderError(failure) {
    const usual = CODES[failure.kind];
    const code = failure.kind === 'validation' ? (INTERCOM_CODES[String(failure.detail.code)] ?? usual.code) : usual.code;
    const retry = failure.detail.retryAfterSeconds ?? 10;
    const headers: Record<string, string> = failure.kind === 'rate_limited'
      ? { 'x-ratelimit-limit': String(RATE_LIMIT_PER_MINUTE), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + Math.max(1, retry)) }
      : {};
    const error = { code, message: failure.message || usual.message, ...(typeof failure.detail.field === 'string' ? { field: failure.detail.field } : {}) };
    return { status: statusOf(failure, { validation: 400, unsupported: 404 }), headers, body: { type: 'error.list', request_id: randomUUID(), errors: [error] } };
  },
});
