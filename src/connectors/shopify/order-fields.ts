/**
 * A Shopify order as the unified ecommerce order (amounts in minor units of
 * the shop's currency, money.ts):
 *
 * | unified | Shopify |
 * |---|---|
 * | id | legacyResourceId |
 * | number, order_number | name without its "#" |
 * | currency | currencyCode (the shop's; amounts are `shopMoney`) |
 * | sub_total | subtotalPriceSet + totalDiscountsSet (lines before discounts) |
 * | shipping_cost, total_tax, total_discount, total_amount, refunded_amount | totalShippingPriceSet, totalTaxSet, totalDiscountsSet, totalPriceSet, totalRefundedSet |
 * | coupon_discount | totalDiscountsSet when a discount code applied, else 0 |
 * | discounts | discountApplications: code (or title), amount or percentage |
 * | status | cancelledAt → cancelled, closedAt → completed, else active |
 * | payment_status, fulfillment_status | displayFinancialStatus, displayFulfillmentStatus (below) |
 * | payment_method | paymentGatewayNames[0] |
 * | customer_id, customer | customer (the order's email when it has no customer's) |
 * | billing_address, shipping_address | billingAddress, shippingAddress |
 * | tracking | fulfillments' trackingInfo |
 * | line_items | lineItems (first 10) |
 * | refunds | refunds: totalRefundedSet, note as reason |
 */
import type { Static } from 'typebox';
import type { EcommerceOrder } from '../../unified/ecommerce/orders.js';
import { fieldTable } from '../kit/index.js';
import { bagMinor, idOf, isoOf, minorOf } from './money.js';
import type { ShopifyAddress, ShopifyDiscount, ShopifyLine, ShopifyOrder } from './wire-types.js';

type Order = Static<typeof EcommerceOrder>;

const PAYMENT: Readonly<Record<string, NonNullable<Order['payment_status']>>> = {
  PENDING: 'pending', AUTHORIZED: 'authorized', PAID: 'paid', PARTIALLY_PAID: 'partial', PARTIALLY_REFUNDED: 'partially_refunded', REFUNDED: 'refunded', VOIDED: 'voided', EXPIRED: 'voided',
};
const FULFILLMENT: Readonly<Record<string, NonNullable<Order['fulfillment_status']>>> = {
  FULFILLED: 'shipped', PARTIALLY_FULFILLED: 'partial', UNFULFILLED: 'pending', PENDING_FULFILLMENT: 'pending', OPEN: 'pending', IN_PROGRESS: 'pending', SCHEDULED: 'pending', ON_HOLD: 'pending', RESTOCKED: 'returned', REQUEST_DECLINED: 'unknown',
};

export function addressOf(address: ShopifyAddress | null) {
  if (!address) return null;
  return { line1: address.address1, line2: address.address2, company_name: address.company, city: address.city, state: address.provinceCode, postal_code: address.zip, country: address.countryCodeV2 };
}

function discountOf(discount: ShopifyDiscount) {
  const code = discount.code ?? discount.title ?? null;
  if (discount.value.__typename === 'MoneyV2') return { code, amount: minorOf(discount.value), percentage: null };
  return { code, amount: null, percentage: String(discount.value.percentage) };
}

function lineOf(line: ShopifyLine) {
  const unit = bagMinor(line.originalUnitPriceSet) ?? 0;
  const discount = bagMinor(line.totalDiscountSet) ?? 0;
  const tax = line.taxLines.reduce((sum, taxLine) => sum + (bagMinor(taxLine.priceSet) ?? 0), 0);
  const rate = line.taxLines[0]?.ratePercentage;
  return {
    id: idOf(line.id),
    product_id: line.product?.legacyResourceId ?? null,
    variant_id: line.variant?.legacyResourceId ?? null,
    sku: line.sku,
    name: line.name,
    description: line.variantTitle,
    quantity: String(line.quantity),
    unit_price: unit,
    tax_rate: rate === null || rate === undefined ? null : String(rate),
    tax_amount: tax,
    sub_total: unit * line.quantity,
    total_amount: unit * line.quantity - discount + tax,
    discounts: discount > 0 ? [{ code: null, amount: discount, percentage: null }] : [],
  };
}

function statusOf(order: ShopifyOrder): Order['status'] {
  if (order.cancelledAt) return 'cancelled';
  return order.closedAt ? 'completed' : 'active';
}

function customerOf(order: ShopifyOrder): Order['customer'] {
  const customer = order.customer;
  const email = customer?.email ?? order.email;
  const phone = customer?.phone ?? order.phone;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return {
    id: customer?.legacyResourceId ?? null,
    name: name || null,
    first_name: customer?.firstName ?? null,
    last_name: customer?.lastName ?? null,
    emails: email ? [{ email, type: 'primary' }] : [],
    phone_numbers: phone ? [{ number: phone, type: 'primary' }] : [],
  };
}

export const orderFields = fieldTable<Order, ShopifyOrder>({
  id: { at: 'legacyResourceId', write: false },
  number: { read: (order) => order.name.replace(/^#/, ''), reads: ['name'], write: false },
  order_number: { read: (order) => order.name.replace(/^#/, ''), reads: ['name'], write: false },
  currency: { at: 'currencyCode', write: false },
  discounts: { read: (order) => order.discountApplications.nodes.map(discountOf), reads: ['discountApplications'], write: false },
  sub_total: { read: (order) => (bagMinor(order.subtotalPriceSet) ?? 0) + (bagMinor(order.totalDiscountsSet) ?? 0), reads: ['subtotalPriceSet', 'totalDiscountsSet'], write: false },
  shipping_cost: { read: (order) => bagMinor(order.totalShippingPriceSet), reads: ['totalShippingPriceSet'], write: false },
  coupon_discount: { read: (order) => (order.discountCodes.length ? (bagMinor(order.totalDiscountsSet) ?? 0) : 0), reads: ['discountCodes', 'totalDiscountsSet'], write: false },
  total_discount: { read: (order) => bagMinor(order.totalDiscountsSet), reads: ['totalDiscountsSet'], write: false },
  total_tax: { read: (order) => bagMinor(order.totalTaxSet), reads: ['totalTaxSet'], write: false },
  total_amount: { read: (order) => bagMinor(order.totalPriceSet), reads: ['totalPriceSet'], write: false },
  refunded_amount: { read: (order) => bagMinor(order.totalRefundedSet), reads: ['totalRefundedSet'], write: false },
  tax_inclusive: { at: 'taxesIncluded', write: false },
  status: { read: statusOf, reads: ['cancelledAt', 'closedAt'], write: false },
  payment_status: { read: (order) => PAYMENT[order.displayFinancialStatus ?? ''] ?? 'unknown', reads: ['displayFinancialStatus'], write: false },
  fulfillment_status: { read: (order) => (order.cancelledAt ? 'cancelled' : FULFILLMENT[order.displayFulfillmentStatus] ?? 'unknown'), reads: ['displayFulfillmentStatus', 'cancelledAt'], write: false },
  payment_method: { read: (order) => order.paymentGatewayNames[0] ?? null, reads: ['paymentGatewayNames'], write: false },
  customer_id: { read: (order) => order.customer?.legacyResourceId ?? null, reads: ['customer'], write: false },
  customer: { read: customerOf, reads: ['customer', 'email', 'phone'], write: false },
  billing_address: { read: (order) => addressOf(order.billingAddress), reads: ['billingAddress'], write: false },
  shipping_address: { read: (order) => addressOf(order.shippingAddress), reads: ['shippingAddress'], write: false },
  tracking: {
    read: (order) => order.fulfillments.flatMap((fulfillment) => fulfillment.trackingInfo.map((info) => ({ provider: info.company, number: info.number, url: info.url, updated_at: isoOf(fulfillment.updatedAt) }))),
    reads: ['fulfillments'],
    write: false,
  },
  line_items: { read: (order) => order.lineItems.nodes.map(lineOf), reads: ['lineItems'], write: false },
  note: { at: 'note', write: false },
  refunds: {
    read: (order) => order.refunds.map((refund) => ({ id: refund.legacyResourceId, amount: bagMinor(refund.totalRefundedSet), currency: refund.totalRefundedSet.shopMoney.currencyCode, reason: refund.note ?? '', created_at: isoOf(refund.createdAt) })),
    reads: ['refunds'],
    write: false,
  },
  created_at: { read: (order) => isoOf(order.createdAt), reads: ['createdAt'], write: false },
  updated_at: { read: (order) => isoOf(order.updatedAt), reads: ['updatedAt'], write: false },
});
