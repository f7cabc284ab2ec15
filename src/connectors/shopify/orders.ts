/**
 * Unified ecommerce orders on Shopify's `orders` and `order(id)`, mapped by
 * order-fields.ts. Filters and sorts are Shopify's search syntax and sort
 * keys (search.ts). Without the `read_all_orders` scope Shopify returns only
 * the last 60 days of orders: the list says so in `meta.notices` (code
 * `partial_history`) on every page, read from the token's own granted scopes
 * (`currentAppInstallation.accessScopes`, asked in the same query), rather
 * than answering a silently short history; a get of an older order is then
 * not found, with the same reason in its message.
 */
import { orders } from '../../unified/ecommerce/orders.js';
import { implement, type ListNotice } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { shopifyQuery } from './graphql.js';
import { graphList } from './listing.js';
import { orderFields } from './order-fields.js';
import { ORDER_PAGE_MAX, ORDER_QUERY, ORDERS_QUERY } from './queries.js';
import { orderSearch, recordId, sortOf } from './search.js';
import { SHOPIFY_ORDER_EVENTS } from './webhook-topics.js';
import type { ShopifyOrder } from './wire-types.js';

interface Scopes {
  currentAppInstallation: { accessScopes: { handle: string }[] };
}

export const PARTIAL_HISTORY: ListNotice = {
  code: 'partial_history',
  message: 'This Shopify connection was not granted the read_all_orders scope, so Shopify returns only orders from the last 60 days. Reconnect with read_all_orders for the whole history.',
};

const readsAll = (data: Scopes) => data.currentAppInstallation.accessScopes.some((scope) => scope.handle === 'read_all_orders');

/** `name` (the reference's third sort field) is not offered: the unified order has no name field that the order could be checked against. */
export const ORDER_SORT_KEYS: Readonly<Record<string, string>> = { created_at: 'CREATED_AT', updated_at: 'UPDATED_AT' };

export const shopifyOrders = implement(orders, {
  downstream: { id: 'orders', name: 'Orders' },
  mapper: orderFields,
  events: SHOPIFY_ORDER_EVENTS,
  list: {
    paging: true,
    filters: ['email', 'customer_id', 'updated_since', 'created_since'],
    sortBy: Object.keys(ORDER_SORT_KEYS),
    async run(ctx, params) {
      const { page, data } = await graphList<ShopifyOrder, ReturnType<typeof orderFields>, { orders: { nodes: ShopifyOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } & Scopes>(ctx, {
        query: ORDERS_QUERY,
        pageMax: ORDER_PAGE_MAX,
        connection: (answer) => answer.orders,
        variables: (list) => ({ query: orderSearch(list.filter) ?? null, ...sortOf(list.sort, ORDER_SORT_KEYS) }),
        map: (node) => orderFields(node),
      }, params);
      return readsAll(data) ? page : { ...page, notices: [PARTIAL_HISTORY] };
    },
  },
  async one(ctx, { id }) {
    const legacy = recordId(id, 'order');
    const { data } = await shopifyQuery<{ order: ShopifyOrder | null } & Scopes>(ctx, ORDER_QUERY, { id: `gid://shopify/Order/${legacy}` });
    if (!data.order) {
      const reason = readsAll(data) ? '' : ' (this connection reads only the last 60 days of orders: it lacks read_all_orders)';
      throw entityNotFound(`No Shopify order has this id${reason}`, { id: id.slice(0, 64) });
    }
    return orderFields(data.order);
  },
});
