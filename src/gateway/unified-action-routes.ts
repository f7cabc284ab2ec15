/**
 * The routes of named actions (unified/actions.ts), from their declarations:
 * method and path, query, body and response schemas, and a streamed body's
 * own parser. The OpenAPI documents read the `action` of the route's tag.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requireAuth } from '../core/http/route-config.js';
import { actionRoute, type ActionDeclaration, type ResourceDeclaration } from '../unified/define.js';
import { answerGuarded } from './guarded-answer.js';
import { registerStreamedRoute } from './streamed-body.js';
import { runUnifiedAction, envelopeOperation } from './unified-actions.js';
import type { UnifiedDeps } from './unified-operation.js';
import { requireActionScopes } from './key-scopes.js';
import type { Idempotency } from './idempotency/index.js';
import { actionBodySchema, actionQuerySchema, actionResponseSchema, paramsSchema } from './unified-schemas.js';

const plainJson = () => (data: unknown) => JSON.stringify(data);

type Deps = UnifiedDeps & { idempotency: Idempotency };

function actionRouteFor(deps: Deps, resource: ResourceDeclaration, action: ActionDeclaration): RouteOptions {
  const params = paramsSchema(resource, action.on === 'item');
  const body = actionBodySchema(action);
  const response = actionResponseSchema(resource, action);
  return {
    method: action.method,
    url: actionRoute(resource, action),
    config: { auth: 'secret', unified: { resource: resource.key, operation: envelopeOperation(action), action: action.name } },
    serializerCompiler: plainJson,
    schema: {
      querystring: actionQuerySchema(resource, action),
      ...(params ? { params } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = requireAuth(request.auth);
      requireActionScopes(auth, resource, action);
      // Checked first, so a bad or unhonoured key is refused before any work; claimed once the connector is known.
      const guard = deps.idempotency.guardForAction(request, auth, action);
      return answerGuarded(reply, guard, () => runUnifiedAction(deps, auth, resource, action, request, guard));
    },
  };
}

export function registerActionRoutes(app: FastifyInstance, deps: Deps, resource: ResourceDeclaration): void {
  for (const action of resource.actions) {
    const route = actionRouteFor(deps, resource, action);
    if (action.request?.kind === 'stream') registerStreamedRoute(app, route);
    else if (action.request?.kind === 'json' && action.request.optional) {
      // A body the action may go without (the reference's finish takes `{}` or nothing).
      app.register(async (scope) => {
        scope.addHook('preValidation', async (request: FastifyRequest) => {
          if (request.body === undefined || request.body === null) request.body = {};
        });
        scope.route(route);
      });
    } else app.route(route);
  }
}
