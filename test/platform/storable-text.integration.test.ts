/**
 * Text the store cannot hold (U+0000, unpaired surrogates) is refused at the
 * edge with RequestValidationError naming the field, on every kind of route,
 * and nothing is stored or sent downstream (issue 21, item 3). Before, these
 * answered 500, or stored "r-\ud800" as "r-\ufffd".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { unstorableText } from '../../src/server/storable-text.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

/** JSON text with the escape as the client sends it: JSON.stringify would write a lone surrogate as "\ud800" too, but this states it. */
const LONE = '\\ud800';
const NUL = '\\u0000';

function expectRefused(result: CallResult, where: 'body' | 'query' | 'path', field: string, what: 'NUL' | 'surrogate'): void {
  expectErrorEnvelope(result, 400, 'RequestValidationError');
  const problems = (result.body.detail as Record<string, Array<{ field: string; message: string }>>)[where];
  expect(problems, result.text).toBeDefined();
  expect(problems?.[0]?.field).toBe(field);
  expect(problems?.[0]?.message).toContain(what === 'NUL' ? 'U+0000' : 'unpaired UTF-16 surrogate');
  expect(result.body.message).toContain(field);
}

describe('text the store cannot hold', () => {
  let svc: TestService;
  let tenant: Tenant;
  const json = (method: string, path: string, text: string, consumer?: string) =>
    call(`${svc.url}${path}`, { method, headers: { ...tenant.headers(consumer), 'content-type': 'application/json' }, body: text });

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
  });
  afterAll(() => svc.close());

  it('refuses a consumer id with an unpaired surrogate instead of storing it as U+FFFD', async () => {
    expectRefused(await json('POST', '/vault/consumers', `{"consumer_id":"r-${LONE}"}`), 'body', 'consumer_id', 'surrogate');
    const stored = await call(`${svc.url}/vault/consumers/${encodeURIComponent('r-\ufffd')}`, { headers: tenant.headers() });
    expectErrorEnvelope(stored, 404, 'EntityNotFoundError');
  });

  it('refuses NUL and unpaired surrogates in consumer metadata, values and keys', async () => {
    expectRefused(await json('POST', '/vault/consumers', `{"consumer_id":"m1","metadata":{"account_name":"a${NUL}b"}}`), 'body', 'metadata.account_name', 'NUL');
    expectRefused(await json('POST', '/vault/consumers', `{"consumer_id":"m1","metadata":{"note":["ok","x${LONE}"]}}`), 'body', 'metadata.note[1]', 'surrogate');
    expectRefused(await json('POST', '/vault/consumers', `{"consumer_id":"m1","metadata":{"k${NUL}":"v"}}`), 'body', 'metadata.k\\u0000', 'NUL');
    expectErrorEnvelope(await call(`${svc.url}/vault/consumers/m1`, { headers: tenant.headers() }), 404, 'EntityNotFoundError');
  });

  it('refuses them in connection metadata and settings, leaving the connection as it was', async () => {
    const before = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers('c1') });
    expect(before.status).toBe(200);
    expectRefused(await json('PATCH', '/vault/connections/sms/twilio', `{"metadata":{"x":"${LONE}"}}`, 'c1'), 'body', 'metadata.x', 'surrogate');
    expectRefused(await json('PATCH', '/vault/connections/sms/twilio', `{"settings":{"account_sid":"AC${NUL}"}}`, 'c1'), 'body', 'settings.account_sid', 'NUL');
    const after = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers('c1') });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('refuses them in a session\'s consumer metadata', async () => {
    expectRefused(await json('POST', '/vault/sessions', `{"consumer_metadata":{"email":"a${NUL}@example.com"}}`, 's1'), 'body', 'consumer_metadata.email', 'NUL');
    expectErrorEnvelope(await call(`${svc.url}/vault/consumers/s1`, { headers: tenant.headers() }), 404, 'EntityNotFoundError');
  });

  it('refuses them in a webhook description, storing no subscription', async () => {
    const body = `{"unified_api":"sms","delivery_url":"https://example.com/hook","events":["*"],"description":"a${NUL}"}`;
    expectRefused(await json('POST', '/webhook/webhooks', body), 'body', 'description', 'NUL');
    const list = await call(`${svc.url}/webhook/webhooks`, { headers: tenant.headers() });
    expect(list.body.data).toEqual([]);
  });

  it('refuses them in query parameters and path parameters that are looked up in the store', async () => {
    expectRefused(await call(`${svc.url}/webhook/logs?filter%5Bconsumer_id%5D=a%00b`, { headers: tenant.headers() }), 'query', 'filter[consumer_id]', 'NUL');
    expectRefused(await call(`${svc.url}/vault/consumers?filter%5Bconsumer_id%5D=%00`, { headers: tenant.headers() }), 'query', 'filter[consumer_id]', 'NUL');
    expectRefused(await call(`${svc.url}/webhook/webhooks/a%00`, { headers: tenant.headers() }), 'path', 'id', 'NUL');
    expectRefused(await call(`${svc.url}/webhook/w/a%00/twilio`, { method: 'POST', body: 'x' }), 'path', 'id', 'NUL');
  });

  it('refuses them in unified bodies before anything reaches the platform', async () => {
    const exchanges = svc.emulators.twilio!.exchanges.length;
    const result = await json('POST', '/sms/messages?raw=true', `{"from":"+15005550006","to":"+15005550001","body":"hi ${LONE}"}`, 'c1');
    expectRefused(result, 'body', 'body', 'surrogate');
    expect(svc.emulators.twilio!.exchanges.length).toBe(exchanges);
  });

  it('keeps well-formed text, surrogate pairs included, exactly as sent', async () => {
    const created = await json('POST', '/vault/consumers', '{"consumer_id":"emoji-\\ud83d\\ude00","metadata":{"user_name":"\\ud83d\\udc4d ok"}}');
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ consumer_id: 'emoji-😀', metadata: { user_name: '👍 ok' } });
  });
});

describe('finding unstorable text', () => {
  it('names every place, keys and array items included, and stops at the limit', () => {
    expect(unstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\udc00': 1 })).toEqual([
      { field: 'b.c[1]', message: expect.stringContaining('U+0000') },
      { field: 'k\\udc00', message: expect.stringContaining('unpaired UTF-16 surrogate (\\uDC00)') },
    ]);
    expect(unstorableText('\ud800')).toEqual([{ field: '(root)', message: expect.any(String) }]);
    expect(unstorableText(Array.from({ length: 30 }, () => '\u0000'), 5)).toHaveLength(5);
  });

  it('accepts surrogate pairs, bytes and non-text values', () => {
    expect(unstorableText({ emoji: '😀', bytes: Buffer.from([0, 0xd8]), n: 1, t: true, z: null })).toEqual([]);
  });
});
