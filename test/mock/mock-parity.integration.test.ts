/**
 * The mock refuses what the service refuses: the same invalid requests, sent
 * to both for every documented operation, get the same status and type_name
 * (and, for validation errors, the same part of the request blamed). What
 * only a stored record or a platform can decide is left out: those answers
 * differ by design (the mock has every record and calls no platform).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOperations, type MockOperation } from '../../src/mock/mock-operations.js';
import { startMockServer, type MockServer } from '../../src/mock/mock-server.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { send, validRequest, type MockRequest } from './mock-requests.js';

type Json = Record<string, any>;

interface Outcome {
  status: number;
  type: string | undefined;
  /** The request part a validation error blames (body, query, path), or the header a header error names. */
  blamed: string | undefined;
}

function outcome(result: { status: number; body: Json | undefined }): Outcome {
  const detail = result.body?.detail as Json | undefined;
  const type = result.body?.type_name as string | undefined;
  const blamed = type === 'RequestValidationError' || type === 'RequestHeadersValidationError' ? Object.keys(detail ?? {}).sort().join(',') : undefined;
  return { status: result.status, type, blamed };
}

/** Outcomes that are refusals of the request itself (not of a missing record, a connection, or a platform). */
const REQUEST_REFUSALS = new Set(['UnauthorizedError', 'RequestValidationError', 'RequestHeadersValidationError', 'UnsupportedMediaTypeError', 'IdempotencyKeyNotSupportedError']);

describe('mock server refuses what the service refuses', () => {
  let svc: TestService;
  let mock: MockServer;
  let operations: MockOperation[];
  let credentials: { secret: Record<string, string>; public: Record<string, string> };

  beforeAll(async () => {
    [svc, mock] = await Promise.all([startTestService(), startMockServer({ port: 0 })]);
    const tenant = await svc.tenant();
    const publicKey = await svc.service.admin.createKey(tenant.appId, 'public', 'sandbox');
    credentials = {
      secret: { authorization: `Bearer ${tenant.key}`, 'x-svc-app-id': tenant.appId },
      public: { authorization: `Bearer ${publicKey.key}`, 'x-svc-app-id': tenant.appId },
    };
    const documents = svc.service.openApi.ids().map((id) => ({ id, name: id, document: svc.service.openApi.entry(id)?.document() as Json }));
    operations = mockOperations(documents);
  });
  afterAll(async () => {
    await Promise.all([svc?.close(), mock?.close()]);
  });

  /** Sends a request to both; the service's copy carries the tenant's real key where the request carries one. */
  async function both(request: MockRequest, keys: 'secret' | 'public' = 'secret'): Promise<{ service: Outcome; mock: Outcome }> {
    const serviceHeaders = { ...request.headers };
    if (serviceHeaders.authorization?.startsWith('Bearer ')) serviceHeaders.authorization = credentials[keys].authorization as string;
    if (serviceHeaders['x-svc-app-id'] !== undefined) serviceHeaders['x-svc-app-id'] = credentials[keys]['x-svc-app-id'] as string;
    const mockHeaders = keys === 'public' && request.headers.authorization ? { ...request.headers, authorization: 'Bearer pk_sandbox_anything' } : request.headers;
    const [service, mocked] = await Promise.all([send(svc.url, { ...request, headers: serviceHeaders }), send(mock.url, { ...request, headers: mockHeaders })]);
    return { service: outcome(service), mock: outcome(mocked) };
  }

  function expectSame(label: string, { service, mock: mocked }: { service: Outcome; mock: Outcome }): void {
    expect(mocked, `${label}: service ${JSON.stringify(service)}, mock ${JSON.stringify(mocked)}`).toEqual(service);
  }

  const withQuery = (request: MockRequest, query: string) => ({ ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}${query}` });

  it('without a key, with a malformed Authorization, without x-svc-app-id', async () => {
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const request = validRequest(operation);
      const { authorization: _key, ...withoutKey } = request.headers;
      const { 'x-svc-app-id': _app, ...withoutApp } = request.headers;
      expectSame(`${operation.operationId} without key`, await both({ ...request, headers: withoutKey }));
      expectSame(`${operation.operationId} Basic`, await both({ ...request, headers: { ...request.headers, authorization: 'Basic abc' } }));
      expectSame(`${operation.operationId} without app id`, await both({ ...request, headers: withoutApp }));
    }
  });

  it('with a public key: refused everywhere but the Connector API', async () => {
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const { service, mock: mocked } = await both(validRequest(operation), 'public');
      const refused = (result: Outcome) => result.type === 'UnauthorizedError';
      expect(refused(mocked), `${operation.operationId}: service ${JSON.stringify(service)}, mock ${JSON.stringify(mocked)}`).toBe(refused(service));
    }
  });

  it('with an unknown query parameter, a bad limit, or a cursor the service did not issue', async () => {
    let cursorsCompared = 0;
    for (const operation of operations) {
      const request = validRequest(operation);
      const unknown = await both(withQuery(request, 'no_such_parameter=1'));
      // Where the service ignores the parameter its answer depends on stored data: only "refused or not" must agree.
      const refusedFor = (result: Outcome) => result.type === 'RequestValidationError' && result.blamed === 'query';
      expect(refusedFor(unknown.mock), `${operation.operationId} unknown parameter: service ${JSON.stringify(unknown.service)}, mock ${JSON.stringify(unknown.mock)}`).toBe(
        refusedFor(unknown.service),
      );
      if (operation.parameters.some((parameter) => parameter.name === 'limit')) {
        expectSame(`${operation.operationId} limit=0`, await both(withQuery(request, 'limit=0')));
        expectSame(`${operation.operationId} limit=x`, await both(withQuery(request, 'limit=x')));
      }
      if (operation.parameters.some((parameter) => parameter.name === 'cursor')) {
        const forged = await both(withQuery(request, 'cursor=eyJjIjoieCJ9.forged'));
        // Unified lists look the consumer's connection up first (the cursor is bound to it): with none stored, that answer comes first.
        if (forged.service.type !== 'InvalidCursorError') continue;
        expectSame(`${operation.operationId} forged cursor`, forged);
        cursorsCompared += 1;
      }
    }
    expect(cursorsCompared).toBeGreaterThanOrEqual(3);
  });

  it('with an invalid body, a body that is not JSON, or another media type', async () => {
    for (const operation of operations.filter((candidate) => candidate.body?.json)) {
      const request = validRequest(operation);
      for (const body of ['[]', '{"no_such_field": 1}', '{"broken": ']) expectSame(`${operation.operationId} body ${body}`, await both({ ...request, body }));
      expectSame(`${operation.operationId} text/plain`, await both({ ...request, headers: { ...request.headers, 'content-type': 'text/plain' } }));
    }
  });

  it('without a required header, or with a header value out of range', async () => {
    let valuesCompared = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'header' && candidate.required && candidate.name !== 'x-svc-app-id')) {
        const request = validRequest(operation);
        const { [parameter.name.toLowerCase()]: _dropped, ...headers } = request.headers;
        expectSame(`${operation.operationId} without ${parameter.name}`, await both({ ...request, headers }));
      }
      const headerNames = operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase());
      const request = validRequest(operation);
      for (const [name, value] of [['x-svc-timeout', '0'], ['x-svc-raw', 'maybe']] as const) {
        if (!headerNames.includes(name)) continue;
        const result = await both({ ...request, headers: { ...request.headers, [name]: value } });
        // The Proxy API looks the connection up before reading x-svc-timeout: with no connection stored, that answer comes first.
        if (!REQUEST_REFUSALS.has(result.service.type ?? '')) continue;
        expectSame(`${operation.operationId} ${name}: ${value}`, result);
        valuesCompared += 1;
      }
    }
    expect(valuesCompared).toBeGreaterThan(10);
  });

  it('with idempotency headers an operation does not honour, or both at once', async () => {
    let compared = 0;
    for (const operation of operations.filter((candidate) => candidate.errorTypes.has('IdempotencyKeyNotSupportedError') || candidate.method === 'POST')) {
      const request = validRequest(operation);
      const extras: Record<string, string>[] = [{ 'idempotency-key': 'key-1' }, { 'x-unique-transaction-id': 'key-2' }, { 'idempotency-key': 'a', 'x-unique-transaction-id': 'b' }];
      for (const extra of extras) {
        // A body's own idempotency_key (POS) is the header's key by another name; the test's made-up one would differ from it.
        const body = request.body === undefined || request.headers['content-type'] !== 'application/json' ? undefined : JSON.stringify({ ...(JSON.parse(request.body) as Record<string, unknown>), idempotency_key: undefined });
        const { service, mock: mocked } = await both({ ...request, ...(body === undefined ? {} : { body }), headers: { ...request.headers, ...extra } });
        // Only refusals of the request are comparable: an accepted one goes on to stored data and platforms.
        if (!REQUEST_REFUSALS.has(service.type ?? '') && !REQUEST_REFUSALS.has(mocked.type ?? '')) continue;
        expect(mocked, `${operation.operationId} ${JSON.stringify(extra)}: service ${JSON.stringify(service)}, mock ${JSON.stringify(mocked)}`).toEqual(service);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
    // Three requests to both servers for every write of about four hundred operations.
  }, 120_000);
});
