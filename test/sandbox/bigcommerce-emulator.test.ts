/**
 * The BigCommerce emulator over real HTTP: the store token and store hash,
 * v2 and v3 paging to the end, every declared filter against the seed,
 * includes, sub-resources, money as BigCommerce writes it, error shapes and
 * rate-limit headers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { BIGCOMMERCE_OTHER_ACCOUNT } from '../../src/sandbox/bigcommerce/index.js';
import { client, STORE, startBigCommerce, type Json } from './bigcommerce-client.js';

let emulator: KitEmulatorHandle;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  emulator = await startBigCommerce();
  api = client(emulator);
});
afterAll(() => emulator.close());

/** Every record of a v2 list, page by page until the 204. */
async function allV2(path: string, limit = 7): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`);
    if (answer.status === 204) {
      expect(answer.text).toBe('');
      return all;
    }
    expect(answer.status).toBe(200);
    all.push(...(answer.body as Json[]));
  }
}

/** Every record of a v3 list, following meta.pagination.links.next. */
async function allV3(path: string): Promise<Json[]> {
  const all: Json[] = [];
  let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}limit=4`;
  while (next) {
    const answer = await api(next);
    expect(answer.status).toBe(200);
    all.push(...(answer.body.data as Json[]));
    const link = answer.body.meta.pagination.links.next as string | undefined;
    next = link ? `${path.split('?')[0]}${link}${path.includes('?') ? `&${path.split('?')[1]}` : ''}` : undefined;
  }
  return all;
}

const amount = /^-?\d+\.\d{4}$/;

describe('authentication', () => {
  it('takes the store\'s X-Auth-Token at its own store hash only', async () => {
    expect((await api('/v2/store')).status).toBe(200);
    const none = await api('/v3/catalog/products', { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: 401, title: expect.any(String) });
    const v2 = await api('/v2/orders', { token: 'nope' });
    expect(v2.status).toBe(401);
    expect(v2.body).toEqual([{ status: 401, message: expect.any(String) }]);
    expect((await api('/v2/orders', { token: BIGCOMMERCE_OTHER_ACCOUNT.accessToken })).status).toBe(401);
    expect((await api('/v2/orders', { token: BIGCOMMERCE_OTHER_ACCOUNT.accessToken, store: BIGCOMMERCE_OTHER_ACCOUNT.storeHash })).status).toBe(200);
  });

  it('keeps each store\'s records apart', async () => {
    const other = await api('/v3/catalog/products', { token: BIGCOMMERCE_OTHER_ACCOUNT.accessToken, store: BIGCOMMERCE_OTHER_ACCOUNT.storeHash });
    expect(other.body.meta.pagination.total).toBe(BIGCOMMERCE_OTHER_ACCOUNT.products);
    expect((await api('/v3/catalog/products')).body.meta.pagination.total).toBe(STORE.products);
  });
});

describe('store information (v2)', () => {
  it('describes the store and its currency', async () => {
    const store = (await api('/v2/store')).body;
    expect(store).toMatchObject({ id: STORE.storeHash, name: STORE.storeName, currency: 'USD', decimal_places: 2, domain: STORE.domain });
    const time = (await api('/v2/time')).body;
    expect(Math.abs(time.time * 1000 - Date.now())).toBeLessThan(60_000);
  });
});

describe('orders (v2)', () => {
  let orders: Json[];
  beforeAll(async () => { orders = await allV2('/v2/orders'); });

  it('pages to the end with page and limit, a 204 past the last page', async () => {
    expect(orders).toHaveLength(STORE.orders);
    expect(new Set(orders.map((order) => order.id)).size).toBe(STORE.orders);
    expect(orders.map((order) => order.id)).toEqual([...orders.map((order) => order.id)].sort((a, b) => a - b));
    expect((await api('/v2/orders')).body).toHaveLength(STORE.orders <= 50 ? STORE.orders : 50);
  });

  it('writes amounts as four-place decimal strings and times in RFC 2822, totals adding up', () => {
    for (const order of orders) {
      for (const field of ['subtotal_ex_tax', 'total_inc_tax', 'total_tax', 'coupon_discount', 'refunded_amount', 'shipping_cost_inc_tax']) expect(order[field]).toMatch(amount);
      expect(order.date_created).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
      const cents = (text: string) => Math.round(Number(text) * 100);
      expect(cents(order.total_inc_tax)).toBe(cents(order.subtotal_ex_tax) + cents(order.shipping_cost_ex_tax) - cents(order.coupon_discount) + cents(order.total_tax));
      expect(order.store_default_currency_code).toBe('USD');
      expect(order.currency_code).toBe(order.default_currency_code);
    }
  });

  it('holds orders paid in other currencies, yen in whole units', () => {
    expect(new Set(orders.map((order) => order.default_currency_code))).toEqual(new Set(['USD', 'EUR', 'JPY']));
    const yen = orders.filter((order) => order.default_currency_code === 'JPY');
    expect(yen.length).toBeGreaterThan(0);
    for (const order of yen) {
      for (const field of ['subtotal_ex_tax', 'total_inc_tax', 'total_tax', 'shipping_cost_inc_tax']) expect(order[field]).toMatch(/^\d+\.0000$/);
      expect(Number(order.store_default_to_transactional_exchange_rate)).toBeGreaterThan(100);
    }
    const euro = orders.find((order) => order.default_currency_code === 'EUR')!;
    expect(Number(euro.store_default_to_transactional_exchange_rate)).toBeLessThan(1);
  });

  it('holds orders in many statuses, with coupons and refunds', () => {
    expect(new Set(orders.map((order) => order.status_id)).size).toBeGreaterThanOrEqual(12);
    expect(orders.some((order) => order.coupon_discount !== '0.0000')).toBe(true);
    const refunded = orders.find((order) => order.status_id === 4)!;
    expect(refunded.refunded_amount).toBe(refunded.total_inc_tax);
    const partly = orders.find((order) => order.status_id === 14)!;
    expect(Number(partly.refunded_amount)).toBeGreaterThan(0);
    expect(Number(partly.refunded_amount)).toBeLessThan(Number(partly.total_inc_tax));
  });

  it('filters by email, customer, status, ids, totals and both date ranges', async () => {
    const order = orders.find((candidate) => candidate.customer_id !== 0)!;
    const byEmail = await allV2(`/v2/orders?email=${encodeURIComponent(order.billing_address.email.toUpperCase())}`);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((found) => found.billing_address.email === order.billing_address.email)).toBe(true);
    expect(byEmail.map((found) => found.id)).toEqual(orders.filter((other) => other.billing_address.email === order.billing_address.email).map((other) => other.id));

    const byCustomer = await allV2(`/v2/orders?customer_id=${order.customer_id}`);
    expect(byCustomer.map((found) => found.id)).toEqual(orders.filter((other) => other.customer_id === order.customer_id).map((other) => other.id));
    const byStatus = await allV2('/v2/orders?status_id=11');
    expect(byStatus.map((found) => found.id)).toEqual(orders.filter((other) => other.status_id === 11).map((other) => other.id));
    const byIds = await allV2('/v2/orders?min_id=105&max_id=109');
    expect(byIds.map((found) => found.id)).toEqual([105, 106, 107, 108, 109]);
    const byTotal = await allV2('/v2/orders?min_total=100&max_total=300');
    expect(byTotal.map((found) => found.id)).toEqual(orders.filter((other) => Number(other.total_inc_tax) >= 100 && Number(other.total_inc_tax) <= 300).map((other) => other.id));

    const middle = orders[20]!;
    const created = await allV2(`/v2/orders?min_date_created=${encodeURIComponent(middle.date_created)}`);
    expect(created.map((found) => found.id)).toEqual(orders.slice(20).map((other) => other.id));
    const iso = new Date(middle.date_created).toISOString();
    expect((await allV2(`/v2/orders?max_date_created=${encodeURIComponent(iso)}`)).map((found) => found.id)).toEqual(orders.slice(0, 21).map((other) => other.id));
    const since = Date.parse(middle.date_modified);
    const modified = await allV2(`/v2/orders?min_date_modified=${encodeURIComponent(middle.date_modified)}`);
    expect(modified.map((found) => found.id)).toEqual(orders.filter((other) => Date.parse(other.date_modified) >= since).map((other) => other.id));
    const before = await allV2(`/v2/orders?max_date_modified=${encodeURIComponent(middle.date_modified)}`);
    expect(before.length + modified.length).toBe(orders.length + orders.filter((other) => Date.parse(other.date_modified) === since).length);

    expect((await api('/v2/orders?min_date_created=yesterday')).status).toBe(422);
    expect((await api('/v2/orders?email=nobody@example.org')).status).toBe(204);
  });

  it('sorts by a field with a direction', async () => {
    const newest = (await api('/v2/orders?sort=date_created:desc&limit=5')).body as Json[];
    expect(newest.map((order) => order.id)).toEqual([...orders].reverse().slice(0, 5).map((order) => order.id));
    expect((await api('/v2/orders?sort=total:up')).status).toBe(422);
  });

  it('reads one order, its products, shipping addresses and coupons', async () => {
    const order = orders.find((candidate) => candidate.coupon_discount !== '0.0000')!;
    const one = (await api(`/v2/orders/${order.id}`)).body;
    expect(one).toEqual(order);
    expect(one.products.resource).toBe(`/orders/${order.id}/products`);
    const lines = (await api(`/v2/orders/${order.id}/products`)).body as Json[];
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(order.items_total);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(lines.reduce((sum, line) => sum + cents(line.total_ex_tax), 0)).toBe(cents(order.subtotal_ex_tax));
    expect(lines.flatMap((line) => line.applied_discounts).reduce((sum: number, discount: Json) => sum + cents(discount.amount), 0)).toBe(cents(order.coupon_discount));
    expect((await api(`/v2/orders/${order.id}/products/${lines[0]!.id}`)).body).toEqual(lines[0]);
    const coupons = (await api(`/v2/orders/${order.id}/coupons`)).body as Json[];
    expect(coupons).toHaveLength(1);
    expect(Math.round(coupons[0]!.discount * 100)).toBe(cents(order.coupon_discount));
    const addresses = (await api(`/v2/orders/${order.id}/shipping_addresses`)).body as Json[];
    expect(addresses).toHaveLength(order.shipping_address_count);
    expect(addresses[0]!.cost_inc_tax).toBe(order.shipping_cost_inc_tax);
    expect((await api(`/v2/orders/${order.id}/shipping_addresses/${addresses[0]!.id}`)).body).toEqual(addresses[0]);
    const plain = orders.find((candidate) => candidate.coupon_discount === '0.0000')!;
    expect((await api(`/v2/orders/${plain.id}/coupons`)).status).toBe(204);
    const missing = await api('/v2/orders/99999/products');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual([{ status: 404, message: expect.any(String) }]);
  });

  it('lists refunds on v3, per order and for the store, with their amounts as numbers', async () => {
    const refunded = orders.find((order) => order.status_id === 4)!;
    const own = (await api(`/v3/orders/${refunded.id}/payment_actions/refunds`)).body;
    expect(own.meta).toEqual({});
    expect(own.data).toHaveLength(1);
    expect(own.data[0].total_amount).toBe(Number(refunded.refunded_amount));
    const store = (await api('/v3/orders/payment_actions/refunds')).body.data as Json[];
    expect(store.length).toBe(orders.filter((order) => order.status_id === 4 || order.status_id === 14).length);
    expect((await api(`/v3/orders/payment_actions/refunds?order_id:in=${refunded.id}`)).body.data).toEqual(own.data);
    expect((await api(`/v3/orders/payment_actions/refunds/${own.data[0].id}`)).body.data).toEqual(own.data[0]);
    expect((await api('/v3/orders/99999/payment_actions/refunds')).status).toBe(404);
  });
});

describe('catalog products (v3)', () => {
  let products: Json[];
  beforeAll(async () => { products = await allV3('/v3/catalog/products'); });

  it('pages to the end with meta.pagination', async () => {
    expect(products).toHaveLength(STORE.products);
    const page = (await api('/v3/catalog/products?limit=4&page=2')).body.meta.pagination;
    expect(page).toEqual({ total: STORE.products, count: 4, per_page: 4, current_page: 2, total_pages: Math.ceil(STORE.products / 4), links: { previous: '?page=1&limit=4', current: '?page=2&limit=4', next: '?page=3&limit=4' } });
    const last = (await api(`/v3/catalog/products?limit=4&page=${Math.ceil(STORE.products / 4) + 1}`)).body;
    expect(last.data).toEqual([]);
  });

  it('adds variants, images and options when asked, prices as numbers', async () => {
    expect(products[0]).not.toHaveProperty('variants');
    const shell = (await api(`/v3/catalog/products/${products[0]!.id}?include=variants,images,options,primary_image`)).body.data;
    expect(shell.price).toBe(149);
    expect(shell.options.map((option: Json) => option.display_name)).toEqual(['Size', 'Color']);
    expect(shell.variants).toHaveLength(8);
    expect(shell.variants[0].option_values.map((value: Json) => value.option_display_name)).toEqual(['Size', 'Color']);
    expect(shell.images.length).toBeGreaterThan(0);
    expect(shell.primary_image.is_thumbnail).toBe(true);
    const variants = (await api(`/v3/catalog/products/${shell.id}/variants`)).body.data;
    expect(variants).toEqual(shell.variants);
    expect((await api(`/v3/catalog/products/${shell.id}/images`)).body.data).toEqual(shell.images);
    const single = products.find((product) => product.inventory_tracking === 'product')!;
    const base = (await api(`/v3/catalog/products/${single.id}?include=variants`)).body.data;
    expect(base.variants).toHaveLength(1);
    expect(base.base_variant_id).toBe(base.variants[0].id);
    expect((await api('/v3/catalog/products?include=everything')).status).toBe(422);
  });

  it('filters by name, keyword, ids and modification dates, and sorts', async () => {
    const named = (await api(`/v3/catalog/products?name=${encodeURIComponent(products[3]!.name)}`)).body.data as Json[];
    expect(named.map((product) => product.id)).toEqual([products[3]!.id]);
    const keyword = (await api('/v3/catalog/products?keyword=pack&limit=50')).body.data as Json[];
    expect(keyword.map((product) => product.id)).toEqual(products.filter((product) => /pack/i.test(`${product.name} ${product.sku} ${product.search_keywords}`)).map((product) => product.id));
    expect((await api(`/v3/catalog/products?id:in=${products[1]!.id},${products[2]!.id}`)).body.data.map((product: Json) => product.id)).toEqual([products[1]!.id, products[2]!.id]);
    const sorted = [...products].sort((a, b) => Date.parse(a.date_modified) - Date.parse(b.date_modified));
    const pivot = sorted[10]!.date_modified as string;
    const since = (await api(`/v3/catalog/products?limit=50&date_modified:min=${encodeURIComponent(pivot)}`)).body.data as Json[];
    expect(since.map((product) => product.id).sort()).toEqual(sorted.filter((product) => product.date_modified >= pivot).map((product) => product.id).sort());
    const until = (await api(`/v3/catalog/products?limit=50&date_modified:max=${encodeURIComponent(pivot)}`)).body.data as Json[];
    expect(until.length).toBe(sorted.filter((product) => product.date_modified <= pivot).length);
    const byName = (await api('/v3/catalog/products?limit=50&sort=name&direction=desc')).body.data as Json[];
    expect(byName.map((product) => product.name)).toEqual(products.map((product) => product.name).sort().reverse());
    const missing = await api('/v3/catalog/products/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, title: expect.any(String) });
  });
});

describe('catalog categories (v3)', () => {
  it('names every category a product carries', async () => {
    const all = (await api('/v3/catalog/categories?limit=50')).body.data as Json[];
    const products = (await api('/v3/catalog/products?limit=50')).body.data as Json[];
    const ids = new Set(all.map((category) => category.id));
    expect(products.every((product) => product.categories.every((id: number) => ids.has(id)))).toBe(true);
    const children = (await api('/v3/catalog/categories?parent_id=20&limit=50')).body.data as Json[];
    expect(children).toHaveLength(all.length - 1);
    expect((await api(`/v3/catalog/categories/${children[0]!.id}`)).body.data).toEqual(children[0]);
    expect((await api('/v3/catalog/categories?name:like=gear')).body.data.map((category: Json) => category.name)).toEqual(['Trail Gear']);
  });
});

describe('customers (v3)', () => {
  let customers: Json[];
  beforeAll(async () => { customers = await allV3('/v3/customers'); });

  it('pages to the end; one customer is read with id:in', async () => {
    expect(customers).toHaveLength(STORE.customers);
    const one = (await api(`/v3/customers?id:in=${customers[4]!.id}`)).body.data;
    expect(one).toEqual([customers[4]]);
  });

  it('filters by email, phone, ids, names and both date ranges', async () => {
    const someone = customers[7]!;
    expect((await api(`/v3/customers?email:in=${encodeURIComponent(someone.email.toUpperCase())},nobody@example.org`)).body.data.map((found: Json) => found.id)).toEqual([someone.id]);
    expect((await api(`/v3/customers?phone:in=${encodeURIComponent(someone.phone)}`)).body.data.map((found: Json) => found.id)).toEqual([someone.id]);
    expect((await api(`/v3/customers?name:in=${encodeURIComponent(`${someone.first_name} ${someone.last_name}`)}`)).body.data.map((found: Json) => found.id)).toEqual([someone.id]);
    const pivot = customers[12]!;
    const created = (await api(`/v3/customers?limit=50&date_created:min=${encodeURIComponent(pivot.date_created)}`)).body.data as Json[];
    expect(created.map((found) => found.id)).toEqual(customers.slice(12).map((found) => found.id));
    const createdBefore = (await api(`/v3/customers?limit=50&date_created:max=${encodeURIComponent(pivot.date_created)}`)).body.data as Json[];
    expect(createdBefore.map((found) => found.id)).toEqual(customers.slice(0, 13).map((found) => found.id));
    const modified = (await api(`/v3/customers?limit=50&date_modified:min=${encodeURIComponent(pivot.date_modified)}`)).body.data as Json[];
    expect(modified.map((found) => found.id)).toEqual(customers.filter((found) => Date.parse(found.date_modified) >= Date.parse(pivot.date_modified)).map((found) => found.id));
    const newest = (await api('/v3/customers?limit=3&sort=date_created:desc')).body.data as Json[];
    expect(newest.map((found) => found.id)).toEqual([...customers].reverse().slice(0, 3).map((found) => found.id));
    expect((await api('/v3/customers?date_created:min=soon')).status).toBe(422);
  });

  it('carries tax numbers as form fields and exemptions, with addresses when asked', async () => {
    const all = (await api('/v3/customers?limit=50&include=addresses,formfields')).body.data as Json[];
    const taxed = all.filter((customer) => customer.form_fields.some((field: Json) => field.name === 'Tax ID'));
    expect(taxed.length).toBeGreaterThanOrEqual(3);
    expect(taxed.some((customer) => customer.form_fields[0].value !== customer.form_fields[0].value.trim())).toBe(true);
    expect(taxed.every((customer) => customer.addresses[0].form_fields.some((field: Json) => field.name === 'VAT number'))).toBe(true);
    expect(all.some((customer) => customer.tax_exempt_category !== '')).toBe(true);
    expect(all.every((customer) => customer.address_count === customer.addresses.length)).toBe(true);
    expect(customers[0]).not.toHaveProperty('addresses');
    expect(customers[0]).not.toHaveProperty('form_fields');

    const owner = taxed[0]!;
    const addresses = (await api(`/v3/customers/addresses?customer_id:in=${owner.id}&include=formfields`)).body.data as Json[];
    expect(addresses).toEqual(owner.addresses);
    const bare = (await api(`/v3/customers/addresses?customer_id:in=${owner.id}`)).body.data as Json[];
    expect(bare[0]).not.toHaveProperty('form_fields');
  });
});

describe('rate limits', () => {
  it('reports the window on every answer and answers 429 past it', async () => {
    const answer = await api('/v2/store');
    expect(Number(answer.headers.get('x-rate-limit-requests-quota'))).toBe(10_000);
    expect(Number(answer.headers.get('x-rate-limit-time-window-ms'))).toBe(30_000);
    expect(Number(answer.headers.get('x-rate-limit-requests-left'))).toBeLessThan(10_000);
    expect(Number(answer.headers.get('x-rate-limit-time-reset-ms'))).toBeLessThanOrEqual(30_000);

    emulator.setRateLimit({ limit: 2, windowMs: 60_000 });
    try {
      const first = await api('/v3/customers');
      expect(first.headers.get('x-rate-limit-requests-quota')).toBe('2');
      await api('/v3/customers');
      const refused = await api('/v3/customers');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('x-rate-limit-requests-left')).toBe('0');
      expect(Number(refused.headers.get('x-rate-limit-time-reset-ms'))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ status: 429 });
    } finally {
      emulator.setRateLimit(undefined);
    }
    emulator.failNext('rate_limit');
    const v2 = await api('/v2/orders');
    expect(v2.status).toBe(429);
    expect(v2.body).toEqual([{ status: 429, message: expect.any(String) }]);
  });
});

describe('webhooks (v3 /hooks)', () => {
  let receiver: Server;
  let url: string;
  const heard: Array<{ headers: IncomingMessage['headers']; body: Json }> = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      request.on('end', () => {
        heard.push({ headers: request.headers, body: JSON.parse(text) as Json });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bigcommerce`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('registers, lists, updates and deletes hooks, refusing a bad scope or destination', async () => {
    const made = await api('/v3/hooks', { method: 'POST', body: { scope: 'store/order/*', destination: url, is_active: true, headers: { 'x-svc-secret': 's3cret' } } });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ scope: 'store/order/*', destination: url, is_active: true, store_hash: STORE.storeHash, headers: { 'x-svc-secret': 's3cret' } });
    expect(Number.isInteger(made.body.data.created_at)).toBe(true);
    const id = made.body.data.id as number;
    expect((await api('/v3/hooks?scope=store/order/*')).body.data.map((hook: Json) => hook.id)).toEqual([id]);
    expect((await api('/v3/hooks?is_active=false')).body.data).toEqual([]);
    const changed = await api(`/v3/hooks/${id}`, { method: 'PUT', body: { is_active: false } });
    expect(changed.body.data.is_active).toBe(false);
    expect((await api(`/v3/hooks/${id}`)).body.data.is_active).toBe(false);
    expect((await api('/v3/hooks', { method: 'POST', body: { scope: 'orders', destination: url } })).status).toBe(422);
    expect((await api('/v3/hooks', { method: 'POST', body: { scope: 'store/order/created', destination: 'http://example.com/hook' } })).status).toBe(422);
    const gone = await api(`/v3/hooks/${id}`, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(gone.body.data.id).toBe(id);
    expect((await api(`/v3/hooks/${id}`)).status).toBe(404);
  });

  it('sends a callback with ids only and the hook\'s own headers to the active hooks that hear its scope', async () => {
    const wildcard = (await api('/v3/hooks', { method: 'POST', body: { scope: 'store/order/*', destination: url, headers: { 'x-svc-secret': 'orders' } } })).body.data;
    await api('/v3/hooks', { method: 'POST', body: { scope: 'store/product/updated', destination: url, headers: { 'x-svc-secret': 'products' } } });
    const paused = (await api('/v3/hooks', { method: 'POST', body: { scope: 'store/order/updated', destination: url, is_active: false } })).body.data;
    heard.length = 0;
    emulator.kit.trigger('store/order/updated', 'orders', '105');
    emulator.kit.trigger('store/customer/created', 'customers', '3');
    await emulator.kit.settled();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.headers['x-svc-secret']).toBe('orders');
    expect(heard[0]!.body).toMatchObject({ scope: 'store/order/updated', producer: `stores/${STORE.storeHash}`, data: { type: 'order', id: 105 } });
    expect(heard[0]!.body.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(wildcard.id).not.toBe(paused.id);
  });

  it('answers the control plane\'s subscriptions the same way, their secret as a header', async () => {
    emulator.kit.subscribe({ url: `${url}/cp`, secret: 'plane', events: ['store/customer/*'] });
    heard.length = 0;
    emulator.kit.trigger('store/customer/updated', 'customers', '3');
    emulator.kit.trigger('store/order/created', 'orders', '101');
    await emulator.kit.settled();
    const own = heard.filter((callback) => callback.headers['x-webhook-secret'] === 'plane');
    expect(own.map((callback) => callback.body.data)).toEqual([{ type: 'customer', id: 3 }]);
  });
});
