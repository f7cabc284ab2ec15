/**
 * The Shopify connector through the service over HTTP, against the Shopify
 * emulator: orders, products and customers paged to the end through Relay
 * cursors, every declared filter as search syntax, the sort, money in minor
 * units (JPY not divided), tax numbers trimmed, the store, the 60-day window
 * said in `meta.notices`, a THROTTLED query that waits for the bucket and
 * succeeds, and every query the connector sent valid against Shopify's schema
 * with an answer typed as Shopify types it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { orderTotals, type StoredCustomer, type StoredOrder, type StoredProduct } from '../../src/sandbox/shopify/records.js';
import { BUCKET_AVAILABLE, BUCKET_SIZE, SHOPIFY_DEMO_ACCOUNT as DEMO, SHOPIFY_OTHER_ACCOUNT as OTHER, shopifyEmulator } from '../../src/sandbox/shopify/index.js';
import { graphqlViolations } from '../contract/graphql-answer.js';
import { shopifyAdminSchema } from '../contract/shopify-admin-schema.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const DAY = 86_400_000;

describe('Shopify ecommerce connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/ecommerce${path}`);
  const get = (path: string, consumer = 'shop-consumer') => call(url(path), { headers: tenant.headers(consumer) });
  const ok = <T extends { status: number; text: string }>(answer: T): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(200);
    return answer;
  };
  const collect = (path: string, limit = 20, consumer = 'shop-consumer') => collectPages((next) => get(next, consumer), url(path), limit, 100);
  const stored = <T>(table: string, account = DEMO.id) => emulator.kit.records(table, account) as unknown as T[];
  const minor = (amount: number) => amount;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [shopifyEmulator], record: true });
    emulator = svc.emulators.shopify as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('shop-consumer', 'ecommerce', 'shopify', { shop: DEMO.handle, admin_api_access_token: DEMO.tokens[0]!.token });
    await tenant.connect('recent-consumer', 'ecommerce', 'shopify', { shop: `${DEMO.handle}.myshopify.com`, admin_api_access_token: DEMO.tokens[1]!.token });
    await tenant.connect('yen-consumer', 'ecommerce', 'shopify', { shop: OTHER.handle, admin_api_access_token: OTHER.tokens[0]!.token });
  });
  afterAll(() => svc.close());
  beforeEach(() => {
    emulator.kit.reset();
    // A large plan's bucket: reading whole shops page after page would otherwise wait minutes for 50 points a second.
    for (const account of [DEMO.id, OTHER.id]) emulator.kit.setSwitch(BUCKET_SIZE, { maximumAvailable: 50_000, restoreRate: 2_000 }, account);
  });

  it('pages orders to the end, every order once, at most six a page (what a page may cost), without a notice', async () => {
    const ids = stored<StoredOrder>('orders').map((order) => order.id);
    const first = ok(await get('/orders?limit=20'));
    expect(first.body.data.length).toBe(6);
    expect(first.body.meta.notices).toBeUndefined();
    for (const limit of [4, 20]) expect((await collect('/orders', limit)).map((order) => order.id).sort(), `limit=${limit}`).toEqual([...ids].sort());
  });

  it('maps an order: number, customer, statuses, lines, discounts, refunds and tracking, money in cents', async () => {
    const source = stored<StoredOrder>('orders').find((order) => order.discount?.kind === 'code' && order.refunds.length > 0 && order.customerId)!;
    const totals = orderTotals(source);
    const order = ok(await get(`/orders/${source.id}`)).body.data;
    expect(order).toMatchObject({
      id: source.id, number: String(source.number), order_number: String(source.number), currency: 'USD', customer_id: source.customerId,
      total_amount: minor(totals.total), total_tax: minor(totals.tax), shipping_cost: source.shipping, total_discount: totals.discounts, coupon_discount: totals.discounts,
      sub_total: totals.gross, refunded_amount: totals.refunded, status: source.closedAt ? 'completed' : 'active', tax_inclusive: false,
      discounts: [{ code: 'WELCOME10', amount: null, percentage: '10' }],
      customer: { id: source.customerId, emails: [{ email: source.email, type: 'primary' }] },
      billing_address: { line1: source.billingAddress!.address1, city: source.billingAddress!.city, state: source.billingAddress!.provinceCode, country: 'US' },
      refunds: [{ id: source.refunds[0]!.id, amount: source.refunds[0]!.amount, currency: 'USD' }],
      created_at: new Date(source.createdAt).toISOString(),
    });
    expect(order.payment_status).toBe(source.financialStatus === 'REFUNDED' ? 'refunded' : 'partially_refunded');
    expect(order.line_items).toHaveLength(source.lines.length);
    order.line_items.forEach((line: Json, at: number) => {
      const own = source.lines[at]!;
      expect(line).toMatchObject({ id: own.id, product_id: own.productId, variant_id: own.variantId, sku: own.sku, quantity: String(own.quantity), unit_price: own.unitPrice, tax_amount: own.tax, sub_total: own.unitPrice * own.quantity, total_amount: own.unitPrice * own.quantity - own.discount + own.tax });
    });
    const shipped = stored<StoredOrder>('orders').find((candidate) => candidate.fulfillments.length > 0 && candidate.fulfillmentStatus === 'FULFILLED')!;
    const withTracking = ok(await get(`/orders/${shipped.id}`)).body.data;
    expect(withTracking.fulfillment_status).toBe('shipped');
    expect(withTracking.tracking).toEqual([{ provider: 'UPS', number: shipped.fulfillments[0]!.tracking[0]!.number, url: 'https://www.ups.com/track', updated_at: new Date(shipped.fulfillments[0]!.updatedAt).toISOString() }]);
    const cancelled = stored<StoredOrder>('orders').find((candidate) => candidate.cancelledAt)!;
    expect(ok(await get(`/orders/${cancelled.id}`)).body.data).toMatchObject({ status: 'cancelled', payment_status: 'voided', fulfillment_status: 'cancelled' });
    expectErrorEnvelope(await get('/orders/999'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/orders/not-a-number'), 404, 'EntityNotFoundError');
  });

  it('filters orders by email, customer, updated_since and created_since exactly, and sorts them', async () => {
    const all = stored<StoredOrder>('orders');
    const buyer = all.find((order) => order.customerId && all.filter((other) => other.customerId === order.customerId).length > 1)!;
    const byEmail = await collect(`/orders?filter[email]=${encodeURIComponent(buyer.email!)}`);
    expect(byEmail.map((order) => order.id).sort()).toEqual(all.filter((order) => order.email === buyer.email).map((order) => order.id).sort());
    const byCustomer = await collect(`/orders?filter[customer_id]=${buyer.customerId}`);
    expect(byCustomer.map((order) => order.id).sort()).toEqual(all.filter((order) => order.customerId === buyer.customerId).map((order) => order.id).sort());
    const since = new Date(Date.now() - 30 * DAY).toISOString();
    const updated = await collect(`/orders?filter[updated_since]=${since}`);
    expect(updated.map((order) => order.id).sort()).toEqual(all.filter((order) => order.updatedAt >= since).map((order) => order.id).sort());
    const created = await collect(`/orders?filter[created_since]=${since}`);
    expect(created.map((order) => order.id).sort()).toEqual(all.filter((order) => order.createdAt >= since).map((order) => order.id).sort());
    expect(created.length).toBeGreaterThan(5);
    expect(created.length).toBeLessThan(all.length);
    const newest = await collect('/orders?sort[by]=created_at&sort[direction]=desc');
    expect(newest.map((order) => order.created_at)).toEqual([...newest.map((order) => order.created_at)].sort().reverse());
    expectErrorEnvelope(await get('/orders?filter[customer_id]=abc'), 400, 'RequestValidationError');
  });

  it('says in meta.notices that a connection without read_all_orders sees only 60 days of orders', async () => {
    const recent = stored<StoredOrder>('orders').filter((order) => Date.parse(order.createdAt) >= Date.now() - 60 * DAY);
    const page = ok(await get('/orders?limit=5', 'recent-consumer'));
    expect(page.body.meta.notices).toEqual([{ code: 'partial_history', message: expect.stringContaining('read_all_orders') }]);
    expect((await collect('/orders', 20, 'recent-consumer')).map((order) => order.id).sort()).toEqual(recent.map((order) => order.id).sort());
    const old = stored<StoredOrder>('orders')[0]!;
    const missing = await get(`/orders/${old.id}`, 'recent-consumer');
    expectErrorEnvelope(missing, 404, 'EntityNotFoundError');
    expect(missing.body.message).toContain('read_all_orders');
    ok(await get(`/orders/${old.id}`));
  });

  it('pages products with variants, options and images, prices in cents, and finds one by its exact name', async () => {
    const all = stored<StoredProduct>('products');
    const listed = await collect('/products', 25);
    expect(listed.map((product) => product.id).sort()).toEqual(all.map((product) => product.id).sort());
    const source = all.find((product) => product.variants.length >= 4 && product.media.length > 0)!;
    const product = ok(await get(`/products/${source.id}`)).body.data;
    expect(product).toMatchObject({
      id: source.id, name: source.title, status: 'active', price: source.variants[0]!.price, sku: source.variants[0]!.sku, tags: source.tags,
      options: source.options.map((option) => ({ name: option.name, values: option.values })),
      images: source.media.map((media) => ({ url: media.url })),
      categories: [{ id: null, name: source.productType }],
    });
    expect(product.variants).toEqual(source.variants.map((variant) => expect.objectContaining({ id: variant.id, name: variant.title, price: variant.price, sku: variant.sku, options: variant.selectedOptions.map((option) => ({ id: null, ...option })) })));
    expect(listed.find((entry) => entry.id === all.find((one) => one.status === 'DRAFT')!.id)!.status).toBeNull();
    const named = await collect(`/products?filter[name]=${encodeURIComponent(source.title.toUpperCase())}`);
    expect(named.map((entry) => entry.id)).toEqual(all.filter((one) => one.title.toLowerCase() === source.title.toLowerCase()).map((one) => one.id));
    const since = all[20]!.createdAt;
    expect((await collect(`/products?filter[created_since]=${since}`)).map((entry) => entry.id).sort()).toEqual(all.filter((one) => one.createdAt >= since).map((one) => one.id).sort());
  });

  it('maps customers with their tax numbers trimmed (null when none), addresses, orders; filters by email, phone, ids and dates', async () => {
    const all = stored<StoredCustomer>('customers');
    const listed = await collect('/customers', 50);
    expect(listed.map((customer) => customer.id).sort()).toEqual(all.map((customer) => customer.id).sort());
    expect(listed.every((customer) => 'taxnumber' in customer && customer.addresses.every((address: Json) => 'taxnumber' in address))).toBe(true);
    const business = all.find((customer) => customer.company?.locations[0]?.taxRegistrationId?.startsWith(' '))!;
    const mapped = ok(await get(`/customers/${business.id}`)).body.data;
    const registration = business.company!.locations[0]!;
    expect(mapped.taxnumber).toBe(registration.taxRegistrationId!.trim());
    expect(mapped.company_name).toBe(business.company!.name);
    expect(mapped.addresses.at(-1)).toMatchObject({ type: 'billing', line1: registration.address.address1, taxnumber: registration.taxRegistrationId!.trim() });
    expect(mapped.addresses.slice(0, -1).every((address: Json) => address.taxnumber === null && address.type === 'shipping')).toBe(true);
    const consumer = all.find((customer) => !customer.company && customer.email && customer.phone)!;
    const plain = ok(await get(`/customers/${consumer.id}`)).body.data;
    expect(plain).toMatchObject({ id: consumer.id, first_name: consumer.firstName, last_name: consumer.lastName, taxnumber: null, currency: 'USD', status: 'active', emails: [{ email: consumer.email, type: 'primary' }], phone_numbers: [{ number: consumer.phone, type: 'primary' }] });
    const theirOrders = stored<StoredOrder>('orders').filter((order) => order.customerId === consumer.id);
    expect(plain.orders.map((order: Json) => order.id).sort()).toEqual(theirOrders.map((order) => order.id).slice(0, 10).sort());

    expect((await collect(`/customers?filter[email]=${encodeURIComponent(consumer.email!)}`)).map((customer) => customer.id)).toEqual([consumer.id]);
    expect((await collect(`/customers?filter[phone_number]=${encodeURIComponent(consumer.phone!)}`)).map((customer) => customer.id)).toEqual([consumer.id]);
    const two = [all[3]!.id, all[7]!.id];
    expect((await collect(`/customers?filter[customer_ids]=${two.join(',')}`)).map((customer) => customer.id).sort()).toEqual([...two].sort());
    const since = all[30]!.updatedAt;
    expect((await collect(`/customers?filter[updated_since]=${since}`)).map((customer) => customer.id).sort()).toEqual(all.filter((customer) => customer.updatedAt >= since).map((customer) => customer.id).sort());
  });

  it('answers the store, and yen amounts undivided in a JPY shop', async () => {
    expect(ok(await get('/store')).body.data).toMatchObject({ id: DEMO.shopId, name: DEMO.name, store_url: 'https://harbor-goods.myshopify.com', admin_url: 'https://admin.shopify.com/store/harbor-goods' });
    const yen = stored<StoredOrder>('orders', OTHER.id)[0]!;
    const order = ok(await get(`/orders/${yen.id}`, 'yen-consumer')).body.data;
    expect(order.currency).toBe('JPY');
    expect(order.total_amount).toBe(orderTotals(yen).total);
    expect(order.line_items[0].unit_price).toBe(yen.lines[0]!.unitPrice);
    expect(yen.lines[0]!.unitPrice).toBeGreaterThan(1000);
  });

  it('waits for the cost bucket after a THROTTLED answer and then succeeds', async () => {
    emulator.kit.setSwitch(BUCKET_AVAILABLE, 0, DEMO.id);
    const before = emulator.exchanges.length;
    const started = Date.now();
    const store = ok(await get('/store'));
    expect(store.body.data.name).toBe(DEMO.name);
    const answers = emulator.exchanges.slice(before).map((exchange) => JSON.parse(exchange.responseBody) as Json);
    expect(answers[0]!.errors[0].extensions.code).toBe('THROTTLED');
    expect(answers.at(-1)!.data.shop.name).toBe(DEMO.name);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('sent only queries valid in Shopify\'s schema, answered with data typed as Shopify types it', () => {
    const shopify = shopifyAdminSchema();
    if (!shopify) return;
    const graphql = emulator.exchanges.filter((exchange) => exchange.path.endsWith('/graphql.json'));
    expect(graphql.length).toBeGreaterThan(20);
    const problems = graphql.flatMap((exchange) => {
      const request = JSON.parse(exchange.requestBody) as { query: string };
      const answer = JSON.parse(exchange.responseBody) as Json;
      return graphqlViolations(shopify, request.query, answer.data ?? null);
    });
    expect(problems).toEqual([]);
  });
});

export type { StoredRecord };
