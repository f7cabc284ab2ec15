/**
 * BambooHR's OAuth 2.0 authorization server, as each company serves it at
 * https://{companyDomain}.bamboohr.com (the description's `oauth` security
 * scheme: authorization code flow, /authorize.php and /token.php; BambooHR's
 * "Getting Started" guide for the rest):
 *
 *  - consent at GET /authorize.php?request=authorize (client_id, redirect_uri,
 *    response_type=code, scope, state); no PKCE;
 *  - POST /token.php?request=token with client_id and client_secret in the
 *    body (JSON, as the guide sends it, or a form);
 *  - access tokens live an hour (expires_in 3600); a refresh token only
 *    with the `offline_access` scope; the answer also names the company
 *    (`companyDomain`), and carries an OpenID `id_token` when `openid` was asked for.
 *
 * Consenting grants access to the demo company.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { BambooHRAccount } from './account.js';

export const BAMBOOHR_OAUTH_PATHS = { authorize: '/authorize.php', decision: '/authorize.php/decision', token: '/token.php' } as const;

export const BAMBOOHR_ACCESS_TOKEN_SECONDS = 3600;

/** Throttled, the token endpoint answers as the API does: 503 with Retry-After and the reason in a header. */
function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(503).headers({ 'retry-after': '30', 'x-bamboohr-error-message': 'Too many requests' }).send();
}

export function bamboohrOAuthProfile(account: BambooHRAccount): OAuthPlatformProfile {
  return {
    paths: BAMBOOHR_OAUTH_PATHS,
    codeLifetimeSeconds: 600,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: account.companyDomain,
    refreshTokens: { issuedFor: (scopes) => scopes.includes('offline_access'), lifetimeSeconds: 365 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      token_type: 'Bearer',
      scope: tokens.scopes.join(' '),
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      // An OpenID id_token only where the client asked for `openid`, as OpenID Connect has it.
      ...(tokens.scopes.includes('openid') ? { id_token: `${account.companyDomain}.${tokens.accessToken.slice(0, 12)}` } : {}),
      companyDomain: account.companyDomain,
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'BambooHR',
      accent: '#73c41d',
      account: { name: 'Account Owner', email: `owner@${account.companyDomain}.example` },
      site: `${account.companyDomain}.bamboohr.com`,
      describeScope: (scope) => (scope === 'offline_access' ? 'Stay connected (refresh tokens)' : scope),
    },
  };
}

export function mountBambooHROAuth(app: FastifyInstance, account: BambooHRAccount): OAuthServer {
  const server = mountOAuthServer(app, bamboohrOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.bamboohr, redirectUris: [] }]);
  server.setAccessTokenLifetime(BAMBOOHR_ACCESS_TOKEN_SECONDS);
  return server;
}
