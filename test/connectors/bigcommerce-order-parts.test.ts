/**
 * BigCommerce's order parts (order-parts.ts, on the kit's everyRecord and
 * the v2 and v3 dialects' paging) against a scripted platform: the refunds
 * of a page of orders end where v3's `total_pages` says, and an order whose
 * lines never end fails after its bound instead of answering part of the
 * order.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { loadOrderParts } from '../../src/connectors/bigcommerce/order-parts.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

const STORE = '/stores/abc123';

/** A store answering its order lists from `answer`, with the connection's store hash. */
function store(answer: (request: DownstreamRequest) => unknown) {
  const platform = scriptedPlatform(answer);
  return { ctx: { ...platform.ctx, settings: { store_hash: 'abc123' } }, calls: platform.calls };
}

describe('BigCommerce loadOrderParts', () => {
  it("reads the refunds of a page's refunded orders on v3's pages, until total_pages", async () => {
    const { ctx, calls } = store((request) => {
      if (!request.path.endsWith('/payment_actions/refunds')) return null;
      const page = Number(request.query?.page);
      // A short first page that is not the last: total_pages, not the page's length, ends the list.
      return { data: [{ id: page, order_id: page === 1 ? 7 : 9 }], meta: { pagination: { total_pages: 2 } } };
    });
    const orders = [{ id: 7, refunded_amount: '5.00', shipping_address_count: 0 }, { id: 9, refunded_amount: '1.00', shipping_address_count: 0 }];
    const { refunds } = await loadOrderParts(ctx, orders);
    expect([...refunds.entries()]).toEqual([[7, [{ id: 1, order_id: 7 }]], [9, [{ id: 2, order_id: 9 }]]]);
    const refundCalls = calls.filter((call) => call.path === `${STORE}/v3/orders/payment_actions/refunds`);
    expect(refundCalls.map((call) => call.query)).toEqual([1, 2].map((page) => ({ 'order_id:in': '7,9', page, limit: 250 })));
  });

  it("fails past its bound for an order whose products never end, never answering part of the order", async () => {
    const { ctx, calls } = store((request) => {
      if (!request.path.endsWith('/products')) return null;
      return Array.from({ length: 250 }, (_, index) => ({ id: Number(request.query?.page) * 1000 + index, order_id: 7 }));
    });
    const failure = await loadOrderParts(ctx, { id: 7, shipping_address_count: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, message: 'BigCommerce has more products of order 7 than the 5000 the connector reads (20 pages)' });
    expect(calls.map((call) => call.query)).toEqual(Array.from({ length: 20 }, (_, index) => ({ page: index + 1, limit: 250 })));
  });
});
