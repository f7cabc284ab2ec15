/**
 * Unified sales orders on Zoho Books sales orders (/salesorders), all five
 * operations; the mapping is sales-order-fields.ts, what a write takes
 * besides it documents.ts.
 *
 * Writes: a new order is a draft; `status: "open"` marks it open
 * (POST …/status/open) and `"cancelled"` voids it (POST …/status/void),
 * on create as on update, after the order and its addresses are written.
 * Zoho has no other move a caller can make (an order becomes invoiced by
 * being converted, closed by being shipped and invoiced, and never goes
 * back to draft): asking for one is a 400.
 *
 * Filters (SPEC.md's names): `number` (salesorder_number, exact) and
 * `customerid` are the list's own parameters; `updatedsince` and
 * `createdsince` are honoured through a newest-first list (list-filters.ts).
 * Zoho Books has no subsidiaries, so no order has a `subsidiary_id` and
 * `subsidiaryid` answers an empty list. Sort: created_at, updated_at.
 */
import { salesOrders } from '../../unified/accounting/sales-orders.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { zohoResource, type ZohoFilter } from './dialect.js';
import { documentBody, numberQuery, statusMoves, writeAddresses } from './documents.js';
import { checkedList, exactly } from './list-filters.js';
import { salesOrderFields, statusOf, type SalesOrder, type ZohoSalesOrder } from './sales-order-fields.js';

const ONE = (id: string) => `/salesorders/${segment(id)}`;

const moveFor = statusMoves<NonNullable<SalesOrder['status']>>(
  {
    open: { call: 'status/open', from: ['draft', 'pending_approval', 'approved'] },
    cancelled: { call: 'status/void', from: ['draft', 'pending_approval', 'approved', 'open'] },
  },
  (status, current) => statusOf(current) === status,
  (status, current) => `Zoho Books cannot move a sales order that is ${current} to ${status}: only draft → open and draft or open → cancelled are possible`,
);

const FILTERS: Record<string, ZohoFilter<SalesOrder>> = {
  // salesorder_number matches without regard to case on Zoho; the unified filter is exact.
  number: exactly('salesorder_number', 'number'),
  customerid: { query: (id) => ({ customer_id: id }) },
  updatedsince: { since: 'updated_at' },
  createdsince: { since: 'created_at' },
  subsidiaryid: {},
};

export const zohoSalesOrders = collection(salesOrders, {
  ...zohoResource('salesorders', { label: 'Sales Orders', what: 'sales order', record: 'salesorder', id: 'salesorder_id' }),
  fields: salesOrderFields,
  writeQuery: numberQuery,
  filters: FILTERS,
  hooks: {
    list: checkedList(FILTERS, { none: ['subsidiaryid'] }),
    beforeWrite: documentBody<SalesOrder, ZohoSalesOrder>({ what: 'sales order', lines: 'lineitems', withAccount: false, moveFor }),
    // Not on the composite-write rule yet: the order's calls are made one after the other, as before the kit.
    async compose(ctx, { operation, id, record, body, current, send }) {
      const move = moveFor(record.status, operation === 'add' ? 'draft' : String((await current()).status));
      const order = operation === 'add' ? await send(body) : (id as string);
      if (operation === 'update' && Object.keys(body as object).length > 0) await send(body);
      await writeAddresses(ctx, ONE(order), record);
      if (move) await ctx.http.request({ method: 'POST', path: `${ONE(order)}/${move}` });
      return { id: order };
    },
  },
});
