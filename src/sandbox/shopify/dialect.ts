/**
 * What every Shopify Admin API answer shares:
 *
 *  - the shop at its own host, `https://{shop}.myshopify.com`; on loopback
 *    (an IP or localhost host) the credentials alone name the shop;
 *  - an access token in `X-Shopify-Access-Token`: a custom app's token
 *    (accounts.ts) or one issued through OAuth (oauth.ts); a token presented
 *    at another shop's host is refused like a wrong one;
 *  - failures outside GraphQL as `{"errors": "…"}` with the HTTP status (401
 *    for a bad token, 404, 429 with Retry-After, 5xx); GraphQL failures
 *    (syntax, validation, THROTTLED, ACCESS_DENIED) are HTTP 200 with an
 *    `errors` list (graphql-route.ts).
 */
import { defineDialect, fail, headerOf, jsonRest, statusOf, tokenPaging, type AuthScheme, type KitRequest } from '../framework/kit/index.js';
import type { ShopifyAccount, ShopifyToken } from './accounts.js';
import { shopifyWebhookSigning } from './webhooks.js';

const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';

/** The shop a host names: `harbor-goods.myshopify.com` → `harbor-goods`; undefined for hosts that name none. */
export function shopHandleOf(host: string | undefined): string | undefined {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return /^([a-z0-9][a-z0-9-]*)\.myshopify\./.exec(name)?.[1];
}

/** The custom-app token a request presents, if it is one. */
export function customAppToken(request: KitRequest, account: ShopifyAccount): ShopifyToken | undefined {
  const presented = headerOf(request, 'x-shopify-access-token');
  return account.tokens.find((candidate) => candidate.token === presented);
}

const accessToken: AuthScheme<ShopifyAccount> = {
  describe: 'Admin API access token in X-Shopify-Access-Token (a custom app\'s, or one issued through OAuth)',
  authenticate(request, accounts, services) {
    const token = headerOf(request, 'x-shopify-access-token');
    if (!token) throw fail.unauthenticated(INVALID_TOKEN);
    const grant = services.introspect?.(token);
    const account = accounts.find((candidate) => candidate.tokens.some((one) => one.token === token)) ?? (grant ? accounts.find((candidate) => candidate.handle === grant.subject) : undefined);
    const named = shopHandleOf(headerOf(request, 'host'));
    if (!account || (named !== undefined && named !== account.handle)) throw fail.unauthenticated(INVALID_TOKEN);
    return account;
  },
};

export const shopifyDialect = defineDialect<ShopifyAccount>(jsonRest, {
  name: 'Shopify',
  isApiPath: (path) => path.startsWith('/admin/api/'),
  auth: accessToken,
  contentType: 'application/json; charset=utf-8',
  // Unused: every list is a GraphQL connection (connection.ts); the dialect needs one.
  paging: tokenPaging({ tokenParam: 'after', sizeParam: 'first', defaultSize: 50, maxSize: 250 }),
  webhooks: shopifyWebhookSigning,
  renderError(failure) {
    const status = statusOf(failure, { validation: 400, unsupported: 404, conflict: 409 });
    const headers: Record<string, string> = failure.kind === 'rate_limited' ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 2) } : {};
    const message =
      status === 401 ? INVALID_TOKEN : status === 404 ? 'Not Found' : status === 429 ? 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' : status >= 500 ? 'Internal Server Error' : failure.message;
    return { status, headers, body: { errors: message } };
  },
});
