/**
 * Greenhouse's authorization server for Harvest v3 (auth.greenhouse.io):
 *
 *  - custom integrations: the client credentials grant
 *    (https://harvestdocs.greenhouse.io/docs/authentication): POST /token with
 *    the credential's client id and secret in HTTP Basic, a form body with
 *    `grant_type=client_credentials` and optionally `sub`, the numeric id of
 *    the user the token acts for (else the credential's service account);
 *  - partner integrations: the authorization code grant
 *    (https://harvestdocs.greenhouse.io/docs/harvest-partner-oauth): consent at
 *    GET /authorize, codes that live one minute, access tokens one hour,
 *    refresh tokens 24 hours. Partners cannot use client credentials.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountOAuthServer, type OAuthServer } from '../framework/oauth-server.js';
import type { OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { GREENHOUSE_ACCOUNTS, type GreenhouseAccount } from './accounts.js';
import { subjectOf } from './auth.js';

export const GREENHOUSE_OAUTH_PATHS = { authorize: '/authorize', decision: '/authorize/decision', token: '/token' } as const;

export const GREENHOUSE_ACCESS_TOKEN_SECONDS = 3600;

/** Scopes the emulator knows (Harvest names them harvest:<resource>:<action>). */
export const GREENHOUSE_SCOPES = [
  'harvest:jobs:list', 'harvest:jobs:create', 'harvest:jobs:update', 'harvest:job_interview_stages:list',
  'harvest:candidates:list', 'harvest:candidates:create', 'harvest:candidates:update', 'harvest:candidates:delete',
  'harvest:applications:list', 'harvest:applications:create', 'harvest:applications:update', 'harvest:applications:delete',
  'harvest:attachments:list',
];

function rateLimited(reply: FastifyReply): FastifyReply {
  return reply.code(429).header('retry-after', '10').send({ error: 'rate_limited', error_description: 'Too Many Requests' });
}

export function greenhouseOAuthProfile(account: GreenhouseAccount): OAuthPlatformProfile {
  const consenting = account.users[0];
  return {
    paths: GREENHOUSE_OAUTH_PATHS,
    codeLifetimeSeconds: 60,
    pkceMethods: [],
    clientAuthentication: ['client_secret_basic', 'client_secret_post'],
    subject: subjectOf(account, consenting?.id),
    refreshTokens: { issuedFor: () => true, lifetimeSeconds: 24 * 3600, rotationRevokesAccessToken: false },
    clientCredentialsGrant(params, clientId) {
      const owner = GREENHOUSE_ACCOUNTS.find((candidate) => candidate.clientId === clientId);
      if (!owner) return { invalid: 'the client credentials grant is for custom integrations; partners use the authorization code grant' };
      const sub = params.get('sub');
      if (sub !== undefined && !owner.users.some((user) => String(user.id) === sub)) return { invalid: `sub names no user of the organization: ${sub.slice(0, 20)}` };
      return { subject: subjectOf(owner, sub === undefined ? undefined : Number(sub)), scopes: GREENHOUSE_SCOPES };
    },
    tokenResponse: (tokens) => ({
      access_token: tokens.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.accessExpiresIn,
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      scope: tokens.scopes.join(' '),
    }),
    tokenError: (error) => ({ status: error.error === 'invalid_client' ? 401 : 400, body: { error: error.error, error_description: error.description } }),
    rateLimited,
    consent: {
      platformName: 'Greenhouse',
      accent: '#24a47f',
      account: { name: consenting?.name ?? account.organizationName, email: consenting?.email ?? '' },
      site: account.organizationName,
      describeScope: (scope) => scope,
    },
  };
}

/** The partner app is the sandbox's client; each organization's own credential is registered for the client credentials grant. */
export function mountGreenhouseOAuth(app: FastifyInstance, account: GreenhouseAccount): OAuthServer {
  const own = GREENHOUSE_ACCOUNTS.map((candidate) => ({ clientId: candidate.clientId, clientSecret: candidate.clientSecret, name: candidate.organizationName, redirectUris: [] }));
  const server = mountOAuthServer(app, greenhouseOAuthProfile(account), [{ ...SANDBOX_OAUTH_CLIENTS.greenhouse, redirectUris: [] }, ...own]);
  server.setAccessTokenLifetime(GREENHOUSE_ACCESS_TOKEN_SECONDS);
  return server;
}
