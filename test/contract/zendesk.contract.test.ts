/**
 * The Zendesk connector and emulator, checked against Zendesk's description:
 * every request sent through the service and every emulator answer, for the
 * five customer operations, paging both ways, the failure answers, and the
 * Webhooks API calls of the inbound hooks (described in zendesk-webhooks-api.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { zendeskInbound } from '../../src/connectors/zendesk/inbound.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Zendesk connector ↔ emulator ↔ zendesk-support.openapi-src.yaml', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zendeskEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'customer-support', 'zendesk', {
      subdomain: ZENDESK_DEMO_ACCOUNT.subdomain,
      email: ZENDESK_DEMO_ACCOUNT.email,
      api_token: ZENDESK_DEMO_ACCOUNT.apiToken,
    });
    const headers = tenant.headers('c1');
    const base = `${svc.url}/customer-support/customers`;
    const first = await call(`${base}?limit=10`, { headers });
    const second = await call(first.body.links.next, { headers });
    await call(second.body.links.previous, { headers });
    await call(`${base}?limit=150`, { headers });
    const created = await call(base, {
      method: 'POST',
      headers,
      json: {
        first_name: 'Contract',
        last_name: 'Check',
        company_name: 'Contract Co',
        emails: [{ email: 'contract.check@example.com', type: 'primary' }],
        phone_numbers: [{ number: '+15005550006' }],
        notes: 'created by the contract test',
        addresses: [{ type: 'primary', string: '1 Main St, Springfield' }],
      },
    });
    const id = created.body.data.id as string;
    await call(`${base}/${id}`, { headers });
    await call(`${base}/${id}`, { method: 'PATCH', headers, json: { notes: 'updated', status: 'archived' } });
    await call(`${base}/${id}`, { method: 'DELETE', headers });
    await call(`${base}/999999999`, { headers });
    svc.emulators.zendesk!.failNext('rate_limit');
    await call(base, { headers });
    // The Webhooks API, as the inbound hooks use it: register twice (create, then list and reuse), unregister.
    const settings = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };
    const http = new DownstreamHttp({ connectorId: 'zendesk', baseUrl: svc.emulators.zendesk!.url, auth: zendesk.auth, values: settings, timeoutMs: 5_000, rateLimit: zendesk.rateLimit });
    const target = { url: `${svc.url}/webhook/w/contract-check/zendesk` };
    await zendeskInbound.register!({ http, settings }, target);
    const registration = await zendeskInbound.register!({ http, settings }, target);
    await zendeskInbound.unregister!({ http, settings }, registration);
  });
  afterAll(() => svc.close());

  it('covers every operation the connector uses', () => {
    const seen = new Set(svc.emulators.zendesk!.exchanges.map((exchange) => `${exchange.method} ${exchange.status}`));
    for (const expected of ['GET 200', 'POST 201', 'PUT 200', 'DELETE 200', 'DELETE 204', 'GET 404', 'GET 429']) expect(seen).toContain(expected);
  });

  it('every exchange conforms to Zendesk\'s description', async () => {
    const contract = await loadContract('zendesk', 'zendesk-support.openapi-src.yaml');
    expect(formatViolations(contract.checkAll(svc.emulators.zendesk!.exchanges))).toBe('');
  });
});
