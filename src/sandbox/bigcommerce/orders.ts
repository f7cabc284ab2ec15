/**
 * Orders on the v2 API (https://developer.bigcommerce.com/docs/rest-management/orders):
 * listed and read at /v2/orders, with the sub-resources an order links to
 * (order-lines.ts). Read-only here: orders come from the seed and the control plane.
 *
 * - The list skips deleted orders (`is_deleted`), filters by `min_id`/`max_id`,
 *   `min_total`/`max_total` (total_inc_tax), `customer_id`, `email` (the billing
 *   address's), `status_id`, `cart_id`, `payment_method`, `channel_id`,
 *   `external_order_id`, `min_date_created`/`max_date_created`,
 *   `min_date_modified`/`max_date_modified` (ISO 8601 or RFC 2822), and sorts
 *   by `sort=field` or `field:asc|desc` (id by default).
 * - Amounts are decimal strings with four places; times RFC 2822.
 */
import { defineResource, fail, type FieldTable, type KitRequest, type StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { amountParam, intId, nextId, readOnly, timeParam, v2Money, v2Time, wholeParam, type Ctx } from './records.js';

const MONEY = [
  'subtotal_ex_tax', 'subtotal_inc_tax', 'subtotal_tax', 'base_shipping_cost', 'shipping_cost_ex_tax', 'shipping_cost_inc_tax', 'shipping_cost_tax',
  'base_handling_cost', 'handling_cost_ex_tax', 'handling_cost_inc_tax', 'handling_cost_tax', 'base_wrapping_cost', 'wrapping_cost_ex_tax',
  'wrapping_cost_inc_tax', 'wrapping_cost_tax', 'total_ex_tax', 'total_inc_tax', 'total_tax', 'refunded_amount', 'store_credit_amount',
  'gift_certificate_amount', 'discount_amount', 'coupon_discount',
];

const fields: FieldTable = {
  id: intId,
  customer_id: readOnly('integer', { format: Number }),
  date_created: v2Time,
  date_modified: v2Time,
  date_shipped: readOnly('string'),
  status_id: readOnly('integer'),
  status: readOnly('string'),
  custom_status: readOnly('string'),
  ...Object.fromEntries(MONEY.map((name) => [name, v2Money])),
  shipping_cost_tax_class_id: readOnly('integer'),
  handling_cost_tax_class_id: readOnly('integer'),
  wrapping_cost_tax_class_id: readOnly('integer'),
  is_tax_inclusive_pricing: readOnly('boolean'),
  items_total: readOnly('integer'),
  items_shipped: readOnly('integer'),
  payment_method: readOnly('string'),
  payment_provider_id: readOnly('string'),
  payment_status: readOnly('string'),
  order_is_digital: readOnly('boolean'),
  ip_address: readOnly('string'),
  ip_address_v6: readOnly('string'),
  geoip_country: readOnly('string'),
  geoip_country_iso2: readOnly('string'),
  currency_id: readOnly('integer'),
  currency_code: readOnly('string'),
  currency_exchange_rate: readOnly('string'),
  default_currency_id: readOnly('integer'),
  default_currency_code: readOnly('string'),
  store_default_currency_code: readOnly('string'),
  store_default_to_transactional_exchange_rate: readOnly('string'),
  staff_notes: readOnly('string'),
  customer_message: readOnly('string'),
  shipping_address_count: readOnly('integer'),
  ebay_order_id: readOnly('string'),
  cart_id: readOnly('string'),
  billing_address: readOnly('object'),
  is_email_opt_in: readOnly('boolean'),
  credit_card_type: readOnly('string', { nullable: true }),
  order_source: readOnly('string'),
  channel_id: readOnly('integer'),
  external_source: readOnly('string', { nullable: true }),
  external_id: readOnly('string', { nullable: true }),
  external_merchant_id: readOnly('string', { nullable: true }),
  external_order_id: readOnly('string'),
  tax_provider_id: readOnly('string'),
  customer_locale: readOnly('string'),
  is_deleted: readOnly('boolean'),
};

const SORTABLE = ['id', 'customer_id', 'date_created', 'date_modified', 'status_id', 'channel_id', 'external_id'];

const email = (record: StoredRecord): string => String((record.billing_address as { email?: string } | undefined)?.email ?? '').toLowerCase();

/** The v2 resource links an order carries to its sub-resources. */
function link(ctx: Ctx, id: string, path: string) {
  const resource = `/orders/${id}/${path}`;
  return { url: `https://api.bigcommerce.com/stores/${ctx.account.storeHash}/v2${resource}`, resource };
}

export const orders = defineResource<BigCommerceAccount>({
  name: 'orders',
  labels: { api: 'v2' },
  routes: { list: 'GET /stores/:store_hash/v2/orders', get: 'GET /stores/:store_hash/v2/orders/:order_id' },
  idParam: 'order_id',
  newId: nextId,
  fields,
  timestamps: { created: 'date_created', updated: 'date_modified' },
  filters: {
    min_id: (record, value) => Number(record.id) >= wholeParam('min_id', value),
    max_id: (record, value) => Number(record.id) <= wholeParam('max_id', value),
    min_total: (record, value) => Number(record.total_inc_tax) >= amountParam('min_total', value),
    max_total: (record, value) => Number(record.total_inc_tax) <= amountParam('max_total', value),
    customer_id: (record, value) => Number(record.customer_id) === wholeParam('customer_id', value),
    email: (record, value) => email(record) === value.trim().toLowerCase(),
    status_id: (record, value) => record.status_id === wholeParam('status_id', value),
    cart_id: (record, value) => record.cart_id === value,
    payment_method: (record, value) => record.payment_method === value,
    channel_id: (record, value) => record.channel_id === wholeParam('channel_id', value),
    external_order_id: (record, value) => record.external_order_id === value,
    min_date_created: (record, value) => Number(record.date_created) >= timeParam('min_date_created', value),
    max_date_created: (record, value) => Number(record.date_created) <= timeParam('max_date_created', value),
    min_date_modified: (record, value) => Number(record.date_modified) >= timeParam('min_date_modified', value),
    max_date_modified: (record, value) => Number(record.date_modified) <= timeParam('max_date_modified', value),
  },
  sort: {
    fields: Object.fromEntries(SORTABLE.map((name) => [name, name === 'id' ? 'sort_id' : name])),
    read(request: KitRequest) {
      const text = request.query.get('sort');
      if (!text) return undefined;
      const [key = '', direction = 'asc'] = text.split(':');
      if (!SORTABLE.includes(key) || !['asc', 'desc'].includes(direction)) throw fail.validation(`sort must be one of ${SORTABLE.join(', ')}, optionally with :asc or :desc`, { field: 'sort' });
      return { key, direction: direction as 'asc' | 'desc' };
    },
  },
  hooks: {
    select: (records) => records.filter((record) => record.is_deleted !== true),
    present: (wire, record, ctx) => ({
      ...wire,
      products: link(ctx, record.id, 'products'),
      shipping_addresses: link(ctx, record.id, 'shipping_addresses'),
      coupons: link(ctx, record.id, 'coupons'),
    }),
  },
});
