/**
 * What every Gusto answer shares (https://docs.gusto.com/embedded-payroll/docs/):
 *
 * - bare JSON records and arrays under /v1, ISO 8601 times, dates as
 *   "YYYY-MM-DD", ids as UUIDs;
 * - an OAuth access token as `Authorization: Bearer`, acting for one company
 *   (or the company's sandbox token, accounts.ts);
 * - `X-Gusto-API-Version` (version.ts): the one version this emulator speaks,
 *   echoed on every answer; an older or unknown one is a 406;
 * - `page` + `per` paging (paging.ts): a list without `page` is answered
 *   whole, as the description says;
 * - `{errors: [{error_key, category, message}]}` for every failure (the
 *   description's Not-Found- and Unprocessable-Entity-Error-Object): 404
 *   `not_found`, 422 `invalid_attribute_value` / `invalid_operation` /
 *   `missing_parameter`, 409 `invalid_resource_version` for a stale `version`;
 *   401 for a missing or wrong token and 429 past the rate limit (200
 *   requests a minute per grant, https://docs.gusto.com/app-integrations/docs/rate-limits)
 *   in the same shape.
 */
import { defineDialect, fail, headerOf, jsonRest, oauthBearer, parseBearer, statusOf, type AuthScheme, type EmulatorFailure } from '../framework/kit/index.js';
import { GUSTO_SYSTEM_ACCESS_TOKEN, type GustoAccount } from './accounts.js';
import { gustoPaging } from './paging.js';
import { gustoWebhookSigning, WEBHOOK_SUBSCRIPTIONS_PATH } from './webhooks.js';
import { GUSTO_API_VERSION, VERSION_HEADER, versioned } from './version.js';

function categoryOf(failure: EmulatorFailure): string {
  if (typeof failure.detail.category === 'string') return failure.detail.category;
  switch (failure.kind) {
    case 'not_found':
      return 'not_found';
    case 'conflict':
      return 'invalid_resource_version';
    case 'unauthenticated':
      return 'invalid_token';
    case 'rate_limited':
      return 'rate_limit_exceeded';
    case 'server_error':
      return 'server_error';
    default:
      return 'invalid_attribute_value';
  }
}

function messageOf(failure: EmulatorFailure): string {
  if (failure.kind === 'not_found') return 'The requested resource was not found.';
  if (failure.kind === 'unauthenticated') return 'The access token is missing, invalid or expired.';
  if (failure.kind === 'rate_limited') return 'Too Many Requests';
  if (failure.kind === 'server_error') return 'Internal Server Error';
  return failure.message;
}

const issued = oauthBearer<GustoAccount>((grant, accounts) => accounts.find((account) => account.companyUuid === grant.subject));

/** Paths only the application's system access token reaches (webhooks.ts). */
const systemPath = (path: string) => path === WEBHOOK_SUBSCRIPTIONS_PATH || path.startsWith(`${WEBHOOK_SUBSCRIPTIONS_PATH}/`);

/**
 * A token from the authorization server, or a company's sandbox token
 * (accounts.ts); on the system paths, the application's system access token
 * only (it acts as the application of the first account), which no company
 * path takes.
 */
const companyToken: AuthScheme<GustoAccount> = {
  describe: issued.describe,
  authenticate(request, accounts, services) {
    const token = parseBearer(headerOf(request, 'authorization'));
    if (systemPath(request.path)) {
      if (token !== GUSTO_SYSTEM_ACCESS_TOKEN || accounts[0] === undefined) throw fail.unauthenticated();
      return accounts[0];
    }
    const account = token ? accounts.find((candidate) => candidate.sandboxAccessToken === token) : undefined;
    return account ?? issued.authenticate(request, accounts, services);
  },
};

export const gustoDialect = defineDialect<GustoAccount>(jsonRest, {
  name: 'Gusto',
  isApiPath: (path) => path.startsWith('/v1/'),
  auth: versioned(companyToken),
  paging: gustoPaging,
  contentType: 'application/json; charset=utf-8',
  headers: () => ({ [VERSION_HEADER]: GUSTO_API_VERSION }),
  webhooks: gustoWebhookSigning,
  renderError(failure) {
    // A version header Gusto does not take is answered in its own shape (version.ts).
    if (failure.detail.versionRefused) return { status: 406, body: { name: 'Invalid X-Gusto-API-Version Header', message: failure.message } };
    const status = statusOf(failure, { validation: 422, unsupported: 404 });
    const headers: Record<string, string> = failure.kind === 'rate_limited' ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 60) } : {};
    const field = typeof failure.detail.field === 'string' ? failure.detail.field : failure.kind === 'not_found' ? 'request' : 'base';
    return { status, headers, body: { errors: [{ error_key: field, category: categoryOf(failure), message: messageOf(failure) }] } };
  },
});
