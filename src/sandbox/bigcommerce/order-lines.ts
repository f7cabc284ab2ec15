/**
 * What an order links to on the v2 API: its products (line items, with the
 * options chosen and the discounts applied), its shipping addresses and its
 * coupons, each listed under /v2/orders/{order_id}/… (products and shipping
 * addresses also read one by one). Amounts are four-place decimal strings,
 * as on the order.
 */
import { defineResource, type FieldTable } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { intId, nextId, readOnly, v2Money } from './records.js';

const underOrder = { param: 'order_id', field: 'order_id', resource: 'orders' };
const orderId = readOnly('integer', { format: Number });

const productMoney = [
  'base_price', 'price_ex_tax', 'price_inc_tax', 'price_tax', 'base_total', 'total_ex_tax', 'total_inc_tax', 'total_tax', 'base_cost_price',
  'cost_price_inc_tax', 'cost_price_ex_tax', 'cost_price_tax', 'refund_amount', 'base_wrapping_cost', 'wrapping_cost_ex_tax',
  'wrapping_cost_inc_tax', 'wrapping_cost_tax', 'fixed_shipping_cost', 'discounted_total_inc_tax',
];

const productFields: FieldTable = {
  id: intId,
  order_id: orderId,
  product_id: readOnly('integer', { format: Number }),
  variant_id: readOnly('integer', { format: Number }),
  order_address_id: readOnly('integer', { format: Number }),
  name: readOnly('string'),
  name_customer: readOnly('string'),
  name_merchant: readOnly('string'),
  sku: readOnly('string'),
  upc: readOnly('string'),
  type: readOnly('string'),
  ...Object.fromEntries(productMoney.map((name) => [name, v2Money])),
  quantity: readOnly('integer'),
  weight: readOnly('number'),
  width: readOnly('string'),
  height: readOnly('string'),
  depth: readOnly('string'),
  is_refunded: readOnly('boolean'),
  quantity_refunded: readOnly('integer'),
  return_id: readOnly('integer'),
  wrapping_id: readOnly('integer'),
  wrapping_name: readOnly('string', { nullable: true }),
  wrapping_message: readOnly('string'),
  quantity_shipped: readOnly('integer'),
  event_name: readOnly('string', { nullable: true }),
  event_date: readOnly('string', { nullable: true }),
  ebay_item_id: readOnly('string'),
  ebay_transaction_id: readOnly('string'),
  option_set_id: readOnly('integer', { nullable: true }),
  parent_order_product_id: readOnly('integer', { nullable: true }),
  is_bundled_product: readOnly('boolean'),
  bin_picking_number: readOnly('string'),
  external_id: readOnly('string', { nullable: true }),
  brand: readOnly('string'),
  gift_certificate_id: readOnly('integer', { nullable: true }),
  applied_discounts: readOnly('array'),
  product_options: readOnly('array'),
  configurable_fields: readOnly('array'),
};

export const orderProducts = defineResource<BigCommerceAccount>({
  name: 'order_products',
  labels: { api: 'v2' },
  routes: { list: 'GET /stores/:store_hash/v2/orders/:order_id/products', get: 'GET /stores/:store_hash/v2/orders/:order_id/products/:product_id' },
  idParam: 'product_id',
  parent: underOrder,
  newId: nextId,
  fields: productFields,
});

const addressMoney = ['base_cost', 'cost_ex_tax', 'cost_inc_tax', 'cost_tax', 'base_handling_cost', 'handling_cost_ex_tax', 'handling_cost_inc_tax', 'handling_cost_tax'];

export const orderShippingAddresses = defineResource<BigCommerceAccount>({
  name: 'order_shipping_addresses',
  labels: { api: 'v2' },
  routes: { list: 'GET /stores/:store_hash/v2/orders/:order_id/shipping_addresses', get: 'GET /stores/:store_hash/v2/orders/:order_id/shipping_addresses/:id' },
  parent: underOrder,
  newId: nextId,
  fields: {
    id: intId,
    order_id: orderId,
    first_name: readOnly('string'),
    last_name: readOnly('string'),
    company: readOnly('string'),
    street_1: readOnly('string'),
    street_2: readOnly('string'),
    city: readOnly('string'),
    zip: readOnly('string'),
    country: readOnly('string'),
    country_iso2: readOnly('string'),
    state: readOnly('string'),
    email: readOnly('string'),
    phone: readOnly('string'),
    items_total: readOnly('integer'),
    items_shipped: readOnly('integer'),
    shipping_method: readOnly('string'),
    ...Object.fromEntries(addressMoney.map((name) => [name, v2Money])),
    cost_tax_class_id: readOnly('integer'),
    handling_cost_tax_class_id: readOnly('integer'),
    shipping_zone_id: readOnly('integer'),
    shipping_zone_name: readOnly('string'),
    form_fields: readOnly('array'),
  },
  hooks: {
    present: (wire, record, ctx) => {
      const resource = `/orders/${record.order_id as string}/shipping_addresses/${record.id}/shipping_quotes`;
      return { ...wire, shipping_quotes: { url: `https://api.bigcommerce.com/stores/${ctx.account.storeHash}/v2${resource}`, resource } };
    },
  },
});

/** Coupon types by number, as the description's table lists them. */
export const COUPON_TYPES = { per_item_discount: 0, percentage_discount: 1, per_total_discount: 2, shipping_discount: 3, free_shipping: 4, promotion: 5 } as const;

export const orderCoupons = defineResource<BigCommerceAccount>({
  name: 'order_coupons',
  labels: { api: 'v2' },
  routes: { list: 'GET /stores/:store_hash/v2/orders/:order_id/coupons' },
  parent: underOrder,
  newId: nextId,
  fields: {
    id: intId,
    coupon_id: readOnly('integer'),
    order_id: orderId,
    code: readOnly('string'),
    // "$3 returns as 3 while 5% returns as 5": the coupon's own amount, not what it took off.
    amount: readOnly('string'),
    type: readOnly('integer'),
    discount: { kind: 'integer', readOnly: true, format: (cents) => Number(cents) / 100 },
  },
});
