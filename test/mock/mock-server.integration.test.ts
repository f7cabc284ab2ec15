/**
 * The mock server over loopback, against the documents it is built from:
 * every documented operation (iterated from the documents, so a new route is
 * covered without touching this file) answers valid input with a documented
 * success status and a body its schema accepts, and refuses invalid input
 * with the documented error envelope; records are stable (a record read by id
 * is the one the list shows), creates, updates and deletes answer their ids,
 * and the OAuth links go round to the redirect URI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/catalog/openapi/operation-builder.js';
import { servedOutsideDocuments } from '../../src/catalog/openapi/platform/index.js';
import { mockOperations, type MockOperation } from '../../src/mock/mock-operations.js';
import { startMockServer, type MockServer } from '../../src/mock/mock-server.js';
import { buildOfflineDocuments } from '../../src/server/offline-documents.js';
import { ResponseCheck } from '../catalog/openapi-response-check.js';
import { expectErrorEnvelope } from '../helpers/http.js';
import { APP_ID, KEY, send, validRequest } from './mock-requests.js';

type Json = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('mock server', () => {
  let mock: MockServer;
  let documents: Record<string, Json>;
  let operations: MockOperation[];
  let check: ResponseCheck;

  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    const listed = (await send(mock.url, { method: 'GET', path: '/openapi', headers: {} })).body as Json;
    documents = {};
    for (const { id } of listed.data as { id: string }[]) documents[id] = (await send(mock.url, { method: 'GET', path: `/openapi/${id}.json`, headers: {} })).body as Json;
    operations = mockOperations(Object.entries(documents).map(([id, document]) => ({ id, name: id, document })));
    check = new ResponseCheck(documents);
  });
  afterAll(async () => {
    await mock?.close();
  });

  const op = (operationId: string) => {
    const found = operations.find((operation) => operation.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId}`);
    return found;
  };

  /** The documented answer a request got: status documented and body valid, else the test fails naming both. */
  async function expectDocumented(operation: MockOperation, request: ReturnType<typeof validRequest>) {
    const result = await send(mock.url, request);
    check.expect(operation.apiId, operation.method, operation.path, { status: result.status, headers: result.headers, body: result.body, text: result.text });
    return result;
  }

  it('serves the documents the service builds, with its own address as server, and every operation of them', async () => {
    const service = await buildOfflineDocuments({ publicUrl: mock.url });
    expect(Object.keys(documents)).toEqual(service.map(({ id }) => id));
    for (const { id, document } of service) expect(documents[id], id).toEqual(JSON.parse(JSON.stringify(document)));
    expect(documents.sms?.servers).toEqual([{ url: mock.url, description: 'This service' }]);
    const documented = Object.values(documents).flatMap((document) =>
      Object.entries(document.paths as Json).flatMap(([path, item]) => METHODS.filter((method) => (item as Json)[method]).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    expect(operations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(documented.sort());
    expect(documented.length).toBeGreaterThan(40);
    // Its own routes besides the API (documents, error pages, health) are those the service lists as outside the documents.
    const extra = mock.routes.filter((route) => !documented.includes(`${route.method} ${openApiPath(route.url)}`));
    expect(extra.map((route) => route.url)).toEqual(expect.arrayContaining(['/openapi', '/errors/:type', '/health']));
    for (const route of extra) expect(servedOutsideDocuments(route.url), `${route.method} ${route.url}`).toBe(true);
  });

  /** A valid request; the OAuth callback's is where the authorize link leads (its state is the mock's own). */
  async function validFor(operation: MockOperation) {
    if (operation.operationId !== 'connectionsCallback') return validRequest(operation);
    const authorize = await send(mock.url, validRequest(op('connectionsAuthorize')));
    const location = new URL(authorize.headers.get('location') as string);
    return { method: 'GET', path: `${location.pathname}${location.search}`, headers: {} };
  }

  it('answers valid input on every operation with its documented success status and a body its schema accepts', async () => {
    for (const operation of operations) {
      const result = await expectDocumented(operation, await validFor(operation));
      const expected = operation.success.kind === 'passthrough' ? 200 : operation.success.status;
      expect(result.status, `${operation.operationId}: ${result.text.slice(0, 300)}`).toBe(expected);
      expect(result.headers.get('request-id'), operation.operationId).toBeTruthy();
      if (operation.success.kind === 'redirect') expect(result.headers.get('location'), operation.operationId).toMatch(/^https?:\/\//);
    }
    // Every operation of every document, each answer compiled and checked against its schema: several hundred.
  }, 120_000);

  it('refuses a call without a key, or without x-svc-app-id, on every secured operation (401 UnauthorizedError)', async () => {
    const secured = operations.filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThan(30);
    for (const operation of secured) {
      const request = validRequest(operation);
      const { authorization: _key, ...withoutKey } = request.headers;
      const { 'x-svc-app-id': _app, ...withoutApp } = request.headers;
      for (const headers of [withoutKey, withoutApp, { ...request.headers, authorization: 'Basic abc' }]) {
        const result = await expectDocumented(operation, { ...request, headers });
        expectErrorEnvelope({ ...result, body: result.body }, 401, 'UnauthorizedError');
      }
    }
  });

  it('takes public keys only where the service does (the Connector API)', async () => {
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const request = validRequest(operation);
      const result = await send(mock.url, { ...request, headers: { ...request.headers, authorization: 'Bearer pk_live_abc' } });
      if (operation.apiId === 'connector') expect(result.status, operation.operationId).toBe(200);
      else expectErrorEnvelope({ ...result, body: result.body }, 401, 'UnauthorizedError');
    }
  });

  it('refuses a missing required header with RequestHeadersValidationError, naming it', async () => {
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'header' && candidate.required && candidate.name !== 'x-svc-app-id')) {
        const request = validRequest(operation);
        const name = parameter.name.toLowerCase();
        const { [name]: _dropped, ...headers } = request.headers;
        const result = await expectDocumented(operation, { ...request, headers });
        expectErrorEnvelope({ ...result, body: result.body }, 400, 'RequestHeadersValidationError');
        expect(result.body?.detail).toEqual({ missing: [{ [name]: 'required' }] });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('refuses invalid bodies, bad query parameters and bad header values with the documented errors', async () => {
    for (const operation of operations.filter((candidate) => candidate.body?.json && candidate.body.required)) {
      const request = validRequest(operation);
      for (const body of ['[]', '{"not_a_field": 1}', '{"broken": ']) {
        const result = await expectDocumented(operation, { ...request, body });
        expectErrorEnvelope({ ...result, body: result.body }, 400, 'RequestValidationError');
        expect(Object.keys(result.body?.detail ?? {}), `${operation.operationId} ${body}`).toEqual(['body']);
      }
      const wrongType = await expectDocumented(operation, { ...request, headers: { ...request.headers, 'content-type': 'text/plain' } });
      expectErrorEnvelope({ ...wrongType, body: wrongType.body }, 415, 'UnsupportedMediaTypeError');
    }
    const lists = operations.filter((operation) => operation.parameters.some((parameter) => parameter.name === 'limit'));
    expect(lists.length).toBeGreaterThan(5);
    for (const operation of lists) {
      for (const limit of ['0', '201', 'ten']) {
        const result = await expectDocumented(operation, validRequest(operation, { query: { limit } }));
        expectErrorEnvelope({ ...result, body: result.body }, 400, 'RequestValidationError');
        expect(result.body?.detail?.query?.[0]?.field, operation.operationId).toBe('limit');
      }
    }
    const messages = op('messagesAll');
    const timeout = await expectDocumented(messages, { ...validRequest(messages), headers: { ...validRequest(messages).headers, 'x-svc-timeout': 'soon' } });
    expectErrorEnvelope({ ...timeout, body: timeout.body }, 400, 'RequestHeadersValidationError');
    const unknownField = await send(mock.url, validRequest(messages, { query: { fields: 'id,nonsense' } }));
    expectErrorEnvelope({ ...unknownField, body: unknownField.body }, 400, 'RequestValidationError');
  });

  it('refuses idempotency keys where the service does not honour them, and both headers at once', async () => {
    const update = op('messagesUpdate');
    const notHonoured = await expectDocumented(update, { ...validRequest(update), headers: { ...validRequest(update).headers, 'idempotency-key': 'k1' } });
    expectErrorEnvelope({ ...notHonoured, body: notHonoured.body }, 400, 'IdempotencyKeyNotSupportedError');
    const add = op('messagesAdd');
    const both = await expectDocumented(add, { ...validRequest(add), headers: { ...validRequest(add).headers, 'idempotency-key': 'k1', 'x-unique-transaction-id': 'k2' } });
    expectErrorEnvelope({ ...both, body: both.body }, 400, 'RequestHeadersValidationError');
    const honoured = await expectDocumented(add, { ...validRequest(add), headers: { ...validRequest(add).headers, 'idempotency-key': 'k1' } });
    expect(honoured.status).toBe(201);
  });

  it('answers a record read by id with that id, the same record the list shows, and again the same', async () => {
    const list = await send(mock.url, validRequest(op('messagesAll'), { query: { limit: '3' } }));
    const listed = list.body?.data[1] as Json;
    expect(listed.id).toMatch(/^mock_/);
    const one = await send(mock.url, { ...validRequest(op('messagesOne')), path: `/sms/messages/${encodeURIComponent(listed.id)}` });
    expect(one.body?.data).toEqual(listed);
    expect((await send(mock.url, { ...validRequest(op('messagesOne')), path: `/sms/messages/${encodeURIComponent(listed.id)}` })).text).toBe(one.text);
    const chosen = await send(mock.url, { ...validRequest(op('messagesOne')), path: '/sms/messages/SM123' });
    expect(chosen.body?.data.id).toBe('SM123');
    expect(chosen.body).toMatchObject({ status_code: 200, status: 'OK', service: 'mock', resource: 'messages', operation: 'one' });

    const ticket = await send(mock.url, { ...validRequest(op('ticketsOne')), path: '/issue-tracking/collections/PROJ/tickets/PROJ-7' });
    expect(ticket.body?.data).toMatchObject({ id: 'PROJ-7', collection_id: 'PROJ' });
    const consumer = await send(mock.url, { ...validRequest(op('consumersOne')), path: '/vault/consumers/user-42' });
    expect(consumer.body?.data.consumer_id).toBe('user-42');
    const connector = await send(mock.url, { ...validRequest(op('connectorsOne')), path: '/connector/connectors/zendesk' });
    expect(connector.body?.data.id).toBe('zendesk');
    // fields projects as the service does; x-svc-service-id names the answering connector.
    const projected = await send(mock.url, {
      ...validRequest(op('messagesOne'), { query: { fields: 'id,body' } }),
      path: '/sms/messages/SM123?fields=id,body',
      headers: { ...validRequest(op('messagesOne')).headers, 'x-svc-service-id': 'twilio' },
    });
    expect(Object.keys(projected.body?.data ?? {}).sort()).toEqual(['body', 'id']);
    expect(projected.body?.service).toBe('twilio');
  });

  it('answers creates with 201 and an id (the same body, the same id), updates and deletes with the id given', async () => {
    const add = op('messagesAdd');
    const body = JSON.stringify({ from: '+15017122661', to: '+15017122662', body: 'Hello' });
    const created = await expectDocumented(add, { ...validRequest(add), body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status_code: 201, status: 'Created', resource: 'messages', operation: 'add' });
    expect(created.body?.data.id).toMatch(/^mock_/);
    const again = await send(mock.url, { ...validRequest(add), body: JSON.stringify({ body: 'Hello', to: '+15017122662', from: '+15017122661' }) });
    expect(again.body?.data.id).toBe(created.body?.data.id);
    const other = await send(mock.url, { ...validRequest(add), body: JSON.stringify({ from: '+1', to: '+2', body: 'Other' }) });
    expect(other.body?.data.id).not.toBe(created.body?.data.id);

    const update = await send(mock.url, { ...validRequest(op('messagesUpdate')), path: '/sms/messages/SM9' });
    expect(update.body).toMatchObject({ status_code: 200, operation: 'update', data: { id: 'SM9' } });
    const remove = await send(mock.url, { ...validRequest(op('messagesDelete')), path: '/sms/messages/SM9' });
    expect(remove.body).toMatchObject({ status_code: 200, operation: 'delete', data: { id: 'SM9' } });
    // Vault: the consumer created is the one named in the body.
    const consumer = await send(mock.url, { ...validRequest(op('consumersAdd')), body: JSON.stringify({ consumer_id: 'user-9', metadata: { account_name: 'Acme' } }) });
    expect(consumer.body?.data).toMatchObject({ consumer_id: 'user-9', metadata: { account_name: 'Acme' } });
  });

  it('goes round the OAuth links: authorize to the callback, the callback to the redirect URI; a foreign state is refused', async () => {
    const authorize = await send(mock.url, validRequest(op('connectionsAuthorize'), { query: { redirect_uri: 'https://client.example/done?x=1' } }));
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location') as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${mock.url}/vault/callback`);
    const back = await send(mock.url, { method: 'GET', path: `${callback.pathname}${callback.search}`, headers: {} });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('https://client.example/done?x=1');
    const foreign = await send(mock.url, { method: 'GET', path: '/vault/callback?state=forged&code=x', headers: {} });
    expectErrorEnvelope({ ...foreign, body: foreign.body }, 400, 'OAuthInvalidStateError');
    const noRedirect = await send(mock.url, { ...validRequest(op('connectionsAuthorize')), path: '/vault/authorize/zendesk/app_x?state=s' });
    expectErrorEnvelope({ ...noRedirect, body: noRedirect.body }, 400, 'OAuthRedirectUriError');
  });

  it('passes the Proxy API call back as what would have been sent, with the body as bytes', async () => {
    const post = op('postProxy');
    const result = await expectDocumented(post, validRequest(post));
    expect(result.body?.downstream).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/{account_sid}/Messages.json', service_id: 'twilio' });
    expect(result.body?.downstream.body_bytes).toBe('raw bytes for the platform'.length);
  });

  it('answers unknown routes and the `_method` override as the service does', async () => {
    const unknown = await send(mock.url, { method: 'GET', path: '/sms/nothing', headers: { authorization: `Bearer ${KEY}`, 'x-svc-app-id': APP_ID } });
    expectErrorEnvelope({ ...unknown, body: unknown.body }, 404, 'EntityNotFoundError');
    const remove = await send(mock.url, { ...validRequest(op('messagesDelete')), method: 'POST', path: '/sms/messages/SM1?_method=DELETE' });
    expect(remove.body).toMatchObject({ operation: 'delete', data: { id: 'SM1' } });
    const errorPage = await fetch(`${mock.url}/errors/InvalidCursorError`);
    expect(errorPage.status).toBe(200);
    expect(await errorPage.text()).toContain('InvalidCursorError');
  });
});
