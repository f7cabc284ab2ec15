/**
 * The Square emulator over HTTP: OAuth and personal access tokens, the
 * seeded café, cursor paging, the catalog's one endpoint family for items,
 * variations, modifier lists and modifiers, orders with versions and
 * search by location, payments and PayOrder, Square's idempotency keys on
 * every write, and the `payment_timeout` switch that stores a payment and
 * then does not answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_TIMEOUT, SQUARE_DEMO_ACCOUNT, SQUARE_OTHER_ACCOUNT } from '../../src/sandbox/square/index.js';
import { postToken } from './oauth-dance.js';
import { authorize, CLIENT, client, startSquare, type Json, type SquareClient, type SquareHandle } from './square-client.js';

const isMoney = (value: Json) => expect(Number.isInteger(value.amount) && value.currency === 'USD', JSON.stringify(value)).toBe(true);

describe('Square emulator', () => {
  let emulator: SquareHandle;
  let api: SquareClient;
  let mainLocation: string;
  let otherLocation: string;

  beforeAll(async () => {
    emulator = await startSquare();
    api = client(emulator, () => SQUARE_DEMO_ACCOUNT.personalAccessToken);
  });
  afterAll(() => emulator?.close());
  beforeEach(async () => {
    emulator.kit.reset();
    const locations = (await api('/v2/locations')).body.locations as Json[];
    [mainLocation, otherLocation] = locations.map((location) => location.id as string) as [string, string];
  });

  it('issues OAuth tokens for the demo seller, refreshes them, and refuses wrong tokens in Square\'s error shape', async () => {
    const tokens = await authorize(emulator);
    expect(tokens).toMatchObject({ token_type: 'bearer', merchant_id: SQUARE_DEMO_ACCOUNT.merchantId });
    expect(Date.parse(tokens.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const me = await client(emulator, () => tokens.access_token)('/v2/merchants/me');
    expect(me.body.merchant).toMatchObject({ id: SQUARE_DEMO_ACCOUNT.merchantId, business_name: SQUARE_DEMO_ACCOUNT.businessName, currency: 'USD' });
    const refreshed = await postToken(`${emulator.url}/oauth2/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { format: 'json' });
    expect(refreshed.status).toBe(200);
    expect((await client(emulator, () => refreshed.body.access_token)('/v2/locations')).status).toBe(200);

    const wrong = await api('/v2/locations', { token: 'EAAAl-not-a-token' });
    expect(wrong).toEqual({ status: 401, body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: expect.any(String) }] } });
    expect((await api('/v2/locations', { token: null })).status).toBe(401);
    const version = await api('/v2/locations', { version: 'latest' });
    expect(version.status).toBe(400);
    expect(version.body.errors[0]).toMatchObject({ code: 'INVALID_SQUARE_VERSION_FORMAT', field: 'Square-Version' });
  });

  it('keeps each seller apart: the other seller\'s token sees its own locations and none of the demo\'s orders', async () => {
    const other = client(emulator, () => SQUARE_OTHER_ACCOUNT.personalAccessToken);
    const theirs = (await other('/v2/locations')).body.locations as Json[];
    expect(theirs.map((location) => location.merchant_id)).toEqual([SQUARE_OTHER_ACCOUNT.merchantId, SQUARE_OTHER_ACCOUNT.merchantId]);
    expect((await other(`/v2/locations/${mainLocation}`)).status).toBe(404);
    expect((await other('/v2/orders/search', { body: { location_ids: [mainLocation] } })).body.orders ?? []).toEqual([]);
  });

  it('seeds a café: a merchant, two locations, about twenty items with variations and modifier lists, a day of orders and their payments', async () => {
    expect((await api('/v2/merchants')).body.merchant).toHaveLength(1);
    expect((await api('/v2/locations/main')).body.location.id).toBe(mainLocation);
    const items = (await api('/v2/catalog/list?types=ITEM')).body.objects as Json[];
    expect(items.length).toBe(20);
    expect(items.every((item) => item.item_data.variations.length >= 1)).toBe(true);
    const lists = (await api('/v2/catalog/list?types=MODIFIER_LIST')).body.objects as Json[];
    expect(lists.map((list) => list.modifier_list_data.name)).toEqual(['Milk', 'Extra shots', 'Syrups']);
    const modifiers = (await api('/v2/catalog/list?types=MODIFIER')).body.objects as Json[];
    expect(modifiers.every((modifier) => lists.some((list) => list.id === modifier.modifier_data.modifier_list_id))).toBe(true);

    const orders = (await api('/v2/orders/search', { body: { location_ids: [mainLocation, otherLocation] } })).body.orders as Json[];
    expect(orders).toHaveLength(30);
    expect(new Set(orders.map((order) => order.state))).toEqual(new Set(['OPEN', 'COMPLETED', 'CANCELED']));
    for (const order of orders) {
      isMoney(order.total_money);
      const lines = order.line_items.reduce((sum: number, line: Json) => sum + line.total_money.amount, 0);
      expect(order.total_money.amount).toBe(lines);
      expect(order.net_amount_due_money.amount).toBe(order.state === 'OPEN' ? lines : 0);
    }
    expect(orders.some((order) => order.line_items.some((line: Json) => line.modifiers?.length))).toBe(true);
    const payments = (await api('/v2/payments?limit=100')).body.payments as Json[];
    const completed = orders.filter((order) => order.state === 'COMPLETED');
    expect(payments.filter((payment) => payment.status === 'COMPLETED').map((payment) => payment.order_id).sort()).toEqual(completed.map((order) => order.id).sort());
    expect(payments.filter((payment) => payment.status === 'CANCELED').length).toBeGreaterThanOrEqual(1);
  });

  it('pages with cursor and limit, and refuses a cursor it did not write', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api(`/v2/payments?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.payments.length).toBeLessThanOrEqual(7);
      seen.push(...page.body.payments.map((payment: Json) => payment.id));
      cursor = page.body.cursor;
    } while (cursor);
    const all = (await api('/v2/payments')).body.payments as Json[];
    expect(seen).toEqual(all.map((payment) => payment.id));
    const sorted = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(all.map((payment) => payment.id)).toEqual(sorted.map((payment) => payment.id));
    const bad = await api('/v2/payments?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CURSOR' });
    const byLocation = (await api(`/v2/payments?location_id=${otherLocation}`)).body.payments as Json[];
    expect(byLocation.length).toBeGreaterThan(0);
    expect(byLocation.every((payment) => payment.location_id === otherLocation)).toBe(true);
  });

  it('upserts items with their variations from # ids, refuses a stale version, adds a modifier to a list on its own, searches and deletes', async () => {
    const created = await api('/v2/catalog/object', { body: { idempotency_key: 'item-1', object: { type: 'ITEM', id: '#scone', item_data: { name: 'Cheese Scone', variations: [{ type: 'ITEM_VARIATION', id: '#scone-regular', item_variation_data: { name: 'Regular', price_money: { amount: 395, currency: 'USD' } } }] } } } });
    expect(created.status).toBe(200);
    const item = created.body.catalog_object as Json;
    expect(created.body.id_mappings.map((mapping: Json) => mapping.client_object_id)).toEqual(['#scone', '#scone-regular']);
    expect(item.item_data.variations[0].item_variation_data).toMatchObject({ item_id: item.id, price_money: { amount: 395, currency: 'USD' }, pricing_type: 'FIXED_PRICING' });
    expect((await api('/v2/catalog/object', { body: { idempotency_key: 'item-1', object: { type: 'ITEM', id: '#scone', item_data: { name: 'Cheese Scone', variations: [{ type: 'ITEM_VARIATION', id: '#scone-regular', item_variation_data: { name: 'Regular', price_money: { amount: 395, currency: 'USD' } } }] } } } })).body.catalog_object.id).toBe(item.id);

    const renamed = await api('/v2/catalog/object', { body: { idempotency_key: 'item-2', object: { ...item, item_data: { ...item.item_data, name: 'Cheddar Scone' } } } });
    expect(renamed.body.catalog_object.version).toBeGreaterThan(item.version);
    const stale = await api('/v2/catalog/object', { body: { idempotency_key: 'item-3', object: { ...item, item_data: { ...item.item_data, name: 'Old Scone' } } } });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0].code).toBe('VERSION_MISMATCH');

    const milk = ((await api('/v2/catalog/search', { body: { object_types: ['MODIFIER_LIST'], query: { exact_query: { attribute_name: 'name', attribute_value: 'Milk' } } } })).body.objects as Json[])[0]!;
    const soy = await api('/v2/catalog/object', { body: { idempotency_key: 'soy', object: { type: 'MODIFIER', id: '#soy', modifier_data: { name: 'Soy milk', price_money: { amount: 70, currency: 'USD' }, modifier_list_id: milk.id } } } });
    expect(soy.status).toBe(200);
    const list = (await api(`/v2/catalog/object/${milk.id}`)).body.object as Json;
    expect(list.modifier_list_data.modifiers.map((modifier: Json) => modifier.modifier_data.name)).toContain('Soy milk');
    expect((await api(`/v2/catalog/object/${soy.body.catalog_object.id}`)).body.object.modifier_data.modifier_list_id).toBe(milk.id);

    const latte = await api('/v2/catalog/search', { body: { object_types: ['ITEM'], query: { text_query: { keywords: ['lat'] } }, include_related_objects: true } });
    expect(latte.body.objects.map((object: Json) => object.item_data.name).sort()).toEqual(['Chai Latte', 'Iced Latte', 'Latte']);
    expect(latte.body.related_objects.map((object: Json) => object.type).sort()).toContain('MODIFIER_LIST');
    const withMilk = await api('/v2/catalog/search', { body: { query: { items_for_modifier_list_query: { modifier_list_ids: [milk.id] } } } });
    expect(withMilk.body.objects.length).toBeGreaterThan(3);

    const variationId = item.item_data.variations[0].id as string;
    const deleted = await api(`/v2/catalog/object/${item.id}`, { method: 'DELETE' });
    expect(deleted.body.deleted_object_ids).toEqual([item.id, variationId]);
    expect((await api(`/v2/catalog/object/${variationId}`)).status).toBe(404);
    const missing = await api('/v2/catalog/object', { body: { object: { type: 'ITEM', id: '#x', item_data: { name: 'x', variations: [] } } } });
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_REQUIRED_PARAMETER', field: 'idempotency_key' });
  });

  async function latteOrder(key: string): Promise<Json> {
    const latte = ((await api('/v2/catalog/search', { body: { object_types: ['ITEM'], query: { exact_query: { attribute_name: 'name', attribute_value: 'Latte' } } } })).body.objects as Json[])[0]!;
    const large = latte.item_data.variations[1] as Json;
    const oat = ((await api('/v2/catalog/search', { body: { object_types: ['MODIFIER'], query: { exact_query: { attribute_name: 'name', attribute_value: 'Oat milk' } } } })).body.objects as Json[])[0]!;
    const created = await api('/v2/orders', { body: { idempotency_key: key, order: { location_id: mainLocation, reference_id: key, line_items: [{ catalog_object_id: large.id, quantity: '2', modifiers: [{ catalog_object_id: oat.id }] }, { name: 'Gift wrap', quantity: '1', base_price_money: { amount: 150, currency: 'USD' } }] } } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.order;
  }

  it('prices an order from the catalog, updates it under its version, finds it by location and state, and cancels it', async () => {
    const order = await latteOrder('order-a');
    expect(order.line_items[0]).toMatchObject({ name: 'Latte', variation_name: 'Large', base_price_money: { amount: 525 }, total_money: { amount: 2 * (525 + 75) } });
    expect(order.total_money).toEqual({ amount: 1200 + 150, currency: 'USD' });
    expect(order).toMatchObject({ state: 'OPEN', version: 1, net_amount_due_money: { amount: 1350 } });
    expect((await api('/v2/orders', { body: { idempotency_key: 'order-a', order: { location_id: mainLocation } } })).body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');

    const wrapUid = order.line_items[1].uid as string;
    const updated = await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { idempotency_key: 'u1', order: { location_id: mainLocation, version: 1, line_items: [{ name: 'Muffin', quantity: '1', base_price_money: { amount: 395, currency: 'USD' } }] }, fields_to_clear: [`line_items[${wrapUid}]`] } });
    expect(updated.body.order).toMatchObject({ version: 2, total_money: { amount: 1200 + 395 } });
    const stale = await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { order: { location_id: mainLocation, version: 1, reference_id: 'x' } } });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0]).toMatchObject({ code: 'VERSION_MISMATCH', field: 'order.version' });

    const open = await api('/v2/orders/search', { body: { location_ids: [mainLocation], query: { filter: { state_filter: { states: ['OPEN'] } }, sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' } }, limit: 100 } });
    expect(open.body.orders.every((found: Json) => found.state === 'OPEN' && found.location_id === mainLocation)).toBe(true);
    expect(open.body.orders.at(-1).id).toBe(order.id);
    expect((await api('/v2/orders/search', { body: { location_ids: [otherLocation], return_entries: true } })).body.order_entries[0]).toEqual({ order_id: expect.any(String), version: expect.any(Number), location_id: otherLocation });
    expect((await api('/v2/orders/search', { body: {} })).body.errors[0]).toMatchObject({ code: 'MISSING_REQUIRED_PARAMETER', field: 'location_ids' });

    const canceled = await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { order: { location_id: mainLocation, version: 2, state: 'CANCELED' } } });
    expect(canceled.body.order).toMatchObject({ state: 'CANCELED', version: 3, closed_at: expect.any(String) });
    expect((await api(`/v2/orders/${order.id}`)).body.order.state).toBe('CANCELED');
    expect((await api('/v2/orders/nope')).status).toBe(404);
  });

  it('pays an order as Square\'s composite: a delayed payment for the order, then PayOrder with its version; the same key answers the same order', async () => {
    const order = await latteOrder('order-b');
    const payment = await api('/v2/payments', { body: { idempotency_key: 'pay-b', source_id: 'cnon:card-nonce-ok', amount_money: order.net_amount_due_money, order_id: order.id, location_id: mainLocation, autocomplete: false } });
    expect(payment.body.payment).toMatchObject({ status: 'APPROVED', order_id: order.id, source_type: 'CARD', card_details: { status: 'AUTHORIZED' } });
    const stale = await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po-0', order_version: 7, payment_ids: [payment.body.payment.id] } });
    expect(stale.body.errors[0].code).toBe('VERSION_MISMATCH');
    const seen = emulator.kit.events.length;
    const paid = await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po-1', order_version: 1, payment_ids: [payment.body.payment.id] } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({ state: 'COMPLETED', version: 2, net_amount_due_money: { amount: 0 }, tenders: [{ payment_id: payment.body.payment.id, type: 'CARD', amount_money: order.net_amount_due_money }] });
    expect((await api(`/v2/payments/${payment.body.payment.id}`)).body.payment).toMatchObject({ status: 'COMPLETED', card_details: { status: 'CAPTURED' } });
    expect(await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po-1', order_version: 1, payment_ids: [payment.body.payment.id] } })).toEqual(paid);
    // One order.updated for the pay, none for its replay (ids repeat after a reset, so only events since the pay count).
    expect(emulator.kit.events.slice(seen).filter((event) => event.type === 'order.updated' && event.record.id === order.id)).toHaveLength(1);
    expect((await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po-1', payment_ids: [payment.body.payment.id] } })).body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po-2', payment_ids: [payment.body.payment.id] } })).status).toBe(400);
  });

  it('completes an order with one autocompleted payment of all it owes, and refuses part of it', async () => {
    const order = await latteOrder('order-d');
    const part = await api('/v2/payments', { body: { idempotency_key: 'pay-d0', source_id: 'CASH', cash_details: { buyer_supplied_money: { amount: 2000, currency: 'USD' } }, amount_money: { amount: 100, currency: 'USD' }, order_id: order.id } });
    expect(part.status).toBe(400);
    expect(part.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', field: 'amount_money' });
    const paid = await api('/v2/payments', { body: { idempotency_key: 'pay-d1', source_id: 'CASH', cash_details: { buyer_supplied_money: { amount: 2000, currency: 'USD' } }, amount_money: order.net_amount_due_money, order_id: order.id } });
    expect(paid.body.payment).toMatchObject({ status: 'COMPLETED', order_id: order.id, cash_details: { change_back_money: { amount: 2000 - order.net_amount_due_money.amount } } });
    expect((await api(`/v2/orders/${order.id}`)).body.order).toMatchObject({ state: 'COMPLETED', version: 2, net_amount_due_money: { amount: 0 }, tenders: [{ type: 'CASH', payment_id: paid.body.payment.id }] });
    expect((await api('/v2/payments', { body: { idempotency_key: 'pay-d2', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1, currency: 'USD' }, order_id: order.id } })).status).toBe(400);
  });

  it('pays an order once when two PayOrder calls with the same key race', async () => {
    const order = await latteOrder('order-c');
    const payment = (await api('/v2/payments', { body: { idempotency_key: 'pay-c', source_id: 'cnon:card-nonce-ok', amount_money: order.net_amount_due_money, order_id: order.id, autocomplete: false, location_id: mainLocation } })).body.payment as Json;
    const body = { idempotency_key: 'race', order_version: 1, payment_ids: [payment.id] };
    const answers = await Promise.all([1, 2, 3].map(() => api(`/v2/orders/${order.id}/pay`, { body })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await api(`/v2/orders/${order.id}`)).body.order).toMatchObject({ version: 2, tenders: [{ payment_id: payment.id }] });
  });

  it('moves money once per idempotency key: the same body answers the same payment, another body is IDEMPOTENCY_KEY_REUSED, a declined card may be retried', async () => {
    const before = (await api('/v2/payments')).body.payments.length as number;
    const body = { idempotency_key: 'k-1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1250, currency: 'USD' }, reference_id: 'ref-1' };
    const [first, second] = await Promise.all([api('/v2/payments', { body }), api('/v2/payments', { body })]);
    expect(first.body.payment).toMatchObject({ status: 'COMPLETED', amount_money: { amount: 1250, currency: 'USD' }, total_money: { amount: 1250 }, location_id: mainLocation });
    expect(second).toEqual(first);
    expect((await api('/v2/payments')).body.payments.length).toBe(before + 1);
    const reused = await api('/v2/payments', { body: { ...body, amount_money: { amount: 1300, currency: 'USD' } } });
    expect(reused).toEqual({ status: 400, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.any(String), field: 'idempotency_key' }] } });

    const declined = await api('/v2/payments', { body: { idempotency_key: 'k-2', source_id: 'cnon:card-nonce-declined', amount_money: { amount: 500, currency: 'USD' } } });
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toMatchObject({ category: 'PAYMENT_METHOD_ERROR', code: 'CARD_DECLINED' });
    expect((await api('/v2/payments', { body: { idempotency_key: 'k-2', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 500, currency: 'USD' } } })).status).toBe(200);
    const cash = await api('/v2/payments', { body: { idempotency_key: 'k-3', source_id: 'CASH', amount_money: { amount: 730, currency: 'USD' }, cash_details: { buyer_supplied_money: { amount: 1000, currency: 'USD' } } } });
    expect(cash.body.payment.cash_details).toEqual({ buyer_supplied_money: { amount: 1000, currency: 'USD' }, change_back_money: { amount: 270, currency: 'USD' } });
    expect((await api('/v2/payments', { body: { idempotency_key: 'k-4', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 12.5, currency: 'USD' } } })).body.errors[0]).toMatchObject({ code: 'EXPECTED_INTEGER', field: 'amount_money.amount' });
    expect((await api('/v2/payments', { body: { idempotency_key: 'k-5', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 100, currency: 'EUR' } } })).status).toBe(400);
  });

  it('cancels and completes delayed payments as Square allows', async () => {
    const approved = (await api('/v2/payments', { body: { idempotency_key: 'd-1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 900, currency: 'USD' }, autocomplete: false } })).body.payment as Json;
    const canceled = await api(`/v2/payments/${approved.id}/cancel`, { method: 'POST' });
    expect(canceled.body.payment).toMatchObject({ status: 'CANCELED', card_details: { status: 'VOIDED' } });
    expect((await api(`/v2/payments/${approved.id}/complete`, { body: {} })).status).toBe(400);
    const other = (await api('/v2/payments', { body: { idempotency_key: 'd-2', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 900, currency: 'USD' }, autocomplete: false } })).body.payment as Json;
    expect((await api(`/v2/payments/${other.id}/complete`, { body: { version_token: 'stale' } })).body.errors[0].code).toBe('VERSION_MISMATCH');
    expect((await api(`/v2/payments/${other.id}/complete`, { body: { version_token: other.version_token } })).body.payment.status).toBe('COMPLETED');
    expect((await api(`/v2/payments/${other.id}/cancel`, { method: 'POST' })).status).toBe(400);
    expect((await api('/v2/payments/missing')).status).toBe(404);
  });

  it('refunds part of a completed payment once per key, never more than is left, and lists refunds with the seeded one', async () => {
    const seeded = (await api('/v2/refunds')).body.refunds as Json[];
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ status: 'COMPLETED', reason: 'Drink remade', destination_type: 'CARD' });
    expect((await api(`/v2/payments/${seeded[0]!.payment_id}`)).body.payment).toMatchObject({ refund_ids: [seeded[0]!.id], refunded_money: seeded[0]!.amount_money });

    const payment = (await api('/v2/payments', { body: { idempotency_key: 'r-p', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1000, currency: 'USD' } } })).body.payment as Json;
    const body = { idempotency_key: 'r-1', payment_id: payment.id, amount_money: { amount: 600, currency: 'USD' }, reason: 'Cold coffee' };
    const first = await api('/v2/refunds', { body });
    expect(first.body.refund).toMatchObject({ payment_id: payment.id, amount_money: { amount: 600, currency: 'USD' }, status: 'COMPLETED', location_id: mainLocation });
    expect(await api('/v2/refunds', { body })).toEqual(first);
    expect((await api('/v2/refunds', { body: { ...body, amount_money: { amount: 100, currency: 'USD' } } })).body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const tooMuch = await api('/v2/refunds', { body: { ...body, idempotency_key: 'r-2' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0]).toMatchObject({ code: 'REFUND_AMOUNT_INVALID', field: 'amount_money.amount' });
    expect((await api('/v2/refunds', { body: { ...body, idempotency_key: 'r-3', amount_money: { amount: 400, currency: 'USD' } } })).status).toBe(200);
    expect((await api(`/v2/payments/${payment.id}`)).body.payment.refunded_money).toEqual({ amount: 1000, currency: 'USD' });
    expect((await api(`/v2/refunds/${first.body.refund.id}`)).body.refund.id).toBe(first.body.refund.id);
    expect((await api('/v2/refunds?limit=2')).body).toMatchObject({ refunds: [expect.any(Object), expect.any(Object)], cursor: expect.any(String) });
    expect((await api('/v2/refunds/nope')).status).toBe(404);
  });

  it('payment_timeout "drop": the payment is stored but the connection closes unanswered; the same key then answers it, and nothing is charged twice', async () => {
    emulator.kit.setSwitch(PAYMENT_TIMEOUT, 'drop');
    const before = (await api('/v2/payments')).body.payments.length as number;
    const body = { idempotency_key: 'lost-1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 4200, currency: 'USD' }, reference_id: 'unified-pay-1' };
    await expect(api('/v2/payments', { body })).rejects.toThrow();
    const stored = emulator.kit.records('payments').filter((payment) => payment.reference_id === 'unified-pay-1');
    expect(stored).toHaveLength(1);
    const retried = await api('/v2/payments', { body });
    expect(retried.body.payment.id).toBe(stored[0]!.id);
    expect((await api('/v2/payments')).body.payments.length).toBe(before + 1);
    // The switch was for one payment only.
    expect((await api('/v2/payments', { body: { ...body, idempotency_key: 'lost-2' } })).status).toBe(200);
  });

  it('payment_timeout {delay_ms}: the answer comes after the client gave up; the payment is there to be found', async () => {
    // Through the control plane, as a connector test in another process would.
    const set = await fetch(`${emulator.url}/__emulator/switches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: PAYMENT_TIMEOUT, value: { delay_ms: 1500 } }) });
    expect(set.status).toBeLessThan(300);
    const body = { idempotency_key: 'slow-1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 880, currency: 'USD' } };
    await expect(api('/v2/payments', { body, signal: AbortSignal.timeout(200) })).rejects.toThrow();
    const found = ((await api('/v2/payments?total=880')).body.payments as Json[]).filter((payment) => payment.amount_money.amount === 880);
    expect(found).toHaveLength(1);
    expect((await api('/v2/payments', { body })).body.payment.id).toBe(found[0]!.id);
    expect(() => emulator.kit.setSwitch(PAYMENT_TIMEOUT, 'later')).toThrow();
  });

  it('answers malformed requests with Square\'s 400 naming the field, never a 5xx', async () => {
    const cases: [string, { method?: string; body?: unknown }, string][] = [
      ['/v2/payments?begin_time=yesterday', {}, 'begin_time'],
      ['/v2/refunds?end_time=soon', {}, 'end_time'],
      ['/v2/orders/search', { body: { location_ids: [mainLocation], query: { filter: { date_time_filter: { created_at: { start_at: 'dawn' } } } } } }, 'query.filter.date_time_filter.created_at.start_at'],
      ['/v2/orders/search', { body: { location_ids: [mainLocation], query: { filter: { state_filter: { states: 'OPEN' } } } } }, 'query.filter.state_filter.states'],
      ['/v2/orders', { body: { order: { location_id: mainLocation, line_items: 'two lattes' } } }, 'order.line_items'],
      ['/v2/orders', { body: { order: { location_id: mainLocation, line_items: [{ name: 'x', quantity: '1', base_price_money: { amount: 1, currency: 'USD' }, modifiers: {} }] } } }, 'order.line_items[0].modifiers'],
      ['/v2/orders', { body: { order: { location_id: mainLocation, line_items: [{ name: 'x', quantity: 'lots', base_price_money: { amount: 1, currency: 'USD' } }] } } }, 'order.line_items[0].quantity'],
      ['/v2/catalog/search', { body: { query: { exact_query: null } } }, 'query.exact_query'],
      ['/v2/catalog/search', { body: { query: { items_for_tax_query: { tax_ids: 'T' } } } }, 'query.items_for_tax_query.tax_ids'],
      ['/v2/catalog/search', { body: { query: { range_query: { attribute_name: 'x' } } } }, 'query.range_query'],
      ['/v2/catalog/list?types=DISCOUNT', {}, 'types'],
      ['/v2/payments', { body: { idempotency_key: 'm-1', source_id: 'cnon:card-nonce-ok', amount_money: 'ten dollars' } }, 'amount_money'],
      ['/v2/payments', { body: { idempotency_key: 7, source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1, currency: 'USD' } } }, 'idempotency_key'],
      ['/v2/payments', { body: { idempotency_key: 'm-2', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1, currency: 'USD' }, location_id: 42 } }, 'location_id'],
    ];
    for (const [path, init, field] of cases) {
      const answer = await api(path, init);
      expect(answer.status, `${path} ${JSON.stringify(init.body)}`).toBe(400);
      expect(answer.body.errors[0], path).toMatchObject({ category: 'INVALID_REQUEST_ERROR', field });
    }
    const notJson = await fetch(`${emulator.url}/v2/payments`, { method: 'POST', headers: { authorization: `Bearer ${SQUARE_DEMO_ACCOUNT.personalAccessToken}`, 'content-type': 'application/json' }, body: '{"idempotency_key":' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as Json).errors[0].category).toBe('INVALID_REQUEST_ERROR');
  });

  it('answers a rate limit with Square\'s 429 body', async () => {
    emulator.failNext('rate_limit');
    const limited = await api('/v2/locations');
    expect(limited).toEqual({ status: 429, body: { errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: expect.any(String) }] } });
  });
});
