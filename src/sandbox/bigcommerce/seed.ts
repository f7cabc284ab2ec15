/**
 * A believable store: the catalog (catalog-seed.ts), customers with their
 * addresses (some registered with a tax number, on the customer and on an
 * address, some tax exempt), and orders over the last months in most of
 * BigCommerce's statuses, with line items, a shipping address, coupons on
 * some, one order refunded whole and one in part, a few paid in euros and
 * one in yen. Amounts are hundredths of the currency's unit
 * here and written as BigCommerce writes them (records.ts); tax is 8 % of
 * each line, shipping $8.99 under $100.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { pickOne, seedCatalog } from './catalog-seed.js';
import { COUPON_TYPES } from './order-lines.js';
import { ORDER_STATUSES, paymentStatusOf } from './order-statuses.js';
import { money4, rfc2822 } from './records.js';

type Seed = SeedContext<BigCommerceAccount>;
const DAY = 86_400_000;
const TAX_RATE = 0.08;

/** Statuses the seeded orders go through, in turn (every one a store sees in practice). */
const STATUS_CYCLE = [10, 2, 11, 9, 1, 7, 3, 5, 10, 2, 11, 12, 6, 8, 13, 0, 10, 2, 4, 14];
/** Tax numbers as customers type them (the connector trims them). */
const TAX_IDS = ['DE811907980', ' GB123456789 ', '94-1234567', 'FR40303265045'];

function seedCustomers(seed: Seed): StoredRecord[] {
  const { faker, put, account, now } = seed;
  const customers: StoredRecord[] = [];
  let addressId = 0;
  for (let index = 0; index < account.customers; index += 1) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const created = wholeSecond(now - (380 - index * 12) * DAY - faker.number.int({ min: 0, max: DAY }));
    const business = index % 5 === 2;
    const taxId = index % 6 === 1 ? TAX_IDS[(index / 6) % TAX_IDS.length | 0] : undefined;
    const customer = put('customers', {
      id: String(index + 1),
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
      first_name: first,
      last_name: last,
      company: business ? faker.company.name() : '',
      phone: faker.phone.number({ style: 'national' }),
      registration_ip_address: faker.internet.ipv4(),
      notes: '',
      tax_exempt_category: index % 8 === 3 ? 'E' : '',
      customer_group_id: business ? 2 : 0,
      date_created: created,
      date_modified: created + faker.number.int({ min: 0, max: 200 }) * DAY,
      authentication: { force_password_reset: false },
      accepts_product_review_abandoned_cart_emails: index % 3 === 0,
      origin_channel_id: 1,
      channel_ids: [1],
      store_credit: index % 7 === 0 ? 1500 : 0,
      form_fields: taxId ? [{ name: 'Tax ID', value: taxId }] : [],
    });
    const addresses = 1 + (index % 3 === 0 ? 1 : 0);
    for (let n = 0; n < addresses; n += 1) {
      put('customer_addresses', {
        id: String((addressId += 1)),
        customer_id: customer.id,
        first_name: first,
        last_name: last,
        company: String(customer.company),
        address1: faker.location.streetAddress(),
        address2: n === 1 ? `Suite ${faker.number.int({ min: 100, max: 900 })}` : '',
        city: faker.location.city(),
        state_or_province: faker.location.state(),
        postal_code: faker.location.zipCode('#####'),
        country: 'United States',
        country_code: 'US',
        phone: String(customer.phone),
        address_type: business ? 'commercial' : 'residential',
        form_fields: taxId && n === 0 ? [{ name: 'VAT number', value: taxId }] : [],
      });
    }
    customers.push(customer);
  }
  return customers;
}

function addressFrom(seed: Seed, customer: StoredRecord | undefined) {
  const { faker, tenant } = seed;
  const saved = customer ? tenant.table('customer_addresses').all().find((address) => address.customer_id === customer.id) : undefined;
  const first = customer ? String(customer.first_name) : faker.person.firstName();
  const last = customer ? String(customer.last_name) : faker.person.lastName();
  return {
    first_name: first,
    last_name: last,
    company: customer ? String(customer.company) : '',
    street_1: saved ? String(saved.address1) : faker.location.streetAddress(),
    street_2: saved ? String(saved.address2) : '',
    city: saved ? String(saved.city) : faker.location.city(),
    state: saved ? String(saved.state_or_province) : faker.location.state(),
    zip: saved ? String(saved.postal_code) : faker.location.zipCode('#####'),
    country: 'United States',
    country_iso2: 'US',
    phone: customer ? String(customer.phone) : '',
    email: customer ? String(customer.email) : faker.internet.email({ firstName: first, lastName: last, provider: 'example.net' }).toLowerCase(),
  };
}

interface Line { product: StoredRecord; variant: StoredRecord; quantity: number }

/**
 * The currency a shopper paid in (BigCommerce's multi-currency: the order's
 * transactional `default_currency_code`, the store's own USD beside it).
 * Amounts stay in hundredths of the unit, so a yen amount is a multiple of 100.
 */
interface Currency { id: number; code: string; rate: number; zeroDecimal: boolean }
const USD: Currency = { id: 1, code: 'USD', rate: 1, zeroDecimal: false };
const EUR: Currency = { id: 2, code: 'EUR', rate: 0.92, zeroDecimal: false };
const JPY: Currency = { id: 3, code: 'JPY', rate: 151.2, zeroDecimal: true };

const minor = (currency: Currency, hundredths: number) => (currency.zeroDecimal ? Math.round(hundredths / 100) * 100 : Math.round(hundredths));
const converted = (currency: Currency, usdCents: number) => minor(currency, usdCents * currency.rate);

function seedOrder(seed: Seed, id: number, at: number, customer: StoredRecord | undefined, lines: Line[], statusId: number, coupon: { code: string; percent?: number; off?: number } | undefined, currency: Currency): StoredRecord {
  const { put, faker, tenant, account } = seed;
  const orderId = String(id);
  const billing = addressFrom(seed, customer);
  const unitPrice = (line: Line) => converted(currency, Number(line.variant.calculated_price));
  const subtotal = lines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
  const discount = coupon ? (coupon.percent ? minor(currency, (subtotal * coupon.percent) / 100) : Math.min(subtotal, converted(currency, coupon.off ?? 0))) : 0;
  const shipping = subtotal >= converted(currency, 10000) ? 0 : converted(currency, 899);
  const shipped = [2, 10, 4, 14].includes(statusId);
  const itemsTotal = lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemsShipped = shipped ? itemsTotal : statusId === 3 ? lines[0]!.quantity : 0;
  const modified = at + faker.number.int({ min: 1, max: 72 }) * 3_600_000;
  const shippingAddressId = String(tenant.table('order_shipping_addresses').size + 1);
  let taxTotal = 0;
  lines.forEach((line, index) => {
    const price = unitPrice(line);
    const tax = minor(currency, price * TAX_RATE);
    taxTotal += tax * line.quantity;
    const lineDiscount = index === 0 ? discount : 0;
    const options = (line.variant.option_values as { id: number; label: string; option_id: number; option_display_name: string }[]).map((value, optionIndex) => ({
      id: id * 100 + index * 10 + optionIndex, option_id: value.option_id, order_product_id: tenant.table('order_products').size + 1, product_option_id: value.option_id,
      display_name: value.option_display_name, display_name_customer: value.option_display_name, display_name_merchant: value.option_display_name,
      display_value: value.label, display_value_customer: value.label, display_value_merchant: value.label, value: String(value.id),
      type: 'Multiple choice', name: value.option_display_name.toLowerCase(), display_style: 'Rectangle',
    }));
    put('order_products', {
      id: String(tenant.table('order_products').size + 1), order_id: orderId, product_id: line.product.id, variant_id: line.variant.id, order_address_id: shippingAddressId,
      name: String(line.product.name), name_customer: String(line.product.name), name_merchant: String(line.product.name), sku: String(line.variant.sku), upc: '', type: String(line.product.type),
      base_price: price, price_ex_tax: price, price_inc_tax: price + tax, price_tax: tax, base_total: price * line.quantity, total_ex_tax: price * line.quantity,
      total_inc_tax: (price + tax) * line.quantity, total_tax: tax * line.quantity, base_cost_price: Math.round(price * 0.45), cost_price_inc_tax: Math.round(price * 0.45),
      cost_price_ex_tax: Math.round(price * 0.45), cost_price_tax: 0, refund_amount: statusId === 4 ? (price + tax) * line.quantity : 0,
      base_wrapping_cost: 0, wrapping_cost_ex_tax: 0, wrapping_cost_inc_tax: 0, wrapping_cost_tax: 0, fixed_shipping_cost: 0,
      discounted_total_inc_tax: (price + tax) * line.quantity - lineDiscount,
      quantity: line.quantity, weight: 1.5, width: '10.0000', height: '12.0000', depth: '4.0000', is_refunded: statusId === 4, quantity_refunded: statusId === 4 ? line.quantity : 0,
      return_id: 0, wrapping_id: 0, wrapping_name: null, wrapping_message: '', quantity_shipped: shipped ? line.quantity : statusId === 3 && index === 0 ? line.quantity : 0,
      event_name: null, event_date: null, ebay_item_id: '', ebay_transaction_id: '', option_set_id: null, parent_order_product_id: null, is_bundled_product: false,
      bin_picking_number: '', external_id: null, brand: 'Harbor & Pine', gift_certificate_id: null,
      applied_discounts: lineDiscount && coupon ? [{ id: coupon.code, amount: money4(lineDiscount), name: `Coupon ${coupon.code}`, code: coupon.code, target: 'order' }] : [],
      product_options: options, configurable_fields: [],
    });
  });
  put('order_shipping_addresses', {
    id: shippingAddressId, order_id: orderId, ...billing, items_total: itemsTotal, items_shipped: itemsShipped,
    shipping_method: shipping === 0 ? 'Free Shipping' : 'Flat Rate', base_cost: shipping, cost_ex_tax: shipping, cost_inc_tax: shipping, cost_tax: 0,
    cost_tax_class_id: 2, base_handling_cost: 0, handling_cost_ex_tax: 0, handling_cost_inc_tax: 0, handling_cost_tax: 0, handling_cost_tax_class_id: 2,
    shipping_zone_id: 1, shipping_zone_name: 'United States', form_fields: [],
  });
  if (coupon) {
    put('order_coupons', {
      id: String(tenant.table('order_coupons').size + 1), coupon_id: coupon.percent ? 3 : 4, order_id: orderId, code: coupon.code,
      amount: String(coupon.percent ?? (coupon.off ?? 0) / 100), type: coupon.percent ? COUPON_TYPES.percentage_discount : COUPON_TYPES.per_total_discount, discount,
    });
  }
  const totalEx = subtotal + shipping - discount;
  return put('orders', {
    id: orderId, sort_id: id, customer_id: customer ? customer.id : '0', date_created: at, date_modified: modified,
    date_shipped: shipped ? rfc2822(modified) : '', status_id: statusId, status: ORDER_STATUSES[statusId], custom_status: ORDER_STATUSES[statusId],
    subtotal_ex_tax: subtotal, subtotal_inc_tax: subtotal + taxTotal, subtotal_tax: taxTotal, base_shipping_cost: shipping, shipping_cost_ex_tax: shipping,
    shipping_cost_inc_tax: shipping, shipping_cost_tax: 0, shipping_cost_tax_class_id: 2, base_handling_cost: 0, handling_cost_ex_tax: 0, handling_cost_inc_tax: 0,
    handling_cost_tax: 0, handling_cost_tax_class_id: 2, base_wrapping_cost: 0, wrapping_cost_ex_tax: 0, wrapping_cost_inc_tax: 0, wrapping_cost_tax: 0,
    wrapping_cost_tax_class_id: 3, total_ex_tax: totalEx, total_inc_tax: totalEx + taxTotal, total_tax: taxTotal, is_tax_inclusive_pricing: false,
    items_total: itemsTotal, items_shipped: itemsShipped, payment_method: statusId === 7 || statusId === 0 ? '' : 'Credit Card', payment_provider_id: statusId === 7 || statusId === 0 ? '' : `ch_${faker.string.alphanumeric(14)}`,
    payment_status: paymentStatusOf(statusId), refunded_amount: 0, order_is_digital: lines.every((line) => line.product.type === 'digital'),
    store_credit_amount: 0, gift_certificate_amount: 0, ip_address: faker.internet.ipv4(), ip_address_v6: '', geoip_country: 'United States', geoip_country_iso2: 'US',
    currency_id: currency.id, currency_code: currency.code, currency_exchange_rate: '1.0000000000', default_currency_id: currency.id, default_currency_code: currency.code,
    store_default_currency_code: account.currency, store_default_to_transactional_exchange_rate: currency.rate.toFixed(10),
    staff_notes: '', customer_message: id % 9 === 0 ? 'Please leave the parcel with the front desk.' : '', discount_amount: 0, coupon_discount: discount,
    shipping_address_count: 1, ebay_order_id: '0', cart_id: faker.string.uuid(), billing_address: { ...billing, form_fields: [] }, is_email_opt_in: id % 4 === 0,
    credit_card_type: null, order_source: 'www', channel_id: 1, external_source: null, external_id: null, external_merchant_id: null, external_order_id: '',
    tax_provider_id: 'BasicTaxProvider', customer_locale: 'en', is_deleted: false,
  });
}

function seedRefund(seed: Seed, order: StoredRecord, whole: boolean): void {
  const { put, tenant, faker } = seed;
  const lines = tenant.table('order_products').all().filter((line) => line.order_id === order.id);
  const refunded = whole ? lines : lines.slice(0, 1);
  const amount = whole ? Number(order.total_inc_tax) : Number(refunded[0]!.total_inc_tax);
  const tax = refunded.reduce((sum, line) => sum + Number(line.total_tax), 0);
  order.refunded_amount = amount;
  for (const line of refunded) Object.assign(line, { is_refunded: true, quantity_refunded: line.quantity, refund_amount: line.total_inc_tax });
  put('refunds', {
    id: String(tenant.table('refunds').size + 1), order_id: order.id, user_id: 1, created: Number(order.date_modified), reason: whole ? 'Customer changed their mind' : 'Item arrived damaged',
    total_amount: amount, total_tax: tax, uses_merchant_override_values: false,
    items: refunded.map((line) => ({ item_type: 'PRODUCT', item_id: Number(line.id), quantity: line.quantity, reason: whole ? 'Returned' : 'Damaged' })),
    payments: [{ id: tenant.table('refunds').size + 1, provider_id: 'braintree', amount: amount / 100, offline: false, is_declined: false, declined_message: '' }],
  });
  void faker;
}

/** BigCommerce keeps times to the second (RFC 2822 and its ISO times have no fractions). */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

export function seedBigCommerce(given: Seed): void {
  const seed = { ...given, now: wholeSecond(given.now) };
  const { faker, account, now, tenant } = seed;
  const products = seedCatalog(seed, account.products);
  const customers = seedCustomers(seed);
  const coupons = [{ code: 'SPRING10', percent: 10 }, { code: 'WELCOME5', off: 500 }];
  const times = Array.from({ length: account.orders }, () => wholeSecond(now - faker.number.int({ min: 2 * 3_600_000, max: 150 * DAY }))).sort((a, b) => a - b);
  times.forEach((at, index) => {
    const guest = index % 11 === 5;
    const customer = guest ? undefined : customers[faker.number.int({ min: 0, max: customers.length - 1 })];
    const lines: Line[] = Array.from({ length: 1 + (index % 4 === 0 ? 2 : index % 3 === 0 ? 1 : 0) }, () => {
      const product = pickOne(faker, products);
      const variant = pickOne(faker, tenant.table('product_variants').all().filter((candidate) => candidate.product_id === product.id));
      return { product, variant, quantity: faker.number.int({ min: 1, max: 3 }) };
    });
    const coupon = index % 5 === 1 ? coupons[index % 2] : undefined;
    // A few shoppers pay in euros, one in yen (a zero-decimal currency); the rest in the store's dollars.
    const currency = index === 17 ? JPY : index % 10 === 3 ? EUR : USD;
    const order = seedOrder(seed, 100 + index, at, customer, lines, STATUS_CYCLE[index % STATUS_CYCLE.length]!, coupon, currency);
    if (order.status_id === 4 || order.status_id === 14) seedRefund(seed, order, order.status_id === 4);
  });
  for (const product of products) {
    product.total_sold = tenant.table('order_products').all().filter((line) => line.product_id === product.id).reduce((sum, line) => sum + Number(line.quantity), 0);
  }
}
