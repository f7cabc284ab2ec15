/**
 * The Vonage connector and the Vonage emulator, checked against Vonage's own
 * SMS API description (sms.yml): every request the connector sends through
 * the service and every answer the emulator gives, sends that succeed (one
 * part, several, unicode) and the refusals the SMS API answers with HTTP 200
 * (bad credentials, a barred number, throttling). The connector's verify
 * calls the Account API's balance, which sms.yml does not describe: it is
 * named in exceptions.ts as an undescribed operation, checked against the
 * Account API's own description of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VONAGE_DEMO_ACCOUNT, VONAGE_TEST_NUMBERS, vonageEmulator } from '../../src/sandbox/vonage/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const settings = { api_key: VONAGE_DEMO_ACCOUNT.apiKey, api_secret: VONAGE_DEMO_ACCOUNT.apiSecret };

describe.skipIf(!specs)('Vonage connector ↔ emulator ↔ sms.yml', () => {
  let svc: TestService;
  let tenant: Tenant;
  const statuses: number[] = [];

  beforeAll(async () => {
    svc = await startTestService({ emulators: [vonageEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'vonage', settings);
    await tenant.connect('wrong', 'sms', 'vonage', { ...settings, api_secret: 'not-the-secret' });
    const headers = tenant.headers('c1');
    const post = async (consumer: string, path: string, json?: unknown) =>
      statuses.push((await call(`${svc.url}${path}`, { method: 'POST', headers: tenant.headers(consumer), ...(json ? { json } : {}) })).status);
    await post('c1', '/vault/connections/sms/vonage/validate');
    await post('wrong', '/vault/connections/sms/vonage/validate');
    const message = { from: '+447700900000', to: '+447700900123', body: 'contract', webhook_url: 'https://example.com/dlr', reference: 'contract-1' };
    await post('c1', '/sms/messages', message);
    await post('c1', '/sms/messages', { ...message, body: 'long '.repeat(70) });
    await post('c1', '/sms/messages', { ...message, from: 'AcmeInc', body: 'Grüße aus Köln, 你好' });
    await post('c1', '/sms/messages', { ...message, to: `+${VONAGE_TEST_NUMBERS.barred}` });
    await post('wrong', '/sms/messages', message);
    svc.emulators.vonage!.failNext('rate_limit');
    await post('c1', '/sms/messages', message);
    // Refused by the service before Vonage is called: nothing reaches the emulator.
    await call(`${svc.url}/sms/messages`, { headers });
  });
  afterAll(() => svc.close());

  it('answers each case as the unified API says', () => {
    expect(statuses).toEqual([200, 401, 201, 201, 201, 400, 401, 429]);
  });

  it('covers every operation the connector uses', () => {
    const operations = new Set(svc.emulators.vonage!.exchanges.map((exchange) => `${exchange.method} ${exchange.path} ${exchange.status}`));
    expect([...operations].sort()).toEqual(['GET /account/get-balance 200', 'GET /account/get-balance 401', 'POST /sms/json 200']);
  });

  it('every exchange conforms to Vonage\'s description', async () => {
    const contract = await loadContract('vonage', 'sms.yml');
    expect(formatViolations(contract.checkAll(svc.emulators.vonage!.exchanges))).toBe('');
  });
});
