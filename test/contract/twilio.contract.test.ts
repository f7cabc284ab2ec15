/**
 * The Twilio connector and the Twilio emulator, checked against Twilio's own
 * OpenAPI description: every request the connector sends through the service
 * and every answer the emulator gives, for all five operations and the
 * failure answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Twilio connector ↔ emulator ↔ twilio_api_v2010.json', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
    const headers = tenant.headers('c1');
    const first = await call(`${svc.url}/sms/messages?limit=30`, { headers });
    await call(first.body.links.next, { headers });
    await call(`${svc.url}/sms/messages?limit=200`, { headers });
    const created = await call(`${svc.url}/sms/messages`, {
      method: 'POST',
      headers,
      json: { from: '+15005550006', to: '+15005550001', body: 'contract', webhook_url: 'https://example.com/status' },
    });
    await call(`${svc.url}/sms/messages/${created.body.data.id}`, { headers });
    await call(`${svc.url}/sms/messages/${created.body.data.id}`, { method: 'PATCH', headers, json: { from: '+1', to: '+2', body: '' } });
    const delivered = first.body.data.find((message: { status: string }) => message.status === 'delivered');
    await call(`${svc.url}/sms/messages/${delivered.id}`, { method: 'DELETE', headers });
    await call(`${svc.url}/sms/messages/${delivered.id}`, { headers });
    svc.emulators.twilio!.failNext('rate_limit');
    await call(`${svc.url}/sms/messages`, { headers });
  });
  afterAll(() => svc.close());

  it('covers every operation the connector uses', () => {
    const operations = new Set(svc.emulators.twilio!.exchanges.map((exchange) => `${exchange.method} ${exchange.status}`));
    expect([...operations].sort()).toEqual(['DELETE 204', 'GET 200', 'GET 404', 'GET 429', 'POST 200', 'POST 201'].sort());
  });

  it('every exchange conforms to Twilio\'s description', async () => {
    const contract = await loadContract('twilio', 'twilio_api_v2010.json');
    expect(formatViolations(contract.checkAll(svc.emulators.twilio!.exchanges))).toBe('');
  });
});
