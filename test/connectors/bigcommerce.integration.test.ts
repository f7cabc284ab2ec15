/**
 * The BigCommerce connector through the service over HTTP, against the
 * BigCommerce emulator: orders (v2, paging to the 204 past the last page,
 * every declared filter, both sorts, line items, addresses, coupons and
 * refunds in minor units of the currency paid in, yen undivided), products
 * (v3, variants, options, images and category names; filters), customers
 * (v3, addresses, tax numbers trimmed and null where none; one read through
 * `id:in`; filters), the store, the X-Auth-Token on every call and the store
 * hash in every path, and the rate-limit headers waited out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIGCOMMERCE_DEMO_ACCOUNT as DEMO, BIGCOMMERCE_OTHER_ACCOUNT as OTHER, bigcommerceEmulator } from '../../src/sandbox/bigcommerce/index.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const SETTINGS = { access_token: DEMO.accessToken, store_hash: DEMO.storeHash };
/** Hundredths of a unit as the emulator keeps them, in minor units of the currency (yen has none). */
const minor = (hundredths: unknown, currency: string) => (currency === 'JPY' ? Math.round(Number(hundredths) / 100) : Number(hundredths));

describe('BigCommerce ecommerce connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/ecommerce${path}`);
  const get = (path: string, consumer = 'shop') => call(url(path), { headers: tenant.headers(consumer) });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const records = (table: string, account = DEMO.id): StoredRecord[] => emulator.kit.records(table, account);
  const collect = (path: string, limit: number) => collectPages(get, url(path), limit, 100);
  const liveOrders = () => records('orders').filter((order) => order.is_deleted !== true);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bigcommerceEmulator], record: true });
    emulator = svc.emulators.bigcommerce as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('shop', 'ecommerce', 'bigcommerce', SETTINGS);
  });
  afterAll(() => svc?.close());
  beforeEach(() => emulator.kit.reset());

  describe('orders', () => {
    it('pages to the end with several page sizes, every order once, and ends on the 204 past the last page', async () => {
      const ids = liveOrders().map((order) => order.id);
      expect(ids.length).toBe(DEMO.orders);
      for (const limit of [7, 20, 40]) expect((await collect('/orders', limit)).map((order) => order.id), `limit=${limit}`).toEqual(ids);
      const listed = emulator.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path === `/stores/${DEMO.storeHash}/v2/orders`);
      // 40 orders in pages of 20 and of 40: a full last page is followed by BigCommerce's 204, which ends the list.
      expect(listed.filter((exchange) => exchange.status === 204).length).toBeGreaterThanOrEqual(2);
      expect(listed.every((exchange) => [200, 204].includes(exchange.status))).toBe(true);
    });

    it('maps an order with its lines, addresses, coupon and refund in minor units of the currency paid in', async () => {
      const refunded = liveOrders().find((order) => Number(order.refunded_amount) > 0 && Number(order.status_id) === 14)!;
      expect(refunded).toBeDefined();
      const order = ok(await get(`/orders/${refunded.id}`)).body.data;
      const currency = String(refunded.default_currency_code);
      const lines = records('order_products').filter((line) => line.order_id === refunded.id);
      const shipping = records('order_shipping_addresses').find((address) => address.order_id === refunded.id)!;
      const refund = records('refunds').find((entry) => entry.order_id === refunded.id)!;
      const billing = refunded.billing_address as Json;
      expect(order).toMatchObject({
        id: refunded.id, number: refunded.id, order_number: refunded.id, currency,
        sub_total: minor(refunded.subtotal_ex_tax, currency), shipping_cost: minor(refunded.shipping_cost_ex_tax, currency),
        total_tax: minor(refunded.total_tax, currency), total_amount: minor(refunded.total_inc_tax, currency), refunded_amount: minor(refunded.refunded_amount, currency),
        tax_inclusive: false, status: 'completed', payment_status: 'partially_refunded', fulfillment_status: 'shipped', payment_method: 'Credit Card',
        billing_address: { line1: billing.street_1, city: billing.city, state: billing.state, postal_code: billing.zip, country: 'US' },
        shipping_address: { line1: shipping.street_1, city: shipping.city, postal_code: shipping.zip, country: 'US' },
        refunds: [{ id: refund.id, amount: minor(refund.total_amount, currency), currency, reason: refund.reason, created_at: new Date(Number(refund.created)).toISOString() }],
        created_at: new Date(Number(refunded.date_created)).toISOString(), updated_at: new Date(Number(refunded.date_modified)).toISOString(),
      });
      expect(order.line_items).toHaveLength(lines.length);
      const [first] = lines;
      expect(order.line_items[0]).toMatchObject({
        id: first!.id, product_id: first!.product_id, variant_id: first!.variant_id, sku: first!.sku, name: first!.name, quantity: String(first!.quantity),
        unit_price: minor(first!.price_ex_tax, currency), tax_amount: minor(first!.total_tax, currency), sub_total: minor(first!.total_ex_tax, currency),
        is_refunded: true, refunded_amount: minor(first!.refund_amount, currency), refunded_quantity: String(first!.quantity),
      });
      expect(order.line_items[0].options.map((option: Json) => option.value)).toEqual((first!.product_options as Json[]).map((option) => option.display_value));
      if (refunded.customer_id !== '0') expect(order).toMatchObject({ customer_id: refunded.customer_id, customer: { id: refunded.customer_id, emails: [{ email: billing.email }] } });
    });

    it('gives coupons as discounts (percentage coupons with their percent) and takes them off the line they apply to', async () => {
      const withCoupon = liveOrders().filter((order) => Number(order.coupon_discount) > 0);
      expect(withCoupon.length).toBeGreaterThan(1);
      for (const source of withCoupon) {
        const order = ok(await get(`/orders/${source.id}`)).body.data;
        const coupon = records('order_coupons').find((entry) => entry.order_id === source.id)!;
        const currency = String(source.default_currency_code);
        expect(order.coupon_discount).toBe(minor(source.coupon_discount, currency));
        expect(order.total_discount).toBe(minor(source.coupon_discount, currency));
        expect(order.discounts).toEqual([{ code: coupon.code, amount: minor(coupon.discount, currency), percentage: Number(coupon.type) === 1 ? String(Number(coupon.amount)) : null }]);
        const line = order.line_items[0];
        expect(line.discounts).toEqual([{ code: coupon.code, amount: minor(coupon.discount, currency), percentage: null }]);
        const stored = records('order_products').find((entry) => entry.id === line.id)!;
        expect(line.total_amount).toBe(minor(stored.total_inc_tax, currency) - minor(coupon.discount, currency));
      }
    });

    it('keeps every amount an integer, in euros and in yen undivided', async () => {
      const all = await collect('/orders', 50);
      expect(new Set(all.map((order) => order.currency))).toEqual(new Set(['USD', 'EUR', 'JPY']));
      const yen = all.find((order) => order.currency === 'JPY')!;
      const source = records('orders').find((order) => order.id === yen.id)!;
      expect(yen.total_amount).toBe(Number(source.total_inc_tax) / 100);
      expect(yen.total_amount).toBeGreaterThan(1000);
      const amounts = all.flatMap((order) => [order.sub_total, order.total_amount, order.total_tax, ...order.line_items.flatMap((line: Json) => [line.unit_price, line.total_amount])]);
      expect(amounts.every((amount) => Number.isInteger(amount))).toBe(true);
    });

    it('maps every status to the unified status, payment and fulfilment', async () => {
      const all = await collect('/orders', 50);
      const byStatus = (id: number) => all.filter((order) => records('orders').find((source) => source.id === order.id)!.status_id === id);
      expect(byStatus(5).every((order) => order.status === 'cancelled' && order.fulfillment_status === 'cancelled' && order.payment_status === 'voided')).toBe(true);
      expect(byStatus(11).every((order) => order.status === 'active' && order.fulfillment_status === 'pending' && order.payment_status === 'authorized')).toBe(true);
      expect(byStatus(3).every((order) => order.status === 'active' && order.fulfillment_status === 'partial')).toBe(true);
      expect(byStatus(4).every((order) => order.status === 'cancelled' && order.payment_status === 'refunded' && order.fulfillment_status === 'returned')).toBe(true);
      expect(byStatus(7).every((order) => order.payment_status === 'pending' && order.payment_method === null)).toBe(true);
      expect(byStatus(0).every((order) => order.status === 'other')).toBe(true);
      for (const id of [0, 3, 4, 5, 7, 11]) expect(byStatus(id).length, `status ${id}`).toBeGreaterThan(0);
    });

    it('honours every declared filter exactly, and sorts by creation and change both ways', async () => {
      const all = await collect('/orders', 50);
      const withCustomer = all.find((order) => order.customer_id !== null)!;
      const middle = [...all].sort((a, b) => a.updated_at.localeCompare(b.updated_at))[20]!;
      const cases: Array<[string, string, (order: Json) => boolean]> = [
        ['email', withCustomer.customer.emails[0].email.toUpperCase(), (order) => order.customer.emails[0]?.email === withCustomer.customer.emails[0].email],
        ['customer_id', withCustomer.customer_id, (order) => order.customer_id === withCustomer.customer_id],
        ['updated_since', middle.updated_at, (order) => order.updated_at >= middle.updated_at],
        ['created_since', middle.created_at, (order) => order.created_at >= middle.created_at],
      ];
      for (const [name, value, matches] of cases) {
        const expected = all.filter(matches).map((order) => order.id);
        expect(expected.length, `${name} matches some`).toBeGreaterThan(0);
        expect(expected.length, `${name} leaves some out`).toBeLessThan(all.length);
        const found = await collect(`/orders?filter[${name}]=${encodeURIComponent(value)}`, 7);
        expect(found.map((order) => order.id).sort(), `${name}=${value}`).toEqual([...expected].sort());
      }
      expectErrorEnvelope(await get('/orders?filter[customer_id]=abc'), 400, 'RequestValidationError');
      expectErrorEnvelope(await get('/orders?filter[nickname]=x'), 400, 'RequestValidationError');
      for (const [by, key] of [['created_at', 'created_at'], ['updated_at', 'updated_at']] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const sorted = await collect(`/orders?sort[by]=${by}&sort[direction]=${direction}`, 15);
          const times = sorted.map((order) => order[key] as string);
          const expected = [...times].sort();
          expect(times, `${by} ${direction}`).toEqual(direction === 'asc' ? expected : expected.reverse());
        }
      }
    });

    it('answers 404 for an unknown or impossible order id, and for a deleted one', async () => {
      expectErrorEnvelope(await get('/orders/999999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/orders/not-a-number'), 404, 'EntityNotFoundError');
      const order = liveOrders()[3]!;
      emulator.kit.remove('orders', order.id, DEMO.id);
      expectErrorEnvelope(await get(`/orders/${order.id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('products', () => {
    it('pages every product once, with variants, options, images and category names, prices in cents', async () => {
      const all = await collect('/products', 8);
      expect(all.map((product) => product.id)).toEqual(records('products').map((product) => product.id));
      const source = records('products').find((product) => (product.options as unknown[]).length === 2)!;
      const product = all.find((entry) => entry.id === source.id)!;
      const variants = records('product_variants').filter((variant) => variant.product_id === source.id);
      const images = records('product_images').filter((image) => image.product_id === source.id);
      const categories = records('categories');
      expect(product).toMatchObject({
        name: source.name, description: source.description, status: 'active', price: Number(source.price), sku: source.sku,
        inventory_quantity: String(source.inventory_level), weight: String(source.weight), weight_unit: 'lb',
        created_at: new Date(Number(source.date_created)).toISOString(), updated_at: new Date(Number(source.date_modified)).toISOString(),
      });
      expect(product.options).toEqual((source.options as Json[]).map((option) => ({ id: String(option.id), name: option.display_name, values: option.option_values.map((value: Json) => value.label) })));
      expect(product.variants).toHaveLength(variants.length);
      expect(product.variants[0]).toMatchObject({ id: variants[0]!.id, sku: variants[0]!.sku, price: Number(variants[0]!.calculated_price), inventory_quantity: String(variants[0]!.inventory_level), weight_unit: 'lb' });
      expect(product.variants[0].options.map((option: Json) => option.value)).toEqual((variants[0]!.option_values as Json[]).map((value) => value.label));
      expect(product.images.map((image: Json) => image.id)).toEqual(images.map((image) => image.id));
      expect(product.images[0].url).toBe(images[0]!.url_standard);
      expect(product.categories).toEqual((source.categories as number[]).map((id) => ({ id: String(id), name: categories.find((category) => category.id === String(id))!.name })));
      const hidden = all.find((entry) => records('products').find((candidate) => candidate.id === entry.id)!.is_visible === false)!;
      expect(hidden.status).toBe('archived');
      expect(ok(await get(`/products/${source.id}`)).body.data).toEqual(product);
    });

    it('filters by name and by change time; refuses a filter BigCommerce cannot apply', async () => {
      const all = await collect('/products', 50);
      const named = all[4]!;
      expect((await collect(`/products?filter[name]=${encodeURIComponent(named.name)}`, 5)).map((product) => product.id)).toEqual([named.id]);
      const middle = [...all].sort((a, b) => a.updated_at.localeCompare(b.updated_at))[15]!;
      const expected = all.filter((product) => product.updated_at >= middle.updated_at).map((product) => product.id).sort();
      expect((await collect(`/products?filter[updated_since]=${encodeURIComponent(middle.updated_at)}`, 6)).map((product) => product.id).sort()).toEqual(expected);
      expectErrorEnvelope(await get('/products?filter[created_since]=2024-01-01T00:00:00.000Z'), 400, 'UnsupportedFiltersError');
      expectErrorEnvelope(await get('/products/0'), 404, 'EntityNotFoundError');
    });
  });

  describe('customers', () => {
    it('reads tax numbers from form fields, trimmed, on the customer and its addresses, null where none', async () => {
      const all = await collect('/customers', 10);
      expect(all.map((customer) => customer.id)).toEqual(records('customers').map((customer) => customer.id));
      for (const customer of all) {
        const source = records('customers').find((entry) => entry.id === customer.id)!;
        const field = (source.form_fields as Json[]).find((entry) => entry.name === 'Tax ID');
        expect(customer.taxnumber, customer.id).toBe(field ? String(field.value).trim() : null);
        expect(Object.hasOwn(customer, 'taxnumber')).toBe(true);
        const addresses = records('customer_addresses').filter((address) => address.customer_id === customer.id);
        expect(customer.addresses.map((address: Json) => address.id)).toEqual(addresses.map((address) => address.id));
        for (const [index, address] of addresses.entries()) {
          const vat = (address.form_fields as Json[]).find((entry) => entry.name === 'VAT number');
          expect(customer.addresses[index].taxnumber).toBe(vat ? String(vat.value).trim() : null);
        }
      }
      const padded = all.find((customer) => customer.taxnumber === 'GB123456789');
      expect(padded, 'the seed\'s " GB123456789 " is trimmed').toBeDefined();
      expect(all.filter((customer) => customer.taxnumber === null).length).toBeGreaterThan(0);
    });

    it('maps a customer and reads one by id (BigCommerce v3 has no read of one: id:in)', async () => {
      const source = records('customers').find((customer) => customer.company !== '')!;
      const address = records('customer_addresses').find((entry) => entry.customer_id === source.id)!;
      const customer = ok(await get(`/customers/${source.id}`)).body.data;
      expect(customer).toMatchObject({
        id: source.id, name: `${source.first_name} ${source.last_name}`, first_name: source.first_name, last_name: source.last_name, company_name: source.company,
        emails: [{ email: source.email, type: 'primary' }], phone_numbers: [{ number: source.phone, type: 'primary' }],
        created_at: new Date(Number(source.date_created)).toISOString(), updated_at: new Date(Number(source.date_modified)).toISOString(),
      });
      expect(customer.addresses[0]).toMatchObject({ id: address.id, type: 'other', line1: address.address1, city: address.city, state: address.state_or_province, postal_code: address.postal_code, country: 'US' });
      const read = emulator.exchanges.filter((exchange) => exchange.path === `/stores/${DEMO.storeHash}/v3/customers`).at(-1)!;
      expect(read.query.get('id:in')).toBe(source.id);
      expect(read.query.get('include')).toBe('addresses,formfields');
      expectErrorEnvelope(await get('/customers/99999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/customers/x1'), 404, 'EntityNotFoundError');
    });

    it('honours every declared filter exactly', async () => {
      const all = await collect('/customers', 50);
      const sample = all[7]!;
      const middle = [...all].sort((a, b) => a.updated_at.localeCompare(b.updated_at))[12]!;
      const cases: Array<[string, string, (customer: Json) => boolean]> = [
        ['email', sample.emails[0].email.toUpperCase(), (customer) => customer.emails[0]?.email === sample.emails[0].email],
        ['phone_number', sample.phone_numbers[0].number, (customer) => customer.phone_numbers[0]?.number === sample.phone_numbers[0].number],
        ['customer_ids', `${all[2]!.id}, ${all[5]!.id}`, (customer) => [all[2]!.id, all[5]!.id].includes(customer.id)],
        ['updated_since', middle.updated_at, (customer) => customer.updated_at >= middle.updated_at],
        ['created_since', middle.created_at, (customer) => customer.created_at >= middle.created_at],
      ];
      for (const [name, value, matches] of cases) {
        const expected = all.filter(matches).map((customer) => customer.id);
        expect(expected.length, `${name} matches some`).toBeGreaterThan(0);
        const found = await collect(`/customers?filter[${name}]=${encodeURIComponent(value)}`, 4);
        expect(found.map((customer) => customer.id).sort(), `${name}=${value}`).toEqual([...expected].sort());
      }
      expectErrorEnvelope(await get('/customers?filter[customer_ids]=1,two'), 400, 'RequestValidationError');
      expectErrorEnvelope(await get(`/customers?filter[email]=${encodeURIComponent('a@example.com,b@example.com')}`), 400, 'RequestValidationError');
    });
  });

  it('answers the store as one record', async () => {
    const store = ok(await get('/store')).body.data;
    expect(store).toEqual({ id: DEMO.storeHash, name: DEMO.storeName, store_url: `https://${DEMO.domain}`, admin_url: `https://store-${DEMO.storeHash}.mybigcommerce.com` });
  });

  it('sends the X-Auth-Token and the store hash on every call, and one store\'s token never reaches another', async () => {
    const before = emulator.exchanges.length;
    ok(await get('/orders?limit=3'));
    ok(await get('/customers?limit=3'));
    const calls = emulator.exchanges.slice(before);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every((exchange) => exchange.requestHeaders['x-auth-token'] === DEMO.accessToken && exchange.path.startsWith(`/stores/${DEMO.storeHash}/`))).toBe(true);
    // The token never reaches a client, raw output included.
    const raw = ok(await get('/orders?limit=2&raw=true'));
    expect(raw.body._raw.calls.length).toBeGreaterThan(1);
    expect(raw.text).not.toContain(DEMO.accessToken);
    await tenant.connect('crossed', 'ecommerce', 'bigcommerce', { access_token: DEMO.accessToken, store_hash: OTHER.storeHash });
    const crossed = await get('/store', 'crossed');
    expectErrorEnvelope(crossed, 401, 'ConnectorCredentialsError');
    expect(crossed.text).not.toContain(OTHER.storeName);
    expect(emulator.exchanges.at(-1)).toMatchObject({ path: `/stores/${OTHER.storeHash}/v2/store`, status: 401 });
  });

  it('waits out BigCommerce\'s rate window from X-Rate-Limit-Time-Reset-Ms and succeeds', async () => {
    emulator.failNext('rate_limit', 1);
    const started = Date.now();
    const answer = ok(await get('/store'));
    expect(answer.body.data.id).toBe(DEMO.storeHash);
    const refused = emulator.exchanges.filter((exchange) => exchange.status === 429).at(-1)!;
    expect(refused.responseHeaders['x-rate-limit-requests-left']).toBe('0');
    expect(Number(refused.responseHeaders['x-rate-limit-time-reset-ms'])).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
