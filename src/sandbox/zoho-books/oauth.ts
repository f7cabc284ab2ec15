/**
 * Zoho's OAuth 2.0 authorization server (accounts.zoho.com, "OAuth" in the
 * Zoho Books API reference and Zoho's OAuth 2.0 guide), on the kit's shared
 * server:
 *
 *  - consent at GET /oauth/v2/auth (client_id, response_type=code,
 *    redirect_uri, scope as comma-separated ZohoBooks.* scopes,
 *    access_type=offline for a refresh token, prompt=consent);
 *  - tokens at POST /oauth/v2/token with the client's id and secret as
 *    form parameters; no PKCE;
 *  - access tokens live an hour (`expires_in: 3600`) and every answer names
 *    the API domain of the user's data centre (`api_domain`);
 *  - a refresh answers a new access token only: the refresh token is kept
 *    and does not expire until revoked;
 *  - a code or refresh token it does not know is `{"error": "invalid_code"}`,
 *    an unknown client `{"error": "invalid_client"}`.
 *
 * The emulator issues a refresh token on every consent (it does not model
 * access_type=online).
 */
import type { FastifyInstance } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { ZOHO_DEMO_USER, ZOHO_ORGANIZATIONS } from './accounts.js';

export const ZOHO_OAUTH_PATHS = { authorize: '/oauth/v2/auth', decision: '/oauth/v2/auth/decision', token: '/oauth/v2/token' } as const;
export const ZOHO_ACCESS_TOKEN_SECONDS = 3600;
const TEN_YEARS = 10 * 365 * 86_400;

const SCOPE_LINES: Readonly<Record<string, string>> = {
  'ZohoBooks.fullaccess.all': 'Full access to your Zoho Books organizations',
  'ZohoBooks.contacts.ALL': 'View and manage your customers and vendors',
  'ZohoBooks.invoices.ALL': 'View and manage your invoices',
  'ZohoBooks.salesorders.ALL': 'View and manage your sales orders',
  'ZohoBooks.accountants.ALL': 'View and manage your chart of accounts',
  'ZohoBooks.settings.READ': 'View your organizations, items, taxes and currencies',
};

/** The apps' OAuth servers, by emulator: GET /organizations reads tokens through them. */
const servers = new WeakMap<FastifyInstance, OAuthServer>();

export function oauthServerOf(app: FastifyInstance): OAuthServer | undefined {
  return servers.get(app);
}

export function zohoOAuthProfile(): OAuthPlatformProfile {
  const user = ZOHO_DEMO_USER;
  const organizations = ZOHO_ORGANIZATIONS.filter((organization) => user.organizations.includes(organization.id)).map((organization) => organization.name);
  return {
    paths: ZOHO_OAUTH_PATHS,
    codeLifetimeSeconds: 120,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: user.id,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: TEN_YEARS, rotationRevokesAccessToken: false, rotates: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(','),
      api_domain: 'https://www.zohoapis.com',
      token_type: 'Bearer',
      expires_in: tokens.accessExpiresIn,
    }),
    tokenError: (error) => ({
      status: error.error === 'invalid_client' ? 401 : 400,
      body: { error: error.error === 'invalid_client' ? 'invalid_client' : error.error === 'unsupported_grant_type' ? 'unsupported_grant_type' : error.cause === 'redirect_uri' ? 'invalid_redirect_uri' : 'invalid_code' },
    }),
    rateLimited: (reply) => reply.code(429).send({ error: 'Access Denied', error_description: 'You have made too many requests continuously. Please try again after some time.' }),
    consent: {
      platformName: 'Zoho',
      accent: '#e42527',
      account: { name: user.name, email: user.email },
      site: organizations.join(', '),
      describeScope: (scope) => SCOPE_LINES[scope] ?? scope,
    },
  };
}

/** Mounts accounts.zoho.com's endpoints with the sandbox's client registered (no redirect URI yet) and one-hour access tokens. */
export function mountZohoOAuth(app: FastifyInstance): OAuthServer {
  const server = mountOAuthServer(app, zohoOAuthProfile(), [{ ...SANDBOX_OAUTH_CLIENTS['zoho-books'], redirectUris: [] }]);
  server.setAccessTokenLifetime(ZOHO_ACCESS_TOKEN_SECONDS);
  servers.set(app, server);
  return server;
}
