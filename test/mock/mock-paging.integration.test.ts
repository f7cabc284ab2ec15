/**
 * Paging of every paged list the mock serves (found in the documents: the
 * operations with a `cursor` parameter): following meta.cursors.next visits
 * every record once and ends with next null, links.next leads to the same
 * page, and a cursor of another list, or an altered one, is refused with 400
 * InvalidCursorError as the service refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRef } from '../../src/mock/document-schemas.js';
import { mockOperations, type MockOperation } from '../../src/mock/mock-operations.js';
import { startMockServer, type MockServer } from '../../src/mock/mock-server.js';
import { LIST_SIZE } from '../../src/mock/paging.js';
import { ResponseCheck } from '../catalog/openapi-response-check.js';
import { expectErrorEnvelope } from '../helpers/http.js';
import { send, validRequest, type MockRequest } from './mock-requests.js';

type Json = Record<string, any>;

describe('mock server lists', () => {
  let mock: MockServer;
  let lists: MockOperation[];
  let check: ResponseCheck;

  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    const listed = (await send(mock.url, { method: 'GET', path: '/openapi', headers: {} })).body as Json;
    const documents: Record<string, Json> = {};
    for (const { id } of listed.data as { id: string }[]) documents[id] = (await send(mock.url, { method: 'GET', path: `/openapi/${id}.json`, headers: {} })).body as Json;
    check = new ResponseCheck(documents);
    /** Whether the operation's answer holds an array of records: a get that only accepts `cursor` (a ticket's comment, as the reference declares it) is no list. */
    const answersArray = (operation: MockOperation): boolean => {
      const document = documents[operation.apiId]!;
      const resolve = (node: Json | undefined): Json | undefined => (typeof node?.$ref === 'string' ? resolve(resolveRef(document, node.$ref) as Json) : node);
      const body = operation.success.schemaPointer ? resolve(resolveRef(document, `#/${operation.success.schemaPointer}`) as Json) : undefined;
      return resolve(body?.properties?.data)?.type === 'array';
    };
    lists = mockOperations(Object.entries(documents).map(([id, document]) => ({ id, name: id, document }))).filter(
      (operation) => operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'cursor') && answersArray(operation),
    );
  });
  afterAll(async () => {
    await mock?.close();
  });

  const withQuery = (request: MockRequest, query: Record<string, string>): MockRequest => {
    const url = new URL(request.path, 'http://x');
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return { ...request, path: `${url.pathname}${url.search}` };
  };

  /** The identifying member of a record: its id, or a consumer's consumer_id. */
  const keyOf = (record: Json) => String(record.id ?? record.consumer_id);

  it('visits every record of every paged list once, page by page, ending with next null', async () => {
    expect(lists.map((operation) => operation.operationId).sort()).toEqual(
      expect.arrayContaining(['messagesAll', 'customersAll', 'collectionsAll', 'ticketsAll', 'consumersAll', 'connectorsAll', 'apisAll']),
    );
    for (const operation of lists) {
      const first = validRequest(operation);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const request = withQuery(first, { limit: '10', ...(cursor ? { cursor } : {}) });
        const result = await send(mock.url, request);
        check.expect(operation.apiId, operation.method, operation.path, { status: result.status, headers: result.headers, body: result.body, text: result.text });
        const body = result.body as Json;
        expect(body.meta.items_on_page, operation.operationId).toBe(body.data.length);
        expect(body.meta.cursors.current).toBe(cursor);
        seen.push(...(body.data as Json[]).map(keyOf));
        const next = body.meta.cursors.next as string | null;
        expect(body.links.next, operation.operationId).toBe(next === null ? null : `${mock.url}${withQuery(request, { cursor: next }).path}`);
        cursor = next;
        pages += 1;
      } while (cursor !== null && pages < 20);
      expect(pages, operation.operationId).toBe(Math.ceil(LIST_SIZE / 10));
      expect(seen.length, operation.operationId).toBe(LIST_SIZE);
      // A record with no id of its own (a shared link, named by the item it opens) cannot be told apart here.
      if (!seen.includes('undefined')) expect(new Set(seen).size, operation.operationId).toBe(LIST_SIZE);
    }
  });

  it('serves 20 records a page by default, and the page links.next names', async () => {
    const operation = lists.find((candidate) => candidate.operationId === 'messagesAll') as MockOperation;
    const first = await send(mock.url, validRequest(operation));
    expect(first.body?.data).toHaveLength(20);
    const viaLink = await fetch(first.body?.links.next as string, { headers: validRequest(operation).headers });
    const viaCursor = await send(mock.url, withQuery(validRequest(operation), { cursor: first.body?.meta.cursors.next as string }));
    expect(await viaLink.text()).toBe(viaCursor.text);
    expect(viaCursor.body?.meta.cursors.previous).toEqual(expect.any(String));
  });

  it('refuses a cursor of another list, of another collection, or altered, with InvalidCursorError', async () => {
    const byId = (operationId: string) => lists.find((candidate) => candidate.operationId === operationId) as MockOperation;
    const messages = byId('messagesAll');
    const customers = byId('customersAll');
    const tickets = byId('ticketsAll');
    const cursor = (await send(mock.url, withQuery(validRequest(messages), { limit: '5' }))).body?.meta.cursors.next as string;

    const foreign = await send(mock.url, withQuery(validRequest(customers), { cursor }));
    expectErrorEnvelope({ ...foreign, body: foreign.body }, 400, 'InvalidCursorError');
    check.expect(customers.apiId, customers.method, customers.path, { status: foreign.status, headers: foreign.headers, body: foreign.body, text: foreign.text });

    const [body, mac] = cursor.split('.') as [string, string];
    const altered = `${body}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const tampered = await send(mock.url, withQuery(validRequest(messages), { cursor: altered }));
    expectErrorEnvelope({ ...tampered, body: tampered.body }, 400, 'InvalidCursorError');
    const garbage = await send(mock.url, withQuery(validRequest(messages), { cursor: 'not-a-cursor' }));
    expectErrorEnvelope({ ...garbage, body: garbage.body }, 400, 'InvalidCursorError');

    const inProject = (collection: string, query: Record<string, string>) =>
      withQuery({ ...validRequest(tickets), path: `/issue-tracking/collections/${collection}/tickets` }, query);
    const ticketCursor = (await send(mock.url, inProject('A', { limit: '5' }))).body?.meta.cursors.next as string;
    expect((await send(mock.url, inProject('A', { cursor: ticketCursor }))).status).toBe(200);
    const otherCollection = await send(mock.url, inProject('B', { cursor: ticketCursor }));
    expectErrorEnvelope({ ...otherCollection, body: otherCollection.body }, 400, 'InvalidCursorError');
  });
});
