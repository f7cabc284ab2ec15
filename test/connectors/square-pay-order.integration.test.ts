/**
 * Paying an order at Square (src/connectors/square/pay-order.ts), called
 * directly against the emulator over loopback (the gateway's route is in
 * square.integration.test.ts): cash and other tenders become payments made for
 * the order, PayOrder captures them with the order's version and completes
 * it; a payment made beforehand is joined; a retry under the same unified
 * key makes no new payment and answers the order paid; a lost answer is resent with the same key; a
 * PayOrder that fails cancels the payments made for it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { square } from '../../src/connectors/square/definition.js';
import { payOrder } from '../../src/connectors/square/pay-order.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { PAYMENT_TIMEOUT, SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';

type Json = Record<string, any>;
const SETTINGS = { personal_access_token: DEMO.personalAccessToken };

describe('Square payOrder (connector ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  const ctx = (idempotencyKey?: string): ConnectorContext => ({
    settings: SETTINGS,
    http: new DownstreamHttp({ connectorId: 'square', baseUrl: emulator.url, auth: square.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: square.rateLimit, errorMessage: square.errorMessage }),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const order = (id: string) => records('orders').find((entry) => entry.id === id)!;
  const paymentsOf = (id: string) => records('payments').filter((payment) => payment.order_id === id);

  async function newOrder(amount: number): Promise<string> {
    const location = records('locations')[0]!.id;
    const { body } = await ctx().http.request<Json>({ method: 'POST', path: '/v2/orders', json: { idempotency_key: `o-${amount}-${Math.random()}`, order: { location_id: location, line_items: [{ name: 'Pastry box', quantity: '1', base_price_money: { amount, currency: 'USD' } }] } } });
    return body.order.id as string;
  }

  beforeAll(async () => {
    emulator = (await squareEmulator.start({ record: true })) as KitEmulatorHandle;
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.kit.reset());

  it('pays an order in cash and another tender, completing it with both as tenders', async () => {
    const id = await newOrder(1500);
    expect(await payOrder(ctx('k-1'), id, { tenders: [{ type: 'cash', amount: 1000, buyer_tendered_cash_amount: 2000 }, { type: 'other', amount: 500, name: 'Voucher' }] })).toEqual({ id });
    expect(order(id).state).toBe('COMPLETED');
    expect(paymentsOf(id).map((payment) => payment.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(paymentsOf(id).map((payment) => (payment.amount_money as Json).amount).sort()).toEqual([1000, 500].sort());
    expect((order(id).tenders as Json[]).length).toBe(2);
  });

  it('makes no second payment when the same unified request is retried', async () => {
    const id = await newOrder(800);
    await payOrder(ctx('k-retry'), id, { tenders: [{ type: 'cash', amount: 800 }] });
    const made = records('payments').length;
    // Square answers the replayed payment, which the completed order already holds as a tender: paid, and PayOrder is not sent again.
    const pays = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/pay')).length;
    const paid = pays();
    expect(await payOrder(ctx('k-retry'), id, { tenders: [{ type: 'cash', amount: 800 }] })).toEqual({ id });
    expect(pays()).toBe(paid);
    expect(records('payments').length).toBe(made);
    expect(paymentsOf(id)).toHaveLength(1);
  });

  it('resends a payment whose answer was lost with the same key: one payment, the order paid', async () => {
    const id = await newOrder(650);
    emulator.kit.setSwitch(PAYMENT_TIMEOUT, 'drop', DEMO.id);
    await payOrder(ctx('k-drop'), id, { tenders: [{ type: 'cash', amount: 650 }] });
    expect(paymentsOf(id)).toHaveLength(1);
    expect(order(id).state).toBe('COMPLETED');
  });

  it('joins a payment made beforehand for the order', async () => {
    const id = await newOrder(400);
    const { body } = await ctx().http.request<Json>({ method: 'POST', path: '/v2/payments', json: { idempotency_key: 'pre-1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 400, currency: 'USD' }, order_id: id, autocomplete: false } });
    await payOrder(ctx('k-join'), id, { payments: [{ id: body.payment.id }] });
    expect(order(id).state).toBe('COMPLETED');
    expect(paymentsOf(id).map((payment) => payment.status)).toEqual(['COMPLETED']);
  });

  it('cancels the payments it made when PayOrder is refused, and refuses card tenders and an empty body before any call', async () => {
    const id = await newOrder(900);
    // Short of what is due: Square refuses PayOrder, and the payment made for it is cancelled again.
    await expect(payOrder(ctx('k-short'), id, { tenders: [{ type: 'cash', amount: 300 }] })).rejects.toMatchObject({ detail: expect.objectContaining({ partial_write: expect.anything() }) });
    expect(paymentsOf(id).map((payment) => payment.status)).toEqual(['CANCELED']);
    expect(order(id).state).toBe('OPEN');
    const before = emulator.exchanges.length;
    expect(before).toBeGreaterThan(0);
    await expect(payOrder(ctx('k-card'), id, { tenders: [{ type: 'card', amount: 900 }] })).rejects.toMatchObject({ typeName: 'RequestValidationError' });
    await expect(payOrder(ctx('k-none'), id, {})).rejects.toMatchObject({ typeName: 'RequestValidationError' });
    expect(emulator.exchanges.slice(before).every((exchange) => exchange.method === 'GET')).toBe(true);
  });
});
