/**
 * Xero's OAuth 2.0 authorization server ("OAuth 2.0 auth code flow",
 * developer.xero.com), on the kit's shared server:
 *
 *  - consent at https://login.xero.com/identity/connect/authorize, where the
 *    user also picks the organisations to connect (here: all of theirs);
 *  - tokens at POST https://identity.xero.com/connect/token, form-encoded,
 *    the client authenticated with HTTP Basic (the body's client_id and
 *    client_secret are accepted too); PKCE with S256;
 *  - access tokens live 30 minutes; a refresh token comes with the
 *    `offline_access` scope, lasts 60 days and is replaced at every refresh;
 *  - errors as `{"error": "invalid_grant"}`.
 *
 * The tenants a token reaches are listed at GET /connections (connections.ts).
 */
import type { FastifyInstance } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { XERO_DEMO_USER, XERO_ORGANISATIONS } from './accounts.js';

export const XERO_OAUTH_PATHS = { authorize: '/identity/connect/authorize', decision: '/identity/connect/authorize/decision', token: '/connect/token' } as const;
export const XERO_ACCESS_TOKEN_SECONDS = 1800;
const REFRESH_TOKEN_SECONDS = 60 * 86_400;

const SCOPES: Readonly<Record<string, string>> = {
  openid: 'Know who you are',
  profile: 'See your name',
  email: 'See your email address',
  offline_access: 'Keep access to your data when you are not using the app',
  'accounting.transactions': 'View and manage your business transactions',
  'accounting.transactions.read': 'View your business transactions',
  'accounting.contacts': 'View and manage your contacts',
  'accounting.contacts.read': 'View your contacts',
  'accounting.settings': 'View and manage your organisation settings',
  'accounting.settings.read': 'View your organisation settings',
  'accounting.journals.read': 'View your general ledger',
  'accounting.attachments': 'View and manage your attachments',
  'accounting.attachments.read': 'View your attachments',
  'accounting.reports.read': 'View your reports',
};

/** The apps' OAuth servers, by emulator: the identity routes read tokens through them. */
const servers = new WeakMap<FastifyInstance, OAuthServer>();

export function oauthServerOf(app: FastifyInstance): OAuthServer | undefined {
  return servers.get(app);
}

export function xeroOAuthProfile(): OAuthPlatformProfile {
  const user = XERO_DEMO_USER;
  const organisations = XERO_ORGANISATIONS.filter((organisation) => user.organisations.includes(organisation.id)).map((organisation) => organisation.name);
  return {
    paths: XERO_OAUTH_PATHS,
    // Xero's codes are good for five minutes.
    codeLifetimeSeconds: 300,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_basic', 'client_secret_post'],
    subject: user.id,
    refreshTokens: { issuedFor: (scopes) => scopes.includes('offline_access'), lifetimeSeconds: REFRESH_TOKEN_SECONDS, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      token_type: 'Bearer',
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(' '),
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error } }),
    rateLimited: (reply) => reply.code(429).header('retry-after', '60').send({ error: 'rate_limit_exceeded' }),
    consent: {
      platformName: 'Xero',
      accent: '#13b5ea',
      account: { name: `${user.firstName} ${user.lastName}`, email: user.email },
      site: organisations.join(' and '),
      describeScope: (scope) => SCOPES[scope] ?? scope,
    },
  };
}

/** Mounts Xero's identity endpoints with the sandbox's client registered (no redirect URI yet) and 30-minute access tokens. */
export function mountXeroOAuth(app: FastifyInstance): OAuthServer {
  const server = mountOAuthServer(app, xeroOAuthProfile(), [{ ...SANDBOX_OAUTH_CLIENTS.xero, redirectUris: [] }]);
  server.setAccessTokenLifetime(XERO_ACCESS_TOKEN_SECONDS);
  servers.set(app, server);
  return server;
}
