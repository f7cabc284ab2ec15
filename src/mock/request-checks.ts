/**
 * What the service would refuse, refused the same way (status, type_name and
 * the shape of `detail`), from the documents' own schemas:
 * - authentication first (as the service's onRequest hook does): a Bearer key
 *   and `x-svc-app-id` on every secured operation, any key accepted (there is
 *   no key store) except public keys where the service wants a secret one;
 * - then path parameters, body and query string, in Fastify's order, with the
 *   service's validation messages (server/error-handler.ts);
 * - then the headers each operation documents (RequestHeadersValidationError),
 *   and idempotency headers an operation does not honour.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { validationError } from '../server/error-handler.js';
import type { MockOperation, MockParameter } from './mock-operations.js';

export interface CheckedRequest {
  params: Record<string, string>;
  /** Coerced to the documented types. */
  query: Record<string, unknown>;
  /** Header values (first value, trimmed) of the documented headers that were sent. */
  headers: Record<string, string>;
  body: unknown;
}

const IDEMPOTENCY_HEADERS = ['idempotency-key', 'x-unique-transaction-id'] as const;

function unauthorized(message: string, detail?: unknown): ApiError {
  return new ApiError('UnauthorizedError', { message, detail });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

export function checkAuthentication(operation: MockOperation, request: FastifyRequest): void {
  if (!operation.secured) return;
  const authorization = request.headers.authorization;
  if (!authorization) throw unauthorized('Missing Authorization header', { header: 'Authorization: Bearer <API key>' });
  const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (key === undefined) throw unauthorized('The Authorization header must be "Bearer <API key>"');
  if (headerValue(request, 'x-svc-app-id') === undefined) throw unauthorized('Missing x-svc-app-id header', { header: 'x-svc-app-id' });
  if (!operation.publicKeys && key.startsWith('pk_')) throw unauthorized('Public keys cannot call this endpoint; use a secret key from your server');
}

/**
 * Whether unknown query parameters are refused. The documents cannot say it
 * (OpenAPI lists parameters, not their absence); the service's routes refuse
 * them wherever they declare their query string: every authenticated
 * operation that documents query parameters, and every Connector API route.
 * The mock's tests hold this rule to the service's answers, route by route.
 */
export function refusesUnknownQuery(operation: MockOperation): boolean {
  return operation.secured && (operation.publicKeys || operation.parameters.some((parameter) => parameter.in === 'query'));
}

function objectSchema(operation: MockOperation, parameters: MockParameter[], closed: boolean): object {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, operation.schemas.ref(parameter.schemaPointer)])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function key(operation: MockOperation, part: string): string {
  return `${operation.method} ${operation.path} ${part}`;
}

function checkPath(operation: MockOperation, request: FastifyRequest): Record<string, string> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const params = { ...(request.params as Record<string, string>) };
  const check = operation.schemas.validateText(objectSchema(operation, inPath, false), params, key(operation, 'path'));
  if (!check.valid) throw validationError('params', check.errors);
  return params;
}

function checkQuery(operation: MockOperation, request: FastifyRequest): Record<string, unknown> {
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const query = { ...(request.query as Record<string, unknown>) };
  const check = operation.schemas.validateText(objectSchema(operation, inQuery, refusesUnknownQuery(operation)), query, key(operation, 'query'));
  if (!check.valid) throw validationError('querystring', check.errors);
  return query;
}

function checkBody(operation: MockOperation, request: FastifyRequest): unknown {
  const body = request.body;
  const documented = operation.body;
  if (!documented?.json || documented.schemaPointer === undefined) return body;
  if (body === undefined && !documented.required) return body;
  const check = operation.schemas.validate(operation.schemas.ref(documented.schemaPointer), body, key(operation, 'body'));
  if (!check.valid) throw validationError('body', check.errors);
  return body;
}

function checkHeaders(operation: MockOperation, request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header' || parameter.name.toLowerCase() === 'x-svc-app-id') continue;
    const name = parameter.name.toLowerCase();
    const value = headerValue(request, name);
    if (value === undefined) {
      if (parameter.required) {
        throw new ApiError('RequestHeadersValidationError', { message: `Missing header ${name}`, detail: { missing: [{ [name]: 'required' }] } });
      }
      continue;
    }
    const holder: Record<string, unknown> = { [name]: value };
    const check = operation.schemas.validateText(objectSchema(operation, [{ ...parameter, name }], false), holder, key(operation, `header ${name}`));
    if (!check.valid) {
      const problem = check.errors[0]?.message ?? 'is invalid';
      throw new ApiError('RequestHeadersValidationError', { message: `Invalid ${name} header: ${problem}`, detail: { [name]: problem } });
    }
    headers[name] = value;
  }
  checkIdempotencyHeaders(operation, request);
  return headers;
}

/** Both idempotency headers at once, or one the operation does not honour, as the service answers them. */
function checkIdempotencyHeaders(operation: MockOperation, request: FastifyRequest): void {
  const sent = IDEMPOTENCY_HEADERS.filter((name) => request.headers[name] !== undefined);
  const honoured = IDEMPOTENCY_HEADERS.filter((name) => operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === name));
  // Operations that neither honour nor refuse them (the Vault API) ignore them, as the service does.
  if (sent.length === 0 || (honoured.length === 0 && !operation.errorTypes.has('IdempotencyKeyNotSupportedError'))) return;
  if (sent.length > 1) {
    throw new ApiError('RequestHeadersValidationError', {
      message: 'Send either Idempotency-Key or X-Unique-Transaction-ID, not both',
      detail: { 'idempotency-key': 'conflicts with x-unique-transaction-id' },
    });
  }
  const header = sent[0] as (typeof IDEMPOTENCY_HEADERS)[number];
  if (!honoured.includes(header)) {
    throw new ApiError('IdempotencyKeyNotSupportedError', {
      message: `${header} is not honoured by this operation (${operation.operationId})`,
      detail: { header, operation: operation.operationId },
    });
  }
}

/** Everything after authentication, in the service's order; throws the ApiError the service would answer with. */
export function checkRequest(operation: MockOperation, request: FastifyRequest): CheckedRequest {
  const params = checkPath(operation, request);
  const body = checkBody(operation, request);
  const query = checkQuery(operation, request);
  const headers = checkHeaders(operation, request);
  return { params, query, headers, body };
}
