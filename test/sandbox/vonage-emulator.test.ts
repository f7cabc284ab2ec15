/**
 * The Vonage emulator on its own, over real HTTP: sends and their multi-part
 * answers, the SMS API's status codes, the balance, and the webhooks it
 * sends (delivery receipts and inbound messages), received on a local server
 * and checked against sms.yml's shapes and Vonage's signing rules.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PRICE_PER_PART, VONAGE_DEMO_ACCOUNT, VONAGE_TEST_NUMBERS, vonageEmulator } from '../../src/sandbox/vonage/index.js';
import { vonageSignature } from '../../src/sandbox/vonage/webhooks.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const CREDENTIALS = { api_key: VONAGE_DEMO_ACCOUNT.apiKey, api_secret: VONAGE_DEMO_ACCOUNT.apiSecret };

let emulator: KitEmulatorHandle;
let receiver: WebhookReceiver;

async function send(fields: Record<string, string>, options: { json?: boolean; path?: string } = {}): Promise<{ status: number; body: Json }> {
  const body = { ...CREDENTIALS, ...fields };
  const response = await fetch(`${emulator.url}${options.path ?? '/sms/json'}`, {
    method: 'POST',
    headers: { 'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: options.json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Json) };
}

async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** Vonage's signature check, written from its documentation rather than shared with the emulator. */
function signatureHolds(params: Record<string, string>, secret: string, method: 'md5hash' | 'sha256'): boolean {
  const base = Object.entries(params)
    .filter(([name, value]) => name !== 'sig' && value.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `&${name.replace(/[&=]/g, '_')}=${value.replace(/[&=]/g, '_')}`)
    .join('');
  const expected = method === 'md5hash' ? createHash('md5').update(base + secret).digest('hex') : createHmac('sha256', secret).update(base).digest('hex');
  return expected.toLowerCase() === (params.sig ?? '').toLowerCase();
}

beforeAll(async () => {
  emulator = await vonageEmulator.start();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await emulator?.close();
  await receiver?.close();
});
beforeEach(() => {
  emulator.kit.reset();
  receiver.received.length = 0;
});

describe('sending', () => {
  it('answers a send with its one part, priced and taken from the balance', async () => {
    const answer = await send({ from: 'AcmeInc', to: '+447700900123', text: 'Hello', 'client-ref': 'order-7' });
    expect(answer.status).toBe(200);
    expect(answer.body['message-count']).toBe('1');
    expect(answer.body.messages).toEqual([
      {
        to: '447700900123',
        'message-id': expect.stringMatching(/^[0-9A-F]{16}$/),
        status: '0',
        'remaining-balance': (VONAGE_DEMO_ACCOUNT.startingBalance - PRICE_PER_PART).toFixed(8),
        'message-price': PRICE_PER_PART.toFixed(8),
        network: expect.stringMatching(/^\d{5,6}$/),
        'client-ref': 'order-7',
      },
    ]);
  });

  it('splits a long text into parts as Vonage counts them, each with its id', async () => {
    const gsm = await send({ from: '447700900000', to: '447700900123', text: 'a'.repeat(161) }, { json: true });
    expect(gsm.body['message-count']).toBe('2');
    const unicode = await send({ from: '447700900000', to: '447700900123', text: 'Привет, '.repeat(20), type: 'unicode' });
    expect(unicode.body['message-count']).toBe('3');
    const ids = [...gsm.body.messages, ...unicode.body.messages].map((message: Json) => message['message-id']);
    expect(new Set(ids).size).toBe(5);
    const balances = unicode.body.messages.map((message: Json) => Number(message['remaining-balance']));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('answers failures with HTTP 200 and the documented status codes', async () => {
    const statuses = async (fields: Record<string, string>) => (await send(fields)).body.messages[0];
    expect(await statuses({ from: 'AcmeInc', text: 'x' })).toEqual({ status: '2', 'error-text': 'Missing to param' });
    expect(await statuses({ from: 'AcmeInc', to: '12', text: 'x' })).toEqual({ status: '3', 'error-text': 'Invalid to param' });
    expect(await statuses({ from: 'AcmeInc', to: VONAGE_TEST_NUMBERS.barred, text: 'x' })).toMatchObject({ status: '7' });
    expect(await statuses({ from: 'AcmeInc', to: '447700900123', text: 'x', callback: 'not a url' })).toMatchObject({ status: '23' });
    expect(await statuses({ from: 'AcmeInc', to: '447700900123', text: 'x'.repeat(4000) })).toMatchObject({ status: '12' });
    expect(await statuses({ api_secret: 'wrong-secret', from: 'AcmeInc', to: '447700900123', text: 'x' })).toEqual({ status: '4', 'error-text': 'Bad Credentials' });
    const missingKey = await fetch(`${emulator.url}/sms/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'from=AcmeInc&to=447700900123&text=x',
    });
    expect(missingKey.status).toBe(200);
    expect(((await missingKey.json()) as Json).messages[0]).toEqual({ status: '2', 'error-text': 'Missing api_key' });
    emulator.failNext('rate_limit');
    expect(await statuses({ from: 'AcmeInc', to: '447700900123', text: 'x' })).toMatchObject({ status: '1' });
    // Nothing was sent by any of them.
    expect(emulator.kit.records('messages')).toHaveLength(0);
  });

  it('refuses a send the balance cannot pay for', async () => {
    const parts = Math.floor(VONAGE_DEMO_ACCOUNT.startingBalance / PRICE_PER_PART);
    for (let sent = 0; sent < parts; sent += 20) {
      const answer = await send({ from: 'AcmeInc', to: '447700900123', text: 'a'.repeat(153 * Math.min(20, parts - sent)) });
      expect(answer.body.messages[0].status).toBe('0');
    }
    expect((await send({ from: 'AcmeInc', to: '447700900123', text: 'one more' })).body.messages[0]).toMatchObject({ status: '9' });
  });

  it('with auto-reload on, tops the balance up by the starting balance when a send would cost more than is left', async () => {
    const parts = Math.floor(VONAGE_DEMO_ACCOUNT.startingBalance / PRICE_PER_PART);
    for (let sent = 0; sent < parts; sent += 20) {
      expect((await send({ from: 'AcmeInc', to: '447700900123', text: 'a'.repeat(153 * Math.min(20, parts - sent)) })).body.messages[0].status).toBe('0');
    }
    const left = VONAGE_DEMO_ACCOUNT.startingBalance - parts * PRICE_PER_PART;
    await control('/switches', { name: 'auto_reload', value: true });
    const reloaded = (await send({ from: 'AcmeInc', to: '447700900123', text: 'one more' })).body.messages[0];
    expect(reloaded).toMatchObject({ status: '0' });
    expect(Number(reloaded['remaining-balance'])).toBeCloseTo(left + VONAGE_DEMO_ACCOUNT.startingBalance - PRICE_PER_PART, 6);
    const balance = await fetch(`${emulator.url}/account/get-balance?${new URLSearchParams(CREDENTIALS)}`);
    expect(await balance.json()).toMatchObject({ autoReload: true });
    // Turned off again, the account is back to refusing what its balance cannot pay.
    await control('/switches', { name: 'auto_reload', value: null });
    expect((await fetch(`${emulator.url}/account/get-balance?${new URLSearchParams(CREDENTIALS)}`).then((answer) => answer.json())) as Json).toMatchObject({ autoReload: false });
  });

  it('reports the balance through the Account API, and 401 for wrong credentials', async () => {
    await send({ from: 'AcmeInc', to: '447700900123', text: 'Hello' });
    const balance = await fetch(`${emulator.url}/account/get-balance?${new URLSearchParams(CREDENTIALS)}`);
    expect(balance.status).toBe(200);
    expect(await balance.json()).toEqual({ value: Number((VONAGE_DEMO_ACCOUNT.startingBalance - PRICE_PER_PART).toFixed(8)), autoReload: false });
    const refused = await fetch(`${emulator.url}/account/get-balance?api_key=${VONAGE_DEMO_ACCOUNT.apiKey}&api_secret=nope`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ 'error-code': '401', 'error-code-label': 'authentication failed' });
  });
});

describe('webhooks', () => {
  it('sends a signed delivery receipt per part to the send\'s callback within about a second', async () => {
    const sent = await send({ from: 'AcmeInc', to: '447700900123', text: 'b'.repeat(200), callback: `${receiver.url}/dlr`, 'client-ref': 'ref-1' });
    const started = Date.now();
    const receipts = await receiver.waitFor('/dlr', 2);
    expect(Date.now() - started).toBeLessThan(2_000);
    const ids = sent.body.messages.map((message: Json) => message['message-id']);
    expect(receipts.map((receipt) => receipt.json!.messageId).sort()).toEqual([...ids].sort());
    for (const receipt of receipts) {
      expect(receipt.method).toBe('POST');
      expect(receipt.headers['content-type']).toContain('application/json');
      expect(receipt.json).toMatchObject({
        msisdn: '447700900123',
        to: 'AcmeInc',
        status: 'delivered',
        'err-code': '0',
        price: PRICE_PER_PART.toFixed(8),
        'api-key': VONAGE_DEMO_ACCOUNT.apiKey,
        'client-ref': 'ref-1',
        'network-code': expect.stringMatching(/^\d{5,6}$/),
        scts: expect.stringMatching(/^\d{10}$/),
        'message-timestamp': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        timestamp: expect.stringMatching(/^\d+$/),
        nonce: expect.any(String),
        sig: expect.stringMatching(/^[0-9A-F]{64}$/),
      });
      expect(signatureHolds(receipt.json!, VONAGE_DEMO_ACCOUNT.signatureSecret, 'sha256')).toBe(true);
      expect(signatureHolds({ ...receipt.json!, status: 'failed' }, VONAGE_DEMO_ACCOUNT.signatureSecret, 'sha256')).toBe(false);
    }
    expect(emulator.kit.records('messages')[0]).toMatchObject({ status: 'delivered' });
  });

  it('sends receipts to the account\'s delivery-receipt URL, ends test numbers in failure, and sends none when not asked', async () => {
    await control('/webhooks/subscriptions', { url: `${receiver.url}/account-dlr`, events: ['delivery-receipt'] });
    await control('/webhooks/subscriptions', { url: `${receiver.url}/mo-elsewhere`, events: ['inbound-sms'] });
    await send({ from: 'AcmeInc', to: VONAGE_TEST_NUMBERS.failed, text: 'x' });
    await send({ from: 'AcmeInc', to: VONAGE_TEST_NUMBERS.rejected, text: 'x' });
    await send({ from: 'AcmeInc', to: '447700900123', text: 'quiet', 'status-report-req': 'false' });
    const receipts = await receiver.waitFor('/account-dlr', 2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.received.map((webhook) => webhook.path)).toEqual(['/account-dlr', '/account-dlr']);
    expect(receipts.map((receipt) => [receipt.json!.msisdn, receipt.json!.status, receipt.json!['err-code']]).sort()).toEqual([
      [VONAGE_TEST_NUMBERS.failed, 'failed', '3'],
      [VONAGE_TEST_NUMBERS.rejected, 'rejected', '6'],
    ]);
  });

  it('sends a receipt for a move the control plane forces', async () => {
    const sent = await send({ from: 'AcmeInc', to: '447700900123', text: 'x', callback: `${receiver.url}/forced` });
    await control('/transition', { resource: 'messages', id: sent.body.messages[0]['message-id'], to: 'accepted' });
    const [accepted] = await receiver.waitFor('/forced');
    expect(accepted!.json).toMatchObject({ status: 'accepted', 'err-code': '0' });
    await receiver.waitFor('/forced', 2);
  });

  it('sends an inbound message to the account\'s inbound URL, part by part when long, signed', async () => {
    await control('/webhooks/subscriptions', { url: `${receiver.url}/inbound`, events: ['inbound-sms'] });
    await control('/records', { resource: 'inbound-messages', record: { id: '0A00000012345678', msisdn: '447700900123', to: '447700900000', text: 'hello there' } });
    await control('/webhooks/trigger', { type: 'inbound-sms', resource: 'inbound-messages', id: '0A00000012345678' });
    const [inbound] = await receiver.waitFor('/inbound');
    expect(inbound!.json).toMatchObject({
      'api-key': VONAGE_DEMO_ACCOUNT.apiKey,
      msisdn: '447700900123',
      to: '447700900000',
      messageId: '0A00000012345678',
      text: 'hello there',
      type: 'text',
      keyword: 'HELLO',
      'message-timestamp': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      timestamp: expect.stringMatching(/^\d+$/),
    });
    expect(inbound!.json).not.toHaveProperty('concat');
    expect(signatureHolds(inbound!.json!, VONAGE_DEMO_ACCOUNT.signatureSecret, 'sha256')).toBe(true);

    await control('/records', { resource: 'inbound-messages', record: { id: '0A000000123456AA', msisdn: '447700900123', to: '447700900000', text: 'long '.repeat(40) } });
    await control('/webhooks/trigger', { type: 'inbound-sms', resource: 'inbound-messages', id: '0A000000123456AA' });
    const parts = (await receiver.waitFor('/inbound', 3)).slice(1);
    expect(parts.map((part) => [part.json!.concat, part.json!['concat-part'], part.json!['concat-total']])).toEqual([
      ['true', '1', '2'],
      ['true', '2', '2'],
    ]);
    expect(parts.map((part) => part.json!.text).join('')).toBe('long '.repeat(40));
  });

  it('signs as Vonage\'s own SDKs do (their md5hash test vector)', () => {
    expect(vonageSignature({ a: '1', b: '2', timestamp: '1461605396' }, 'secret', 'md5hash')).toBe('6af838ef94998832dbfc29020b564830');
  });
});
