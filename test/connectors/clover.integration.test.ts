/**
 * The Clover POS connector through the service over HTTP, against the Clover
 * emulator: the merchant (read-only), orders with line items and
 * modifications paged by offset, created (lines, modifications and total)
 * updated and deleted; payments recorded exactly once by a derived
 * externalPaymentId (a lost answer looked up before any resend, concurrent
 * pays under one key); items, modifier groups, modifiers with and without
 * their group filter, order types and tenders; unsupported locations;
 * Clover's 429 waited out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { CLOVER_DEMO_ACCOUNT as DEMO, cloverEmulator } from '../../src/sandbox/clover/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'clover-consumer';
// The reference requires both on an order; a Clover merchant is its one location.
const WHERE = { merchant_id: DEMO.merchantId, location_id: DEMO.merchantId };

describe('Clover POS connector', () => {
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
  const tender = (labelKey: string) => records('tenders').find((entry) => entry.labelKey === labelKey)!;
  const control = async (name: string, json: unknown) => expect((await fetch(`${emulator.url}/__emulator/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })).status).toBe(204);
  const paymentsOf = (orderId: string) => records('payments').filter((payment) => payment.orderId === orderId);
  /** A new open order of `total` cents (one custom line), through the connector. */
  const orderOf = async (total: number) => ok(await send('POST', '/orders', { ...WHERE, title: `T-${total}`, line_items: [{ name: 'Flat white', unit_price: total, quantity: 1 }] }), 201).body.data.id as string;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [cloverEmulator], record: true });
    emulator = svc.emulators.clover as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'pos', 'clover', { merchant_id: DEMO.merchantId, api_token: DEMO.apiToken });
  });
  afterAll(() => svc.close());
  beforeEach(() => {
    emulator.releaseDelayed();
    emulator.kit.reset();
  });

  it('reads the merchant and the merchant as its one location, and refuses to write them', async () => {
    const listed = ok(await get('/merchants')).body.data as Json[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: DEMO.merchantId, name: DEMO.name, currency: 'USD' });
    expect(ok(await get(`/merchants/${DEMO.merchantId}`)).body.data.address.country).toBe('US');
    expectErrorEnvelope(await get('/merchants/HV3P8NZ5CQT2D'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('POST', '/merchants', { name: 'x' }), 400, 'ConnectorOperationUnsupportedError');
    // A Clover merchant is its one location.
    expect(ok(await get('/locations')).body.data).toEqual([expect.objectContaining({ id: DEMO.merchantId, merchant_id: DEMO.merchantId, name: DEMO.name, currency: 'USD' })]);
    expectErrorEnvelope(await send('PATCH', `/locations/${DEMO.merchantId}`, { name: 'x' }), 400, 'ConnectorOperationUnsupportedError');
  });

  describe('orders', () => {
    it('lists every listed order page by page, with lines, modifiers and tenders in cents', async () => {
      const expected = records('orders').filter((order) => order.state !== undefined).map((order) => order.id).sort();
      for (const limit of [7, 100]) {
        const listed = await collectPages(get, url('/orders'), limit, 20);
        expect(listed.map((order) => order.id).sort(), `limit=${limit}`).toEqual(expected);
      }
      const all = await collectPages(get, url('/orders'), 100, 2);
      const paid = all.find((order) => order.payment_status === 'paid' && order.line_items.some((line: Json) => line.modifiers.length > 0))!;
      expect(paid).toMatchObject({ status: 'completed', currency: 'USD', merchant_id: DEMO.merchantId });
      const stored = records('orders').find((order) => order.id === paid.id)!;
      expect(paid.total_amount).toBe(stored.total);
      expect(paid.payments.reduce((sum: number, payment: Json) => sum + payment.amount, 0)).toBeGreaterThanOrEqual(stored.total as number);
      expect(paid.tenders[0].type).toMatch(/^(cash|card|other)$/);
      expect(all.some((order) => order.payment_status === 'partially_paid')).toBe(true);
      expect(emulator.exchanges.some((exchange) => exchange.path.endsWith('/orders') && exchange.query.has('offset'))).toBe(true);
    });

    it('lists the merchant as the one location: its id lists the orders, another none', async () => {
      expect((ok(await get(`/orders?location_id=${DEMO.merchantId}&limit=5`)).body.data as Json[]).length).toBe(5);
      expect(ok(await get('/orders?location_id=ELSEWHERE')).body.data).toEqual([]);
    });

    it('creates an order with item and custom lines and a modifier, totals it, updates and deletes it', async () => {
      const group = records('modifier_groups').find((entry) => entry.name === 'Milk')!;
      const oat = records('modifiers').find((entry) => entry.modifierGroupId === group.id && entry.name === 'Oat milk')!;
      const latte = records('items').find((entry) => entry.name === 'Latte')!;
      const orderType = records('order_types')[1]!;
      const created = ok(await send('POST', '/orders', {
        ...WHERE, title: 'Table 4', note: 'by the window', order_type_id: orderType.id,
        line_items: [{ item: { id: latte.id }, quantity: 2, modifiers: [{ id: oat.id }] }, { name: 'Cookie', unit_price: 250, quantity: 1 }],
      }), 201);
      const id = created.body.data.id as string;
      const order = ok(await get(`/orders/${id}`)).body.data;
      expect(order).toMatchObject({ id, title: 'Table 4', note: 'by the window', order_type_id: orderType.id, status: 'open', payment_status: 'open' });
      expect(order.line_items).toHaveLength(2);
      expect(order.line_items[0]).toMatchObject({ quantity: 2, unit_price: latte.price });
      expect(order.total_amount).toBe(2 * ((latte.price as number) + (oat.price as number)) + 250);
      expect(order.line_items[0].modifiers[0]).toMatchObject({ id: oat.id, name: 'Oat milk', amount: oat.price });

      ok(await send('PATCH', `/orders/${id}`, { title: 'Table 5' }));
      expect(ok(await get(`/orders/${id}`)).body.data.title).toBe('Table 5');
      expectErrorEnvelope(await send('PATCH', `/orders/${id}`, { line_items: [{ name: 'x', unit_price: 1 }] }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', `/orders/${id}`, { status: 'delivered' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', '/orders', { ...WHERE, location_id: 'HV3P8NZ5CQT2D', title: 'elsewhere' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', '/orders', { ...WHERE, line_items: [{ name: 'Sliver', unit_price: 100, quantity: 0.0005 }] }), 400, 'RequestValidationError');
      ok(await send('DELETE', `/orders/${id}`));
      expectErrorEnvelope(await get(`/orders/${id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/orders/not-a-clover-id'), 404, 'EntityNotFoundError');
    });
  });

  describe('payments, exactly once', () => {
    it('lists and reads payments in cents with their source', async () => {
      const listed = await collectPages(get, url('/payments'), 25, 20);
      expect(listed.length).toBe(records('payments').length);
      const cash = listed.find((payment) => payment.tender_id === tender('com.clover.tender.cash').id)!;
      expect(cash).toMatchObject({ source: 'cash', status: 'completed', currency: 'USD', merchant_id: DEMO.merchantId });
      expect(Number.isInteger(cash.amount)).toBe(true);
      expectErrorEnvelope(await send('PATCH', `/payments/${cash.id}`, { tip: 1 }), 400, 'ConnectorOperationUnsupportedError');
      expectErrorEnvelope(await send('DELETE', `/payments/${cash.id}`), 400, 'ConnectorOperationUnsupportedError');
    });

    it('records a payment once per key, with an externalPaymentId derived from it', async () => {
      const orderId = await orderOf(640);
      // tender_id may name the kind: the merchant's cash tender.
      const body = { source_id: 'CASH', customer_id: 'C1', amount: 640, currency: 'USD', order_id: orderId, tender_id: 'cash' };
      const first = ok(await send('POST', '/payments', body, { 'idempotency-key': 'clover-pay-1' }), 201);
      const again = ok(await send('POST', '/payments', body, { 'idempotency-key': 'clover-pay-1' }), 201);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(paymentsOf(orderId)).toHaveLength(1);
      const external = paymentsOf(orderId)[0]!.externalPaymentId as string;
      expect(external.length).toBeLessThanOrEqual(32);
      expect(ok(await get(`/payments/${first.body.data.id}`)).body.data).toMatchObject({ amount: 640, order_id: orderId, external_payment_id: external, source: 'cash', tender_id: tender('com.clover.tender.cash').id });
      expect(records('orders').find((order) => order.id === orderId)!.paymentState).toBe('PAID');
      expectErrorEnvelope(await send('POST', '/payments', { ...body, amount: 641 }, { 'idempotency-key': 'clover-pay-1' }), 422, 'IdempotencyKeyReusedError');
      expect(paymentsOf(orderId)).toHaveLength(1);
    });

    it('pays an order whose answer was lost: a retry with the same key finds the payment at Clover, and makes none', async () => {
      const orderId = await orderOf(900);
      const body = { ...WHERE, tenders: [{ type: 'cash', amount: 900 }] };
      // The emulator's ids repeat after each reset: only this test's exchanges count.
      const seen = emulator.exchanges.length;
      const posts = () => emulator.exchanges.slice(seen).filter((exchange) => exchange.method === 'POST' && exchange.path.endsWith(`/orders/${orderId}/payments`));
      // Clover writes the payment, but its answer is held past the request's time budget.
      await control('delay-next', { ms: 20_000, path: '/orders/[A-Z0-9]+/payments$', method: 'POST' });
      expectErrorEnvelope(await send('POST', `/orders/${orderId}/pay`, body, { 'idempotency-key': 'lost-pay-1', 'x-svc-timeout': '400' }), 504, 'ConnectorTimeoutError');
      emulator.releaseDelayed();
      expect(paymentsOf(orderId)).toHaveLength(1);
      // The retry runs again (the outcome was unknown) and looks the payment up by its externalPaymentId before sending anything.
      ok(await send('POST', `/orders/${orderId}/pay`, body, { 'idempotency-key': 'lost-pay-1' }), 201);
      expect(paymentsOf(orderId)).toHaveLength(1);
      expect(posts()).toHaveLength(1);
      // Then the stored answer.
      const replay = ok(await send('POST', `/orders/${orderId}/pay`, body, { 'idempotency-key': 'lost-pay-1' }), 201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(paymentsOf(orderId)).toHaveLength(1);
    });

    it('makes a payment whose answer was lost once, under the same key: the retry answers the payment Clover holds', async () => {
      const orderId = await orderOf(700);
      const body = { source_id: 'CASH', customer_id: 'C1', amount: 700, currency: 'USD', order_id: orderId, tender_id: 'cash' };
      await control('delay-next', { ms: 20_000, path: '/orders/[A-Z0-9]+/payments$', method: 'POST' });
      expectErrorEnvelope(await send('POST', '/payments', body, { 'idempotency-key': 'lost-payment-1', 'x-svc-timeout': '400' }), 504, 'ConnectorTimeoutError');
      emulator.releaseDelayed();
      const retry = ok(await send('POST', '/payments', body, { 'idempotency-key': 'lost-payment-1' }), 201);
      expect(paymentsOf(orderId)).toHaveLength(1);
      expect(retry.body.data.id).toBe(paymentsOf(orderId)[0]!.id);
    });

    it('resends a pay whose first attempt failed at Clover (a 500) after looking it up: one payment', async () => {
      const orderId = await orderOf(450);
      const seen = emulator.exchanges.length;
      await control('fail-next', { kind: 'server_error', path: '/orders/[A-Z0-9]+/payments$', method: 'POST' });
      ok(await send('POST', `/orders/${orderId}/pay`, { ...WHERE, tenders: [{ type: 'cash', amount: 450 }] }, { 'idempotency-key': 'failed-once-1' }), 201);
      expect(paymentsOf(orderId)).toHaveLength(1);
      const lookups = emulator.exchanges.slice(seen).filter((exchange) => exchange.method === 'GET' && exchange.path.endsWith('/payments') && exchange.query.getAll('filter').some((filter) => filter.startsWith('externalPaymentId=')));
      expect(lookups.length).toBeGreaterThanOrEqual(2);
    });

    it('makes one payment for concurrent pays under one key', async () => {
      const orderId = await orderOf(1234);
      const body = { ...WHERE, tenders: [{ type: 'cash', amount: 1234 }] };
      const answers = await Promise.all([0, 1, 2, 3].map(() => send('POST', `/orders/${orderId}/pay`, body, { 'idempotency-key': 'pay-concurrent-clover' })));
      const paid = answers.filter((answer) => answer.status === 201);
      expect(paid.length).toBeGreaterThanOrEqual(1);
      for (const answer of answers.filter((entry) => entry.status !== 201)) expect(answer.body.type_name).toBe('IdempotencyKeyInUseError');
      expect(paymentsOf(orderId)).toHaveLength(1);
      ok(await send('POST', `/orders/${orderId}/pay`, body, { 'idempotency-key': 'pay-concurrent-clover' }), 201);
      expect(paymentsOf(orderId)).toHaveLength(1);
    });

    it('pays with a gift card by its label and joins a payment made for the order; refuses an unknown tender', async () => {
      const orderId = await orderOf(1000);
      const made = ok(await send('POST', '/payments', { source_id: 'EXTERNAL', customer_id: 'C1', amount: 400, currency: 'USD', order_id: orderId, tender_id: tender('com.clover.tender.credit_card').id }, { 'idempotency-key': 'part-1' }), 201).body.data.id;
      expect(records('orders').find((order) => order.id === orderId)!.paymentState).toBe('PARTIALLY_PAID');
      expectErrorEnvelope(await send('POST', `/orders/${orderId}/pay`, { ...WHERE, tenders: [{ type: 'other', name: 'Bitcoin', amount: 600 }] }), 400, 'RequestValidationError');
      ok(await send('POST', `/orders/${orderId}/pay`, { ...WHERE, payments: [{ id: made }], tenders: [{ type: 'other', name: 'Gift Card', amount: 600 }] }, { 'idempotency-key': 'gift-1' }), 201);
      expect(paymentsOf(orderId)).toHaveLength(2);
      expect(records('orders').find((order) => order.id === orderId)!.paymentState).toBe('PAID');
      expectErrorEnvelope(await send('POST', '/orders/NOSUCHORDER00/pay', { ...WHERE, tenders: [{ type: 'cash', amount: 1 }] }), 404, 'EntityNotFoundError');
    });
  });

  describe('menu', () => {
    it('lists items with their modifier groups, and creates, changes and deletes one', async () => {
      const items = await collectPages(get, url('/items'), 8, 10);
      expect(items.length).toBe(records('items').length);
      const latte = items.find((item) => item.name === 'Latte')!;
      expect(latte.modifier_groups).toHaveLength(3);
      expect(latte).toMatchObject({ pricing_type: 'fixed', price_amount: 495 });
      const group = records('modifier_groups')[0]!.id;
      const id = ok(await send('POST', '/items', { name: 'Cocoa', price_amount: 375, modifier_groups: [{ id: group }] }), 201).body.data.id as string;
      expect(ok(await get(`/items/${id}`)).body.data).toMatchObject({ name: 'Cocoa', price_amount: 375, modifier_groups: [{ id: group }] });
      ok(await send('PATCH', `/items/${id}`, { name: 'Hot cocoa', price_amount: 400 }));
      expect(ok(await get(`/items/${id}`)).body.data).toMatchObject({ name: 'Hot cocoa', price_amount: 400 });
      ok(await send('DELETE', `/items/${id}`));
      expectErrorEnvelope(await get(`/items/${id}`), 404, 'EntityNotFoundError');
    });

    it('reads modifier groups with their modifiers, and modifiers with or without the group filter', async () => {
      const groups = ok(await get('/modifier-groups')).body.data as Json[];
      expect(groups.length).toBe(records('modifier_groups').length);
      const milk = groups.find((group) => group.name === 'Milk')!;
      expect(milk.modifiers.map((modifier: Json) => modifier.name)).toContain('Oat milk');
      const inGroup = ok(await get(`/modifiers?filter[modifier_group_id]=${milk.id}`)).body.data as Json[];
      expect(inGroup.map((modifier) => modifier.id)).toEqual(milk.modifiers.map((modifier: Json) => modifier.id));
      expect(inGroup.every((modifier) => modifier.modifier_group_id === milk.id)).toBe(true);
      expect(ok(await get('/modifiers?filter[modifier_group_id]=NOSUCHGROUP00')).body.data).toEqual([]);
      const all = await collectPages(get, url('/modifiers'), 4, 10);
      expect(all.length).toBe(records('modifiers').length);

      const created = ok(await send('POST', '/modifiers', { name: 'Soy milk', price_amount: 60, modifier_group_id: milk.id }), 201).body.data.id;
      expect(ok(await get(`/modifiers/${created}`)).body.data).toMatchObject({ name: 'Soy milk', price_amount: 60, modifier_group_id: milk.id });
      ok(await send('PATCH', `/modifiers/${created}`, { price_amount: 65 }));
      expect(ok(await get(`/modifiers/${created}`)).body.data.price_amount).toBe(65);
      ok(await send('DELETE', `/modifiers/${created}`));
      expectErrorEnvelope(await get(`/modifiers/${created}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/modifiers', { name: 'x', modifier_group_id: 'NOSUCHGROUP00' }), 400, 'RequestValidationError');

      const group = ok(await send('POST', '/modifier-groups', { name: 'Toppings', maximum_allowed: 1 }), 201).body.data.id;
      expect(ok(await get(`/modifier-groups/${group}`)).body.data).toMatchObject({ name: 'Toppings', maximum_allowed: 1, selection_type: 'single', modifiers: [] });
      ok(await send('DELETE', `/modifier-groups/${group}`));
    });

    it('reads, writes and deletes order types and tenders', async () => {
      const types = ok(await get('/order-types')).body.data as Json[];
      expect(types.map((type) => type.name)).toEqual(['Dine In', 'To Go', 'Delivery']);
      expect(types[0]!.default).toBe(true);
      const type = ok(await send('POST', '/order-types', { name: 'Curbside' }), 201).body.data.id;
      ok(await send('PATCH', `/order-types/${type}`, { name: 'Curbside pickup' }));
      expect(ok(await get(`/order-types/${type}`)).body.data.name).toBe('Curbside pickup');
      ok(await send('DELETE', `/order-types/${type}`));

      const tenders = ok(await get('/tenders')).body.data as Json[];
      expect(tenders.find((entry) => entry.key === 'com.clover.tender.cash')).toMatchObject({ label: 'Cash', editable: false, opens_cash_drawer: true, active: true });
      const made = ok(await send('POST', '/tenders', { label: 'Voucher', key: 'com.example.voucher', hidden: true }), 201).body.data.id;
      expect(ok(await get(`/tenders/${made}`)).body.data).toMatchObject({ label: 'Voucher', hidden: true, editable: true });
      ok(await send('DELETE', `/tenders/${made}`));
      expect((await send('DELETE', `/tenders/${tender('com.clover.tender.cash').id}`)).status).toBe(400);
    });
  });

  it('waits out Clover\'s 429 (Retry-After) and answers', async () => {
    await control('fail-next', { kind: 'rate_limit' });
    expect((ok(await get('/order-types')).body.data as Json[]).length).toBe(3);
  });
});
