/**
 * Intuit's OAuth 2.0 authorization server ("OAuth 2.0",
 * https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0):
 *
 *  - consent at https://appcenter.intuit.com/connect/oauth2, where the user
 *    picks one company; the redirect back carries `code`, `state` and the
 *    company's `realmId`;
 *  - POST https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer with a
 *    form body and the client authenticated with HTTP Basic; no PKCE;
 *  - access tokens live one hour (expires_in 3600); refresh tokens 100 days
 *    (x_refresh_token_expires_in 8726400), a new one with every refresh;
 *  - errors as {error, error_description}.
 * The consenting user is the demo realm's: its realm is the one reached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { QUICKBOOKS_DEMO_REALM, type QuickBooksRealm } from './realms.js';

export const QUICKBOOKS_OAUTH_PATHS = { authorize: '/connect/oauth2', decision: '/connect/oauth2/decision', token: '/oauth2/v1/tokens/bearer' } as const;
const REFRESH_SECONDS = 100 * 86_400;

const SCOPES: Record<string, string> = {
  'com.intuit.quickbooks.accounting': 'Manage your QuickBooks data: customers, vendors, transactions and reports',
  'com.intuit.quickbooks.payment': 'Process payments',
  openid: 'Verify your identity',
  profile: 'See your name',
  email: 'See your email address',
};

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).send({ error: 'rate_limit_exceeded', error_description: 'Too many requests' });
}

export function quickbooksOAuthProfile(realm: QuickBooksRealm = QUICKBOOKS_DEMO_REALM): OAuthPlatformProfile {
  return {
    paths: QUICKBOOKS_OAUTH_PATHS,
    // Intuit's authorization codes are valid for 5 minutes.
    codeLifetimeSeconds: 300,
    pkceMethods: [],
    clientAuthentication: ['client_secret_basic'],
    subject: realm.userId,
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: REFRESH_SECONDS, rotationRevokesAccessToken: false },
    redirectParameters: () => ({ realmId: realm.id }),
    tokenResponse: (tokens) => ({
      token_type: 'bearer',
      expires_in: tokens.accessExpiresIn,
      access_token: tokens.accessToken,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken, x_refresh_token_expires_in: tokens.refreshExpiresIn }),
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Intuit QuickBooks',
      accent: '#2ca01c',
      account: { name: realm.userName, email: realm.userEmail },
      site: `${realm.companyName} (QuickBooks Online)`,
      describeScope: (scope) => SCOPES[scope] ?? scope,
    },
  };
}

/** Mounts Intuit's OAuth endpoints, with the sandbox's client registered (no redirect URI yet). */
export function mountQuickBooksOAuth(app: FastifyInstance): OAuthServer {
  return mountOAuthServer(app, quickbooksOAuthProfile(), [{ ...SANDBOX_OAUTH_CLIENTS.quickbooks, redirectUris: [] }]);
}
