/**
 * Registers the routes of every unified API from the resource declarations:
 * one route per declared operation, with its validation and response schemas.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../core/http/route-config.js';
import { UNIFIED_APIS } from '../unified/index.js';
import type { Operation } from '../unified/define.js';
import { isStoredAnswer, sendStoredAnswer, type Idempotency } from './idempotency/index.js';
import { runUnifiedOperation, type UnifiedDeps } from './unified-operation.js';
import { bodySchema, paramsSchema, querySchema, responseSchema } from './unified-schemas.js';

const METHODS: Record<Operation, 'GET' | 'POST' | 'PATCH' | 'DELETE'> = {
  all: 'GET',
  one: 'GET',
  add: 'POST',
  update: 'PATCH',
  delete: 'DELETE',
};

export function registerUnifiedRoutes(app: FastifyInstance, deps: UnifiedDeps & { idempotency: Idempotency }): void {
  for (const api of UNIFIED_APIS) {
    for (const resource of api.resources) {
      for (const operation of resource.operations) {
        const withId = operation === 'one' || operation === 'update' || operation === 'delete';
        const params = paramsSchema(resource, withId);
        app.route({
          method: METHODS[operation],
          url: withId ? `${resource.path}/:${resource.idParam}` : resource.path,
          config: { auth: 'secret', unified: { resource: resource.key, operation } },
          schema: {
            querystring: querySchema(resource, operation),
            ...(params ? { params } : {}),
            ...(operation === 'add' || operation === 'update' ? { body: bodySchema(resource, operation) } : {}),
            response: responseSchema(resource, operation),
          },
          handler: async (request, reply) => {
            const auth = requireAuth(request.auth);
            // Idempotency-Key / X-Unique-Transaction-ID: checked first, so a bad or unhonoured key is refused before any work.
            const guard = deps.idempotency.guardFor(request, auth, resource, operation);
            const run = () => runUnifiedOperation(deps, auth, resource, operation, request, guard);
            const result = guard ? await guard.run(run) : await run();
            if (isStoredAnswer(result)) return sendStoredAnswer(reply, result);
            return reply.code(result.status).send(result.envelope);
          },
        });
      }
    }
  }
}
