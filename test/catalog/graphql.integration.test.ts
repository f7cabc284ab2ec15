/**
 * GraphQL for the Connector API over real HTTP: every query answers the
 * records the REST routes answer (compared field by field, every field the
 * schema publishes selected), paging with cursors shared with REST, errors
 * carrying the REST error types, the GraphQL-over-HTTP status rules, the
 * request limits, and the same authentication as the REST routes.
 */
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { defineConnector } from '../../src/connectors/framework/define.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { expectSameRecord, fullSelection, graphqlClient, introspectedSchema, type GraphqlClient } from './graphql-helpers.js';

type Json = Record<string, any>;

const twilioBeta = defineConnector({ ...twilio, id: 'twilio-beta', name: 'Twilio (beta channel)', status: 'beta' });
const REGISTRY = [...CONNECTORS, twilioBeta];
const sortedIds = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('Connector API over GraphQL', () => {
  let svc: TestService;
  let tenant: Tenant;
  let gql: GraphqlClient;
  let schema: GraphQLSchema;
  const headers = () => ({ authorization: `Bearer ${tenant.key}`, 'x-svc-app-id': tenant.appId });
  const rest = async (path: string) => (await call<Json>(`${svc.url}${path}`, { headers: headers() })).body;
  const endpoint = () => `${svc.url}/connector/graphql`;

  beforeAll(async () => {
    svc = await startTestService({ connectors: new ConnectorRegistry(REGISTRY) });
    tenant = await svc.tenant();
    gql = graphqlClient(endpoint(), headers);
    schema = await introspectedSchema(gql);
  });
  afterAll(() => svc?.close());

  describe('the same records as REST', () => {
    it('lists every connector with every field as GET /connector/connectors does', async () => {
      const data = await gql.data(`{ connectors(limit: 200) { data ${fullSelection(schema, 'Connector')} meta { items_on_page cursors { previous current next } } } }`);
      const page = await rest('/connector/connectors?limit=200');
      expect(data.connectors.data.map((c: Json) => c.id)).toEqual(sortedIds(REGISTRY));
      expectSameRecord(data.connectors.data, page.data, 'connectors');
      expect(data.connectors.meta).toEqual(page.meta);
    });

    it('answers each connector, connector resource and doc as REST does', async () => {
      const selection = fullSelection(schema, 'Connector');
      const resourceSelection = fullSelection(schema, 'ConnectorResource');
      for (const connector of REGISTRY) {
        const record = await rest(`/connector/connectors/${connector.id}`);
        const data = await gql.data(`query($id: String!) { connector(id: $id) ${selection} }`, { id: connector.id });
        expectSameRecord(data.connector, record.data, connector.id);
        for (const binding of connector.resources) {
          const path = `/connector/connectors/${connector.id}/resources/${binding.declaration.id}?unified_api=${binding.declaration.api}`;
          const resource = await gql.data(
            `query($id: String!, $resource: String!, $api: String) { connectorResource(id: $id, resource_id: $resource, unified_api: $api) ${resourceSelection} }`,
            { id: connector.id, resource: binding.declaration.id, api: binding.declaration.api },
          );
          expectSameRecord(resource.connectorResource, (await rest(path)).data, `${connector.id}/${binding.declaration.id}`);
        }
        for (const doc of record.data.docs as Json[]) {
          const markdown = await call(doc.url, { headers: headers() });
          const content = await gql.data(`query($id: String!, $doc: String!) { connectorDoc(id: $id, doc_id: $doc) }`, { id: connector.id, doc: doc.id });
          expect(content.connectorDoc).toBe(markdown.text);
        }
      }
    });

    it('answers every API, API resource and coverage record as REST does', async () => {
      const apis = await gql.data(`{ apis { data ${fullSelection(schema, 'Api')} meta { items_on_page cursors { previous current next } } } }`);
      const restApis = await rest('/connector/apis');
      expectSameRecord(apis.apis.data, restApis.data, 'apis');
      expect(apis.apis.meta).toEqual(restApis.meta);
      for (const api of UNIFIED_APIS) {
        const one = await gql.data(`query($id: String!) { api(id: $id) ${fullSelection(schema, 'Api')} }`, { id: api.id });
        expectSameRecord(one.api, (await rest(`/connector/apis/${api.id}`)).data, api.id);
        for (const resource of api.resources) {
          const variables = { id: api.id, resource: resource.id };
          const data = await gql.data(
            `query($id: String!, $resource: String!) {
               apiResource(id: $id, resource_id: $resource) ${fullSelection(schema, 'ApiResource')}
               apiResourceCoverage(id: $id, resource_id: $resource) ${fullSelection(schema, 'ApiResourceCoverage')}
             }`,
            variables,
          );
          expectSameRecord(data.apiResource, (await rest(`/connector/apis/${api.id}/resources/${resource.id}`)).data, `${api.id}/${resource.id}`);
          expectSameRecord(data.apiResourceCoverage, (await rest(`/connector/apis/${api.id}/resources/${resource.id}/coverage`)).data, `${api.id}/${resource.id}/coverage`);
          // The JSON Schema arrives whole, as the JSON scalar.
          expect(data.apiResource.schema.type).toBe('object');
        }
      }
    });
  });

  describe('paging and filters', () => {
    const pageQuery = `query($cursor: String, $limit: Int, $filter: ConnectorsFilter) {
      connectors(cursor: $cursor, limit: $limit, filter: $filter) { data { id } meta { items_on_page cursors { previous current next } } }
    }`;

    it('walks connectors one at a time with cursors, forwards and back', async () => {
      const seen: string[] = [];
      const pages: Json[] = [];
      let cursor: string | null = null;
      do {
        const data = await gql.data(pageQuery, { cursor, limit: 1 });
        const page: Json = data.connectors;
        expect(page.data).toHaveLength(1);
        expect(page.meta.items_on_page).toBe(1);
        expect(page.meta.cursors.current).toBe(cursor);
        seen.push(page.data[0].id);
        pages.push(page);
        cursor = page.meta.cursors.next;
        expect(pages.length).toBeLessThanOrEqual(REGISTRY.length);
      } while (cursor !== null);
      expect(seen).toEqual(sortedIds(REGISTRY));
      expect(pages[0]!.meta.cursors.previous).toBeNull();
      const back = await gql.data(pageQuery, { cursor: pages.at(-1)!.meta.cursors.previous, limit: 1 });
      expect(back.connectors.data[0].id).toBe(seen.at(-2));
    });

    it('shares cursors with REST: a REST cursor continues in GraphQL and back', async () => {
      const restFirst = await rest('/connector/connectors?limit=2');
      const viaGraphql = await gql.data(pageQuery, { cursor: restFirst.meta.cursors.next, limit: 2 });
      const restSecond = await rest(`/connector/connectors?limit=2&cursor=${encodeURIComponent(restFirst.meta.cursors.next)}`);
      expect(viaGraphql.connectors.data.map((c: Json) => c.id)).toEqual(restSecond.data.map((c: Json) => c.id));
      const graphqlFirst = await gql.data(pageQuery, { limit: 2 });
      const restFromGraphql = await rest(`/connector/connectors?limit=2&cursor=${encodeURIComponent(graphqlFirst.connectors.meta.cursors.next)}`);
      expect(restFromGraphql.data.map((c: Json) => c.id)).toEqual(restSecond.data.map((c: Json) => c.id));
    });

    it('filters by unified API and status, and pages within a filter', async () => {
      for (const api of UNIFIED_APIS) {
        const data = await gql.data(pageQuery, { filter: { unified_api: api.id } });
        const expected = REGISTRY.filter((connector) => connector.resources.some((binding) => binding.declaration.api === api.id));
        expect(data.connectors.data.map((c: Json) => c.id)).toEqual(sortedIds(expected));
      }
      const beta = await gql.data(pageQuery, { filter: { status: 'beta' } });
      expect(beta.connectors.data.map((c: Json) => c.id)).toEqual(sortedIds(REGISTRY.filter((c) => c.status === 'beta')));
      // One connector a page, to the last page.
      const paged: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page: Json = await gql.data(pageQuery, { filter: { unified_api: 'sms' }, limit: 1, ...(cursor ? { cursor } : {}) });
        expect(page.connectors.data).toHaveLength(1);
        paged.push(page.connectors.data[0].id);
        cursor = page.connectors.meta.cursors.next;
      } while (cursor && paged.length < 20);
      expect(paged).toEqual(sortedIds(REGISTRY.filter((c) => c.resources.some((b) => b.declaration.api === 'sms'))));
      const live = await gql.data('{ apis(filter: { status: "live" }) { data { id } } }');
      expect(live.apis.data.map((a: Json) => a.id)).toEqual(sortedIds(UNIFIED_APIS.filter((api) => api.status === 'live')));
    });
  });

  describe('errors', () => {
    it('reports an unknown id as an error with the REST type, and still answers the other fields', async () => {
      const result = await gql.post('{ connector(id: "nope") { id } api(id: "sms") { id } missing: api(id: "telepathy") { id } }');
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({ connector: null, api: { id: 'sms' }, missing: null });
      const [connectorError, apiError] = result.body.errors;
      expect(connectorError).toMatchObject({
        message: 'Unknown connector "nope"',
        path: ['connector'],
        locations: [{ line: 1, column: 3 }],
        extensions: { type_name: 'ConnectorNotFoundError', status_code: 404, error: 'Not Found', detail: { service_id: 'nope' }, ref: `${svc.url}/errors/ConnectorNotFoundError` },
      });
      expect(apiError).toMatchObject({ path: ['missing'], extensions: { type_name: 'EntityNotFoundError', status_code: 404 } });
      const resource = await gql.post('{ apiResource(id: "sms", resource_id: "calls") { id } connectorResource(id: "jira", resource_id: "tickets", unified_api: "sms") { id } }');
      expect(resource.body.errors.map((error: Json) => error.extensions.type_name)).toEqual(['EntityNotFoundError', 'EntityNotFoundError']);
    });

    it('refuses cursors it did not issue for the list with InvalidCursorError', async () => {
      const apis = await gql.data('{ apis(limit: 1) { meta { cursors { next } } } }');
      const connectors = await gql.data('{ connectors(limit: 1) { meta { cursors { next } } } }');
      const cursor: string = connectors.connectors.meta.cursors.next;
      const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const bad of ['garbage', tampered, apis.apis.meta.cursors.next]) {
        const result = await gql.post('query($c: String) { connectors(cursor: $c) { data { id } } }', { c: bad });
        expect(result.status).toBe(200);
        expect(result.body.data).toEqual({ connectors: null });
        expect(result.body.errors[0].extensions).toMatchObject({ type_name: 'InvalidCursorError', status_code: 400 });
      }
    });

    it('checks arguments with the REST parameter schemas', async () => {
      const cases: [string, string][] = [
        ['{ connectors(limit: 0) { data { id } } }', 'limit'],
        ['{ connectors(limit: 201) { data { id } } }', 'limit'],
        ['{ connectors(filter: { status: "gone" }) { data { id } } }', 'filter.status'],
        ['{ connectors(filter: { unified_api: "Not An Id" }) { data { id } } }', 'filter.unified_api'],
        ['{ apis(filter: { status: "early-access" }) { data { id } } }', 'filter.status'],
        [`{ connector(id: "${'x'.repeat(300)}") { id } }`, 'id'],
        ['{ connector(id: "") { id } }', 'id'],
        ['{ connectorResource(id: "jira", resource_id: "tickets", unified_api: "Not An Id") { id } }', 'unified_api'],
        ['{ connectorDoc(id: "jira", doc_id: "") }', 'doc_id'],
      ];
      for (const [query, field] of cases) {
        const result = await gql.post(query);
        expect(result.status, query).toBe(200);
        const error = result.body.errors?.[0];
        expect(error?.extensions, query).toMatchObject({ type_name: 'RequestValidationError', status_code: 400 });
        expect(error.extensions.detail.arguments.map((problem: Json) => problem.field), query).toEqual([field]);
      }
      const status = await gql.post('{ connectors(filter: { status: "gone" }) { data { id } } }');
      expect(status.body.errors[0].message).toBe('Invalid arguments: filter.status must be one of: live, beta, early-access, development, considering');
    });

    it('answers syntax and validation errors the standard way: 200 under application/json, 400 under graphql-response+json', async () => {
      for (const query of ['{ connectors(limit: 1) { data { id }', '{ connectors { data { nope } } }', '{ connector { id } }']) {
        const json = await gql.post(query);
        expect(json.status, query).toBe(200);
        expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(json.body.data, query).toBeUndefined();
        expect(json.body.errors[0].message, query).toBeTypeOf('string');
        expect(json.body.errors[0].locations, query).toBeDefined();
        const strict = await gql.post(query, undefined, { accept: GRAPHQL_RESPONSE });
        expect(strict.status, query).toBe(400);
        expect(strict.headers.get('content-type')).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
        expect(strict.body).toEqual(json.body);
      }
      const syntax = await gql.post('{ connectors(limit: 1) { data { id }');
      expect(syntax.body.errors[0].message).toMatch(/^Syntax Error/);
    });

    it('answers an executed request with 200 under graphql-response+json, field errors included', async () => {
      const ok = await gql.post('{ apis { data { id } } }', undefined, { accept: `${GRAPHQL_RESPONSE}, application/json;q=0.9` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
      const fieldError = await gql.post('{ connector(id: "nope") { id } }', undefined, { accept: GRAPHQL_RESPONSE });
      expect(fieldError.status).toBe(200);
      expect(fieldError.body.data).toEqual({ connector: null });
      // Variables that do not fit their types stop the request before execution: a request error.
      const badVariable = await gql.post('query($limit: Int) { connectors(limit: $limit) { data { id } } }', { limit: 'ten' }, { accept: GRAPHQL_RESPONSE });
      expect(badVariable.status).toBe(400);
      expect(badVariable.body.data).toBeUndefined();
      const json = await gql.post('{ apis { data { id } } }', undefined, { accept: 'application/json' });
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    });

    it('answers a request that is not a GraphQL request with 400 and the error envelope', async () => {
      const post = (body: unknown, extra: Record<string, string> = {}) =>
        call(endpoint(), { method: 'POST', headers: { ...headers(), 'content-type': 'application/json', ...extra }, body: typeof body === 'string' ? body : JSON.stringify(body) });
      for (const body of [{}, { query: 42 }, { query: '{ apis { data { id } } }', variables: [1] }, { query: '{ apis { data { id } } }', operationName: 7 }, { qeury: '{ apis { data { id } } }' }, '{"query": ']) {
        expectErrorEnvelope(await post(body), 400, 'RequestValidationError');
      }
      expectErrorEnvelope(await post('query { apis { data { id } } }', { 'content-type': 'application/graphql' }), 415, 'UnsupportedMediaTypeError');
      const bareGet = await call(endpoint(), { headers: headers() });
      expectErrorEnvelope(bareGet, 400, 'RequestValidationError');
      expect(bareGet.body.message).toContain('/connector/graphql/playground');
      for (const search of ['query={apis{data{id}}}&variables=[1]', 'query={apis{data{id}}}&variables={', 'qeury={apis{data{id}}}']) {
        expectErrorEnvelope(await call(`${endpoint()}?${search}`, { headers: headers() }), 400, 'RequestValidationError');
      }
    });
  });

  describe('GET requests', () => {
    it('runs a query from the query string, with variables and an operation name', async () => {
      const params = new URLSearchParams({
        query: 'query One($id: String!) { connector(id: $id) { id name } } query All { apis { data { id } } }',
        variables: JSON.stringify({ id: 'zendesk' }),
        operationName: 'One',
      });
      const result = await call<Json>(`${endpoint()}?${params}`, { headers: headers() });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ data: { connector: { id: 'zendesk', name: 'Zendesk' } } });
      const noOperation = await call<Json>(`${endpoint()}?${new URLSearchParams({ query: params.get('query')! })}`, { headers: { ...headers(), accept: GRAPHQL_RESPONSE } });
      expect(noOperation.status).toBe(400);
      expect(noOperation.body.errors[0].message).toMatch(/operation name/);
    });
  });

  describe('limits', () => {
    it('lets GraphiQL\'s full introspection query through', () => {
      expect(schema.getQueryType()?.name).toBe('Query');
    });

    it('refuses documents nested too deep or expanding to too many fields', async () => {
      const deep = `{ __schema { types { ${'ofType { '.repeat(15)}name${' }'.repeat(15)} } } }`;
      const tooDeep = await gql.post(deep);
      expect(tooDeep.body.errors[0].message).toMatch(/nested 18 levels deep; at most 15/);
      const fragments = Array.from({ length: 11 }, (_, index) => `fragment F${index} on Connector { ...F${index + 1} ...F${index + 1} }`).join(' ');
      const fanOut = await gql.post(`{ connectors { data { ...F0 } } } ${fragments} fragment F11 on Connector { id }`, undefined, { accept: GRAPHQL_RESPONSE });
      expect(fanOut.status).toBe(400);
      expect(fanOut.body.errors[0].message).toMatch(/selects more than 1000 fields/);
      // Within the token limit, but one field past the selection limit.
      expect((await gql.post(`{ ${'__typename '.repeat(1_001)}}`)).body.errors[0].message).toMatch(/selects more than 1000 fields/);
    });

    it('refuses documents past the token and length limits', async () => {
      const tokens = await gql.post(`{ ${'a '.repeat(2_100)}}`);
      expect(tokens.body.errors[0].message).toMatch(/Document contains more tha[nt] 2000 tokens/);
      expectErrorEnvelope(await gql.post(`{ apis { data { id } } }${' '.repeat(16_400)}`), 400, 'RequestValidationError');
    });
  });

  describe('authentication', () => {
    it('needs a key of the application and x-svc-app-id, as the REST Connector API does', async () => {
      const query = { query: '{ apis { data { id } } }' };
      expectErrorEnvelope(await call(endpoint(), { method: 'POST', json: query }), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(endpoint(), { method: 'POST', json: query, headers: { 'x-svc-app-id': tenant.appId } }), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(endpoint(), { method: 'POST', json: query, headers: { authorization: `Bearer ${tenant.key}` } }), 401, 'UnauthorizedError');
      const other = await svc.tenant();
      expectErrorEnvelope(await call(endpoint(), { method: 'POST', json: query, headers: { ...headers(), 'x-svc-app-id': other.appId } }), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(`${endpoint()}?query=%7Bapis%7Bdata%7Bid%7D%7D%7D`), 401, 'UnauthorizedError');
      const publicKey = (await svc.service.admin.createKey(tenant.appId, 'public', 'sandbox')).key;
      const viaPublic = await call<Json>(endpoint(), { method: 'POST', json: query, headers: { authorization: `Bearer ${publicKey}`, 'x-svc-app-id': tenant.appId } });
      expect(viaPublic.status).toBe(200);
      expect(viaPublic.body.data.apis.data.length).toBe(UNIFIED_APIS.length);
    });
  });
});
