/**
 * Unified ecommerce orders on BigCommerce's v2 orders
 * (https://developer.bigcommerce.com/docs/rest-management/orders): listed
 * with GET /v2/orders, one read with GET /v2/orders/{id}, each with its
 * products, shipping addresses, coupons and refunds (order-parts.ts;
 * order-fields.ts for the mapping). Read-only, as the unified API is.
 *
 * Filters: `email` (the billing address's), `customer_id`,
 * `updated_since` → `min_date_modified`, `created_since` → `min_date_created`.
 * Sort: created_at → `date_created`, updated_at → `date_modified`
 * (`sort=field:asc|desc`); BigCommerce has no sort by name.
 * A deleted order (in the store's archive) is not in the list, as on BigCommerce.
 */
import { orders } from '../../unified/ecommerce/orders.js';
import { collection } from '../kit/index.js';
import { V2 } from './api.js';
import { bigcommerceV2Dialect, param, since, v2Records, wholeId } from './dialect.js';
import { BIGCOMMERCE_ORDER_EVENTS } from './events.js';
import { orderFields } from './order-fields.js';
import { loadOrderParts } from './order-parts.js';
import type { BigCommerceOrder } from './wire-types.js';

export const bigcommerceOrders = collection(orders, {
  dialect: bigcommerceV2Dialect,
  downstream: { id: 'orders', name: 'Orders' },
  what: 'order',
  fields: orderFields,
  path: `${V2}/orders`,
  listAt: (body) => v2Records<BigCommerceOrder>(body),
  context: (body, { ctx }) => loadOrderParts(ctx, body),
  filters: {
    email: param('email'),
    customer_id: wholeId('customer_id'),
    updated_since: since('min_date_modified'),
    created_since: since('min_date_created'),
  },
  list: true,
  events: BIGCOMMERCE_ORDER_EVENTS,
});
