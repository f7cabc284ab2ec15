/**
 * Shopify's webhooks on loopback: the connector subscribes one
 * webhookSubscriptionCreate per topic at the emulator, the emulator sends
 * orders/products/customers deliveries signed with the custom app's secret
 * (X-Shopify-Hmac-Sha256 over the raw body), the inbound hooks verify them in
 * constant time (a changed byte, another secret or no signature fails), read
 * each as a change of the unified resource, and name a delivery by
 * X-Shopify-Webhook-Id (the same on Shopify's retries); unregister removes
 * every subscription.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import { shopify } from '../../src/connectors/shopify/definition.js';
import { shopifyInbound } from '../../src/connectors/shopify/inbound.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SHOPIFY_DEMO_ACCOUNT as DEMO, shopifyEmulator } from '../../src/sandbox/shopify/index.js';
import type { StoredOrder } from '../../src/sandbox/shopify/records.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';

describe('Shopify webhooks: subscribe, signed deliveries, verify, changes, unsubscribe', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let ctx: ConnectorContext;
  const custom = DEMO.tokens[0]!;
  const settings = { shop: DEMO.handle, admin_api_access_token: custom.token, app_secret_key: custom.appSecret };

  const requestOf = (webhook: ReceivedWebhook, body = webhook.body, headers: Record<string, string | undefined> = {}): InboundRequest => ({
    method: 'POST',
    url: `${receiver.url}${webhook.path}`,
    headers: { ...(webhook.headers as Record<string, string>), ...headers },
    rawBody: Buffer.from(body, 'utf8'),
    query: {},
  });

  beforeAll(async () => {
    emulator = await shopifyEmulator.start({ record: true });
    receiver = await startWebhookReceiver();
    ctx = {
      settings,
      http: new DownstreamHttp({ connectorId: 'shopify', baseUrl: emulator.url, auth: shopify.auth, values: settings, timeoutMs: 5_000, rateLimit: shopify.rateLimit, errorMessage: shopify.errorMessage }),
    };
  });
  afterAll(async () => {
    await emulator?.close();
    await receiver?.close();
  });

  it('subscribes every topic, and turns signed order, product and customer deliveries into changes', async () => {
    const registration = await shopifyInbound.register!(ctx, { url: `${receiver.url}/shopify` });
    expect(registration.subscriptions).toHaveLength(9);
    expect(emulator.kit.records('webhook_subscriptions').map((one) => one.topic)).toEqual(['ORDERS_CREATE', 'ORDERS_UPDATED', 'ORDERS_DELETE', 'PRODUCTS_CREATE', 'PRODUCTS_UPDATE', 'PRODUCTS_DELETE', 'CUSTOMERS_CREATE', 'CUSTOMERS_UPDATE', 'CUSTOMERS_DELETE']);
    const context = { settings, registration };

    const order = emulator.kit.records('orders')[0] as unknown as StoredOrder;
    const placed = emulator.kit.seed('orders', { ...order, id: '5699999999', number: 9999, name: '#9999', updatedAt: new Date().toISOString() });
    emulator.kit.trigger('orders/create', 'orders', placed.id);
    const product = emulator.kit.records('products')[2]!;
    emulator.kit.trigger('products/update', 'products', product.id);
    const customer = emulator.kit.records('customers')[5]!;
    emulator.kit.trigger('customers/delete', 'customers', customer.id);
    const received = await receiver.waitFor('/shopify', 3, 10_000);

    const changes = received.map((webhook) => {
      expect(shopifyInbound.verify(requestOf(webhook), context), webhook.body).toBe(true);
      return shopifyInbound.changes(requestOf(webhook), context);
    });
    expect(changes.map((list) => list.map((change) => [change.resource, change.action, change.entityId, change.downstreamEventType]))).toEqual([
      [['ecommerce/orders', 'created', '5699999999', 'orders/create']],
      [['ecommerce/products', 'updated', product.id, 'products/update']],
      [['ecommerce/customers', 'deleted', customer.id, 'customers/delete']],
    ]);
    expect(changes[0]![0]!.version?.toISOString()).toBe(new Date(String(placed.updatedAt)).toISOString());
    expect(received[2]!.json).toEqual({ id: Number(customer.id) });

    const [first] = received as [ReceivedWebhook];
    expect(shopifyInbound.verify(requestOf(first, first.body.replace('9999', '9998')), context)).toBe(false);
    expect(shopifyInbound.verify(requestOf(first), { ...context, settings: { ...settings, app_secret_key: 'shpss_another0secret0of0the0app' } })).toBe(false);
    expect(shopifyInbound.verify(requestOf(first, first.body, { 'x-shopify-hmac-sha256': undefined }), context)).toBe(false);
    expect(shopifyInbound.verify(requestOf(first, first.body, { 'x-shopify-hmac-sha256': 'not base64!' }), context)).toBe(false);
    // A signed-in connection's deliveries are signed with the integration's client secret, which takes precedence.
    const byClient = createHmac('sha256', 'shpss_client0secret').update(first.body).digest('base64');
    expect(shopifyInbound.verify(requestOf(first, first.body, { 'x-shopify-hmac-sha256': byClient }), { ...context, clientSecret: 'shpss_client0secret' })).toBe(true);

    // Shopify's retry of a delivery keeps its X-Shopify-Webhook-Id: the same delivery id.
    expect(shopifyInbound.deliveryId!(requestOf(first), context)).toBe(`webhook:${first.headers['x-shopify-webhook-id']}`);
    expect(new Set(received.map((webhook) => shopifyInbound.deliveryId!(requestOf(webhook), context))).size).toBe(3);
    expect(shopifyInbound.changes(requestOf(first, first.body, { 'x-shopify-topic': 'carts/update' }), context)).toEqual([]);

    await shopifyInbound.unregister!(ctx, registration);
    expect(emulator.kit.records('webhook_subscriptions')).toEqual([]);
  });
});
