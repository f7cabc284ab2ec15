/**
 * What every Square answer shares (https://developer.squareup.com/docs/build-basics):
 *
 * - JSON bodies that name what they carry (`{payment}`, `{orders, cursor}`),
 *   RFC 3339 times, money as `Money` objects (integer `amount` in the
 *   currency's smallest unit, and `currency`);
 * - a personal access token or an OAuth access token as `Authorization: Bearer`,
 *   acting for one seller (accounts.ts);
 * - `Square-Version: YYYY-MM-DD` on a call picks the API version; one that is
 *   not a date is refused with INVALID_SQUARE_VERSION_FORMAT;
 * - `cursor` + `limit` paging (paging.ts);
 * - every failure as `{errors: [{category, code, detail, field}]}`: 400
 *   INVALID_REQUEST_ERROR (MISSING_REQUIRED_PARAMETER, INVALID_VALUE,
 *   IDEMPOTENCY_KEY_REUSED, VERSION_MISMATCH), 401 AUTHENTICATION_ERROR
 *   UNAUTHORIZED, 402 PAYMENT_METHOD_ERROR CARD_DECLINED, 404 NOT_FOUND,
 *   429 RATE_LIMIT_ERROR RATE_LIMITED (Square documents no Retry-After).
 */
import { defineDialect, fail, tokenPaging, headerOf, jsonRest, oauthBearer, parseBearer, statusOf, type AuthScheme, type EmulatorFailure } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareWebhookSigning } from './signing.js';

export const SQUARE_API_VERSION = '2025-08-20';

function categoryOf(failure: EmulatorFailure): string {
  if (typeof failure.detail.category === 'string') return failure.detail.category;
  switch (failure.kind) {
    case 'unauthenticated':
    case 'forbidden':
      return 'AUTHENTICATION_ERROR';
    case 'rate_limited':
      return 'RATE_LIMIT_ERROR';
    case 'server_error':
      return 'API_ERROR';
    default:
      return 'INVALID_REQUEST_ERROR';
  }
}

function codeOf(failure: EmulatorFailure): string {
  if (typeof failure.detail.code === 'string') return failure.detail.code;
  switch (failure.kind) {
    case 'not_found':
      return 'NOT_FOUND';
    case 'unauthenticated':
      return 'UNAUTHORIZED';
    case 'forbidden':
      return 'FORBIDDEN';
    case 'rate_limited':
      return 'RATE_LIMITED';
    case 'conflict':
      return 'CONFLICT';
    case 'server_error':
      return 'INTERNAL_SERVER_ERROR';
    default:
      return 'BAD_REQUEST';
  }
}

/** Square's own failures: a code and category of its error list, with the status it answers them with. */
export function squareFailure(status: number, code: string, detail: string, field?: string): EmulatorFailure {
  return fail.validation(detail, { status, code, ...(field ? { field } : {}), ...(status === 402 ? { category: 'PAYMENT_METHOD_ERROR' } : {}) });
}

const issued = oauthBearer<SquareAccount>((grant, accounts) => accounts.find((account) => account.merchantId === grant.subject));

/** A seller's personal access token, or an access token from the authorization server (oauth.ts). */
const sellerToken: AuthScheme<SquareAccount> = {
  describe: 'Personal access token or OAuth 2.0 access token (Bearer)',
  authenticate(request, accounts, services) {
    const version = headerOf(request, 'square-version');
    if (version !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(version)) {
      throw squareFailure(400, 'INVALID_SQUARE_VERSION_FORMAT', 'Square-Version must be a date: YYYY-MM-DD', 'Square-Version');
    }
    const token = parseBearer(headerOf(request, 'authorization'));
    if (!token) throw fail.unauthenticated('This request could not be authorized.');
    const account = accounts.find((candidate) => candidate.personalAccessToken === token);
    if (account) return account;
    try {
      return issued.authenticate(request, accounts, services);
    } catch {
      throw fail.unauthenticated('This request could not be authorized.');
    }
  },
};

export const squareDialect = defineDialect<SquareAccount>(jsonRest, {
  name: 'Square',
  isApiPath: (path) => path.startsWith('/v2/'),
  auth: sellerToken,
  contentType: 'application/json',
  // Unused by the routes (each endpoint pages itself, paging.ts); the dialect needs one.
  paging: tokenPaging({ tokenParam: 'cursor', sizeParam: 'limit', defaultSize: 100, maxSize: 100 }),
  webhooks: squareWebhookSigning,
  renderError(failure) {
    const status = statusOf(failure, { validation: 400, unsupported: 404, conflict: 400 });
    const field = typeof failure.detail.field === 'string' ? failure.detail.field : undefined;
    const error = { category: categoryOf(failure), code: codeOf(failure), detail: failure.message, ...(field ? { field } : {}) };
    return { status, body: { errors: [error] } };
  },
});
