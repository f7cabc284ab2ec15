/**
 * Vault API: `POST /vault/sessions` (reference vault.yml, sessionsCreate).
 * A secret key creates a session for one consumer of its application; the
 * answer carries the token once, and the link to the hosted connect page.
 */
import type { FastifyInstance } from 'fastify';
import { consumerIdHeader } from '../../core/http/request-headers.js';
import { requireAuth } from '../../core/http/route-config.js';
import type { Vault } from '../vault.js';
import { SessionBody } from './session-body.js';
import type { SessionService } from './session-service.js';

export function registerSessionRoutes(app: FastifyInstance, vault: Vault, sessions: SessionService, publicUrl: string): void {
  const options = {
    config: { auth: 'secret' as const },
    schema: { body: SessionBody },
    // The reference API's body is optional: no body is an empty session request, checked like one.
    preValidation: async (request: { body: unknown }) => {
      request.body ??= {};
    },
  };
  app.post('/vault/sessions', options, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = { applicationId: auth.applicationId, mode: auth.mode };
    const consumerId = consumerIdHeader(request);
    const body = request.body as SessionBody;
    const { token } = await sessions.create(scope, consumerId, body);
    await vault.upsertConsumer(scope, consumerId, body.consumer_metadata);
    return {
      status_code: 200,
      status: 'OK',
      data: { session_uri: `${publicUrl}/session/${token}`, session_token: token },
    };
  });
}
