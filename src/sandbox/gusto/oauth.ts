/**
 * Gusto's OAuth 2.0 authorization server
 * (https://docs.gusto.com/embedded-payroll/docs/oauth2):
 *
 *  - consent at GET /oauth/authorize (client_id, redirect_uri, response_type=code,
 *    state); the app's scopes are set when it is registered;
 *  - POST /oauth/token with client_id and client_secret in the body (JSON or
 *    form, as the description's `oauth-access-token` operation sends them);
 *  - access tokens live two hours (expires_in 7200); a refresh answers a new
 *    access token and a new refresh token, and the old refresh token stops
 *    working;
 *  - a token acts for one company, named in the answer's `company_uuid`
 *    (the description's Authentication schema).
 *
 * The system access token (grant_type=system_access) of the same endpoint is
 * not served: the shared authorization server knows the code and refresh grants only.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { GustoAccount } from './accounts.js';

export const GUSTO_OAUTH_PATHS = { authorize: '/oauth/authorize', decision: '/oauth/authorize/decision', token: '/oauth/token' } as const;

/** Gusto's access tokens last two hours. */
export const GUSTO_ACCESS_TOKEN_SECONDS = 7200;

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).header('retry-after', '60').send({ errors: [{ error_key: 'base', category: 'rate_limit_exceeded', message: 'Too Many Requests' }] });
}

export function gustoOAuthProfile(account: GustoAccount): OAuthPlatformProfile {
  return {
    paths: GUSTO_OAUTH_PATHS,
    codeLifetimeSeconds: 600,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: account.companyUuid,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 365 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      token_type: 'bearer',
      expires_in: tokens.accessExpiresIn,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      created_at: Math.floor(Date.now() / 1000),
      scope: tokens.scopes.join(' '),
      company_uuid: account.companyUuid,
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Gusto',
      accent: '#f45d48',
      account: { name: account.adminName, email: account.adminEmail },
      site: account.companyName,
      describeScope: (scope) => scope,
    },
  };
}

/** Mounts Gusto's OAuth endpoints; consenting grants access to the demo company. */
export function mountGustoOAuth(app: FastifyInstance, account: GustoAccount): OAuthServer {
  const server = mountOAuthServer(app, gustoOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.gusto, redirectUris: [] }]);
  server.setAccessTokenLifetime(GUSTO_ACCESS_TOKEN_SECONDS);
  return server;
}
