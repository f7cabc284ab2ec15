/**
 * Unified ecommerce orders from BigCommerce's v2 orders, their products,
 * shipping addresses, coupons and refunds (order-parts.ts). Amounts are in
 * minor units of the order's transactional currency (money.ts).
 *
 * | unified | BigCommerce |
 * |---|---|
 * | id, number, order_number | id (BigCommerce's order number is its id) |
 * | currency | default_currency_code (the currency paid in), else currency_code |
 * | sub_total | subtotal_ex_tax |
 * | shipping_cost | shipping_cost_ex_tax |
 * | coupon_discount | coupon_discount |
 * | total_discount | coupon_discount + discount_amount (a manual discount) |
 * | total_tax, total_amount, refunded_amount | total_tax, total_inc_tax, refunded_amount |
 * | tax_inclusive | is_tax_inclusive_pricing |
 * | status, payment_status, fulfillment_status | status_id, payment_status, items_shipped (order-status.ts) |
 * | payment_method | payment_method |
 * | customer_id, customer | customer_id (0, a guest: null); the billing address's name, company, email and phone |
 * | billing_address | billing_address |
 * | shipping_address | the first of the order's shipping addresses |
 * | line_items | the order's products (order-lines.ts) |
 * | discounts | the order's coupons (percentage where the coupon is one), and a manual discount without a code |
 * | refunds | the order's refunds (v3 payment actions) |
 * | note | customer_message |
 * | created_at, updated_at | date_created, date_modified (RFC 2822) |
 *
 * Left out: `tracking` (BigCommerce keeps it on shipments, GET
 * /v2/orders/{id}/shipments, which the connector does not read).
 */
import type { Static } from 'typebox';
import type { EcommerceOrder } from '../../unified/ecommerce/orders.js';
import { codecs, fieldTable } from '../kit/index.js';
import { nonEmpty, orderAddress } from './addresses.js';
import { minor, orderCurrency } from './money.js';
import type { OrderParts } from './order-parts.js';
import { lineItemOf } from './order-lines.js';
import { fulfillmentStatusOf, orderStatusOf, paymentStatusOf } from './order-status.js';
import type { BigCommerceOrder } from './wire-types.js';

type Order = Static<typeof EcommerceOrder>;
const { boolean, idText, isoDateTime } = codecs;

const amount = (at: keyof BigCommerceOrder) => ({
  read: (order: BigCommerceOrder) => minor(order[at], orderCurrency(order)),
  reads: [at, 'default_currency_code', 'currency_code'],
  write: false as const,
});

const customerIdOf = (order: BigCommerceOrder) => (typeof order.customer_id === 'number' && order.customer_id > 0 ? String(order.customer_id) : null);

function customerOf(order: BigCommerceOrder): Order['customer'] {
  const billing = order.billing_address ?? {};
  const first = nonEmpty(billing.first_name);
  const last = nonEmpty(billing.last_name);
  const email = nonEmpty(billing.email);
  const phone = nonEmpty(billing.phone);
  return {
    id: customerIdOf(order),
    name: [first, last].filter((part) => part !== null).join(' ') || null,
    first_name: first,
    last_name: last,
    company_name: nonEmpty(billing.company),
    emails: email ? [{ email, type: 'primary' as const }] : [],
    phone_numbers: phone ? [{ number: phone, type: 'primary' as const }] : [],
  };
}

function discountsOf(order: BigCommerceOrder, parts: OrderParts): NonNullable<Order['discounts']> {
  const currency = orderCurrency(order);
  const coupons = (parts.coupons.get(order.id) ?? []).map((coupon) => ({
    code: nonEmpty(coupon.code),
    amount: minor(coupon.discount, currency),
    // Type 1 is a percentage coupon: its amount is the percent ("$3 returns as 3 while 5% returns as 5").
    percentage: coupon.type === 1 && coupon.amount !== undefined ? String(Number(coupon.amount)) : null,
  }));
  const manual = minor(order.discount_amount, currency);
  return manual ? [...coupons, { code: null, amount: manual, percentage: null }] : coupons;
}

export const orderFields = fieldTable<Order, BigCommerceOrder, OrderParts>({
  id: { at: 'id', codec: idText, write: false },
  number: { at: 'id', codec: idText, write: false },
  order_number: { at: 'id', codec: idText, write: false },
  currency: { read: (order) => orderCurrency(order) as Order['currency'], reads: ['default_currency_code', 'currency_code'], write: false },
  discounts: { read: discountsOf, reads: ['discount_amount'], write: false },
  sub_total: amount('subtotal_ex_tax'),
  shipping_cost: amount('shipping_cost_ex_tax'),
  coupon_discount: amount('coupon_discount'),
  total_discount: {
    read: (order) => {
      const currency = orderCurrency(order);
      const coupons = minor(order.coupon_discount, currency);
      const manual = minor(order.discount_amount, currency);
      return coupons === null && manual === null ? null : (coupons ?? 0) + (manual ?? 0);
    },
    reads: ['coupon_discount', 'discount_amount'],
    write: false,
  },
  total_tax: amount('total_tax'),
  total_amount: amount('total_inc_tax'),
  refunded_amount: amount('refunded_amount'),
  tax_inclusive: { at: 'is_tax_inclusive_pricing', codec: boolean, write: false },
  status: { read: orderStatusOf, reads: ['status_id', 'is_deleted'], write: false },
  payment_status: { read: paymentStatusOf, reads: ['payment_status', 'status_id'], write: false },
  fulfillment_status: { read: fulfillmentStatusOf, reads: ['status_id', 'items_shipped', 'items_total'], write: false },
  payment_method: { read: (order) => nonEmpty(order.payment_method), reads: ['payment_method'], write: false },
  customer_id: { read: customerIdOf, reads: ['customer_id'], write: false },
  customer: { read: customerOf, reads: ['customer_id', 'billing_address'], write: false },
  billing_address: { read: (order) => orderAddress(order.billing_address), reads: ['billing_address'], write: false },
  shipping_address: { read: (order, parts) => orderAddress(parts.shipping.get(order.id)?.[0]), write: false },
  line_items: { read: (order, parts) => (parts.products.get(order.id) ?? []).map((line) => lineItemOf(line, orderCurrency(order))), write: false },
  note: { read: (order) => nonEmpty(order.customer_message), reads: ['customer_message'], write: false },
  refunds: {
    read: (order, parts) => (parts.refunds.get(order.id) ?? []).map((refund) => {
      const reason = nonEmpty(refund.reason);
      return {
        id: String(refund.id),
        amount: minor(refund.total_amount, orderCurrency(order)),
        currency: orderCurrency(order) as Order['currency'],
        // The model's reason is text or absent, never null.
        ...(reason === null ? {} : { reason }),
        created_at: isoDateTime.read(refund.created, refund) ?? null,
      };
    }),
    write: false,
  },
  created_at: { at: 'date_created', codec: isoDateTime, write: false, sort: 'date_created' },
  updated_at: { at: 'date_modified', codec: isoDateTime, write: false, sort: 'date_modified' },
});
