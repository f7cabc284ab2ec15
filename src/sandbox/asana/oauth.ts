/**
 * Asana's OAuth 2.0 authorization server at app.asana.com
 * (https://developers.asana.com/docs/oauth):
 *
 *  - consent at GET /-/oauth_authorize; token exchange and refresh at POST /-/oauth_token
 *    with a form body, client_id and client_secret in the body; PKCE with S256;
 *  - access tokens live one hour (expires_in 3600);
 *  - refresh tokens do not expire and are not rotated: the answer to a refresh
 *    has a new access token and no refresh_token, and the same refresh token
 *    keeps working until the user revokes the app;
 *  - the answer carries the user as `data: {id, gid, name, email}`;
 *  - errors as {error, error_description}.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { ASANA_DEMO_ACCOUNT } from './accounts.js';

export const ASANA_OAUTH_PATHS = { authorize: '/-/oauth_authorize', decision: '/-/oauth_authorize/decision', token: '/-/oauth_token' } as const;

const SCOPE_LINES: Record<string, string> = {
  default: 'Full access to your Asana account',
  'tasks:read': 'View tasks, their comments and attachments',
  'tasks:write': 'Create and change tasks',
  'tasks:delete': 'Delete tasks',
  'projects:read': 'View projects',
  'stories:read': 'View task activity and comments',
  'stories:write': 'Comment on tasks',
  'tags:read': 'View tags',
  'users:read': 'View people in your workspaces',
  'workspaces:read': 'View your workspaces',
};

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).header('retry-after', '30').send({ error: 'rate_limited', error_description: 'You have made too many requests recently. Please, be chill.' });
}

export function asanaOAuthProfile(): OAuthPlatformProfile {
  const user = ASANA_DEMO_ACCOUNT;
  return {
    paths: ASANA_OAUTH_PATHS,
    // Asana documents no lifetime for codes; RFC 6749 §4.1.2's recommended maximum.
    codeLifetimeSeconds: 600,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_post'],
    subject: user.userGid,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 100 * 365 * 86_400, rotationRevokesAccessToken: false, rotates: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      token_type: 'bearer',
      data: { id: Number(user.userGid), gid: user.userGid, name: user.userName, email: user.userEmail },
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Asana',
      accent: '#f06a6a',
      account: { name: user.userName, email: user.userEmail },
      site: `${user.workspaceName} workspace`,
      describeScope: (scope) => SCOPE_LINES[scope] ?? scope,
    },
  };
}

/** Mounts app.asana.com's OAuth endpoints, with the sandbox's client registered (no redirect URI yet). */
export function mountAsanaOAuth(app: FastifyInstance): OAuthServer {
  return mountOAuthServer(app, asanaOAuthProfile(), [{ ...SANDBOX_OAUTH_CLIENTS.asana, redirectUris: [] }]);
}
