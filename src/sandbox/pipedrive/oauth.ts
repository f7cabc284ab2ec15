/**
 * Pipedrive's OAuth 2.0 authorization server at oauth.pipedrive.com
 * (https://pipedrive.readme.io/docs/marketplace-oauth-authorization):
 *
 *  - consent at GET /oauth/authorize (client_id, redirect_uri, state); the
 *    app's scopes are chosen when it is registered, not per request;
 *  - POST /oauth/token with a form body and the client's id and secret in
 *    HTTP Basic; no PKCE; codes live 5 minutes;
 *  - access tokens live an hour (expires_in 3599); a refresh answers a new
 *    access token and refresh token; refresh tokens expire after 60 days
 *    unused;
 *  - every token answer names the company's own API host in `api_domain`
 *    (https://{company}.pipedrive.com), which API calls should use.
 */
import type { FastifyInstance } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { PipedriveAccount } from './accounts.js';

export const PIPEDRIVE_OAUTH_PATHS = { authorize: '/oauth/authorize', decision: '/oauth/authorize/decision', token: '/oauth/token' } as const;

const SCOPE_LINES: Record<string, string> = {
  base: 'Read your settings, users and currencies',
  'deals:read': 'See deals, pipelines and stages',
  'deals:full': 'Create, change and delete deals, pipelines and stages',
  'contacts:read': 'See persons and organizations',
  'contacts:full': 'Create, change and delete persons and organizations',
  'leads:read': 'See leads', 'leads:full': 'Create, change and delete leads',
  'activities:read': 'See activities', 'activities:full': 'Create, change and delete activities',
  'users:read': 'See the users of the company',
  'search:read': 'Search the company\'s data',
  admin: 'Manage webhooks, pipelines and custom fields',
};

export function pipedriveOAuthProfile(account: PipedriveAccount): OAuthPlatformProfile {
  return {
    paths: PIPEDRIVE_OAUTH_PATHS,
    codeLifetimeSeconds: 300,
    pkceMethods: [],
    clientAuthentication: ['client_secret_basic'],
    subject: String(account.userId),
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 60 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.accessExpiresIn,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(','),
      api_domain: `https://${account.companyDomain}.pipedrive.com`,
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { success: false, error: error.error, message: error.description } }),
    rateLimited: (reply) => reply.code(429).headers({ 'retry-after': '2' }).send({ success: false, error: 'Request over limit' }),
    consent: {
      platformName: 'Pipedrive',
      accent: '#017737',
      account: { name: account.userName, email: account.userEmail },
      site: `${account.companyName} (${account.companyDomain}.pipedrive.com)`,
      describeScope: (scope) => SCOPE_LINES[scope] ?? scope,
    },
  };
}

/** Mounts oauth.pipedrive.com's endpoints; installing the app grants access to the demo company, as its user. */
export function mountPipedriveOAuth(app: FastifyInstance, account: PipedriveAccount): OAuthServer {
  return mountOAuthServer(app, pipedriveOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.pipedrive, redirectUris: [] }]);
}
