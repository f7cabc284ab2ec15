/**
 * Google's authorization server for Drive (accounts.google.com and
 * oauth2.googleapis.com, https://developers.google.com/identity/protocols/oauth2/web-server):
 * consent at GET /o/oauth2/v2/auth, the code exchanged and refreshed at
 * POST /token (client secret in the body or HTTP Basic, PKCE S256 or plain),
 * access tokens that live an hour, refresh tokens that are not rotated. The
 * grant's subject is the account id, which auth.ts reads back.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { GoogleDriveAccount } from './accounts.js';

export const GOOGLE_DRIVE_OAUTH_PATHS = { authorize: '/o/oauth2/v2/auth', decision: '/o/oauth2/v2/auth/decision', token: '/token' } as const;

export const GOOGLE_ACCESS_TOKEN_SECONDS = 3599;

const SCOPES: Readonly<Record<string, string>> = {
  'https://www.googleapis.com/auth/drive': 'See, edit, create, and delete all of your Google Drive files',
  'https://www.googleapis.com/auth/drive.file': 'See, edit, create, and delete only the specific Google Drive files you use with this app',
  'https://www.googleapis.com/auth/drive.readonly': 'See and download all your Google Drive files',
};

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).header('retry-after', '1').send({ error: 'rate_limit_exceeded', error_description: 'Rate limit exceeded' });
}

export function googleDriveOAuthProfile(account: GoogleDriveAccount): OAuthPlatformProfile {
  return {
    paths: GOOGLE_DRIVE_OAUTH_PATHS,
    codeLifetimeSeconds: 600,
    pkceMethods: ['S256', 'plain'],
    clientAuthentication: ['client_secret_post', 'client_secret_basic'],
    subject: account.id,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 180 * 86_400, rotationRevokesAccessToken: false },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(' '),
      token_type: 'Bearer',
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Google',
      accent: '#1a73e8',
      account: { name: account.user.displayName, email: account.user.emailAddress },
      site: 'Google Drive',
      describeScope: (scope) => SCOPES[scope] ?? scope,
    },
  };
}

export function mountGoogleDriveOAuth(app: FastifyInstance, account: GoogleDriveAccount): OAuthServer {
  const server = mountOAuthServer(app, googleDriveOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS['google-drive'], redirectUris: [] }]);
  server.setAccessTokenLifetime(GOOGLE_ACCESS_TOKEN_SECONDS);
  return server;
}
