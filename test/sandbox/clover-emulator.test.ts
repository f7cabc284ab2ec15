/**
 * The Clover emulator over real HTTP, read side: a token for one merchant
 * only, `offset`/`limit` paging to the end, `filter=` against the seed,
 * `expand=`, unfinished orders, Clover's `{message}` failures and its 429.
 * Writes are in clover-writes.test.ts, OAuth in clover-oauth.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLOVER_OTHER_ACCOUNT } from '../../src/sandbox/clover/index.js';
import { client, MERCHANT, startClover, type CloverClient, type CloverHandle, type Json } from './clover-client.js';

let emulator: CloverHandle;
let api: CloverClient;

beforeAll(async () => {
  emulator = await startClover();
  api = client(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.kit.reset());

/** Every record of a list, `limit` at a time, by offset until a short page. */
async function all(path: string, limit = 7): Promise<Json[]> {
  const records: Json[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await api(`${path}${path.includes('?') ? '&' : '?'}offset=${offset}&limit=${limit}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    records.push(...page.body.elements);
    if (page.body.elements.length < limit) return records;
  }
}

describe('authentication', () => {
  it('opens one merchant per token and answers 401 {message} otherwise', async () => {
    expect((await api('')).status).toBe(200);
    const none = await api('/orders', { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: expect.any(String) });
    expect((await api('/orders', { token: 'not-a-token' })).status).toBe(401);
    // Another merchant's token at this merchant's path, and this token at another's.
    expect((await api('/orders', { token: CLOVER_OTHER_ACCOUNT.apiToken })).status).toBe(401);
    expect((await api('/orders', { merchant: CLOVER_OTHER_ACCOUNT.merchantId })).status).toBe(401);
    const own = await api('/orders?limit=1000', { token: CLOVER_OTHER_ACCOUNT.apiToken, merchant: CLOVER_OTHER_ACCOUNT.merchantId });
    expect(own.status).toBe(200);
    expect(own.body.elements.length).toBeLessThanOrEqual(CLOVER_OTHER_ACCOUNT.orders);
    expect(own.body.elements.length).toBeGreaterThan(0);
  });

  it('describes the merchant, with address and properties on expand', async () => {
    const plain = (await api('')).body;
    expect(plain).toMatchObject({ id: MERCHANT.merchantId, name: MERCHANT.name });
    expect(plain.address).toBeUndefined();
    const expanded = (await api('?expand=address%2Cproperties')).body;
    expect(expanded.properties).toMatchObject({ defaultCurrency: 'USD' });
    expect(expanded.address).toMatchObject({ country: 'US', city: expect.any(String) });
  });
});

describe('paging', () => {
  it('pages orders by offset and limit to the end, newest first, each once', async () => {
    const orders = await all('/orders');
    expect(new Set(orders.map((order) => order.id)).size).toBe(orders.length);
    // The seed's open orders are listed too; every seeded order has a state.
    expect(orders.length).toBe(MERCHANT.orders);
    const times = orders.map((order) => order.createdTime as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers {elements, href} with the page\'s own URL, 100 by default and 1000 at most', async () => {
    const page = await api('/items?offset=5&limit=3');
    expect(page.body.elements).toHaveLength(3);
    expect(page.body.href).toBe(`${emulator.url}/v3/merchants/${MERCHANT.merchantId}/items?offset=5&limit=3`);
    expect(page.body.elements[0].href).toBe(`${emulator.url}/v3/merchants/${MERCHANT.merchantId}/items/${page.body.elements[0].id}`);
    expect((await api('/items')).body.elements).toHaveLength(20);
    expect((await api('/items?limit=5000')).status).toBe(200);
    expect((await api('/items?offset=500')).body.elements).toEqual([]);
    const bad = await api('/items?limit=lots');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String) });
  });
});

describe('filters', () => {
  it('narrows by time, amount and state, every filter applying', async () => {
    const orders = await all('/orders', 100);
    const middle = [...orders].sort((a, b) => a.modifiedTime - b.modifiedTime)[Math.floor(orders.length / 2)] as Json;
    const since = await all(`/orders?filter=modifiedTime>=${middle.modifiedTime}`);
    expect(since.map((order) => order.id).sort()).toEqual(orders.filter((order) => order.modifiedTime >= middle.modifiedTime).map((order) => order.id).sort());
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(orders.length);
    const window = await all(`/orders?filter=createdTime>${middle.createdTime - 3_600_000}&filter=createdTime<=${middle.createdTime}&filter=total>500`);
    expect(window.every((order) => order.createdTime > middle.createdTime - 3_600_000 && order.createdTime <= middle.createdTime && order.total > 500)).toBe(true);
    const paid = await all('/orders?filter=paymentState=PAID');
    expect(paid.length).toBe(orders.filter((order) => order.paymentState === 'PAID').length);
    expect(paid.length).toBeGreaterThan(0);
    const notPaid = await all('/orders?filter=paymentState!=PAID');
    expect(notPaid.length + paid.length).toBe(orders.length);
  });

  it('takes `in` lists and names the allowed fields', async () => {
    const [first, second] = (await api('/items?limit=2')).body.elements as Json[];
    const chosen = await api(`/items?filter=${encodeURIComponent(`id in ('${first?.id}','${second?.id}')`)}`);
    expect(chosen.body.elements.map((item: Json) => item.id)).toEqual([first?.id, second?.id]);
    expect(chosen.headers.get('x-clover-allowed-filter-fields')).toContain('modifiedTime');
    const unknown = await api('/items?filter=colour=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('colour');
    expect((await api('/orders?filter=createdTime>=yesterday')).status).toBe(400);
  });
});

describe('expand', () => {
  it('nests an order\'s line items (and their modifications), payments and order type only when asked', async () => {
    const paid = (await api('/orders?filter=paymentState=PAID&limit=1')).body.elements[0] as Json;
    expect(paid.lineItems).toBeUndefined();
    expect(paid.orderType).toEqual({ id: expect.any(String) });
    const full = (await api(`/orders/${paid.id}?expand=lineItems.modifications,payments,orderType`)).body;
    const lines = full.lineItems.elements as Json[];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.orderRef.id === paid.id && Number.isInteger(line.price) && Array.isArray(line.modifications.elements))).toBe(true);
    const lineSum = lines.reduce((sum, line) => sum + line.price + line.modifications.elements.reduce((s: number, m: Json) => s + m.amount, 0), 0);
    expect(paid.total - lineSum).toBe(full.orderType.fee ?? 0);
    const payments = full.payments.elements as Json[];
    expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(paid.total);
    expect(full.orderType.label).toEqual(expect.any(String));
  });

  it('nests modifier groups of items and modifiers of groups', async () => {
    const latte = (await api('/items?filter=name=Latte&expand=modifierGroups')).body.elements[0] as Json;
    expect(latte.modifierGroups.elements.map((group: Json) => group.name)).toEqual(['Milk', 'Extra shots', 'Syrups']);
    const milk = latte.modifierGroups.elements[0] as Json;
    const group = (await api(`/modifier_groups/${milk.id}?expand=modifiers`)).body;
    expect(group.modifiers.elements.map((modifier: Json) => modifier.name)).toContain('Oat milk');
    expect(group.modifierIds.split(',')).toEqual(group.modifiers.elements.map((modifier: Json) => modifier.id));
    const listed = (await api(`/modifier_groups/${milk.id}/modifiers`)).body.elements as Json[];
    expect(listed.every((modifier) => modifier.modifierGroup.id === milk.id && Number.isInteger(modifier.price))).toBe(true);
  });
});

describe('failures', () => {
  it('answers unknown records and endpoints with 404 {message}', async () => {
    const missing = await api('/orders/NOSUCHORDER00');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.any(String) });
    expect((await api('/no_such_thing')).status).toBe(404);
    expect((await api('/orders/NOSUCHORDER00/line_items')).status).toBe(404);
  });

  it('answers 429 with X-RateLimit-tokenLimit once the limit is spent', async () => {
    emulator.setRateLimit({ limit: 3, windowMs: 60_000 });
    try {
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<CloverClient>> | undefined;
      for (let i = 0; i < 5; i += 1) {
        const answer = await api('/tenders');
        statuses.push(answer.status);
        if (answer.status === 429) refused = answer;
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(refused?.body).toEqual({ message: expect.stringContaining('429') });
      expect(refused?.headers.get('x-ratelimit-tokenlimit')).toBe('3');
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      emulator.setRateLimit(undefined);
    }
  });
});
