/**
 * Box's OAuth 2.0 authorization server (developer.box.com/guides/authentication/oauth2;
 * openapi.json: authorize at https://account.box.com/api/oauth2/authorize, token at
 * https://api.box.com/oauth2/token):
 *
 *  - consent at GET /api/oauth2/authorize; codes live 30 seconds;
 *  - POST /oauth2/token with client_id and client_secret in the form body;
 *  - access tokens live about an hour (expires_in 3600), refresh tokens 60
 *    days and are single use: a refresh answers a new pair.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { BoxAccount } from './accounts.js';

export const BOX_OAUTH_PATHS = { authorize: '/api/oauth2/authorize', decision: '/api/oauth2/authorize/decision', token: '/oauth2/token' } as const;

export const BOX_ACCESS_TOKEN_SECONDS = 3600;

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).header('retry-after', '1').send({ error: 'rate_limit_exceeded', error_description: 'Request rate limit exceeded, please try again later' });
}

export function boxOAuthProfile(account: BoxAccount): OAuthPlatformProfile {
  return {
    paths: BOX_OAUTH_PATHS,
    codeLifetimeSeconds: 30,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: account.user.id,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 60 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      token_type: 'bearer',
      restricted_to: [],
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
    }),
    tokenError: (error) => ({ status: 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Box',
      accent: '#0061d5',
      account: { name: account.user.name, email: account.user.login },
      site: account.enterpriseName,
      describeScope: (scope) => scope,
    },
  };
}

export function mountBoxOAuth(app: FastifyInstance, account: BoxAccount): OAuthServer {
  const server = mountOAuthServer(app, boxOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.box, redirectUris: [] }]);
  server.setAccessTokenLifetime(BOX_ACCESS_TOKEN_SECONDS);
  return server;
}
