/**
 * An OAuth 2.0 authorization server (authorization code grant, PKCE, rotating
 * refresh tokens) mounted inside a platform emulator, so the service's whole
 * OAuth dance runs on loopback. The platform's shape comes from its profile
 * (see oauth-profile.ts, filled in by each emulator folder); this file wires
 * the routes and the controls that the service and tests drive:
 *
 *   POST /__emulator/oauth/clients        {clientId, clientSecret, name?, redirectUris}  → 204
 *   POST /__emulator/oauth/token-lifetime {seconds}                                      → 204
 *   POST /__emulator/oauth/revoke-all                                                    → 204
 *   GET  /__emulator/oauth/token-requests → {authorization_code, refresh_token}
 *
 * API routes of the emulator accept issued tokens through `introspect`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTROL_PREFIX, type OAuthClientRegistration, type OAuthEmulatorControls } from './emulator.js';
import { registerAuthorizeRoutes } from './oauth-authorize-routes.js';
import { OAuthGrantStore, type AccessTokenInfo } from './oauth-grants.js';
import type { OAuthPlatformProfile } from './oauth-profile.js';
import { registerTokenRoute } from './oauth-token-route.js';

/** Access tokens live an hour unless a test says otherwise (both platforms issue one-hour tokens or longer). */
export const DEFAULT_ACCESS_TOKEN_SECONDS = 3600;

export interface OAuthServer extends OAuthEmulatorControls {
  /** The grant behind a live access token; undefined when unknown, expired or revoked. */
  introspect(accessToken: string): AccessTokenInfo | undefined;
  /** Revokes every token of the grant an access token belongs to; false when the token is not live. */
  revokeGrantOf(accessToken: string): boolean;
  /** A registered client's secret: a platform signs the webhooks it sends an app with it (Jira's JWT). */
  clientSecret(clientId: string): string | undefined;
}

function isRegistration(value: unknown): value is OAuthClientRegistration {
  const body = value as Partial<OAuthClientRegistration> | null;
  return (
    typeof body === 'object' && body !== null &&
    typeof body.clientId === 'string' && body.clientId !== '' &&
    typeof body.clientSecret === 'string' && body.clientSecret !== '' &&
    (body.name === undefined || typeof body.name === 'string') &&
    Array.isArray(body.redirectUris) && body.redirectUris.every((uri) => typeof uri === 'string')
  );
}

function badControl(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: message });
}

function registerControlRoutes(app: FastifyInstance, server: OAuthServer): void {
  const base = `${CONTROL_PREFIX}/oauth`;
  app.post(`${base}/clients`, async (request, reply) => {
    if (!isRegistration(request.body)) return badControl(reply, 'expected {clientId, clientSecret, name?, redirectUris: string[]}');
    try {
      server.registerOAuthClient(request.body);
    } catch (error) {
      return badControl(reply, (error as Error).message);
    }
    return reply.code(204).send();
  });
  app.post(`${base}/token-lifetime`, async (request, reply) => {
    const seconds = (request.body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1) return badControl(reply, 'seconds must be a positive integer');
    server.setAccessTokenLifetime(seconds);
    return reply.code(204).send();
  });
  app.post(`${base}/revoke-all`, async (_request, reply) => {
    server.revokeAllGrants();
    return reply.code(204).send();
  });
  app.get(`${base}/token-requests`, async () => ({ ...server.tokenRequests }));
}

/**
 * Mounts the authorization server on an emulator being built (inside the
 * `register` callback of startEmulator). `clients` are registered at start,
 * e.g. the sandbox's own client with no redirect URI yet.
 */
export function mountOAuthServer(app: FastifyInstance, profile: OAuthPlatformProfile, clients: readonly OAuthClientRegistration[] = []): OAuthServer {
  const store = new OAuthGrantStore(profile.refreshTokens);
  for (const client of clients) store.registerClient(client);
  let accessSeconds = DEFAULT_ACCESS_TOKEN_SECONDS;
  const tokenRequests = { authorization_code: 0, refresh_token: 0, client_credentials: 0 };

  const server: OAuthServer = {
    registerOAuthClient: (client) => store.registerClient(client),
    setAccessTokenLifetime(seconds) {
      if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError('access token lifetime must be a positive whole number of seconds');
      accessSeconds = seconds;
    },
    revokeAllGrants: () => store.revokeAll(),
    tokenRequests,
    introspect: (accessToken) => store.introspect(accessToken),
    revokeGrantOf: (accessToken) => store.revokeGrantOf(accessToken),
    clientSecret: (clientId) => store.client(clientId)?.clientSecret,
  };

  // Each in its own context: a page and a JSON endpoint answer unreadable requests differently.
  void app.register(async (scope) => registerAuthorizeRoutes(scope, profile, store));
  void app.register(async (scope) => registerTokenRoute(scope, profile, store, { tokenRequests, accessSeconds: () => accessSeconds }));
  registerControlRoutes(app, server);
  return server;
}
