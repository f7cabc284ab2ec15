/**
 * Shopify's OAuth 2.0 authorization code grant, as each shop serves it at
 * https://{shop}.myshopify.com (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant):
 *
 *  - consent at GET /admin/oauth/authorize (client_id, scope as a
 *    comma-separated list such as `read_orders,read_all_orders`,
 *    redirect_uri, state); the redirect back carries code, state and `shop`;
 *  - POST /admin/oauth/access_token with client_id, client_secret and code
 *    (a form or JSON), answered `{access_token, scope}`: an offline token,
 *    which never expires and has no refresh token; `scope` is what was granted,
 *    comma-separated;
 *  - the app's client secret also signs the webhooks it subscribes (webhooks.ts).
 *
 * Consenting grants access to the demo shop. Shortcut: the redirect carries
 * no `hmac` and `timestamp` (Shopify signs its redirect with the client secret).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { shopDomainOf, type ShopifyAccount } from './accounts.js';

export const SHOPIFY_OAUTH_PATHS = { authorize: '/admin/oauth/authorize', decision: '/admin/oauth/authorize/decision', token: '/admin/oauth/access_token' } as const;

/** Offline tokens do not expire: ten years is longer than any sandbox lives. */
const NEVER_EXPIRES_SECONDS = 10 * 365 * 86_400;

const SCOPE_LINES: Readonly<Record<string, string>> = {
  read_orders: 'View orders of the last 60 days',
  read_all_orders: 'View all orders, however old',
  read_products: 'View products, variants and collections',
  read_customers: 'View customers and their addresses',
};

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).headers({ 'retry-after': '2' }).send({ errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' });
}

export function shopifyOAuthProfile(account: ShopifyAccount): OAuthPlatformProfile {
  return {
    paths: SHOPIFY_OAUTH_PATHS,
    scopeSeparator: /[\s,]+/,
    codeLifetimeSeconds: 600,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: account.handle,
    refreshTokens: { issuedFor: () => false, lifetimeSeconds: 0, rotationRevokesAccessToken: false },
    requestedLifetimes: () => ({ accessSeconds: NEVER_EXPIRES_SECONDS }),
    redirectParameters: () => ({ shop: shopDomainOf(account) }),
    tokenResponse: (tokens) => ({ access_token: tokens.accessToken, scope: tokens.scopes.join(',') }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Shopify',
      accent: '#008060',
      account: { name: account.ownerName, email: account.email },
      site: shopDomainOf(account),
      describeScope: (scope) => SCOPE_LINES[scope] ?? scope,
    },
  };
}

/** The authorization server of each started emulator, for its GraphQL route (scopes and app secrets of issued tokens). */
export const oauthServers = new WeakMap<FastifyInstance, OAuthServer>();

export function mountShopifyOAuth(app: FastifyInstance, account: ShopifyAccount): OAuthServer {
  const server = mountOAuthServer(app, shopifyOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.shopify, redirectUris: [] }]);
  server.setAccessTokenLifetime(NEVER_EXPIRES_SECONDS);
  oauthServers.set(app, server);
  return server;
}
