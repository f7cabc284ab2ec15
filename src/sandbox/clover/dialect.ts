/**
 * What every Clover REST v3 answer shares (https://docs.clover.com/docs/use-clover-rest-api):
 *
 * - paths under `/v3/merchants/{mId}`; a token opens one merchant only: an
 *   OAuth access token (oauth.ts) or a merchant API token, as
 *   `Authorization: Bearer`; another merchant's id in the path is a 401;
 * - lists as `{"elements": [...], "href": "<this page's URL>"}`, paged by
 *   `offset` and `limit` (100 by default, at most 1000:
 *   https://docs.clover.com/docs/paginating-elements); records bare with an `href`;
 * - times as epoch milliseconds, money as whole cents;
 * - failures as `{"message": "…"}` with the HTTP status;
 * - past the rate limit a 429 whose `X-RateLimit-tokenLimit` header names
 *   the per-token limit that was hit (https://docs.clover.com/docs/api-usage-rate-limits).
 */
import { defineDialect, fail, headerOf, jsonRest, offsetPaging, oauthBearer, parseBearer, statusOf, type AuthScheme, type EmulatorFailure, type PagingStyle } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { allowedFilterHeader } from './filter.js';
import { cloverWebhookAuth } from './webhooks.js';

/** Clover's documented per-token limit: 16 requests a second. */
export const CLOVER_TOKEN_RATE_LIMIT = 16;

export const merchantIdOf = (path: string): string | undefined => /^\/v3\/merchants\/([^/?]+)/.exec(path)?.[1];

const issued = oauthBearer<CloverAccount>((grant, accounts) => accounts.find((account) => account.merchantId === grant.subject));

/** A merchant API token or an issued access token, for the merchant named in the path only. */
const merchantToken: AuthScheme<CloverAccount> = {
  describe: 'OAuth 2.0 access token or merchant API token (Bearer)',
  authenticate(request, accounts, services) {
    const token = parseBearer(headerOf(request, 'authorization'));
    if (!token) throw fail.unauthenticated('401 Unauthorized');
    let account = accounts.find((candidate) => candidate.apiToken === token);
    if (!account) {
      try {
        account = issued.authenticate(request, accounts, services);
      } catch {
        throw fail.unauthenticated('401 Unauthorized');
      }
    }
    if (merchantIdOf(request.path) !== account.merchantId) throw fail.unauthenticated('401 Unauthorized');
    return account;
  },
};

const offsets = offsetPaging({ offsetParam: 'offset', sizeParam: 'limit', defaultSize: 100, maxSize: 1000 });

/** Offset paging that also knows the page's own absolute URL, for the list's `href`. */
const paging: PagingStyle = {
  read: (request) => offsets.read(request),
  describe(request, page, total) {
    const described = offsets.describe(request, page, total);
    const query = request.query.toString();
    const self = `${request.origin}${request.path}${query === '' ? '' : `?${query}`}`;
    return { ...described, info: Object.assign(described.info, { self }) };
  },
};

function messageOf(failure: EmulatorFailure, status: number): string {
  if (status === 401) return '401 Unauthorized';
  if (status === 429) return '429 Too Many Requests';
  if (status >= 500) return '500 Internal Server Error';
  if (failure.detail.unknownRoute) return '404 Not Found';
  return failure.message;
}

export const cloverDialect = defineDialect<CloverAccount>(jsonRest, {
  name: 'Clover REST v3',
  isApiPath: (path) => path.startsWith('/v3/'),
  auth: merchantToken,
  paging,
  contentType: 'application/json',
  time: (ms) => ms,
  parseTime: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined),
  envelopes: {
    one: (record) => record,
    list: (records, page) => ({ elements: records, href: (page as { self?: string }).self }),
    deleted: () => ({ status: 200 }),
  },
  headers: (request) => allowedFilterHeader(request.method, request.path),
  webhooks: cloverWebhookAuth,
  renderError(failure) {
    const status = statusOf(failure, { unsupported: 405 });
    const headers: Record<string, string> = {};
    if (failure.kind === 'rate_limited') {
      headers['x-ratelimit-tokenlimit'] = String(failure.detail.limit ?? CLOVER_TOKEN_RATE_LIMIT);
      headers['retry-after'] = String(failure.detail.retryAfterSeconds ?? 1);
    }
    return { status, headers, body: { message: messageOf(failure, status) } };
  },
});
