/**
 * The Vonage connector through the service, against its emulator: sends
 * mapped to Vonage's form (numbers without "+", unicode when the text needs
 * it, callback and client-ref), the id of a long message's first part, the
 * operations Vonage lacks refused and said so in the Connector API, refusals
 * mapped to the unified errors, and the delivery receipt of a unified send
 * received on a local server, signed.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { VONAGE_DEMO_ACCOUNT, VONAGE_TEST_NUMBERS, vonageEmulator } from '../../src/sandbox/vonage/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const settings = { api_key: VONAGE_DEMO_ACCOUNT.apiKey, api_secret: VONAGE_DEMO_ACCOUNT.apiSecret };

describe('Vonage connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let receiver: WebhookReceiver;
  const sms = (path: string, init: { method?: string; json?: unknown; consumer?: string; headers?: Record<string, string> } = {}) =>
    call<Json>(`${svc.url}/sms/messages${path}`, { method: init.method ?? 'GET', headers: { ...tenant.headers(init.consumer ?? 'c1'), ...init.headers }, ...(init.json ? { json: init.json } : {}) });
  const emulator = () => svc.emulators.vonage as KitEmulatorHandle;
  const sent = (id: string) => emulator().kit.records('messages').find((record) => record.id === id)!;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [vonageEmulator] });
    receiver = await startWebhookReceiver();
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'vonage', settings);
  });
  afterAll(async () => {
    await svc?.close();
    await receiver?.close();
  });

  it('sends, writing the unified message as Vonage\'s form', async () => {
    const answer = await sms('', { method: 'POST', json: { from: '+44 7700 900000', to: '+447700900123', body: 'Price: 5€ [sale]', webhook_url: 'https://example.com/dlr', reference: 'order-7' } });
    expect(answer.status, answer.text).toBe(201);
    // Receipts go to the connection's inbound URL: the service verifies them and delivers them to webhook_url itself.
    expect(sent(answer.body.data.id)).toMatchObject({ from: '447700900000', to: '447700900123', text: 'Price: 5€ [sale]', type: 'text', clientRef: 'order-7' });
    expect(sent(answer.body.data.id).callback).toMatch(new RegExp(`^${svc.url}/webhook/w/[A-Za-z0-9_-]{32}/vonage$`));
    const unicode = await sms('', { method: 'POST', json: { from: 'AcmeInc', to: '+447700900123', body: 'Grüße aus 東京' } });
    expect(sent(unicode.body.data.id)).toMatchObject({ from: 'AcmeInc', type: 'unicode' });
  });

  it('names a long message by its first part', async () => {
    const answer = await sms('', { method: 'POST', json: { from: 'AcmeInc', to: '+447700900123', body: 'word '.repeat(100) } });
    expect(answer.status).toBe(201);
    const parts = sent(answer.body.data.id).parts as { id: string }[];
    expect(parts).toHaveLength(4);
    expect(parts[0]!.id).toBe(answer.body.data.id);
  });

  it('refuses what Vonage\'s SMS API cannot do, without calling it', async () => {
    const before = emulator().kit.records('messages').length;
    const base = { from: 'AcmeInc', to: '+447700900123', body: 'x' };
    for (const extra of [{ scheduled_at: '2031-01-01T00:00:00.000Z' }, { type: 'mms' }, { messaging_service_id: 'MG123' }]) {
      expectErrorEnvelope(await sms('', { method: 'POST', json: { ...base, ...extra } }), 400, 'RequestValidationError');
    }
    expect(emulator().kit.records('messages')).toHaveLength(before);
  });

  it('answers list, get, update and delete as unsupported, and the Connector API says so', async () => {
    expectErrorEnvelope(await sms(''), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await sms('/0A00000012345678'), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await sms('/0A00000012345678', { method: 'PATCH', json: { from: 'AcmeInc', to: '+447700900123', body: '' } }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await sms('/0A00000012345678', { method: 'DELETE' }), 400, 'ConnectorOperationUnsupportedError');
    const claims = await call<Json>(`${svc.url}/connector/connectors/vonage/resources/messages?unified_api=sms`, { headers: tenant.headers() });
    expect(claims.status, claims.text).toBe(200);
    expect(claims.body.data).toMatchObject({ supported_operations: ['add'], pagination_supported: false, supported_filters: [], supported_sort_by: [], supported_fields: [] });
  });

  it('maps Vonage\'s refusals to the unified errors', async () => {
    const base = { from: 'AcmeInc', to: '+447700900123', body: 'x' };
    const barred = await sms('', { method: 'POST', json: { ...base, to: `+${VONAGE_TEST_NUMBERS.barred}` } });
    expectErrorEnvelope(barred, 400, 'ConnectorExecutionError');
    expect(barred.body.message).toContain('status 7');
    svc.emulators.vonage!.failNext('rate_limit');
    const throttled = await sms('', { method: 'POST', json: base });
    expectErrorEnvelope(throttled, 429, 'ConnectorRateLimitError');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await tenant.connect('wrong', 'sms', 'vonage', { ...settings, api_secret: 'not-the-secret' });
    expectErrorEnvelope(await sms('', { method: 'POST', json: base, consumer: 'wrong' }), 401, 'ConnectorCredentialsError');
  });

  it('verifies credentials with the account balance', async () => {
    const valid = await call<Json>(`${svc.url}/vault/connections/sms/vonage/validate`, { method: 'POST', headers: tenant.headers('c1') });
    expect(valid.status, valid.text).toBe(200);
    expect(valid.body.data.state).toBe('callable');
    await tenant.connect('wrong', 'sms', 'vonage', { ...settings, api_secret: 'not-the-secret' });
    const invalid = await call<Json>(`${svc.url}/vault/connections/sms/vonage/validate`, { method: 'POST', headers: tenant.headers('wrong') });
    expectErrorEnvelope(invalid, 401, 'ConnectorCredentialsError');
    expect(invalid.body.message).toContain('authentication failed');
  });

  it('keeps the API secret out of raw output', async () => {
    const answer = await sms('', { method: 'POST', json: { from: 'AcmeInc', to: '+447700900123', body: 'raw' }, headers: { 'x-svc-raw': 'true' } });
    expect(answer.status).toBe(201);
    expect(answer.body._raw.calls[0].request).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/sms\/json$/) });
    expect(answer.text).not.toContain(VONAGE_DEMO_ACCOUNT.apiSecret);
  });

  it('has each send\'s delivery receipt, signed by the account, sent to the connection\'s inbound URL, which accepts it only with the signature secret', async () => {
    await tenant.connect('signed', 'sms', 'vonage', { ...settings, signature_secret: VONAGE_DEMO_ACCOUNT.signatureSecret, signature_method: 'sha256hmac' });
    const receiptOf = async (consumer: string) => {
      const answer = await sms('', { method: 'POST', json: { from: 'AcmeInc', to: `+${VONAGE_TEST_NUMBERS.failed}`, body: 'x', webhook_url: `${receiver.url}/status`, reference: 'r-9' }, consumer });
      expect(answer.status, answer.text).toBe(201);
      const callback = String(sent(answer.body.data.id).callback);
      for (let tries = 0; tries < 100; tries += 1) {
        await emulator().kit.settled();
        const { deliveries } = (await (await fetch(`${emulator().url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: Json[] };
        const delivery = deliveries.find((entry) => entry.url === callback && JSON.parse(entry.requestBody).messageId === answer.body.data.id && entry.status !== undefined);
        if (delivery) return { id: answer.body.data.id as string, params: JSON.parse(delivery.requestBody) as Record<string, string>, status: delivery.status as number };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no delivery receipt was sent');
    };
    const { id, params, status } = await receiptOf('c1');
    expect(params).toMatchObject({ messageId: id, status: 'failed', 'err-code': '3', 'client-ref': 'r-9', msisdn: VONAGE_TEST_NUMBERS.failed, to: 'AcmeInc' });
    const signed = Object.keys(params)
      .filter((name) => name !== 'sig')
      .sort()
      .map((name) => `&${name}=${params[name]!.replace(/[&=]/g, '_')}`)
      .join('');
    expect(params.sig).toBe(createHmac('sha256', VONAGE_DEMO_ACCOUNT.signatureSecret).update(signed).digest('hex').toUpperCase());
    // Without the connection's signature secret nothing proves the receipt is Vonage's: refused.
    expect(status).toBe(401);
    expect((await receiptOf('signed')).status).toBe(200);
  });
});
