/**
 * BigCommerce's order statuses (fixed ids across stores, GET /v2/order_statuses;
 * https://developer.bigcommerce.com/docs/store-operations/orders/order-statuses)
 * in the unified model's three dimensions:
 *
 * | status_id | BigCommerce | status | fulfillment_status |
 * |---|---|---|---|
 * | 0 | Incomplete (a checkout never finished) | other | pending |
 * | 1, 7, 8, 9, 11, 12, 13 | Pending, Awaiting Payment, Awaiting Pickup, Awaiting Shipment, Awaiting Fulfillment, Manual Verification Required, Disputed | active | from the items shipped |
 * | 3 | Partially Shipped | active | partial |
 * | 2, 10 | Shipped, Completed | completed | shipped (delivered: a completed order with nothing to ship, a download) |
 * | 14 | Partially Refunded | completed | from the items shipped |
 * | 4 | Refunded | cancelled | returned where items were shipped, else cancelled |
 * | 5, 6 | Cancelled, Declined | cancelled | cancelled |
 *
 * A deleted order (`is_deleted`, in the store's archive) is `archived`.
 *
 * BigCommerce's `payment_status` (the gateway's word): authorized; captured
 * or paid → paid; partially refunded, refunded; void → voided; pending and
 * held for review → pending; declined → unknown; none yet ("") → pending
 * while the order awaits payment, else unknown.
 */
import type { BigCommerceOrder } from './wire-types.js';

type Status = 'active' | 'completed' | 'cancelled' | 'archived' | 'unknown' | 'other';
type Payment = 'pending' | 'authorized' | 'paid' | 'partial' | 'refunded' | 'voided' | 'unknown' | 'partially_refunded';
type Fulfillment = 'pending' | 'shipped' | 'partial' | 'delivered' | 'cancelled' | 'returned' | 'unknown';

const ACTIVE = [1, 3, 7, 8, 9, 11, 12, 13];

export function orderStatusOf(order: BigCommerceOrder): Status {
  if (order.is_deleted === true) return 'archived';
  const id = order.status_id;
  if (id === undefined) return 'unknown';
  if (id === 0) return 'other';
  if (ACTIVE.includes(id)) return 'active';
  if (id === 2 || id === 10 || id === 14) return 'completed';
  if (id === 4 || id === 5 || id === 6) return 'cancelled';
  return 'unknown';
}

const PAYMENTS: Readonly<Record<string, Payment>> = {
  authorized: 'authorized',
  captured: 'paid',
  paid: 'paid',
  'partially refunded': 'partially_refunded',
  refunded: 'refunded',
  void: 'voided',
  voided: 'voided',
  pending: 'pending',
  'held for review': 'pending',
  declined: 'unknown',
};

export function paymentStatusOf(order: BigCommerceOrder): Payment | null {
  const said = (order.payment_status ?? '').trim().toLowerCase();
  if (said !== '') return PAYMENTS[said] ?? 'unknown';
  return order.status_id === 7 || order.status_id === 1 ? 'pending' : 'unknown';
}

function byShipments(order: BigCommerceOrder): Fulfillment {
  const total = order.items_total ?? 0;
  const shipped = order.items_shipped ?? 0;
  if (shipped <= 0) return 'pending';
  return shipped < total ? 'partial' : 'shipped';
}

export function fulfillmentStatusOf(order: BigCommerceOrder): Fulfillment | null {
  switch (order.status_id) {
    case undefined:
      return null;
    case 5:
    case 6:
      return 'cancelled';
    case 4:
      return (order.items_shipped ?? 0) > 0 ? 'returned' : 'cancelled';
    case 3:
      return 'partial';
    case 2:
      return 'shipped';
    case 10:
      return (order.items_shipped ?? 0) > 0 ? 'shipped' : 'delivered';
    default:
      return byShipments(order);
  }
}
