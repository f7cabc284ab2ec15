/**
 * What a v2 order links to and the unified order carries whole
 * (orders.v2.oas2.yml, orders.v3.yml): its products (the line items), its
 * shipping addresses, its coupons and its refunds. Loaded once per answer
 * for every order in it (a list page or one order), a few orders at a time
 * so a page does not burst past the store's rate window, and only where the
 * order says there is something: coupons where `coupon_discount` is not
 * zero, refunds (one call for the page, `order_id:in`) where
 * `refunded_amount` is not zero, shipping addresses where
 * `shipping_address_count` is not zero.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { everyRecord } from '../kit/index.js';
import { STORE_HASH } from './api.js';
import { bigcommerceV2Dialect, bigcommerceV3Dialect, v2Records } from './dialect.js';
import type { BigCommerceOrder, BigCommerceOrderCoupon, BigCommerceOrderProduct, BigCommerceRefund, BigCommerceShippingAddress } from './wire-types.js';

export interface OrderParts {
  products: ReadonlyMap<number, readonly BigCommerceOrderProduct[]>;
  shipping: ReadonlyMap<number, readonly BigCommerceShippingAddress[]>;
  coupons: ReadonlyMap<number, readonly BigCommerceOrderCoupon[]>;
  refunds: ReadonlyMap<number, readonly BigCommerceRefund[]>;
}

const AT_ONCE = 4;

const nonZero = (amount: unknown) => amount !== undefined && amount !== null && amount !== '' && Number(amount) !== 0;

async function eachLimited<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  }));
}

/**
 * Pages of 250 an order's list (its products, addresses or coupons; the
 * refunds of a page of orders) reads at most: 5,000 records, far past any
 * real order. Part of an order is never answered as the order: a longer
 * list fails instead.
 */
const MAX_PAGES = 20;

/** Every page of a v2 list under an order (the v2 dialect ends it on a short page or the 204 past the last). */
const allOf = <W>(ctx: ConnectorContext, path: string, whole: string): Promise<W[]> =>
  everyRecord<W>(ctx, { path, dialect: bigcommerceV2Dialect, at: (body) => v2Records<W>(body), maxPages: MAX_PAGES, whole });

/** The refunds of these orders, one call (`order_id:in`) and its pages (the v3 dialect ends them on `total_pages`). */
async function refundsOf(ctx: ConnectorContext, base: string, ids: readonly number[]): Promise<Map<number, BigCommerceRefund[]>> {
  const byOrder = new Map<number, BigCommerceRefund[]>();
  if (ids.length === 0) return byOrder;
  const refunds = await everyRecord<BigCommerceRefund>(ctx, {
    path: `${base}/v3/orders/payment_actions/refunds`,
    query: { 'order_id:in': ids.join(',') },
    dialect: bigcommerceV3Dialect,
    at: 'data',
    maxPages: MAX_PAGES,
    whole: 'refunds of these orders',
  });
  for (const refund of refunds) byOrder.set(refund.order_id, [...(byOrder.get(refund.order_id) ?? []), refund]);
  return byOrder;
}

export async function loadOrderParts(ctx: ConnectorContext, body: unknown): Promise<OrderParts> {
  const orders = (Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : []) as BigCommerceOrder[];
  const base = `/stores/${segment(ctx.settings[STORE_HASH] ?? '')}`;
  const products = new Map<number, BigCommerceOrderProduct[]>();
  const shipping = new Map<number, BigCommerceShippingAddress[]>();
  const coupons = new Map<number, BigCommerceOrderCoupon[]>();
  const [refunds] = await Promise.all([
    refundsOf(ctx, base, orders.filter((order) => nonZero(order.refunded_amount)).map((order) => order.id)),
    eachLimited(orders, async (order) => {
      const path = `${base}/v2/orders/${segment(String(order.id))}`;
      products.set(order.id, await allOf(ctx, `${path}/products`, `products of order ${order.id}`));
      if ((order.shipping_address_count ?? 1) > 0) shipping.set(order.id, await allOf(ctx, `${path}/shipping_addresses`, `shipping addresses of order ${order.id}`));
      if (nonZero(order.coupon_discount)) coupons.set(order.id, await allOf(ctx, `${path}/coupons`, `coupons of order ${order.id}`));
    }),
  ]);
  return { products, shipping, coupons, refunds };
}
