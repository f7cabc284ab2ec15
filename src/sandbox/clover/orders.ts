/**
 * Orders (https://docs.clover.com/docs/creating-custom-orders,
 * https://docs.clover.com/reference/ordergetorders): list, create, get,
 * update (POST) and delete at /v3/merchants/{mId}/orders.
 *
 * - An order created without a `state` is unfinished: it can be read by its
 *   id but stays out of the list until its state is set (to `open`), as the
 *   custom-orders page says.
 * - Clover does not compute `total`: the app that changes an order sets it
 *   (in cents). `paymentState` follows the order's payments (payments.ts):
 *   OPEN, PARTIALLY_PAID, PAID.
 * - `expand=lineItems`, `payments`, `orderType` (and `lineItems.modifications`);
 *   filters on id, times, total, state, paymentState, payType, orderType.id.
 */
import { defineResource, type EmulatedResource } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { cloverEvents } from './webhooks.js';
import { filterableList } from './filter.js';
import { lineItems } from './line-items.js';
import { presentAll, presentOne, referenced } from './nest.js';
import { orderTypes } from './order-types.js';
import { payments } from './payments.js';
import { childrenOf, cloverId, expanded, hrefOf, idField, readOnly, reference, timeField } from './records.js';

export const PAYMENT_STATES = ['OPEN', 'PARTIALLY_PAID', 'PAID', 'REFUNDED', 'CREDITED', 'PARTIALLY_REFUNDED'] as const;

const filterOrders = filterableList(/^\/v3\/merchants\/[^/]+\/orders$/, {
  id: (record) => record.id,
  createdTime: (record) => record.createdTime,
  clientCreatedTime: (record) => record.clientCreatedTime,
  modifiedTime: (record) => record.modifiedTime,
  total: (record) => record.total,
  state: (record) => record.state,
  paymentState: (record) => record.paymentState,
  payType: (record) => record.payType,
  'orderType.id': (record) => record.orderTypeId,
  title: (record) => record.title,
});

export const orders: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'orders',
  routes: {
    list: 'GET /v3/merchants/:mId/orders',
    create: 'POST /v3/merchants/:mId/orders',
    get: 'GET /v3/merchants/:mId/orders/:orderId',
    update: 'POST /v3/merchants/:mId/orders/:orderId',
    delete: 'DELETE /v3/merchants/:mId/orders/:orderId',
  },
  idParam: 'orderId',
  newId: cloverId,
  order: 'newest-first',
  fields: {
    id: idField,
    currency: { kind: 'string', maxLength: 3 },
    total: { kind: 'integer' },
    paymentState: readOnly('string', { enum: PAYMENT_STATES }),
    title: { kind: 'string', maxLength: 127 },
    note: { kind: 'string', maxLength: 2047 },
    orderTypeId: reference('orderType'),
    state: { kind: 'string', maxLength: 127 },
    payType: { kind: 'string', enum: ['SPLIT_GUEST', 'SPLIT_ITEM', 'SPLIT_CUSTOM', 'FULL'] },
    manualTransaction: { kind: 'boolean', default: false },
    groupLineItems: { kind: 'boolean', default: true },
    testMode: { kind: 'boolean', default: false },
    taxRemoved: { kind: 'boolean', default: false },
    isVat: { kind: 'boolean', default: false },
    createdTime: timeField,
    clientCreatedTime: { kind: 'time' },
    modifiedTime: timeField,
  },
  timestamps: { created: 'createdTime', updated: 'modifiedTime' },
  events: cloverEvents('orders'),
  hooks: {
    // Unfinished orders (no state yet) stay out of the list.
    select: (records, ctx) => filterOrders(records.filter((record) => record.state !== undefined && record.state !== null), ctx),
    beforeCreate(record, ctx) {
      if (record.orderTypeId !== undefined) referenced(ctx, 'order_types', record.orderTypeId, 'orderType');
      record.currency ??= ctx.account.currency;
      record.clientCreatedTime ??= record.createdTime;
      record.paymentState = 'OPEN';
    },
    beforeUpdate(_record, changes, ctx) {
      if (changes.orderTypeId !== undefined) referenced(ctx, 'order_types', changes.orderTypeId, 'orderType');
    },
    afterDelete(order, ctx) {
      for (const line of childrenOf(ctx, 'line_items', 'orderId', order)) ctx.tenant.table('line_items').remove(line.id);
    },
    present(wire, record, ctx): Record<string, unknown> {
      const orderType = typeof record.orderTypeId === 'string' ? ctx.tenant.table('order_types').get(record.orderTypeId) : undefined;
      return {
        href: hrefOf(ctx, `orders/${record.id}`),
        ...wire,
        ...(orderType && expanded(ctx, 'orderType') ? { orderType: presentOne(orderTypes, orderType, ctx) } : {}),
        ...(expanded(ctx, 'lineItems') ? { lineItems: presentAll(lineItems, childrenOf(ctx, 'line_items', 'orderId', record), ctx) } : {}),
        ...(expanded(ctx, 'payments') ? { payments: presentAll(payments, childrenOf(ctx, 'payments', 'orderId', record), ctx) } : {}),
      };
    },
  },
});

