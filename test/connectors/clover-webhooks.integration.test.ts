/**
 * Clover's app webhooks between the connector's `inbound` hooks and the
 * emulator over loopback: the emulator sends `{appId, merchants: {mId:
 * [{objectId, type, ts}]}}` with the app's auth code in X-Clover-Auth when
 * orders, payments, items, modifier groups and modifiers change; the requests
 * it really sent verify against the connection's `webhook_auth_code` and
 * report pos.order.*, pos.payment.*, pos.item.*, pos.modifier-group.* and
 * pos.modifier.* changes. Another code, no code, or another merchant's
 * notices report nothing; the dashboard's verification POST is answered.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clover } from '../../src/connectors/clover/definition.js';
import { cloverInbound } from '../../src/connectors/clover/inbound.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { CLOVER_DEMO_ACCOUNT as DEMO, cloverEmulator } from '../../src/sandbox/clover/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { deliveredTo } from '../helpers/emulator-deliveries.js';

type Json = Record<string, any>;
const CODE = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SETTINGS = { merchant_id: DEMO.merchantId, api_token: DEMO.apiToken, webhook_auth_code: CODE };

describe('Clover inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;
  const base = `/v3/merchants/${DEMO.merchantId}`;
  const ctx = (): ConnectorContext => ({
    settings: SETTINGS,
    http: new DownstreamHttp({ connectorId: 'clover', baseUrl: emulator.url, auth: clover.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: clover.rateLimit, errorMessage: clover.errorMessage }),
  });
  const api = async (method: string, path: string, json?: unknown) => (await ctx().http.request<Json>({ method: method as 'GET', path: `${base}${path}`, ...(json === undefined ? {} : { json }) })).body;

  const sentTo = (url: string) => deliveredTo(emulator, url);

  beforeAll(async () => {
    emulator = (await cloverEmulator.start()) as KitEmulatorHandle;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/clover`;
  });

  it('declares the reference\'s events for what Clover notifies', () => {
    const events = new Set(supportedEvents(clover, 'pos').map((event) => event.event_type));
    expect(events).toEqual(new Set([
      'pos.order.created', 'pos.order.updated', 'pos.order.deleted', 'pos.payment.created', 'pos.payment.updated',
      'pos.item.created', 'pos.item.updated', 'pos.item.deleted', 'pos.modifier-group.created', 'pos.modifier-group.updated', 'pos.modifier-group.deleted',
      'pos.modifier.created', 'pos.modifier.updated', 'pos.modifier.deleted',
    ]));
  });

  it('verifies what Clover sent by the auth code and reports its changes', async () => {
    emulator.kit.subscribe({ url: target, secret: CODE });
    const cash = (await api('GET', '/tenders?filter=labelKey=com.clover.tender.cash')).elements[0] as Json;
    const order = await api('POST', '/orders', { state: 'open', total: 300 });
    const payment = await api('POST', `/orders/${order.id}/payments`, { amount: 300, tender: { id: cash.id } });
    const item = await api('POST', '/items', { name: 'Scone', price: 325 });
    const group = await api('POST', '/modifier_groups', { name: 'Jams' });
    const modifier = await api('POST', `/modifier_groups/${group.id}/modifiers`, { name: 'Apricot', price: 50 });
    await api('DELETE', `/items/${item.id}`);

    const requests = await sentTo(target);
    expect(requests.length).toBeGreaterThanOrEqual(6);
    const context = { settings: SETTINGS, registration: {} };
    for (const request of requests) expect(cloverInbound.verify(request, context)).toBe(true);
    const changes = requests.flatMap((request) => cloverInbound.changes(request, context));
    expect(changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ resource: 'pos/orders', action: 'created', entityId: order.id, downstreamEventType: 'O:CREATE' }),
      expect.objectContaining({ resource: 'pos/orders', action: 'updated', entityId: order.id, downstreamEventType: 'O:UPDATE' }),
      expect.objectContaining({ resource: 'pos/payments', action: 'created', entityId: payment.id, downstreamEventType: 'P:CREATE' }),
      expect.objectContaining({ resource: 'pos/items', action: 'created', entityId: item.id }),
      expect.objectContaining({ resource: 'pos/items', action: 'deleted', entityId: item.id, downstreamEventType: 'I:DELETE' }),
      expect.objectContaining({ resource: 'pos/modifier-groups', action: 'created', entityId: group.id, downstreamEventType: 'IG:CREATE' }),
      expect.objectContaining({ resource: 'pos/modifiers', action: 'created', entityId: modifier.id, downstreamEventType: 'IM:CREATE' }),
    ]));
    expect(changes.every((change) => change.occurredAt instanceof Date)).toBe(true);
    const ids = requests.map((request) => cloverInbound.deliveryId!(request, context));
    expect(new Set(ids).size).toBe(requests.length);

    const [first] = requests as [InboundRequest];
    expect(cloverInbound.verify(first, { ...context, settings: { ...SETTINGS, webhook_auth_code: 'another-code' } })).toBe(false);
    expect(cloverInbound.verify(first, { ...context, settings: { merchant_id: DEMO.merchantId } })).toBe(false);
    expect(cloverInbound.verify({ ...first, headers: {} }, context)).toBe(false);
    // Notices about another merchant than the connection's report nothing.
    expect(cloverInbound.changes(first, { ...context, settings: { ...SETTINGS, merchant_id: 'HV3P8NZ5CQT2D' } })).toEqual([]);
  });

  it('answers the dashboard\'s verification POST, which reports nothing', () => {
    const request: InboundRequest = { method: 'POST', url: target, headers: {}, rawBody: Buffer.from(JSON.stringify({ verificationCode: 'b1c2d3e4' })), query: {} };
    const context = { settings: SETTINGS, registration: {} };
    expect(cloverInbound.handshake!(request, context)).toEqual({ status: 200 });
    expect(cloverInbound.verify(request, context)).toBe(false);
    expect(cloverInbound.changes(request, context)).toEqual([]);
  });
});

describe('Clover webhooks through the service', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let receiveUrl: string;
  const WHERE = { merchant_id: DEMO.merchantId, location_id: DEMO.merchantId };
  const eventsOf = async () =>
    (await svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute())
      .map((event) => `${event.type} ${event.entityId}`);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [cloverEmulator] });
    emulator = svc.emulators.clover as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('hooked', 'pos', 'clover', SETTINGS);
    const view = await call<Json>(`${svc.url}/vault/connections/pos/clover`, { headers: tenant.headers('hooked') });
    expect(view.status, view.text).toBe(200);
    const [subscription, ...others] = view.body.data.subscriptions as Json[];
    expect(others).toEqual([]);
    receiveUrl = subscription!.execute_url as string;
    // Nothing registers it: the Vault says where to paste it, and which objects to tick.
    expect(subscription!.source).toMatchObject({ id: 'webhooks', setup: { method: 'paste', url: receiveUrl } });
    expect(subscription!.downstream_event_types).toEqual(expect.arrayContaining(['O:CREATE', 'P:CREATE', 'IM:DELETE']));
  });
  afterAll(() => svc?.close());

  it('publishes the orders and payments Clover\'s webhooks report, and refuses a message without the auth code', async () => {
    emulator.kit.subscribe({ url: receiveUrl, secret: CODE }, DEMO.id);
    const before = (await eventsOf()).length;
    const created = await call<Json>(`${svc.url}/pos/orders`, { method: 'POST', headers: tenant.headers('hooked'), json: { ...WHERE, line_items: [{ name: 'Scone', unit_price: 325 }] } });
    expect(created.status, created.text).toBe(201);
    const orderId = created.body.data.id as string;
    const paid = await call<Json>(`${svc.url}/pos/orders/${orderId}/pay`, { method: 'POST', headers: { ...tenant.headers('hooked'), 'idempotency-key': 'hooked-pay' }, json: { ...WHERE, tenders: [{ type: 'cash', amount: 325 }] } });
    expect(paid.status, paid.text).toBe(201);
    await emulator.kit.settled();
    const paymentId = emulator.kit.records('payments', DEMO.id).find((payment) => payment.orderId === orderId)!.id;
    const published = (await eventsOf()).slice(before);
    expect(published).toEqual(expect.arrayContaining([`pos.order.created ${orderId}`, `pos.order.updated ${orderId}`, `pos.payment.created ${paymentId}`]));

    const forged = JSON.stringify({ appId: 'X', merchants: { [DEMO.merchantId]: [{ objectId: 'O:FORGED0000000', type: 'CREATE', ts: Date.now() }] } });
    for (const headers of [{}, { 'x-clover-auth': 'not-the-code' }]) {
      const answer = await fetch(receiveUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: forged });
      expect(answer.status).toBe(401);
    }
    expect((await eventsOf()).some((line) => line.endsWith('FORGED0000000'))).toBe(false);
  });
});
