/**
 * Registers the routes of every unified API from the resource declarations:
 * one route per declared operation, with its validation and response schemas,
 * and for resources with files their upload (a create whose body is the file)
 * and download routes (unified-files.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requireAuth } from '../core/http/route-config.js';
import { requireOperationScopes } from './key-scopes.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { downloadRoute, operationRoute, operationTakesId, type Operation, type ResourceDeclaration } from '../unified/define.js';
import { answerGuarded } from './guarded-answer.js';
import type { Idempotency } from './idempotency/index.js';
import { runUnifiedOperation, type ReadTarget, type UnifiedDeps } from './unified-operation.js';
import { FILE_UPLOAD_MAX_BYTES, readUpload } from './unified-files.js';
import { bodySchema, paramsSchema, querySchema, responseSchema } from './unified-schemas.js';
import { registerActionRoutes } from './unified-action-routes.js';
import { registerStreamedRoute } from './streamed-body.js';

const METHODS: Record<Operation, 'GET' | 'POST' | 'PATCH' | 'DELETE'> = {
  all: 'GET',
  one: 'GET',
  add: 'POST',
  update: 'PATCH',
  delete: 'DELETE',
};

type Deps = UnifiedDeps & { idempotency: Idempotency };

/**
 * Unified answers are written with JSON.stringify rather than a serialiser
 * compiled from the response schema. The schemas stay on the routes (they
 * are the OpenAPI documents' responses), but what they would enforce is
 * already true of every answer: the envelope is built here, records come
 * from each connector's field mapper, which writes only the model's fields,
 * and the coverage and response tests hold every connector to its model.
 * A compiled serialiser cost three times the allocations of the answer
 * itself on a page of CRM contacts, and megabytes of generated code per
 * route at start.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

function handlerFor(deps: Deps, resource: ResourceDeclaration, operation: Operation, target: ReadTarget = 'record') {
  const takesFile = operation === 'add' && resource.addBody !== 'json';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireAuth(request.auth);
    requireOperationScopes(auth, resource, operation);
    if (takesFile) readUpload(request, resource);
    // Idempotency-Key / X-Unique-Transaction-ID: checked first, so a bad or unhonoured key is refused before any work.
    const guard = deps.idempotency.guardFor(request, auth, resource, operation);
    return answerGuarded(reply, guard, () => runUnifiedOperation(deps, auth, resource, operation, request, guard, target));
  };
}

function routeFor(deps: Deps, resource: ResourceDeclaration, operation: Operation): RouteOptions {
  const params = paramsSchema(resource, operationTakesId(resource, operation));
  const jsonBody = (operation === 'add' && resource.addBody === 'json') || operation === 'update';
  return {
    method: METHODS[operation],
    url: operationRoute(resource, operation),
    config: { auth: 'secret', unified: { resource: resource.key, operation } },
    serializerCompiler: plainJson,
    schema: {
      querystring: querySchema(resource, operation),
      ...(params ? { params } : {}),
      ...(jsonBody ? { body: bodySchema(resource, operation as 'add' | 'update') } : {}),
      response: responseSchema(resource, operation),
    },
    handler: handlerFor(deps, resource, operation),
  };
}

/** GET <record>/download: the record's content as bytes (a `one` that reads the content, not the record). */
function downloadRouteFor(deps: Deps, resource: ResourceDeclaration): RouteOptions {
  return {
    method: 'GET',
    url: downloadRoute(resource),
    config: { auth: 'secret', unified: { resource: resource.key, operation: 'one', content: true } },
    // No query string: a file has no fields to pick and no raw calls to show.
    schema: { params: paramsSchema(resource, true) as object },
    handler: handlerFor(deps, resource, 'one', 'content'),
  };
}

export function registerUnifiedRoutes(app: FastifyInstance, deps: Deps): void {
  for (const api of UNIFIED_APIS) {
    for (const resource of api.resources) {
      for (const operation of resource.operations) {
        const route = routeFor(deps, resource, operation);
        if (operation === 'add' && resource.addBody === 'file') {
          // The body is the file, whatever its type: its own parser, for this route only.
          app.register(async (scope) => {
            scope.removeAllContentTypeParsers();
            scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FILE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
            scope.route(route);
          });
        } else if (operation === 'add' && resource.addBody === 'stream') registerStreamedRoute(app, route);
        else app.route(route);
      }
      if (resource.download) app.route(downloadRouteFor(deps, resource));
      registerActionRoutes(app, deps, resource);
    }
  }
}
