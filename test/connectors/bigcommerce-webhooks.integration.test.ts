/**
 * BigCommerce's webhooks through the service over loopback. BigCommerce
 * signs nothing, so when the connection is made the service registers one
 * hook per family (store/order/*, store/product/*, store/customer/*) at the
 * emulator's /v3/hooks with a secret header of its own; the emulator sends
 * each callback with that header; the receiver checks it in constant time
 * and publishes ecommerce.order|product|customer.created|updated|deleted
 * events carrying ids only (the record is read through the service from
 * BigCommerce at the event's entity_url). A wrong, missing or another
 * connection's secret is refused with 401 and publishes nothing; a retried
 * callback (same hash) publishes nothing new. A deleted connection's hooks
 * are removed; renewal switches a deactivated hook back on and remakes a
 * removed one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bigcommerce } from '../../src/connectors/bigcommerce/definition.js';
import { bigcommerceInbound, SECRET_HEADER } from '../../src/connectors/bigcommerce/inbound.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { BIGCOMMERCE_DEMO_ACCOUNT as DEMO, bigcommerceEmulator } from '../../src/sandbox/bigcommerce/index.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';

type Json = Record<string, any>;
const SETTINGS = { access_token: DEMO.accessToken, store_hash: DEMO.storeHash };

describe('BigCommerce webhooks through the service', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let receiveUrl: string;

  const hooks = (): StoredRecord[] => emulator.kit.records('hooks', DEMO.id);
  const eventsOf = async () =>
    (await svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute())
      .map((event) => ({ ...event, line: `${event.type} ${event.entityId}` }));
  const post = (body: string, headers: Record<string, string>) => fetch(receiveUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const ours = (delivery: { url: string }) => delivery.url === receiveUrl;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bigcommerceEmulator], record: true });
    emulator = svc.emulators.bigcommerce as KitEmulatorHandle;
    svc.service.inboundRegistrar.start();
    tenant = await svc.tenant();
    await tenant.connect('hooked', 'ecommerce', 'bigcommerce', SETTINGS);
    await waitFor(() => hooks().length === 3, 'the three hooks registered at BigCommerce', 20_000);
    // The hooks exist at BigCommerce a moment before the service has stored what it registered (their secret):
    // a callback in between is answered 503, to be retried.
    await waitFor(async () => (await svc.store.db.selectFrom('inboundEndpoints').select('registeredAt').where('serviceId', '=', 'bigcommerce').where('registeredAt', 'is not', null).execute()).length === 1, 'the BigCommerce registration stored', 20_000);
    const view = await call<Json>(`${svc.url}/vault/connections/ecommerce/bigcommerce`, { headers: tenant.headers('hooked') });
    expect(view.status, view.text).toBe(200);
    const [subscription, ...others] = view.body.data.subscriptions as Json[];
    expect(others).toEqual([]);
    receiveUrl = subscription!.execute_url as string;
    expect(receiveUrl).toMatch(/\/webhook\/w\/[A-Za-z0-9_-]{32}\/bigcommerce$/);
  }, 60_000);
  afterAll(async () => {
    await svc?.service.inboundRegistrar.stop();
    await svc?.close();
  });
  beforeEach(() => emulator.kit.settled());

  it('declares BigCommerce\'s scopes as the events they report (an archived order as deleted)', () => {
    const rows = supportedEvents(bigcommerce, 'ecommerce').map((event) => `${event.event_type} ${event.downstream_event_type}`);
    expect(rows).toEqual(expect.arrayContaining([
      'ecommerce.order.created store/order/created', 'ecommerce.order.updated store/order/statusUpdated', 'ecommerce.order.updated store/order/refund/created',
      'ecommerce.order.deleted store/order/archived', 'ecommerce.product.created store/product/created', 'ecommerce.product.updated store/product/inventory/updated',
      'ecommerce.product.deleted store/product/deleted', 'ecommerce.customer.created store/customer/created', 'ecommerce.customer.updated store/customer/address/updated',
      'ecommerce.customer.deleted store/customer/deleted',
    ]));
  });

  it('registers one hook per family, each with the same secret header of the service\'s own, to the connection\'s URL', () => {
    const registered = hooks();
    expect(registered.map((hook) => hook.scope).sort()).toEqual(['store/customer/*', 'store/order/*', 'store/product/*']);
    const secrets = registered.map((hook) => (hook.headers as Record<string, string>)[SECRET_HEADER]);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(secrets).size).toBe(1);
    expect(registered.every((hook) => hook.destination === receiveUrl && hook.is_active === true)).toBe(true);
    // The secret never leaves for the consumer.
    expect(JSON.stringify(emulator.exchanges.filter((exchange) => exchange.path.endsWith('/v3/hooks')).map((exchange) => exchange.requestHeaders))).not.toContain(secrets[0]!);
  });

  it('publishes the orders, products and customers BigCommerce\'s callbacks name, ids only, readable at the entity URL', async () => {
    const order = emulator.kit.records('orders', DEMO.id)[4]!;
    const product = emulator.kit.records('products', DEMO.id)[2]!;
    const customer = emulator.kit.records('customers', DEMO.id)[6]!;
    const address = emulator.kit.records('customer_addresses', DEMO.id).find((entry) => entry.customer_id === customer.id)!;
    const before = (await eventsOf()).length;
    const sent = emulator.kit.deliveries.length;
    const triggered: Array<[string, string, string]> = [
      ['store/order/created', 'orders', order.id], ['store/order/statusUpdated', 'orders', order.id], ['store/order/archived', 'orders', order.id],
      ['store/product/updated', 'products', product.id], ['store/product/inventory/updated', 'products', product.id], ['store/product/deleted', 'products', product.id],
      ['store/customer/created', 'customers', customer.id], ['store/customer/address/updated', 'customer_addresses', address.id],
      // A scope nothing unified shows: delivered, taken, and publishes nothing.
      ['store/cart/created', 'orders', order.id],
    ];
    // One callback at a time: sent together they reach the receiver in any order, and a record's
    // "created" processed after its "updated" is dropped by the record ledger as reported already.
    for (const [type, resource, id] of triggered) {
      emulator.kit.trigger(type, resource, id, DEMO.id);
      await emulator.kit.settled();
    }

    const deliveries = emulator.kit.deliveries.slice(sent).filter(ours);
    // store/cart/* is no hook's scope: BigCommerce sends it nowhere here.
    expect(deliveries.map((delivery) => JSON.parse(delivery.requestBody).scope)).toEqual(triggered.slice(0, 8).map(([type]) => type));
    for (const delivery of deliveries) {
      expect(delivery.status, delivery.requestBody).toBe(200);
      expect(delivery.requestHeaders[SECRET_HEADER]).toBe((hooks()[0]!.headers as Record<string, string>)[SECRET_HEADER]);
    }
    const published = (await eventsOf()).slice(before);
    expect(published.map((event) => event.line).sort()).toEqual([
      `ecommerce.order.created ${order.id}`, `ecommerce.order.updated ${order.id}`, `ecommerce.order.deleted ${order.id}`,
      `ecommerce.product.updated ${product.id}`, `ecommerce.product.updated ${product.id}`, `ecommerce.product.deleted ${product.id}`,
      `ecommerce.customer.created ${customer.id}`, `ecommerce.customer.updated ${customer.id}`,
    ].sort());
    expect(published.every((event) => event.unifiedApi === 'ecommerce' && event.serviceId === 'bigcommerce' && event.consumerId === 'hooked')).toBe(true);
    // Ids only; the record is read from BigCommerce through the service.
    expect(JSON.stringify(published)).not.toContain(String(customer.email));
    const created = published.find((event) => event.line === `ecommerce.customer.created ${customer.id}`)!;
    const read = await call<Json>(created.entityUrl, { headers: tenant.headers('hooked') });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ id: customer.id, emails: [{ email: customer.email }] });
  });

  it('refuses callbacks without the secret, with another, or from another store, with 401; a retry publishes nothing new', async () => {
    const order = emulator.kit.records('orders', DEMO.id)[1]!;
    const sent = emulator.kit.deliveries.length;
    emulator.kit.trigger('store/order/updated', 'orders', order.id, DEMO.id);
    await emulator.kit.settled();
    const [delivery] = emulator.kit.deliveries.slice(sent).filter(ours);
    const body = delivery!.requestBody;
    const secret = delivery!.requestHeaders[SECRET_HEADER] as string;
    const count = (await eventsOf()).length;
    expect((await post(body, { [SECRET_HEADER]: secret })).status).toBe(200);
    expect(await eventsOf()).toHaveLength(count);

    const otherStore = body.replace(`"producer":"stores/${DEMO.storeHash}"`, '"producer":"stores/w3n8v1c6tz"');
    expect(otherStore).not.toBe(body);
    const refused: Array<[string, string, Record<string, string>]> = [
      ['no secret', body, {}],
      ['another secret', body, { [SECRET_HEADER]: `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}` }],
      ['a secret cut short', body, { [SECRET_HEADER]: secret.slice(0, -4) }],
      ['another store\'s callback', otherStore, { [SECRET_HEADER]: secret }],
    ];
    for (const [why, sentBody, headers] of refused) expect((await post(sentBody, headers)).status, why).toBe(401);
    expect(await eventsOf()).toHaveLength(count);
  });

  it('renews: a hook BigCommerce deactivated is switched on, a removed one made again, with the same secret', async () => {
    const ctx: ConnectorContext = {
      settings: SETTINGS,
      http: new DownstreamHttp({ connectorId: 'bigcommerce', baseUrl: emulator.url, auth: bigcommerce.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: bigcommerce.rateLimit, errorMessage: bigcommerce.errorMessage }),
    };
    const target = { url: `${emulator.url}/nowhere` };
    const registration = await bigcommerceInbound.register!(ctx, target);
    const made = registration.hooks as Record<string, number>;
    const order = hooks().find((hook) => Number(hook.id) === made['store/order/*'])!;
    order.is_active = false;
    emulator.kit.remove('hooks', String(made['store/product/*']), DEMO.id);
    const renewed = await bigcommerceInbound.renew!(ctx, registration, target);
    expect(renewed.secret).toBe(registration.secret);
    const now = renewed.hooks as Record<string, number>;
    expect(now['store/order/*']).toBe(made['store/order/*']);
    expect(now['store/product/*']).not.toBe(made['store/product/*']);
    const mine = hooks().filter((hook) => hook.destination === target.url);
    expect(mine).toHaveLength(3);
    expect(mine.every((hook) => hook.is_active === true && (hook.headers as Record<string, string>)[SECRET_HEADER] === registration.secret)).toBe(true);
    expect(bigcommerceInbound.renewAt!(renewed)!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await bigcommerceInbound.unregister!(ctx, renewed);
    expect(hooks().filter((hook) => hook.destination === target.url)).toEqual([]);
    // Gone already: nothing to undo.
    await bigcommerceInbound.unregister!(ctx, renewed);
  });

  it('takes nothing for a deleted connection (its hooks stay at the store: a deleted connection can no longer call it)', async () => {
    const order = emulator.kit.records('orders', DEMO.id)[2]!;
    const answer = await call(`${svc.url}/vault/connections/ecommerce/bigcommerce`, { method: 'DELETE', headers: tenant.headers('hooked') });
    expect(answer.status, answer.text).toBeLessThan(300);
    const count = (await eventsOf()).length;
    const sent = emulator.kit.deliveries.length;
    emulator.kit.trigger('store/order/updated', 'orders', order.id, DEMO.id);
    await emulator.kit.settled();
    const [delivery] = emulator.kit.deliveries.slice(sent).filter(ours);
    expect(delivery!.status).toBeGreaterThanOrEqual(400);
    expect(await eventsOf()).toHaveLength(count);
  });
});
