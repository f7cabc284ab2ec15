/**
 * Intercom's OAuth 2.0 authorization server ("Setting up OAuth",
 * https://developers.intercom.com/docs/build-an-integration/learn-more/authentication/setting-up-oauth):
 *
 *  - consent at https://app.intercom.com/oauth (client_id, state, redirect_uri);
 *  - POST https://api.intercom.io/auth/eagle/token with code, client_id and
 *    client_secret in the body; codes live about 5 minutes; no PKCE;
 *  - the answer is {token_type: "Bearer", token, access_token}: no
 *    expires_in and no refresh token. Intercom access tokens do not expire;
 *    they end when the workspace uninstalls the app. So refresh tokens are
 *    never issued here, and the access-token lifetime is set beyond any test.
 *  - permissions are chosen on the app in the Developer Hub, not per request.
 *    The shared server still wants a `scope` parameter (the service sends
 *    one); Intercom ignores it.
 */
import type { FastifyInstance } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { IntercomAccount } from './accounts.js';

export const INTERCOM_OAUTH_PATHS = { authorize: '/oauth', decision: '/oauth/decision', token: '/auth/eagle/token' } as const;

/** "Does not expire": ten years is longer than any sandbox lives. */
const NEVER_EXPIRES_SECONDS = 10 * 365 * 86_400;

export function intercomOAuthProfile(account: IntercomAccount): OAuthPlatformProfile {
  return {
    paths: INTERCOM_OAUTH_PATHS,
    codeLifetimeSeconds: 300,
    pkceMethods: [],
    clientAuthentication: ['client_secret_post'],
    subject: account.adminId,
    refreshTokens: { issuedFor: () => false, lifetimeSeconds: 0, rotationRevokesAccessToken: false },
    requestedLifetimes: () => ({ accessSeconds: NEVER_EXPIRES_SECONDS }),
    tokenResponse: (tokens) => ({ token_type: 'Bearer', token: tokens.accessToken, access_token: tokens.accessToken }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited: (reply) => reply.code(429).headers({ 'retry-after': '10' }).send({ type: 'error.list', errors: [{ code: 'rate_limit_exceeded', message: 'Rate limit exceeded' }] }),
    consent: {
      platformName: 'Intercom',
      accent: '#1f8ded',
      account: { name: account.adminName, email: account.adminEmail },
      site: `${account.workspaceName} (app.intercom.com)`,
      describeScope: (scope) => (scope === 'read_write_users' ? 'Read and write users' : scope),
    },
  };
}

export function mountIntercomOAuth(app: FastifyInstance, account: IntercomAccount): OAuthServer {
  return mountOAuthServer(app, intercomOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.intercom, redirectUris: [] }]);
}
