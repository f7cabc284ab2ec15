/**
 * The Intercom connector and emulator, checked against Intercom's own
 * description (API 2.16): every request the service sends and every answer
 * the emulator gives, for the five customer operations (search, get,
 * create, update, archive, delete), paging, /me, and the failure answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Intercom connector ↔ emulator ↔ api.intercom.io.v2.16.yaml', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [intercomEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'customer-support', 'intercom', { api_token: INTERCOM_DEMO_ACCOUNT.accessToken });
    const headers = tenant.headers('c1');
    const base = `${svc.url}/customer-support/customers`;
    await call(`${svc.url}/vault/connections/customer-support/intercom/validate`, { method: 'POST', headers });
    const first = await call(`${base}?limit=10`, { headers });
    await call(first.body.links.next, { headers });
    await call(`${base}?limit=200`, { headers });
    await call(`${base}/${first.body.data[1].id}`, { headers });
    const created = await call(base, {
      method: 'POST',
      headers,
      json: { first_name: 'Contract', last_name: 'Check', emails: [{ email: 'contract.check@example.com' }], phone_numbers: [{ number: '+15005550006' }] },
    });
    const id = created.body.data.id as string;
    await call(`${base}/${id}`, { headers });
    await call(`${base}/${id}`, { method: 'PATCH', headers, json: { last_name: 'Checked' } });
    await call(base, { method: 'POST', headers, json: { emails: [{ email: 'contract.check@example.com' }] } });
    await call(`${base}/${id}`, { method: 'DELETE', headers });
    const archived = await call(base, { method: 'POST', headers, json: { first_name: 'Gone', emails: [{ email: 'gone@example.com' }], status: 'archived' } });
    await call(`${base}/${archived.body.data.id}`, { headers });
    // Every seeded contact, leads included, as GET /contacts lists them (the connector itself searches users only).
    await call(`${svc.emulators.intercom!.url}/contacts`, { headers: { authorization: `Bearer ${INTERCOM_DEMO_ACCOUNT.accessToken}`, 'intercom-version': '2.16' } });
    svc.emulators.intercom!.failNext('rate_limit');
    await call(base, { headers });
  });
  afterAll(() => svc.close());

  it('covers every operation the connector uses', () => {
    const seen = new Set(svc.emulators.intercom!.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/[0-9a-f]{24}/, '{id}')} ${exchange.status}`));
    for (const expected of [
      'GET /me 200', 'GET /contacts 200', 'POST /contacts/search 200', 'GET /contacts/{id} 200', 'POST /contacts 200', 'PUT /contacts/{id} 200',
      'DELETE /contacts/{id} 200', 'POST /contacts/{id}/archive 200', 'GET /contacts/{id} 404', 'POST /contacts 409', 'POST /contacts/search 429',
    ]) expect(seen).toContain(expected);
  });

  it('every exchange conforms to Intercom\'s description', async () => {
    const contract = await loadContract('intercom', 'api.intercom.io.v2.16.yaml');
    expect(formatViolations(contract.checkAll(svc.emulators.intercom!.exchanges))).toBe('');
  });
});
