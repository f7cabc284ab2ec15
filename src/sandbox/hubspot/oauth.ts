/**
 * HubSpot's OAuth 2.0 authorization server ("Working with OAuth", "OAuth
 * tokens API v1"):
 *
 *  - consent at https://app.hubspot.com/oauth/authorize (client_id, scope,
 *    optional_scope, redirect_uri, state); the user picks the account;
 *  - POST https://api.hubapi.com/oauth/v1/token, form-encoded, with
 *    client_id and client_secret in the body, for the code exchange and the
 *    refresh; PKCE (S256) is accepted;
 *  - access tokens live 30 minutes (expires_in 1800, "Expiration of OAuth
 *    access tokens is changing"); refresh tokens do not expire and are not
 *    rotated, so the vault keeps the one it has;
 *  - refusals as HubSpot words them ({status: "BAD_REFRESH_TOKEN", message,
 *    correlationId}) with RFC 6749's `error` beside them.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile, TokenError } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { HubspotAccount } from './accounts.js';

export const HUBSPOT_OAUTH_PATHS = { authorize: '/oauth/authorize', decision: '/oauth/authorize/decision', token: '/oauth/v1/token' } as const;
export const HUBSPOT_ACCESS_TOKEN_SECONDS = 1800;

const STATUSES: Readonly<Record<TokenError['cause'], string>> = {
  malformed: 'BAD_REQUEST',
  client: 'BAD_CLIENT_ID',
  code: 'BAD_AUTH_CODE',
  redirect_uri: 'BAD_REDIRECT_URI',
  pkce: 'BAD_AUTH_CODE',
  refresh_token: 'BAD_REFRESH_TOKEN',
  grant_type: 'BAD_GRANT_TYPE',
};

const SCOPES: Record<string, string> = {
  oauth: 'Basic OAuth access',
  'crm.objects.contacts.read': 'View contacts', 'crm.objects.contacts.write': 'Edit contacts',
  'crm.objects.companies.read': 'View companies', 'crm.objects.companies.write': 'Edit companies',
  'crm.objects.deals.read': 'View deals', 'crm.objects.deals.write': 'Edit deals',
  'crm.objects.owners.read': 'View owners', 'crm.lists.read': 'View lists', 'crm.schemas.custom.read': 'View custom object definitions',
};

export function hubspotOAuthProfile(account: HubspotAccount): OAuthPlatformProfile {
  return {
    paths: HUBSPOT_OAUTH_PATHS,
    // HubSpot documents no lifetime for codes; RFC 6749 §4.1.2's recommended maximum.
    codeLifetimeSeconds: 600,
    pkceMethods: ['S256'],
    clientAuthentication: ['client_secret_post'],
    subject: String(account.userId),
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 100 * 365 * 86_400, rotationRevokesAccessToken: false, rotates: false },
    tokenResponse: (tokens) => ({
      token_type: 'bearer',
      access_token: tokens.accessToken,
      expires_in: tokens.accessExpiresIn,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
    }),
    tokenError: (error) => ({
      status: 400,
      body: { status: STATUSES[error.cause], message: error.description, correlationId: randomUUID(), error: error.error, error_description: error.description },
    }),
    rateLimited: (reply) => reply.code(429).header('retry-after', '1').send({ status: 'error', message: 'You have reached your secondly limit.', errorType: 'RATE_LIMIT', correlationId: randomUUID(), policyName: 'SECONDLY' }),
    consent: {
      platformName: 'HubSpot',
      accent: '#ff7a59',
      account: { name: `${account.userFirstName} ${account.userLastName}`, email: account.userEmail },
      site: `${account.companyName} (Hub ID ${account.portalId})`,
      describeScope: (scope) => SCOPES[scope] ?? scope,
    },
  };
}

/** Mounts HubSpot's OAuth endpoints with the sandbox's client (no redirect URI yet) and 30-minute access tokens. */
export function mountHubspotOAuth(app: FastifyInstance, account: HubspotAccount): OAuthServer {
  const server = mountOAuthServer(app, hubspotOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.hubspot, redirectUris: [] }]);
  server.setAccessTokenLifetime(HUBSPOT_ACCESS_TOKEN_SECONDS);
  return server;
}
