/**
 * The Pipedrive connector and the Pipedrive emulator, checked against the
 * description of Pipedrive's API v1 in the shared folder (a 2021 copy): every
 * v1 request the connector sends through the service (leads, notes, users,
 * field definitions, the webhook it registers) and every v1 answer the emulator
 * gives, 404s and a 429 included. The description has no API v2: the v2
 * exchanges (persons, organizations, deals, activities, pipelines, stages,
 * searches) are listed as made but not checked here; the connector's
 * README.md names them, and the emulator's own tests hold their shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const isV2 = (path: string) => path.startsWith('/api/v2/');

describe.skipIf(!specs)('Pipedrive connector ↔ emulator ↔ pipedrive-v1.openapi.yml', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'crm', 'pipedrive', { api_token: DEMO.apiToken });
    const kit = (svc.emulators.pipedrive as KitEmulatorHandle).kit;
    const headers = tenant.headers('c1');
    const api = (path: string) => `${svc.url}/crm${path}`;
    const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers });
    const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers, json });

    const leads = await get('/leads?limit=3&sort[by]=updated_at&sort[direction]=desc');
    await get(leads.body.links.next);
    await get(`/leads/${leads.body.data[0].id}`);
    await get('/leads/00000000-0000-4000-8000-000000000000');
    const lead = await send('POST', '/leads', { name: 'Contract lead', contact_id: '1', monetary_amount: 1000, currency: 'USD', custom_fields: [{ name: 'Competitor', value: 'Initech' }] });
    await send('PATCH', `/leads/${lead.body.data.id}`, { name: 'Contract lead 2', status: 'archived' });
    await send('DELETE', `/leads/${lead.body.data.id}`);

    const notes = await get(`/notes?limit=2&filter[owner_id]=${DEMO.userId}`);
    if (notes.body.links.next) await get(notes.body.links.next);
    await get(`/notes?filter[updated_since]=2020-01-01T00:00:00.000Z&limit=2`);
    const note = await send('POST', '/notes', { content: '<p>Contract</p>', contact_id: '1', opportunity_id: '2' });
    await get(`/notes/${note.body.data.id}`);
    await send('PATCH', `/notes/${note.body.data.id}`, { content: '<p>Changed</p>' });
    await send('DELETE', `/notes/${note.body.data.id}`);
    await get('/notes/999999');

    await get('/users');
    await get(`/users/${DEMO.userId}`);
    await get('/users/424242');
    await get(`/users?filter[email]=${encodeURIComponent(DEMO.userEmail)}`);
    await get('/contacts?limit=2');
    await get('/companies/1');
    await get('/opportunities?limit=2');

    // The service registers its webhook at Pipedrive once the connection is callable.
    svc.service.inboundRegistrar.start();
    for (let tries = 0; kit.records('webhooks').length === 0 && tries < 400; tries++) {
      svc.service.inboundRegistrar.wake();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await svc.service.inboundRegistrar.stop();

    svc.emulators.pipedrive!.failNext('rate_limit');
    await call(api('/leads?limit=1'), { headers: { ...headers, 'x-svc-timeout': '100' } });
    expect(kit.records('leads').length).toBeGreaterThan(0);
  });
  afterAll(() => svc.close());

  it('covers every v1 operation the connector uses', () => {
    const seen = new Set(svc.emulators.pipedrive!.exchanges.filter((exchange) => !isV2(exchange.path)).map((exchange) =>
      `${exchange.method} ${exchange.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{uuid}').replace(/\d+/g, '{id}').replace('/v{id}/', '/v1/')} ${exchange.status}`));
    for (const expected of [
      'GET /v1/leads 200', 'GET /v1/leads/{uuid} 200', 'GET /v1/leads/{uuid} 404', 'POST /v1/leads 201', 'PATCH /v1/leads/{uuid} 200', 'DELETE /v1/leads/{uuid} 200',
      'GET /v1/notes 200', 'POST /v1/notes 200', 'GET /v1/notes/{id} 200', 'PUT /v1/notes/{id} 200', 'DELETE /v1/notes/{id} 200', 'GET /v1/notes/{id} 404',
      'GET /v1/users 200', 'GET /v1/users/{id} 200', 'GET /v1/users/{id} 404', 'GET /v1/users/find 200',
      'GET /v1/personFields 200', 'GET /v1/organizationFields 200', 'GET /v1/dealFields 200', 'GET /v1/dealFields 429', 'POST /v1/webhooks 201',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every v1 exchange conforms to Pipedrive\'s description', async () => {
    const contract = await loadContract('pipedrive', 'pipedrive-v1.openapi.yml');
    const v1 = svc.emulators.pipedrive!.exchanges.filter((exchange) => !isV2(exchange.path));
    expect(formatViolations(contract.checkAll(v1))).toBe('');
  }, 120_000);

  it('sends the v2 calls the description cannot check, under /api/v2', () => {
    const v2 = new Set(svc.emulators.pipedrive!.exchanges.filter((exchange) => isV2(exchange.path)).map((exchange) => `${exchange.method} ${exchange.path.replace(/\d+/g, '{id}').replace('/v{id}/', '/v2/')}`));
    for (const expected of ['GET /api/v2/persons', 'GET /api/v2/organizations/{id}', 'GET /api/v2/deals']) expect(v2).toContain(expected);
  });
});
