/**
 * Atlassian's OAuth 2.0 (3LO) authorization server, auth.atlassian.com, as
 * documented in https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/
 * and https://developer.atlassian.com/cloud/oauth/getting-started/refresh-tokens/:
 *
 *  - consent at GET /authorize with audience=api.atlassian.com (required),
 *    client_id, scope, redirect_uri, state, response_type=code, prompt=consent;
 *    the form posts to /authorize/consent;
 *  - POST /oauth/token with a JSON body (a form is accepted too), client_id and
 *    client_secret in the body; no PKCE is documented (challenges sent anyway
 *    are checked, S256 only, as Auth0, which Atlassian's server is built on, does);
 *  - refresh tokens only when offline_access was granted; they rotate: each
 *    refresh returns a new one and disables the one used; a refresh token
 *    expires after 90 days unused and every grant after 365 days; replaying a
 *    spent token outside a 10-minute leeway revokes the whole grant
 *    (https://community.developer.atlassian.com/t/updated-31-january-2022-action-required-deprecating-persistent-refresh-tokens/54172).
 *    Inside the leeway the emulator still refuses the replay: a client must
 *    always keep the newest refresh token;
 *  - access tokens live an hour and stay valid until then (a refresh does not kill them);
 *  - answers {access_token, expires_in, token_type, scope, refresh_token?};
 *    a spent or unknown refresh token is 403 {"error":"invalid_grant",
 *    "error_description":"Unknown or invalid refresh token."} as documented;
 *    a bad code is 403 "Invalid authorization code"; bad client credentials
 *    401 {"error":"access_denied","error_description":"Unauthorized"} (Auth0's answer).
 *
 * Atlassian documents no endpoint to revoke a 3LO token: the user removes the
 * app from their account (emulated by revokeAllGrants), so none is served.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile, TokenError } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { JIRA_DEMO_ACCOUNT, SEED_USERS } from './demo-account.js';
import { RETRY_AFTER_SECONDS } from './errors.js';

export const ATLASSIAN_OAUTH_PATHS = { authorize: '/authorize', decision: '/authorize/consent', token: '/oauth/token' } as const;
export const ATLASSIAN_AUDIENCE = 'api.atlassian.com';
export const OFFLINE_ACCESS = 'offline_access';

const DAY = 86_400;

const SCOPE_LINES: Record<string, string> = {
  'read:jira-work': 'View Jira projects, issues and search results',
  'write:jira-work': 'Create and edit issues, comments and attachments',
  'read:jira-user': 'View people and their profiles in Jira',
  'manage:jira-project': 'Create and manage Jira projects',
  'manage:jira-configuration': 'Manage Jira settings',
  'manage:jira-webhook': 'Register and manage webhooks',
  'read:me': 'View your Atlassian account profile',
  [OFFLINE_ACCESS]: 'Keep this access when you are not using the app',
};

/** Atlassian's own sentences where they are known; the framework's description otherwise. */
function invalidGrantDescription(error: TokenError): string {
  if (error.cause === 'refresh_token') return 'Unknown or invalid refresh token.';
  if (error.cause === 'code') return 'Invalid authorization code';
  if (error.cause === 'pkce') return 'Failed PKCE verification';
  return error.description;
}

function tokenError(error: TokenError) {
  if (error.error === 'invalid_client') return { status: 401, body: { error: 'access_denied', error_description: 'Unauthorized' } };
  if (error.error === 'invalid_grant') return { status: 403, body: { error: 'invalid_grant', error_description: invalidGrantDescription(error) } };
  return { status: 400, body: { error: error.error, error_description: error.description } };
}

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: 'too_many_requests', error_description: 'Rate limit exceeded' });
}

export function atlassianOAuthProfile(): OAuthPlatformProfile {
  const user = SEED_USERS.find((candidate) => candidate.accountId === JIRA_DEMO_ACCOUNT.accountId);
  if (!user) throw new Error('Jira seed lost the demo user');
  return {
    paths: ATLASSIAN_OAUTH_PATHS,
    // Not documented by Atlassian; RFC 6749 §4.1.2's recommended maximum.
    codeLifetimeSeconds: 600,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_post'],
    subject: JIRA_DEMO_ACCOUNT.accountId,
    refreshTokens: {
      issuedFor: (scopes) => scopes.includes(OFFLINE_ACCESS),
      lifetimeSeconds: 90 * DAY,
      grantLifetimeSeconds: 365 * DAY,
      rotationRevokesAccessToken: false,
      reuseRevokesGrantAfterSeconds: 600,
    },
    checkAuthorizationRequest(params) {
      const audience = params.get('audience');
      if (audience !== ATLASSIAN_AUDIENCE) return `audience must be ${ATLASSIAN_AUDIENCE}`;
      return undefined;
    },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      token_type: 'Bearer',
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(' '),
    }),
    tokenError,
    rateLimited,
    consent: {
      platformName: 'Atlassian',
      accent: '#0052cc',
      account: { name: user.displayName, email: user.emailAddress },
      site: `${JIRA_DEMO_ACCOUNT.siteName}.atlassian.net`,
      describeScope: (scope) => SCOPE_LINES[scope] ?? scope,
    },
  };
}

/** Mounts auth.atlassian.com's endpoints, with the sandbox's client registered (no redirect URI yet). */
export function mountAtlassianOAuth(app: FastifyInstance): OAuthServer {
  return mountOAuthServer(app, atlassianOAuthProfile(), [{ ...SANDBOX_OAUTH_CLIENTS.jira, redirectUris: [] }]);
}
