/**
 * Puts the Zendesk Support API on a Fastify instance: rate-limit headers and
 * authentication on every platform request (not on the account's OAuth
 * authorization server, see oauth.ts), then the routes, plus Zendesk's
 * answers for unknown endpoints and unreadable bodies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from './auth.js';
import { sendError, sendUnauthorized } from './errors.js';
import { isAuthorizationServerPath } from './oauth.js';
import { registerOAuthTokenRoutes } from './oauth-token-routes.js';
import { registerOrganizationRoutes } from './organization-routes.js';
import type { RateLimitMeter } from './rate-limit.js';
import type { ZendeskStore } from './store.js';
import type { ZendeskUserRecord } from './types.js';
import { registerUserRoutes } from './user-routes.js';

/** The framework's own control endpoints: not Zendesk, so neither counted nor authenticated. */
const CONTROL_PREFIX = '/__emulator';

export function registerZendeskApi(app: FastifyInstance, store: ZendeskStore, meter: RateLimitMeter): void {
  const authenticated = new WeakMap<FastifyRequest, ZendeskUserRecord>();
  const currentUser = (request: FastifyRequest): ZendeskUserRecord => {
    const user = authenticated.get(request);
    if (!user) throw new Error('Zendesk route reached without an authenticated user');
    return user;
  };

  // onRequest rather than onSend: the headers must be on the reply before the
  // framework's recorder (an earlier onSend hook) copies them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX) || isAuthorizationServerPath(request.url)) return;
    reply.headers(meter.count());
    const user = authenticate(request, store);
    if (!user) return sendUnauthorized(reply);
    authenticated.set(request, user);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'InvalidEndpoint', 'Not found'));

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 400) return sendError(reply, 400, 'InvalidValue', 'The request body could not be parsed as JSON');
    if (status === 413) return sendError(reply, 413, 'RequestTooLarge', 'The request body is too large');
    return sendError(reply, status, 'InternalError', error.message);
  });

  registerUserRoutes(app, store, currentUser);
  registerOrganizationRoutes(app, store);
  registerOAuthTokenRoutes(app, store);
}
