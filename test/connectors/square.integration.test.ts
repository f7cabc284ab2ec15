/**
 * The Square POS connector through the service over HTTP, against the Square
 * emulator: locations and the merchant (read-only), orders searched by
 * location with paging, created, updated with the order's version and
 * cancelled by a delete, payments made exactly once (concurrent identical
 * creates, a dropped answer resolved by resending the derived key, the same
 * key with another body refused), the catalog's items, modifier groups and
 * modifiers, unsupported order types and tenders, and the version header on
 * every call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { PAYMENT_TIMEOUT, SQUARE_API_VERSION, SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'square-consumer';

describe('Square POS connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/pos${path}`);
  const get = (path: string) => call(url(path), { headers: tenant.headers(CONSUMER) });
  const send = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => call(url(path), { method, headers: { ...tenant.headers(CONSUMER), ...headers }, json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const openOrder = () => records('orders').find((order) => order.state === 'OPEN' && (order.tenders as unknown[] | undefined ?? []).length === 0)!;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [squareEmulator], record: true });
    emulator = svc.emulators.square as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'pos', 'square', { personal_access_token: DEMO.personalAccessToken });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('reads the two locations and the merchant, and refuses to write them', async () => {
    const locations = ok(await get('/locations')).body.data as Json[];
    expect(locations.map((location) => location.id).sort()).toEqual(records('locations').map((location) => location.id).sort());
    expect(locations[0]).toMatchObject({ merchant_id: DEMO.merchantId, currency: 'USD', status: 'active' });
    const listed = ok(await get('/merchants?limit=5')).body.data as Json[];
    expect(listed.map((entry) => entry.id)).toEqual([DEMO.merchantId]);
    // ListMerchants takes no page size: the list is read with no paging parameters, whatever limit was asked.
    const merchantLists = emulator.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path === '/v2/merchants');
    expect(merchantLists.map((exchange) => exchange.query.toString())).toEqual(['']);
    const merchant = ok(await get(`/merchants/${DEMO.merchantId}`)).body.data;
    expect(merchant).toMatchObject({ id: DEMO.merchantId, name: DEMO.businessName, currency: 'USD' });
    expectErrorEnvelope(await send('POST', '/merchants', { name: 'x' }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await send('PATCH', `/locations/${locations[0]!.id}`, { name: 'x' }), 400, 'ConnectorOperationUnsupportedError');
  });

  it('has no order types or tenders: Square keeps none', async () => {
    expectErrorEnvelope(await get('/order-types'), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get('/tenders'), 400, 'ConnectorOperationUnsupportedError');
  });

  it('pays an order through POST /pos/orders/{id}/pay once per Idempotency-Key, and refuses it to a key without the money scope', async () => {
    const order = openOrder();
    const due = ((order.net_amount_due_money ?? order.total_money) as Json).amount as number;
    const body = { merchant_id: DEMO.merchantId, location_id: order.location_id, tenders: [{ type: 'cash', amount: due }] };
    const paymentsOf = () => records('payments').filter((payment) => payment.order_id === order.id);
    const before = paymentsOf().length;
    const first = ok(await send('POST', `/orders/${order.id}/pay`, body, { 'idempotency-key': `pay-${order.id}` }), 201);
    expect(first.body.data).toEqual({ id: order.id });
    expect(records('orders').find((entry) => entry.id === order.id)!.state).toBe('COMPLETED');
    // The same key and body: the first answer again, and no money moves twice.
    const again = ok(await send('POST', `/orders/${order.id}/pay`, body, { 'idempotency-key': `pay-${order.id}` }), 201);
    expect(again.body).toEqual(first.body);
    expect(paymentsOf().length).toBe(before + 1);
    // The same key with another body is refused before anything reaches Square.
    expectErrorEnvelope(await send('POST', `/orders/${order.id}/pay`, { ...body, tenders: [{ type: 'cash', amount: due + 1 }] }, { 'idempotency-key': `pay-${order.id}` }), 422, 'IdempotencyKeyReusedError');
    expect(paymentsOf().length).toBe(before + 1);
    // The request log names the action's own operation, not the create its answer is shaped like.
    await svc.service.requestLogs.flush();
    const logged = ok(await call(`${svc.url}/vault/logs?limit=20`, { headers: tenant.headers(CONSUMER) })).body.data as Json[];
    expect(logged.find((log) => log.path === `/pos/orders/${order.id}/pay`)?.operation).toEqual({ id: 'ordersPay', name: 'Pay Order' });
    // A key allowed to write but not to move money cannot pay.
    const { key: writer } = await svc.service.admin.createKey(tenant.appId, 'secret', 'sandbox', ['read', 'write']);
    const refused = await call(url(`/orders/${openOrder().id}/pay`), { method: 'POST', headers: { ...tenant.headers(CONSUMER), authorization: `Bearer ${writer}` }, json: body });
    expectErrorEnvelope(refused, 403, 'ScopeNotGrantedError');
  });

  describe('orders', () => {
    it('lists every order of one location, page by page, or of all locations without location_id, in minor units', async () => {
      const location = records('locations')[0]!.id;
      const expected = records('orders').filter((order) => order.location_id === location).map((order) => order.id).sort();
      for (const limit of [3, 50]) {
        const listed = await collectPages(get, url(`/orders?location_id=${location}`), limit, 100);
        expect(listed.map((order) => order.id).sort(), `limit=${limit}`).toEqual(expected);
      }
      const all = await collectPages(get, url('/orders'), 100, 10);
      expect(all.length).toBe(records('orders').length);
      const paid = all.find((order) => order.status === 'completed')!;
      expect(Number.isInteger(paid.total_amount)).toBe(true);
      expect(paid).toMatchObject({ payment_status: 'paid', currency: 'USD' });
      expect(paid.line_items[0].unit_price).toBeTypeOf('number');
      const searches = emulator.exchanges.filter((exchange) => exchange.path === '/v2/orders/search');
      expect(searches.length).toBeGreaterThan(0);
    });

    it('creates an order from catalog and ad hoc lines, updates it with its version, and cancels it on delete', async () => {
      const variation = records('catalog').find((object) => object.type === 'ITEM')!.item_data as Json;
      const variationId = variation.variations[0].id as string;
      const location = records('locations')[0]!.id;
      const created = ok(await send('POST', '/orders', { merchant_id: DEMO.merchantId, location_id: location, reference_id: 'web-1', line_items: [{ item: { id: variationId }, quantity: 2 }, { name: 'Tip jar cookie', unit_price: 250, quantity: 1 }] }), 201);
      const id = created.body.data.id as string;
      const order = ok(await get(`/orders/${id}`)).body.data;
      expect(order).toMatchObject({ id, location_id: location, reference_id: 'web-1', status: 'open', payment_status: 'open', version: '1' });
      expect(order.line_items).toHaveLength(2);
      expect(order.total_amount).toBe(2 * variation.variations[0].item_variation_data.price_money.amount + 250);

      ok(await send('PATCH', `/orders/${id}`, { title: 'Table 4', version: '1' }));
      expect(ok(await get(`/orders/${id}`)).body.data).toMatchObject({ title: 'Table 4', version: '2' });
      // A version Square no longer has is refused, not overwritten.
      const stale = await send('PATCH', `/orders/${id}`, { title: 'Table 5', version: '1' });
      expect(stale.status).toBe(400);
      expect(stale.text).toContain('version');

      ok(await send('DELETE', `/orders/${id}`));
      expect(ok(await get(`/orders/${id}`)).body.data).toMatchObject({ status: 'voided', voided: true });
    });

    it('answers 404 for an unknown order', async () => {
      expectErrorEnvelope(await get('/orders/NOPE123'), 404, 'EntityNotFoundError');
    });
  });

  describe('payments, exactly once', () => {
    /** An open order of one ad hoc line: what a payment of `amount` pays in full. */
    const orderOf = async (amount: number) => {
      const location = records('locations')[0]!.id;
      const answer = ok(await send('POST', '/orders', { merchant_id: DEMO.merchantId, location_id: location, line_items: [{ name: 'Flat white', unit_price: amount, quantity: 1 }] }), 201);
      return answer.body.data.id as string;
    };
    const cash = (orderId: string, amount: number) => ({ source_id: 'CASH', amount, currency: 'USD', customer_id: 'C1', order_id: orderId, tender_id: 'cash', location_id: records('locations')[0]!.id });
    const made = () => records('payments').length;

    it('maps a payment in minor units and lists payments', async () => {
      const listed = await collectPages(get, url('/payments'), 7, 20);
      expect(listed.length).toBe(made());
      const card = listed.find((payment) => payment.source === 'card')!;
      const source = records('payments').find((payment) => payment.id === card.id)! as Json;
      const wire = source.card_details.card;
      expect(card).toMatchObject({ currency: 'USD', amount: source.amount_money.amount, card_details: { card: { card_brand: String(wire.card_brand).toLowerCase(), last_4: wire.last_4 } } });
      expect(Number.isInteger(card.amount)).toBe(true);
    });

    it('makes one payment for concurrent identical creates under one key, each answered with it or told to wait', async () => {
      const before = made();
      const body = cash(await orderOf(1234), 1234);
      const answers = await Promise.all([0, 1, 2, 3].map(() => send('POST', '/payments', body, { 'idempotency-key': 'pay-concurrent-1' })));
      const created = answers.filter((answer) => answer.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((answer) => answer.body.data.id)).size).toBe(1);
      for (const answer of answers.filter((entry) => entry.status !== 201)) expect(answer.body.type_name).toBe('IdempotencyKeyInUseError');
      expect(made()).toBe(before + 1);
      // A later retry gets the first answer, and still nothing new at Square.
      const retry = ok(await send('POST', '/payments', body, { 'idempotency-key': 'pay-concurrent-1' }), 201);
      expect(retry.body.data.id).toBe(created[0]!.body.data.id);
      expect(made()).toBe(before + 1);
    });

    it('resolves a create whose answer was lost by resending the same Square key: one payment', async () => {
      const body = cash(await orderOf(777), 777);
      const before = made();
      emulator.kit.setSwitch(PAYMENT_TIMEOUT, 'drop', DEMO.id);
      const answer = ok(await send('POST', '/payments', body, { 'idempotency-key': 'pay-dropped-1' }), 201);
      expect(made()).toBe(before + 1);
      const keys = emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === '/v2/payments').map((exchange) => (JSON.parse(exchange.requestBody ?? '{}') as Json).idempotency_key);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys.slice(-2)).size).toBe(1);
      expect(ok(await get(`/payments/${answer.body.data.id}`)).body.data).toMatchObject({ amount: 777, source: 'cash', status: 'completed' });
      // The client's own retry after all that: the stored answer, no second payment.
      expect(ok(await send('POST', '/payments', body, { 'idempotency-key': 'pay-dropped-1' }), 201).body.data.id).toBe(answer.body.data.id);
      expect(made()).toBe(before + 1);
    });

    it('lets a retry resolve a create whose request ended unknown, instead of a 409 until the key expires: still one payment', async () => {
      const body = cash(await orderOf(888), 888);
      const before = made();
      // Square stores the payment but its answer comes too late, and the connector's resend meets a failure: the request's outcome is unknown.
      emulator.kit.setSwitch(PAYMENT_TIMEOUT, 'drop', DEMO.id);
      emulator.failOn({ method: 'POST', path: /^\/v2\/payments$/, skip: 1 }, 'server_error');
      const first = await send('POST', '/payments', body, { 'idempotency-key': 'pay-unknown-1' });
      expect(first.status).toBeGreaterThanOrEqual(500);
      expect(made()).toBe(before + 1);
      const stored = records('payments').at(-1)!;
      // The retry under the same key runs again: the derived Square key finds the payment made the first time.
      const retry = ok(await send('POST', '/payments', body, { 'idempotency-key': 'pay-unknown-1' }), 201);
      expect(retry.body.data.id).toBe(stored.id);
      expect(made()).toBe(before + 1);
      // Settled now: the next retry is the stored answer.
      expect(ok(await send('POST', '/payments', body, { 'idempotency-key': 'pay-unknown-1' }), 201).body.data.id).toBe(stored.id);
      expect(made()).toBe(before + 1);
    });

    it('takes the body\'s idempotency_key like the header, and refuses the same key with another body (422)', async () => {
      const orderId = await orderOf(500);
      const before = made();
      const first = ok(await send('POST', '/payments', { ...cash(orderId, 500), idempotency_key: 'body-key-1' }), 201);
      const again = ok(await send('POST', '/payments', { ...cash(orderId, 500), idempotency_key: 'body-key-1' }), 201);
      expect(again.body.data.id).toBe(first.body.data.id);
      expectErrorEnvelope(await send('POST', '/payments', { ...cash(orderId, 499), idempotency_key: 'body-key-1' }), 422, 'IdempotencyKeyReusedError');
      expectErrorEnvelope(await send('POST', '/payments', { ...cash(orderId, 500), idempotency_key: 'body-key-2' }, { 'idempotency-key': 'other' }), 400, 'RequestValidationError');
      expect(made()).toBe(before + 1);
    });

    it('cancels an approved payment on delete, and refuses updates', async () => {
      const payment = records('payments').find((entry) => entry.status === 'COMPLETED')!;
      expectErrorEnvelope(await send('PATCH', `/payments/${payment.id}`, { tip: 1 }), 400, 'ConnectorOperationUnsupportedError');
      expect((await send('DELETE', `/payments/${payment.id}`)).status).toBe(400);
    });
  });

  describe('catalog', () => {
    it('lists items with their variations and modifier groups, prices in cents', async () => {
      const items = await collectPages(get, url('/items'), 7, 20);
      expect(items.length).toBe(records('catalog').filter((object) => object.type === 'ITEM').length);
      const withGroups = items.find((item) => item.modifier_groups.length > 0)!;
      expect(withGroups.variations.length).toBeGreaterThan(0);
      expect(Number.isInteger(withGroups.price_amount)).toBe(true);
    });

    it('creates, prices, renames and deletes an item', async () => {
      const id = ok(await send('POST', '/items', { name: 'Cocoa', price_amount: 375, price_currency: 'USD' }), 201).body.data.id as string;
      expect(ok(await get(`/items/${id}`)).body.data).toMatchObject({ name: 'Cocoa', price_amount: 375, variations: [{ name: 'Regular', price_amount: 375 }] });
      ok(await send('PATCH', `/items/${id}`, { name: 'Hot cocoa', price_amount: 400 }));
      expect(ok(await get(`/items/${id}`)).body.data).toMatchObject({ name: 'Hot cocoa', price_amount: 400 });
      ok(await send('DELETE', `/items/${id}`));
      expectErrorEnvelope(await get(`/items/${id}`), 404, 'EntityNotFoundError');
    });

    it('reads modifier groups with their modifiers, and a group\'s modifiers by filter', async () => {
      const groups = ok(await get('/modifier-groups')).body.data as Json[];
      expect(groups.length).toBe(records('catalog').filter((object) => object.type === 'MODIFIER_LIST').length);
      const group = groups[0]!;
      const listed = ok(await get(`/modifiers?filter[modifier_group_id]=${group.id}`)).body.data as Json[];
      expect(listed.map((modifier) => modifier.id)).toEqual(group.modifiers.map((modifier: Json) => modifier.id));
      expect(listed.every((modifier) => modifier.modifier_group_id === group.id)).toBe(true);
      const created = ok(await send('POST', '/modifiers', { name: 'Oat milk (large)', price_amount: 80, currency: 'USD', modifier_group_id: group.id }), 201).body.data.id;
      expect(ok(await get(`/modifiers/${created}`)).body.data).toMatchObject({ name: 'Oat milk (large)', price_amount: 80, modifier_group_id: group.id });
      // The reference's group filter on a delete is a known parameter Square does not need: refused as unsupported, nothing deleted.
      const refused = await send('DELETE', `/modifiers/${created}?filter[modifier_group_id]=${group.id}`);
      expectErrorEnvelope(refused, 400, 'UnsupportedFiltersError');
      expect(refused.body.message).toContain('modifier_group_id');
      expectErrorEnvelope(await send('DELETE', `/modifiers/${created}?filter[colour]=red`), 400, 'RequestValidationError');
      ok(await get(`/modifiers/${created}`));
    });

    it('an item id is not a modifier group', async () => {
      const item = records('catalog').find((object) => object.type === 'ITEM')!;
      expectErrorEnvelope(await get(`/modifier-groups/${item.id}`), 404, 'EntityNotFoundError');
    });
  });

  it('pins Square-Version on every call', () => {
    expect(emulator.exchanges.length).toBeGreaterThan(0);
    expect(emulator.exchanges.every((exchange) => exchange.requestHeaders?.['square-version'] === SQUARE_API_VERSION)).toBe(true);
  });
});
