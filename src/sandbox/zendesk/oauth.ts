/**
 * Zendesk's OAuth 2.0 authorization server, as each account serves it at
 * https://{subdomain}.zendesk.com (documented in "OAuth Tokens for Grant
 * Types", https://developer.zendesk.com/api-reference/ticketing/oauth/grant_type_tokens/,
 * and "Using PKCE", https://developer.zendesk.com/documentation/api-basics/authentication/oauth-pkce):
 *
 *  - consent at GET /oauth/authorizations/new; the form posts to /oauth/authorizations;
 *  - POST /oauth/tokens for grant_type authorization_code and refresh_token,
 *    client_id and client_secret in the body (JSON as documented, or a form;
 *    HTTP Basic as RFC 6749 §2.3.1 requires of servers);
 *  - authorization codes live 120 seconds; PKCE with S256 only;
 *  - since 2025 every token comes with a refresh token (default lifetime 30
 *    days); a refresh returns a new pair and deletes the previous access AND
 *    refresh tokens; the client may choose `expires_in` (300 to 172,800 s) and
 *    `refresh_token_expires_in` (7 to 90 days) in the token request;
 *  - the answer: access_token, token_type "bearer", scope, expires_in,
 *    refresh_token, refresh_token_expires_in; errors as {error, error_description}.
 */
import type { FastifyInstance } from 'fastify';
import type { OAuthServer } from '../framework/oauth-server.js';
import { mountOAuthServer } from '../framework/oauth-server.js';
import type { OAuthParams, OAuthPlatformProfile } from '../framework/oauth-profile.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import { ZENDESK_DEMO_ACCOUNT, ZENDESK_DEMO_AGENT_ID, ZENDESK_DEMO_AGENT_NAME } from './demo-account.js';
import { sendRateLimited } from './rate-limit.js';

export const ZENDESK_OAUTH_PATHS = {
  authorize: '/oauth/authorizations/new',
  decision: '/oauth/authorizations',
  token: '/oauth/tokens',
} as const;

const DAY = 86_400;
const ACCESS_RANGE = { min: 300, max: 2 * DAY };
const REFRESH_RANGE = { min: 7 * DAY, max: 90 * DAY };

const SCOPE_LINES: Record<string, string> = {
  read: 'Read everything you can see in Zendesk',
  write: 'Create, change and delete records on your behalf',
  impersonate: 'Make requests on behalf of end users',
};

function describeScope(scope: string): string {
  const known = SCOPE_LINES[scope];
  if (known) return known;
  const [resource, access] = scope.split(':');
  if (resource && access === 'read') return `Read ${resource}`;
  if (resource && access === 'write') return `Create, change and delete ${resource}`;
  return scope;
}

function wholeSeconds(params: OAuthParams, name: string, range: { min: number; max: number }): number | string | undefined {
  const text = params.get(name);
  if (text === undefined) return undefined;
  const seconds = Number(text);
  // The documented examples use the bounds themselves (refresh_token_expires_in: 604800), so they are included.
  if (!Number.isInteger(seconds) || seconds < range.min || seconds > range.max) return `${name} must be a whole number of seconds from ${range.min} to ${range.max}`;
  return seconds;
}

function requestedLifetimes(params: OAuthParams): { accessSeconds?: number; refreshSeconds?: number } | { invalid: string } {
  const access = wholeSeconds(params, 'expires_in', ACCESS_RANGE);
  const refresh = wholeSeconds(params, 'refresh_token_expires_in', REFRESH_RANGE);
  if (typeof access === 'string') return { invalid: access };
  if (typeof refresh === 'string') return { invalid: refresh };
  if (access !== undefined && refresh !== undefined && access >= refresh) return { invalid: 'expires_in must be less than refresh_token_expires_in' };
  return { ...(access === undefined ? {} : { accessSeconds: access }), ...(refresh === undefined ? {} : { refreshSeconds: refresh }) };
}

/** The demo admin consents: issued tokens reach the API as that user. */
const zendeskOAuthProfile: OAuthPlatformProfile = {
  paths: ZENDESK_OAUTH_PATHS,
  codeLifetimeSeconds: 120,
  pkceMethods: ['S256'],
  clientAuthentication: ['client_secret_post', 'client_secret_basic'],
  subject: ZENDESK_DEMO_AGENT_ID,
  refreshTokens: {
    issuedFor: () => true,
    lifetimeSeconds: 30 * DAY,
    rotationRevokesAccessToken: true,
  },
  requestedLifetimes,
  tokenResponse: (tokens) => ({
    access_token: tokens.accessToken,
    token_type: 'bearer',
    scope: tokens.scopes.join(' '),
    expires_in: tokens.accessExpiresIn,
    refresh_token: tokens.refreshToken,
    refresh_token_expires_in: tokens.refreshExpiresIn,
  }),
  tokenError: (error) => ({
    status: error.error === 'invalid_client' ? 401 : 400,
    body: { error: error.error, error_description: error.description },
    ...(error.basicAttempted ? { headers: { 'www-authenticate': `Basic realm="${ZENDESK_DEMO_ACCOUNT.subdomain}"` } } : {}),
  }),
  rateLimited: sendRateLimited,
  consent: {
    platformName: 'Zendesk',
    accent: '#03363d',
    account: { name: ZENDESK_DEMO_AGENT_NAME, email: ZENDESK_DEMO_ACCOUNT.email },
    site: `${ZENDESK_DEMO_ACCOUNT.subdomain}.zendesk.com`,
    describeScope,
  },
};

/** Each emulator instance's authorization server, for the API route that revokes the current token. */
const servers = new WeakMap<FastifyInstance, OAuthServer>();

export function authorizationServerOf(app: FastifyInstance): OAuthServer | undefined {
  return servers.get(app);
}

/** Mounts the account's authorization server (the platform's `oauth` hook); the API accepts the tokens it issues. */
export function mountZendeskOAuth(app: FastifyInstance): OAuthServer {
  const server = mountOAuthServer(app, zendeskOAuthProfile, [{ ...SANDBOX_OAUTH_CLIENTS.zendesk, redirectUris: [] }]);
  servers.set(app, server);
  return server;
}
