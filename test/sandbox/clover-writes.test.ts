/**
 * The Clover emulator's writes over real HTTP: create, update (POST) and
 * delete of items, modifier groups and modifiers, order types, tenders,
 * orders and line items (with modifications), refusals in Clover's
 * `{message}`, and payments recorded on an order moving its paymentState.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, MERCHANT, startClover, type CloverClient, type CloverHandle, type Json } from './clover-client.js';

let emulator: CloverHandle;
let api: CloverClient;

beforeAll(async () => {
  emulator = await startClover();
  api = client(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.kit.reset());

/** Create, read, update by POST, delete, then 404: what every catalog and setup resource serves. */
async function crud(path: string, create: Json, change: Json): Promise<Json> {
  const created = await api(path, { body: create });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.id).toMatch(/^[0-9A-Z]{13}$/);
  expect(created.body).toMatchObject(create);
  const at = `${path}/${created.body.id}`;
  expect((await api(at)).body).toMatchObject(create);
  const updated = await api(at, { body: change });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect(updated.body).toMatchObject({ ...create, ...change, id: created.body.id });
  expect((await api(at)).body).toMatchObject(change);
  expect((await api(at, { method: 'DELETE' })).status).toBe(200);
  const gone = await api(at);
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({ message: expect.any(String) });
  return created.body;
}

describe('catalog and setup', () => {
  it('creates, updates and deletes items, modifier groups, modifiers, order types and tenders', async () => {
    await crud('/items', { name: 'Matcha Latte', price: 550, priceType: 'FIXED' }, { price: 575, hidden: true });
    await crud('/modifier_groups', { name: 'Toppings', maxAllowed: 2 }, { name: 'Toppings & extras' });
    const group = (await api('/modifier_groups', { body: { name: 'Sweeteners' } })).body;
    await crud(`/modifier_groups/${group.id}/modifiers`, { name: 'Honey', price: 50 }, { price: 60 });
    await crud('/order_types', { label: 'Curbside', fee: 150 }, { label: 'Curbside pickup', isHidden: true });
    const tender = await crud('/tenders', { label: 'House account', labelKey: 'com.example.house' }, { enabled: false });
    expect(tender.editable).toBe(true);
  });

  it('refuses what Clover refuses, with {message}', async () => {
    const noName = await api('/items', { body: { price: 100 } });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ message: expect.stringContaining('name') });
    expect((await api('/items', { body: { name: 'Scone', price: 3.5 } })).status).toBe(400);
    expect((await api('/items', { body: { name: 'Scone', price: 350, priceType: 'WHATEVER' } })).status).toBe(400);
    expect((await api('/items', { body: { name: 'Scone', price: 350, modifierGroups: { elements: [{ id: 'NOSUCHGROUP00' }] } } })).status).toBe(400);
    const cash = (await api('/tenders?filter=labelKey=com.clover.tender.cash')).body.elements[0] as Json;
    expect(cash.editable).toBe(false);
    expect((await api(`/tenders/${cash.id}`, { method: 'DELETE' })).status).toBe(400);
    expect((await api(`/tenders/${cash.id}`)).status).toBe(200);
  });

  it('links items to modifier groups, and a deleted group leaves items and takes its modifiers', async () => {
    const group = (await api('/modifier_groups', { body: { name: 'Sauces' } })).body;
    const modifier = (await api(`/modifier_groups/${group.id}/modifiers`, { body: { name: 'Hot sauce', price: 25 } })).body;
    const item = (await api('/items', { body: { name: 'Hash Brown', price: 350, modifierGroups: { elements: [{ id: group.id }] } } })).body;
    expect((await api(`/items/${item.id}?expand=modifierGroups`)).body.modifierGroups.elements.map((g: Json) => g.id)).toEqual([group.id]);
    expect((await api(`/modifier_groups/${group.id}?expand=items`)).body.items.elements.map((i: Json) => i.id)).toEqual([item.id]);
    expect((await api(`/modifier_groups/${group.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/items/${item.id}?expand=modifierGroups`)).body.modifierGroups.elements).toEqual([]);
    expect((await api(`/modifier_groups/${group.id}/modifiers/${modifier.id}`)).status).toBe(404);
  });
});

describe('orders and line items', () => {
  it('keeps an order without a state out of the list until it is opened', async () => {
    const order = (await api('/orders', { body: { title: 'Table 4' } })).body;
    expect(order).toMatchObject({ currency: 'USD', paymentState: 'OPEN', title: 'Table 4' });
    expect(order.state).toBeUndefined();
    expect((await api(`/orders/${order.id}`)).status).toBe(200);
    const listed = async () => ((await api(`/orders?filter=id=${order.id}`)).body.elements as Json[]).length;
    expect(await listed()).toBe(0);
    expect((await api(`/orders/${order.id}`, { body: { state: 'open' } })).body.state).toBe('open');
    expect(await listed()).toBe(1);
  });

  it('adds line items from inventory or custom, with modifications, and deletes them', async () => {
    const orderType = (await api('/order_types?filter=label=To Go')).body.elements[0] as Json;
    const order = (await api('/orders', { body: { state: 'open', orderType: { id: orderType.id } } })).body;
    expect(order.orderType).toEqual({ id: orderType.id });
    const latte = (await api('/items?filter=name=Latte')).body.elements[0] as Json;
    const line = (await api(`/orders/${order.id}/line_items`, { body: { item: { id: latte.id } } })).body;
    expect(line).toMatchObject({ name: 'Latte', price: latte.price, item: { id: latte.id }, orderRef: { id: order.id } });
    const custom = (await api(`/orders/${order.id}/line_items`, { body: { name: 'Birthday candle', price: 0, note: 'on the muffin' } })).body;
    expect(custom.item).toBeUndefined();
    expect((await api(`/orders/${order.id}/line_items`, { body: { note: 'nothing else' } })).status).toBe(400);
    expect((await api(`/orders/${order.id}/line_items`, { body: { item: { id: 'NOSUCHITEM000' } } })).status).toBe(400);

    const oat = ((await api('/items?filter=name=Latte&expand=modifierGroups')).body.elements[0].modifierGroups.elements[0] as Json);
    const oatMilk = ((await api(`/modifier_groups/${oat.id}/modifiers?filter=name=Oat milk`)).body.elements[0]) as Json;
    const modification = await api(`/orders/${order.id}/line_items/${line.id}/modifications`, { body: { modifier: { id: oatMilk.id } } });
    expect(modification.body).toMatchObject({ name: 'Oat milk', amount: 75, modifier: { id: oatMilk.id } });
    const lines = (await api(`/orders/${order.id}/line_items?expand=modifications`)).body.elements as Json[];
    expect(lines.find((l) => l.id === line.id)?.modifications.elements).toHaveLength(1);
    expect((await api(`/orders/${order.id}/line_items/${line.id}/modifications/${modification.body.id}`, { method: 'DELETE' })).status).toBe(200);

    expect((await api(`/orders/${order.id}/line_items/${custom.id}`, { body: { price: 100 } })).body.price).toBe(100);
    expect((await api(`/orders/${order.id}/line_items/${custom.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(((await api(`/orders/${order.id}/line_items`)).body.elements as Json[]).map((l) => l.id)).toEqual([line.id]);
    // A line of one order is not found under another.
    const other = (await api('/orders', { body: { state: 'open' } })).body;
    expect((await api(`/orders/${other.id}/line_items/${line.id}`)).status).toBe(404);

    expect((await api(`/orders/${order.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/orders/${order.id}/line_items`)).status).toBe(404);
  });

  it('moves an order\'s modifiedTime when its lines change, for modifiedTime polls', async () => {
    const order = (await api('/orders', { body: { state: 'open' } })).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api(`/orders/${order.id}/line_items`, { body: { name: 'Water', price: 0 } });
    const after = (await api(`/orders/${order.id}`)).body;
    expect(after.modifiedTime).toBeGreaterThan(order.modifiedTime);
    expect(((await api(`/orders?filter=modifiedTime>${order.modifiedTime}`)).body.elements as Json[]).map((o) => o.id)).toContain(order.id);
  });
});

describe('payments on an order', () => {
  it('records payments against the order\'s total: PARTIALLY_PAID, then PAID', async () => {
    const tenders = (await api('/tenders')).body.elements as Json[];
    const cash = tenders.find((tender) => tender.labelKey === 'com.clover.tender.cash') as Json;
    const gift = tenders.find((tender) => tender.labelKey === 'com.clover.tender.external_gift_card') as Json;
    const order = (await api('/orders', { body: { state: 'open', total: 1000 } })).body;

    const first = await api(`/orders/${order.id}/payments`, { body: { amount: 400, tender: { id: gift.id }, externalPaymentId: 'pos-key-0001' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ amount: 400, tender: { id: gift.id }, order: { id: order.id }, result: 'SUCCESS', externalPaymentId: 'pos-key-0001' });
    expect((await api(`/orders/${order.id}`)).body.paymentState).toBe('PARTIALLY_PAID');

    const second = await api(`/orders/${order.id}/payments`, { body: { amount: 600, tipAmount: 100, tender: { id: cash.id } } });
    expect(second.status).toBe(200);
    expect((await api(`/orders/${order.id}`)).body).toMatchObject({ paymentState: 'PAID', state: 'locked' });

    const onOrder = (await api(`/orders/${order.id}/payments`)).body;
    expect(onOrder.elements.map((p: Json) => p.id).sort()).toEqual([first.body.id, second.body.id].sort());
    const found = (await api('/payments?filter=externalPaymentId=pos-key-0001&expand=tender')).body.elements as Json[];
    expect(found.map((p) => p.id)).toEqual([first.body.id]);
    expect(found[0]?.tender.label).toBe('Gift Card');
    expect((await api(`/payments/${second.body.id}`)).body).toMatchObject({ amount: 600, tipAmount: 100, order: { id: order.id } });
  });

  it('refuses a payment without a positive amount or a tender of the merchant, and on no order', async () => {
    const cash = (await api('/tenders?filter=labelKey=com.clover.tender.cash')).body.elements[0] as Json;
    const order = (await api('/orders', { body: { state: 'open', total: 500 } })).body;
    for (const body of [{ amount: 0, tender: { id: cash.id } }, { amount: 12.5, tender: { id: cash.id } }, { amount: 500 }, { amount: 500, tender: { id: 'NOSUCHTENDER0' } }]) {
      const refused = await api(`/orders/${order.id}/payments`, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
    expect((await api('/orders/NOSUCHORDER00/payments', { body: { amount: 500, tender: { id: cash.id } } })).status).toBe(404);
    expect((await api(`/orders/${order.id}`)).body.paymentState).toBe('OPEN');
    expect((await api(`/payments?filter=order.id=${order.id}`)).body.elements).toEqual([]);
  });

  it('keeps a payment whose answer never came, findable by externalPaymentId; a repeat records another (no idempotency key)', async () => {
    const cash = (await api('/tenders?filter=labelKey=com.clover.tender.cash')).body.elements[0] as Json;
    const order = (await api('/orders', { body: { state: 'open', total: 800 } })).body;
    const body = { amount: 800, tender: { id: cash.id }, externalPaymentId: 'retry-key-0042' };
    emulator.delayNext(60_000);
    const lost = fetch(`${emulator.url}/v3/merchants/${MERCHANT.merchantId}/orders/${order.id}/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${MERCHANT.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(300),
    });
    await expect(lost).rejects.toThrow();
    emulator.releaseDelayed();
    // The platform wrote before its answer was lost: a client looks before it pays again.
    const found = (await api('/payments?filter=externalPaymentId=retry-key-0042')).body.elements as Json[];
    expect(found).toHaveLength(1);
    expect((await api(`/orders/${order.id}`)).body.paymentState).toBe('PAID');
    expect((await api(`/orders/${order.id}/payments`, { body })).status).toBe(200);
    expect((await api('/payments?filter=externalPaymentId=retry-key-0042')).body.elements).toHaveLength(2);
  });

  it('pages the merchant\'s payments with time filters', async () => {
    const all = (await api('/payments?limit=1000')).body.elements as Json[];
    expect(all.length).toBeGreaterThan(MERCHANT.orders / 2);
    const since = all[Math.floor(all.length / 2)]?.createdTime as number;
    const recent = (await api(`/payments?filter=createdTime>=${since}&limit=1000`)).body.elements as Json[];
    expect(recent.map((p) => p.id).sort()).toEqual(all.filter((p) => p.createdTime >= since).map((p) => p.id).sort());
  });
});
