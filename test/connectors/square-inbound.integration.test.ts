/**
 * Square's webhooks between the connector's `inbound` hooks and the emulator
 * over loopback: `register` creates a subscription through Square's API and
 * keeps its signature key, the emulator sends signed order and payment
 * events when they change, and the requests it really sent verify and
 * report `pos.order.*` and `pos.payment.*` changes. A tampered body, another
 * key or another URL is refused; `unregister` deletes the subscription.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import { square } from '../../src/connectors/square/definition.js';
import { squareInbound } from '../../src/connectors/square/inbound.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { deliveredTo } from '../helpers/emulator-deliveries.js';

type Json = Record<string, any>;
const SETTINGS = { personal_access_token: DEMO.personalAccessToken };

describe('Square inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;
  const ctx = (): ConnectorContext => ({
    settings: SETTINGS,
    http: new DownstreamHttp({ connectorId: 'square', baseUrl: emulator.url, auth: square.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: square.rateLimit, errorMessage: square.errorMessage }),
  });

  const sentTo = (url: string) => deliveredTo(emulator, url);

  beforeAll(async () => {
    emulator = (await squareEmulator.start()) as KitEmulatorHandle;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/square`;
  });

  it('declares the reference\'s order and payment events as supported', () => {
    const events = new Set(supportedEvents(square, 'pos').map((event) => event.event_type));
    expect(events).toEqual(new Set(['pos.order.created', 'pos.order.updated', 'pos.payment.created', 'pos.payment.updated']));
  });

  it('registers a subscription, and its signed events verify and report orders and payments', async () => {
    const registration = await squareInbound.register!(ctx(), { url: target });
    expect(registration).toMatchObject({ subscription_id: expect.any(String), signature_key: expect.any(String), notification_url: target });
    const location = emulator.kit.records('locations', DEMO.id)[0]!.id;
    const { body } = await ctx().http.request<Json>({ method: 'POST', path: '/v2/orders', json: { idempotency_key: 'wh-1', order: { location_id: location, line_items: [{ name: 'Scone', quantity: '1', base_price_money: { amount: 350, currency: 'USD' } }] } } });
    const orderId = body.order.id as string;
    const paid = await ctx().http.request<Json>({ method: 'POST', path: '/v2/payments', json: { idempotency_key: 'wh-2', source_id: 'CASH', amount_money: { amount: 350, currency: 'USD' }, cash_details: { buyer_supplied_money: { amount: 500, currency: 'USD' } }, order_id: orderId } });
    const requests = await sentTo(target);
    expect(requests.length).toBeGreaterThan(0);
    const context = { settings: SETTINGS, registration };
    for (const request of requests) expect(squareInbound.verify(request, context)).toBe(true);
    const changes = requests.flatMap((request) => squareInbound.changes(request, context));
    expect(changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ resource: 'pos/orders', action: 'created', entityId: orderId, downstreamEventType: 'order.created' }),
      expect.objectContaining({ resource: 'pos/payments', action: 'created', entityId: paid.body.payment.id, downstreamEventType: 'payment.created' }),
    ]));
    expect(new Set(requests.map((request) => squareInbound.deliveryId!(request, context))).size).toBe(requests.length);

    const [first] = requests as [InboundRequest];
    expect(squareInbound.verify({ ...first, rawBody: Buffer.from(first.rawBody.toString().replace('"type"', '"type" ')) }, context)).toBe(false);
    expect(squareInbound.verify(first, { ...context, registration: { ...registration, signature_key: 'another-key' } })).toBe(false);
    expect(squareInbound.verify(first, { ...context, registration: { ...registration, notification_url: `${target}x` } })).toBe(false);
    expect(squareInbound.verify({ ...first, headers: {} }, context)).toBe(false);

    await squareInbound.unregister!(ctx(), registration);
    expect(emulator.kit.records('webhook_subscriptions', DEMO.id)).toHaveLength(0);
  });
});
