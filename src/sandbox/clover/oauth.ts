/**
 * Clover's OAuth 2 v2 flow for apps (https://docs.clover.com/docs/high-trust-app-auth-flow,
 * https://docs.clover.com/dev/docs/refresh-access-tokens), on the kit's
 * shared authorization server:
 *
 *  - the merchant installs the app at GET /oauth/v2/authorize (client_id,
 *    redirect_uri, state); Clover sends it back with `merchant_id` and `code`;
 *  - POST /oauth/v2/token with a JSON body `{client_id, client_secret, code}`
 *    (no grant_type, no redirect_uri) answers `{access_token,
 *    access_token_expiration, refresh_token, refresh_token_expiration}`,
 *    expirations as Unix seconds;
 *  - POST /oauth/v2/refresh with `{client_id, refresh_token}` answers a new
 *    pair; a refresh token is single-use.
 *
 * Failures are Clover's `{message}`. The legacy non-expiring flow
 * (/oauth/authorize, GET /oauth/token) is not served: Clover retires it for
 * expiring tokens (README.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { CloverAccount } from './accounts.js';

export const CLOVER_OAUTH_PATHS = { authorize: '/oauth/v2/authorize', decision: '/oauth/v2/authorize/decision', token: '/oauth/v2/token', refresh: '/oauth/v2/refresh' } as const;

/** Lifetimes the emulator gives (Clover says not to rely on any): half an hour, and a year for refresh tokens. */
export const CLOVER_ACCESS_TOKEN_SECONDS = 1800;
const REFRESH_TOKEN_SECONDS = 365 * 86_400;

const unixSeconds = (inSeconds: number): number => Math.floor(Date.now() / 1000) + inSeconds;

export function cloverOAuthProfile(account: CloverAccount): OAuthPlatformProfile {
  return {
    paths: { authorize: CLOVER_OAUTH_PATHS.authorize, decision: CLOVER_OAUTH_PATHS.decision, token: CLOVER_OAUTH_PATHS.token },
    tokenRequests: { refreshPath: CLOVER_OAUTH_PATHS.refresh, impliedGrantType: 'authorization_code', redirectUriAtExchange: 'omitted', refreshAuthentication: 'client_id' },
    codeLifetimeSeconds: 300,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_post'],
    subject: account.merchantId,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: REFRESH_TOKEN_SECONDS, rotationRevokesAccessToken: false },
    // Clover's link names no response type or scope: the app's permissions are set in its dashboard settings.
    impliedAuthorizationParameters: { response_type: 'code', scope: 'merchant' },
    redirectParameters: ({ clientId }) => ({ merchant_id: account.merchantId, client_id: clientId }),
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      access_token_expiration: unixSeconds(tokens.accessExpiresIn),
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken, refresh_token_expiration: unixSeconds(tokens.refreshExpiresIn ?? REFRESH_TOKEN_SECONDS) }),
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { message: error.description } }),
    rateLimited: (reply: FastifyReply) => reply.code(429).send({ message: '429 Too Many Requests' }),
    consent: {
      platformName: 'Clover',
      accent: '#228800',
      account: { name: account.ownerName, email: account.ownerEmail },
      site: account.name,
      describeScope: () => 'Use this merchant\'s data as the app\'s permissions allow',
    },
  };
}

/** Mounts Clover's OAuth endpoints; installing the app grants access to the demo merchant. */
export function mountCloverOAuth(app: FastifyInstance, account: CloverAccount): OAuthServer {
  const server = mountOAuthServer(app, cloverOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.clover, redirectUris: [] }]);
  server.setAccessTokenLifetime(CLOVER_ACCESS_TOKEN_SECONDS);
  return server;
}
