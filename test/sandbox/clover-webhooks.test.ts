/**
 * Clover's app webhooks from the emulator to a receiver on loopback: the
 * `{appId, merchants: {mId: [{objectId, type, ts}]}}` body with object
 * prefixes, the app's auth code in `X-Clover-Auth`, and only the object
 * types the subscription hears.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, MERCHANT, startClover, type CloverClient, type CloverHandle, type Json } from './clover-client.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: Json;
}

let emulator: CloverHandle;
let api: CloverClient;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  emulator = await startClover();
  api = client(emulator);
  receiver = createServer((request, reply) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Json });
      reply.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/clover`;
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const notices = () => received.flatMap((message) => (message.body.merchants[MERCHANT.merchantId] ?? []) as Json[]);

describe('Clover webhooks', () => {
  it('tells the app about orders and payments with X-Clover-Auth, and nothing it does not hear', async () => {
    emulator.kit.subscribe({ url: receiverUrl, secret: '0307e264-b33a-4913-88aa-37b10014a0b8', events: ['O', 'P'] });
    const cash = (await api('/tenders?filter=labelKey=com.clover.tender.cash')).body.elements[0] as Json;
    const order = (await api('/orders', { body: { state: 'open', total: 300 } })).body;
    const payment = (await api(`/orders/${order.id}/payments`, { body: { amount: 300, tender: { id: cash.id } } })).body;
    await api('/items', { body: { name: 'Not heard', price: 100 } });
    await emulator.kit.settled();

    expect(received.length).toBeGreaterThanOrEqual(3);
    for (const message of received) {
      expect(message.headers['x-clover-auth']).toBe('0307e264-b33a-4913-88aa-37b10014a0b8');
      expect(message.body.appId).toBe(APP.clientId);
    }
    const seen = notices();
    expect(seen).toContainEqual({ objectId: `O:${order.id}`, type: 'CREATE', ts: expect.any(Number) });
    expect(seen).toContainEqual({ objectId: `P:${payment.id}`, type: 'CREATE', ts: expect.any(Number) });
    // Paying the order changed it.
    expect(seen).toContainEqual({ objectId: `O:${order.id}`, type: 'UPDATE', ts: expect.any(Number) });
    expect(seen.some((notice) => String(notice.objectId).startsWith('I:'))).toBe(false);

    received.length = 0;
    expect((await api(`/orders/${order.id}`, { method: 'DELETE' })).status).toBe(200);
    await emulator.kit.settled();
    expect(notices()).toEqual([{ objectId: `O:${order.id}`, type: 'DELETE', ts: expect.any(Number) }]);
  });
});
