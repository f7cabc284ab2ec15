/**
 * The request logs against the Pipedrive emulator: a record per unified,
 * proxy and MCP call (source api, proxy, mcp) without query strings, bodies
 * or secrets; /vault/logs paged and filtered (connector, status, excluded
 * APIs); another consumer or application sees none; consumer counts
 * (`stats`, `aggregated_request_count`); records past the retention pruned.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const DAY_MS = 86_400_000;

describe('request logs (/vault/logs)', () => {
  let svc: TestService;
  let tenant: Tenant;
  let now = Date.now();
  const logs = async (consumer: string, query = '', who: Tenant = tenant) => {
    const answer = await call(`${svc.url}/vault/logs${query}`, { headers: who.headers(consumer) });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as Json;
  };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator], clock: () => now, config: { requestLogRetentionDays: 7 } });
    tenant = await svc.tenant();
    for (const consumer of ['c1', 'c2']) await tenant.connect(consumer, 'crm', 'pipedrive', { api_token: DEMO.apiToken });

    const headers = tenant.headers('c1');
    expect((await call(`${svc.url}/crm/contacts?limit=2&filter[email]=secret.person@example.com`, { headers })).status).toBe(200);
    expectErrorEnvelope(await call(`${svc.url}/crm/contacts/999999`, { headers }), 404, 'EntityNotFoundError');
    const created = await call(`${svc.url}/crm/contacts`, { method: 'POST', headers, json: { first_name: 'Very', last_name: 'Private' } });
    expect(created.status).toBe(201);
    await call(`${svc.url}/proxy`, { headers: tenant.headers('c1', { 'x-svc-service-id': 'pipedrive', 'x-svc-downstream-url': '/v1/users/me' }) });
    const client = new Client({ name: 'logs-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp?tools=all`), { requestInit: { headers } }));
    expect((await client.callTool({ name: 'crm_users_list', arguments: { limit: 1 } })).isError).toBeFalsy();
    await client.close();
  });
  afterAll(() => svc.close());

  it('keeps one record per unified, proxy and MCP call, newest first, without query strings, bodies or secrets', async () => {
    const page = await logs('c1');
    const seen = page.data.map((log: Json) => [log.source, log.http_method, log.path, log.status_code]);
    expect(seen).toEqual([
      ['mcp', 'GET', '/crm/users', 200],
      ['proxy', 'GET', '/proxy', expect.any(Number)],
      ['api', 'POST', '/crm/contacts', 201],
      ['api', 'GET', '/crm/contacts/999999', 404],
      ['api', 'GET', '/crm/contacts', 200],
    ]);
    expect(page.data[4]).toMatchObject({
      consumer_id: 'c1',
      unified_api: 'crm',
      service: { id: 'pipedrive', name: 'Pipedrive' },
      operation: { id: 'contactsAll', name: expect.any(String) },
      sandbox: true,
      success: true,
      source_ip: null,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(page.data[4].latency).toBeGreaterThan(0);
    expect(page.data[1]).toMatchObject({ unified_api: 'proxy', operation: { id: 'getProxy' } });
    const stored = JSON.stringify(await svc.store.db.selectFrom('requestLogs').selectAll().execute());
    for (const secret of ['secret.person', 'Private', DEMO.apiToken, tenant.key]) expect(stored).not.toContain(secret);
  });

  it('pages and filters by connector, status and excluded unified APIs', async () => {
    const first = await logs('c1', '?limit=2');
    expect(first.data).toHaveLength(2);
    const next = await call(first.links.next, { headers: tenant.headers('c1') });
    expect(next.body.data.map((log: Json) => log.path)).toEqual(['/crm/contacts', '/crm/contacts/999999']);
    expect((await logs('c1', '?filter[status_code]=404')).data.map((log: Json) => log.path)).toEqual(['/crm/contacts/999999']);
    expect((await logs('c1', '?filter[connector_id]=crm%2Bpipedrive')).data).toHaveLength(5);
    expect((await logs('c1', '?filter[connector_id]=hubspot')).data).toHaveLength(0);
    expect((await logs('c1', '?filter[exclude_unified_apis]=crm')).data.map((log: Json) => log.unified_api)).toEqual(['proxy']);
    expect((await logs('c1', '?filter[status_codes]=404,201')).data.map((log: Json) => log.status_code)).toEqual([201, 404]);
    expect((await logs('c1', '?filter[http_method]=post')).data.map((log: Json) => log.path)).toEqual(['/crm/contacts']);
    expect((await logs('c1', '?filter[path]=/crm/contacts&filter[path_match_mode]=EXACT')).data).toHaveLength(2);
    expect((await logs('c1', '?filter[path]=999&filter[path_match_mode]=ENDS_WITH')).data).toHaveLength(1);
    expect((await logs('c1', `?filter[start_date]=${new Date(now + 1000).toISOString()}`)).data).toHaveLength(0);
    expectErrorEnvelope(await call(`${svc.url}/vault/logs?filter[status_code]=abc`, { headers: tenant.headers('c1') }), 400, 'RequestValidationError');
    expectErrorEnvelope(await call(`${svc.url}/vault/logs`, { headers: tenant.headers() }), 400, 'RequestHeadersValidationError');
  });

  it('shows a consumer its own records only, and none to another application', async () => {
    expect((await logs('c2')).data).toEqual([]);
    const other = await svc.tenant();
    expect((await logs('c1', '', other)).data).toEqual([]);
  });

  it('counts the consumer\'s calls (stats, aggregated_request_count)', async () => {
    const range = `start_datetime=${new Date(now - DAY_MS).toISOString()}&end_datetime=${new Date(now + DAY_MS).toISOString()}`;
    const stats = await call(`${svc.url}/vault/consumers/c1/stats?${range}`, { headers: tenant.headers() });
    expect(stats.body.data).toMatchObject({ consumer_id: 'c1', aggregated_request_count: 5, request_counts: { unify: 4, proxy: 1 } });
    const before = `start_datetime=${new Date(now - 2 * DAY_MS).toISOString()}&end_datetime=${new Date(now - DAY_MS).toISOString()}`;
    expect((await call(`${svc.url}/vault/consumers/c1/stats?${before}`, { headers: tenant.headers() })).body.data.aggregated_request_count).toBe(0);
    expectErrorEnvelope(await call(`${svc.url}/vault/consumers/nobody/stats?${range}`, { headers: tenant.headers() }), 404, 'EntityNotFoundError');
    const consumer = (await call(`${svc.url}/vault/consumers/c1`, { headers: tenant.headers() })).body.data;
    expect(consumer).toMatchObject({ aggregated_request_count: 5, request_counts: { unify: 4, proxy: 1 }, request_count_updated: expect.any(String) });
    expect((await call(`${svc.url}/vault/consumers/c2`, { headers: tenant.headers() })).body.data.aggregated_request_count).toBe(0);
  });

  it('prunes records older than the retention', async () => {
    now += 6 * DAY_MS;
    expect(await svc.service.requestLogs.prune()).toBe(0);
    now += 2 * DAY_MS;
    expect(await svc.service.requestLogs.prune()).toBe(5);
    expect((await logs('c1')).data).toEqual([]);
  });
});
