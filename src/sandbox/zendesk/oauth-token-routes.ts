/**
 * The part of Zendesk's OAuth Tokens API an integration uses on itself:
 * DELETE /api/v2/oauth/tokens/current(.json) revokes the access token the
 * request is made with (`Authorization: Bearer ...`), and with it the refresh
 * token of the same grant; it answers 204 and the token fails at once
 * (https://developer.zendesk.com/documentation/api-basics/authentication/revoking-oauth-token).
 * A request authenticated otherwise has no current token: 404.
 */
import type { FastifyInstance } from 'fastify';
import { bearerTokenOf } from './auth.js';
import { sendNotFound } from './errors.js';
import { withJsonSuffix } from './request-helpers.js';
import type { ZendeskStore } from './store.js';

export function registerOAuthTokenRoutes(app: FastifyInstance, store: ZendeskStore): void {
  for (const path of withJsonSuffix('/api/v2/oauth/tokens/current')) {
    app.delete(path, async (request, reply) => {
      const token = bearerTokenOf(request);
      if (token === undefined || !store.revokeAccessToken(token)) return sendNotFound(reply);
      return reply.code(204).send();
    });
  }
}
