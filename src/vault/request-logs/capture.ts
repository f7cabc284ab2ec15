/**
 * After each unified or proxy call of a consumer (the MCP's tool calls are
 * unified calls), one record for the request logs: when, which unified API,
 * connector and operation, the method and the path without its query string
 * (query values may be personal: a filter by email), the status, the time
 * taken and where the call came from. Nothing of the bodies or headers.
 * Calls refused before the key was checked name no tenant and are not kept.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unifiedOperationId } from '../../catalog/openapi/unified-operations.js';
import { PROXY_OPERATIONS } from '../../catalog/openapi/platform/proxy-operations.js';
import { UNIFIED_RESOURCES } from '../../unified/index.js';
import type { RequestLogRecorder } from './recorder.js';
import type { RequestSources } from './request-source.js';

export const PROXY_API = 'proxy';

interface CallOf {
  unifiedApi: string;
  operationId: string;
}

function callOf(request: FastifyRequest): CallOf | undefined {
  const tag = request.routeOptions.config.unified;
  if (tag) {
    const resource = UNIFIED_RESOURCES.get(tag.resource);
    if (!resource) return undefined;
    // A named action has its own operationId (ordersPay), not that of the record operation its answer is shaped like.
    const action = tag.action === undefined ? undefined : resource.actions.find((candidate) => candidate.name === tag.action);
    return { unifiedApi: resource.api, operationId: action ? action.operationId : unifiedOperationId(resource, tag.operation, tag.content === true) };
  }
  if (request.routeOptions.url === '/proxy') {
    const doc = PROXY_OPERATIONS[`${request.method} /proxy`];
    return doc ? { unifiedApi: PROXY_API, operationId: doc.operationId } : undefined;
  }
  return undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function registerRequestCapture(app: FastifyInstance, recorder: RequestLogRecorder, sources: RequestSources, now: () => number): void {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth) return;
    const call = callOf(request);
    if (!call) return;
    const consumerId = single(request.headers['x-svc-consumer-id']);
    if (consumerId === undefined || consumerId === '' || consumerId.length > 255) return;
    const serviceId = request.servedBy ?? single(request.headers['x-svc-service-id']);
    recorder.record({
      requestId: request.id,
      applicationId: auth.applicationId,
      mode: auth.mode,
      consumerId,
      unifiedApi: call.unifiedApi,
      serviceId: serviceId !== undefined && serviceId.length <= 100 ? serviceId : null,
      operationId: call.operationId,
      method: request.method,
      path: (request.url.split('?', 1)[0] as string).slice(0, 2048),
      statusCode: reply.statusCode,
      latencyMs: Math.round(reply.elapsedTime * 100) / 100,
      source: call.unifiedApi === PROXY_API ? 'proxy' : sources.sourceOf(request),
      createdAt: new Date(now()),
    });
  });
}
