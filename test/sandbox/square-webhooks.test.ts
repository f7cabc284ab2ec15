/**
 * Square's webhook subscriptions over HTTP, and the events they hear: signed
 * with `x-square-hmacsha256-signature` over the notification URL and body,
 * sent once per write (a replayed idempotency key sends nothing), only to
 * enabled subscriptions of the event's type.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SQUARE_DEMO_ACCOUNT } from '../../src/sandbox/square/index.js';
import { client, startSquare, type Json, type SquareClient, type SquareHandle } from './square-client.js';

interface Received {
  url: string;
  signature: string;
  body: string;
}

describe('Square webhooks', () => {
  let emulator: SquareHandle;
  let api: SquareClient;
  let receiver: Server;
  let base: string;
  const received: Received[] = [];

  beforeAll(async () => {
    emulator = await startSquare();
    api = client(emulator, () => SQUARE_DEMO_ACCOUNT.personalAccessToken);
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ url: `${base}${request.url}`, signature: String(request.headers['x-square-hmacsha256-signature']), body });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await emulator?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });
  beforeEach(() => {
    emulator.kit.reset();
    received.length = 0;
  });

  const subscribe = async (path: string, eventTypes: string[], enabled = true): Promise<Json> => {
    const answer = await api('/v2/webhooks/subscriptions', { body: { idempotency_key: path, subscription: { name: path, notification_url: `${base}${path}`, event_types: eventTypes, enabled } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.subscription;
  };
  const pay = (key: string, amount: number) => api('/v2/payments', { body: { idempotency_key: key, source_id: 'cnon:card-nonce-ok', amount_money: { amount, currency: 'USD' } } });

  it('signs each event over the notification URL and body with the subscription\'s key, and sends it once per write', async () => {
    const subscription = await subscribe('/payments', ['payment.created', 'payment.updated']);
    expect(subscription).toMatchObject({ id: expect.stringMatching(/^wbhk_/), enabled: true, api_version: expect.any(String), signature_key: expect.any(String) });
    const payment = (await pay('w-1', 1500)).body.payment as Json;
    await pay('w-1', 1500);
    await emulator.kit.settled();
    expect(received).toHaveLength(1);
    const [event] = received as [Received];
    expect(event.signature).toBe(createHmac('sha256', subscription.signature_key).update(event.url + event.body).digest('base64'));
    expect(JSON.parse(event.body)).toMatchObject({ merchant_id: SQUARE_DEMO_ACCOUNT.merchantId, type: 'payment.created', event_id: expect.any(String), data: { type: 'payment', id: payment.id, object: { payment: { id: payment.id, amount_money: { amount: 1500, currency: 'USD' } } } } });

    const rotated = (await api(`/v2/webhooks/subscriptions/${subscription.id}/signature-key`, { body: { idempotency_key: 'rot' } })).body.signature_key as string;
    expect(rotated).not.toBe(subscription.signature_key);
    await api('/v2/refunds', { body: { idempotency_key: 'w-r', payment_id: payment.id, amount_money: { amount: 500, currency: 'USD' } } });
    await emulator.kit.settled();
    const updated = received[1]!;
    expect(JSON.parse(updated.body)).toMatchObject({ type: 'payment.updated', data: { object: { payment: { refunded_money: { amount: 500 } } } } });
    expect(updated.signature).toBe(createHmac('sha256', rotated).update(updated.url + updated.body).digest('base64'));
  });

  it('sends order events as Square summarizes them, only to enabled subscriptions of the event type', async () => {
    await subscribe('/orders', ['order.created', 'order.updated']);
    const off = await subscribe('/off', ['order.created'], false);
    await subscribe('/catalog', ['catalog.version.updated']);
    const location = (await api('/v2/locations/main')).body.location.id as string;
    const order = (await api('/v2/orders', { body: { idempotency_key: 'o', order: { location_id: location, line_items: [{ name: 'Scone', quantity: '1', base_price_money: { amount: 350, currency: 'USD' } }] } } })).body.order as Json;
    await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { order: { location_id: location, version: 1, state: 'CANCELED' } } });
    await emulator.kit.settled();
    expect(received.map((event) => new URL(event.url).pathname)).toEqual(['/orders', '/orders']);
    expect(JSON.parse(received[0]!.body).data).toEqual({ type: 'order_created', id: order.id, object: { order_created: { order_id: order.id, version: 1, location_id: location, state: 'OPEN', created_at: order.created_at } } });
    expect(JSON.parse(received[1]!.body).data.object.order_updated).toMatchObject({ order_id: order.id, version: 2, state: 'CANCELED' });

    const listed = (await api('/v2/webhooks/subscriptions')).body.subscriptions as Json[];
    expect(listed.map((subscription) => subscription.name)).toEqual(['/orders', '/catalog']);
    expect(listed.every((subscription) => subscription.signature_key === undefined)).toBe(true);
    expect(((await api('/v2/webhooks/subscriptions?include_disabled=true')).body.subscriptions as Json[]).map((subscription) => subscription.id)).toContain(off.id);
    expect((await api(`/v2/webhooks/subscriptions/${off.id}`, { method: 'PUT', body: { subscription: { enabled: true } } })).body.subscription.enabled).toBe(true);
    expect((await api(`/v2/webhooks/subscriptions/${off.id}`, { method: 'DELETE' })).body).toEqual({});
    expect((await api(`/v2/webhooks/subscriptions/${off.id}`)).status).toBe(404);

    const item = (await api('/v2/catalog/list?types=ITEM')).body.objects[0] as Json;
    await api(`/v2/catalog/object/${item.id}`, { method: 'DELETE' });
    await emulator.kit.settled();
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ type: 'catalog.version.updated', data: { object: { catalog_version: { updated_at: expect.any(String) } } } });
  });

  it('refuses a subscription without event types or with one it does not send, and a URL that is not https', async () => {
    const refuse = async (subscription: Json, field: string) => {
      const answer = await api('/v2/webhooks/subscriptions', { body: { subscription } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].field).toBe(field);
    };
    await refuse({ notification_url: `${base}/x` }, 'subscription.event_types');
    await refuse({ notification_url: `${base}/x`, event_types: ['invoice.created'] }, 'subscription.event_types');
    await refuse({ notification_url: 'http://example.com/hook', event_types: ['order.created'] }, 'subscription.notification_url');
  });
});
