/**
 * The Proxy API's own request headers (proxy.yml, with `x-svc-` for
 * `x-apideck-`): which connection, which URL, which method, and optionally the
 * caller's own downstream Authorization instead of the connection's.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { consumerIdHeader, headerValue } from '../core/http/request-headers.js';

/** Methods a platform call may use. TRACE and CONNECT are refused: TRACE echoes the injected credentials back. */
const DOWNSTREAM_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface ProxyHeaders {
  consumerId: string;
  serviceId: string;
  unifiedApi: string | undefined;
  downstreamUrl: string;
  method: string;
  /** Sent as Authorization instead of the connection's credentials. */
  downstreamAuthorization: string | undefined;
}

function missing(name: string): ApiError {
  return new ApiError('RequestHeadersValidationError', { message: `Missing header ${name}`, detail: { missing: [{ [name]: 'required' }] } });
}

function invalid(name: string, rule: string): ApiError {
  return new ApiError('RequestHeadersValidationError', { message: `Invalid ${name} header: ${rule}`, detail: { [name]: rule } });
}

function identifier(request: FastifyRequest, name: string): string | undefined {
  const value = headerValue(request, name);
  if (value !== undefined && !/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(value)) throw invalid(name, 'letters, digits, ".", "_" and "-", at most 64');
  return value;
}

export function readProxyHeaders(request: FastifyRequest): ProxyHeaders {
  const consumerId = consumerIdHeader(request);
  const serviceId = identifier(request, 'x-svc-service-id');
  if (serviceId === undefined) throw missing('x-svc-service-id');
  const unifiedApi = identifier(request, 'x-svc-unified-api');
  const downstreamUrl = headerValue(request, 'x-svc-downstream-url');
  if (downstreamUrl === undefined) throw missing('x-svc-downstream-url');

  const method = (headerValue(request, 'x-svc-downstream-method') ?? request.method).toUpperCase();
  if (!DOWNSTREAM_METHODS.has(method)) throw invalid('x-svc-downstream-method', `one of ${[...DOWNSTREAM_METHODS].join(', ')}`);

  const downstreamAuthorization = headerValue(request, 'x-svc-downstream-authorization');
  if (downstreamAuthorization !== undefined && (CONTROL_CHARACTERS.test(downstreamAuthorization) || downstreamAuthorization.length > 8192)) {
    // The value itself is never echoed: it is a credential.
    throw invalid('x-svc-downstream-authorization', 'at most 8192 characters, no control characters');
  }
  return { consumerId, serviceId, unifiedApi, downstreamUrl, method, downstreamAuthorization };
}
