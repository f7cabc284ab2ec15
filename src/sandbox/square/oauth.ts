/**
 * Square's OAuth 2.0 authorization server
 * (https://developer.squareup.com/docs/oauth-api/overview; api.json's
 * ObtainToken at POST /oauth2/token):
 *
 *  - consent at GET /oauth2/authorize (client_id, scope, session, state);
 *  - POST /oauth2/token with a JSON body carrying client_id and client_secret;
 *  - access tokens live 30 days; the answer carries `expires_at` (RFC 3339),
 *    `merchant_id` and `token_type: "bearer"`; a refresh answers a new access
 *    token (code-flow refresh tokens do not expire and are kept).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { SquareAccount } from './accounts.js';

export const SQUARE_OAUTH_PATHS = { authorize: '/oauth2/authorize', decision: '/oauth2/authorize/decision', token: '/oauth2/token' } as const;

/** Square's access tokens last 30 days. */
export const SQUARE_ACCESS_TOKEN_SECONDS = 30 * 86_400;

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).send({ errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Rate limit exceeded' }] });
}

export function squareOAuthProfile(account: SquareAccount): OAuthPlatformProfile {
  return {
    paths: SQUARE_OAUTH_PATHS,
    codeLifetimeSeconds: 300,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_post'],
    subject: account.merchantId,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 10 * 365 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      token_type: 'bearer',
      expires_at: new Date(Date.now() + tokens.accessExpiresIn * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      merchant_id: account.merchantId,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      short_lived: false,
    }),
    tokenError: (error) => ({
      status: error.error === 'invalid_client' ? 401 : 400,
      body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: error.error === 'invalid_client' ? 'UNAUTHORIZED' : 'BAD_REQUEST', detail: error.description }] },
    }),
    rateLimited,
    consent: {
      platformName: 'Square',
      accent: '#006aff',
      account: { name: account.ownerName, email: account.ownerEmail },
      site: account.businessName,
      describeScope: (scope) => scope,
    },
  };
}

/** Mounts Square's OAuth endpoints; consenting grants access to the demo café. */
export function mountSquareOAuth(app: FastifyInstance, account: SquareAccount): OAuthServer {
  const server = mountOAuthServer(app, squareOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.square, redirectUris: [] }]);
  server.setAccessTokenLifetime(SQUARE_ACCESS_TOKEN_SECONDS);
  return server;
}
