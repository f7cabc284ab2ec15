/**
 * The mock of the whole public API: one route per operation of the OpenAPI
 * documents, answering from their schemas without a store, a platform or a
 * key store. It speaks the service's transport as the service does (the same
 * JSON body rules, `_method` override, Request-Id, error envelopes and error
 * pages), authenticates any key, refuses what the service would refuse
 * (request-checks.ts) and answers what it would answer (json-answers.ts,
 * oauth-redirects.ts). Besides the API: `/openapi` and `/openapi/{id}.json`
 * (the documents it serves, with its own address), `/errors` and `/health`,
 * all of them outside the API documents (catalog/openapi/platform/index.ts).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { RouteCollector, type CollectedRoute } from '../catalog/openapi/index.js';
import { ApiError } from '../core/errors/api-error.js';
import { registerErrorHandling, sendApiError } from '../server/error-handler.js';
import { registerErrorPages } from '../server/error-pages.js';
import { methodOverrideProblem, registerJsonBodies, serverFactory } from '../server/http-policies.js';
import { clientErrorHandler } from '../server/client-errors.js';
import { registerStorableText } from '../server/storable-text.js';
import { JsonAnswers } from './json-answers.js';
import { mockOperations, type LoadedDocument, type MockOperation } from './mock-operations.js';
import { OAuthRedirects } from './oauth-redirects.js';
import { checkAuthentication, checkRequest, type CheckedRequest } from './request-checks.js';

export interface MockAppOptions {
  /** Base of every absolute URL the mock writes (documents' server, links, error refs). */
  publicUrl: string;
  /** The service's documents, built with `publicUrl` as their server. */
  documents: readonly LoadedDocument[];
  bodyLimitBytes?: number;
  logger?: FastifyBaseLogger;
}

const DocumentParams = Type.Object({ api_id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }) });

function registerDocumentRoutes(app: FastifyInstance, documents: readonly LoadedDocument[], publicUrl: string): void {
  const config = { auth: 'none' as const };
  const texts = new Map(documents.map((entry) => [entry.id, JSON.stringify(entry.document)]));
  app.get('/health', { config }, async () => ({ status: 'ok', mock: true }));
  app.get('/openapi', { config }, async () => ({
    status_code: 200,
    status: 'OK',
    data: documents.map(({ id, name }) => ({ id, name, spec_url: `${publicUrl}/openapi/${id}.json` })),
  }));
  app.get('/openapi/:api_id.json', { config, schema: { params: DocumentParams } }, async (request, reply) => {
    const { api_id: id } = request.params as { api_id: string };
    const text = texts.get(id);
    if (text === undefined) throw new ApiError('EntityNotFoundError', { message: `No OpenAPI document "${id}"`, detail: { api_id: id, documents: [...texts.keys()] } });
    return reply.header('access-control-allow-origin', '*').type('application/json; charset=utf-8').send(text);
  });
}

/** The Proxy API's answer: what would have been sent to the platform, as JSON (the mock calls no platform). */
function passthroughAnswer(request: CheckedRequest, method: string, rawBody: unknown) {
  return {
    mock: true,
    message: 'The mock server calls no platform: this is the call the Proxy API would have made.',
    downstream: {
      method: (request.headers['x-svc-downstream-method'] ?? method).toUpperCase(),
      url: request.headers['x-svc-downstream-url'] ?? null,
      service_id: request.headers['x-svc-service-id'] ?? null,
      body_bytes: Buffer.isBuffer(rawBody) ? rawBody.length : 0,
    },
  };
}

export interface MockApp {
  app: FastifyInstance;
  /** Every route the mock serves (its tests hold the ones outside the documents to the service's list of them). */
  routes: readonly CollectedRoute[];
}

export async function buildMockApp(options: MockAppOptions): Promise<MockApp> {
  const { publicUrl } = options;
  const bodyLimit = options.bodyLimitBytes ?? 1_048_576;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit,
    routerOptions: { maxParamLength: 512 },
    serverFactory: serverFactory(undefined, publicUrl),
    clientErrorHandler: clientErrorHandler(publicUrl),
    frameworkErrors: (error, request, reply) => {
      reply.header('request-id', request.id);
      sendApiError(reply, new ApiError('RequestValidationError', { message: 'The URL is not valid', detail: { url: error.message } }), publicUrl);
    },
  });
  const routes = RouteCollector.attach(app);
  registerJsonBodies(app, bodyLimit);
  // The service's rule for text it cannot store, so the mock refuses what the service refuses.
  registerStorableText(app);
  registerErrorHandling(app, publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
    const overrideProblem = methodOverrideProblem(request);
    if (overrideProblem) throw overrideProblem;
  });

  registerDocumentRoutes(app, options.documents, publicUrl);
  registerErrorPages(app, publicUrl);

  const operations = mockOperations(options.documents);
  const answers = new JsonAnswers(operations, publicUrl);
  const redirects = new OAuthRedirects(
    publicUrl,
    operations.filter((operation) => operation.success.kind === 'redirect').map((operation) => operation.operationId),
  );

  const answer = async (operation: MockOperation, checked: CheckedRequest, url: string, method: string, rawBody: unknown, reply: FastifyReply) => {
    const { status, kind } = operation.success;
    switch (kind) {
      case 'json':
        return reply.code(status).type('application/json; charset=utf-8').send(answers.answer({ operation, request: checked, url }));
      case 'text':
        return reply
          .code(status)
          .type(`${operation.success.contentType ?? 'text/plain'}; charset=utf-8`)
          .send(`# ${operation.summary}\n\nExample content from the mock server for ${url.split('?')[0]}.\n`);
      case 'empty':
        return reply.code(status).send();
      case 'redirect':
        return reply.header('cache-control', 'no-store').redirect(redirects.location(operation.operationId, checked), status);
      case 'passthrough':
        return reply.code(200).type('application/json; charset=utf-8').send(passthroughAnswer(checked, method, rawBody));
    }
  };

  const route = (scope: FastifyInstance, operation: MockOperation) =>
    scope.route({
      method: operation.method as 'GET',
      url: operation.url,
      config: { auth: 'none' },
      onRequest: async (request) => checkAuthentication(operation, request),
      handler: async (request, reply) => answer(operation, checkRequest(operation, request), request.url, request.method, request.body, reply),
    });

  // Routes that take bodies of any type (the Proxy API) get them as bytes, as the service does.
  const anyBodyUrls = new Set(operations.filter((operation) => operation.body !== undefined && !operation.body.json).map((operation) => operation.url));
  const anyBody = operations.filter((operation) => anyBodyUrls.has(operation.url));
  for (const operation of operations) if (!anyBodyUrls.has(operation.url)) route(app, operation);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    for (const operation of anyBody) route(scope, operation);
  });
  await app.ready();
  return { app, routes: routes.routes() };
}
