/**
 * Unified sales orders on Zoho Books sales orders (/salesorders), all five
 * operations; the mapping is in sales-order-mapper.ts.
 *
 * Writes: a new order is a draft; `status: "open"` marks it open
 * (POST …/status/open) and `"cancelled"` voids it (POST …/status/void),
 * on create as on update. Zoho has no other move a caller can make (an
 * order becomes invoiced by being converted, closed by being shipped and
 * invoiced, and never goes back to draft): asking for one is a 400.
 *
 * Filters (SPEC.md's names): `number` (salesorder_number, exact) and
 * `customerid` are the list's own parameters; `updatedsince` and
 * `createdsince` are honoured through a newest-first list (list.ts).
 * Zoho Books has no subsidiaries, so no order has a `subsidiary_id` and
 * `subsidiaryid` answers an empty list. Sort: created_at, updated_at.
 */
import { salesOrders } from '../../unified/accounting/sales-orders.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { restDelete } from '../framework/rest/index.js';
import { withUnmatchableFilters } from '../framework/unmatchable-filters.js';
import { invalid, notFoundRule, onRecord } from './api.js';
import { agreedCurrency, customerOf, numberQuery, writeAddresses } from './documents.js';
import { toZohoLine } from './line-items.js';
import { CREATED_SINCE, UPDATED_SINCE, zohoList } from './list.js';
import { fromZohoSalesOrder, type SalesOrder, type ZohoSalesOrder } from './sales-order-mapper.js';

const PATH = '/salesorders';
const ONE = (id: string) => `${PATH}/${id}`;

/** Unified status → the call that moves an order there, from the states Zoho allows it from. */
const MOVES: Readonly<Record<string, { call: string; from: readonly string[] }>> = {
  open: { call: 'status/open', from: ['draft', 'pending_approval', 'approved'] },
  cancelled: { call: 'status/void', from: ['draft', 'pending_approval', 'approved', 'open'] },
};

function moveFor(status: SalesOrder['status'] | undefined, current: string): string | undefined {
  if (status === undefined || status === null) return undefined;
  const wanted = MOVES[status];
  const now = fromZohoSalesOrder({ salesorder_id: '', status: current }).status;
  if (now === status) return undefined;
  if (!wanted || !wanted.from.includes(current)) {
    throw invalid(`Zoho Books cannot move a sales order that is ${current} to ${status}: only draft → open and draft or open → cancelled are possible`, { status, current });
  }
  return wanted.call;
}

function toZohoSalesOrder(record: WriteModel<SalesOrder>, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.customer?.id) body.customer_id = record.customer.id;
  if (record.number) body.salesorder_number = record.number;
  if (record.reference !== undefined) body.reference_number = record.reference ?? '';
  if (record.orderdate) body.date = record.orderdate;
  if (record.deliverydate !== undefined) body.shipment_date = record.deliverydate ?? '';
  if (record.shippingmethod !== undefined) body.delivery_method = record.shippingmethod ?? '';
  if (record.customermemo !== undefined) body.notes = record.customermemo ?? '';
  if (record.quoteid !== undefined) body.estimate_id = record.quoteid ?? '';
  if (record.lineitems) body.line_items = record.lineitems.map((line, index) => toZohoLine(line, index, currency, false));
  return body;
}

async function addSalesOrder(ctx: ConnectorContext, { record }: { record: WriteModel<SalesOrder> }): Promise<{ id: string }> {
  if (!record.customer?.id) throw invalid('customer.id is required to create a sales order on Zoho Books', { 'customer.id': 'required' });
  if (!record.lineitems || record.lineitems.length === 0) throw invalid('lineitems are required to create a sales order on Zoho Books', { lineitems: 'required' });
  const customer = await customerOf(ctx, record.customer.id);
  const currency = agreedCurrency(record.currency, customer.currency);
  const move = moveFor(record.status, 'draft');
  const { body } = await ctx.http.request<{ salesorder: ZohoSalesOrder }>({ method: 'POST', path: PATH, query: numberQuery(record.number), json: toZohoSalesOrder(record, currency) });
  const id = body.salesorder.salesorder_id;
  await writeAddresses(ctx, ONE(id), record);
  if (move) await ctx.http.request({ method: 'POST', path: `${ONE(id)}/${move}` });
  return { id };
}

async function updateSalesOrder(ctx: ConnectorContext, { id, record }: { id: string; record: WriteModel<SalesOrder> }): Promise<{ id: string }> {
  const { salesorder: current } = await onRecord<{ salesorder: ZohoSalesOrder }>(ctx, 'sales order', id, { method: 'GET', path: ONE(id) });
  const customerChanges = record.customer?.id !== undefined && record.customer.id !== current.customer_id;
  const currency = customerChanges ? (await customerOf(ctx, record.customer!.id)).currency : String(current.currency_code);
  agreedCurrency(record.currency, currency);
  const move = moveFor(record.status, String(current.status));
  const body = toZohoSalesOrder(record, currency);
  if (Object.keys(body).length > 0) await onRecord(ctx, 'sales order', id, { method: 'PUT', path: ONE(id), json: body });
  await writeAddresses(ctx, ONE(id), record);
  if (move) await ctx.http.request({ method: 'POST', path: `${ONE(id)}/${move}` });
  return { id };
}

export const zohoSalesOrders = implement(salesOrders, {
  downstream: { id: 'salesorders', name: 'Sales Orders' },
  mapper: fromZohoSalesOrder,
  list: withUnmatchableFilters(zohoList<ZohoSalesOrder, SalesOrder>({
    path: PATH,
    itemsAt: 'salesorders',
    map: (order) => fromZohoSalesOrder(order),
    query: (filter) => ({
      ...(typeof filter.number === 'string' ? { salesorder_number: filter.number } : {}),
      ...(typeof filter.customerid === 'string' ? { customer_id: filter.customerid } : {}),
    }),
    // salesorder_number matches without regard to case on Zoho; the unified filter is exact.
    keep: (order, filter) => typeof filter.number !== 'string' || order.salesorder_number === filter.number,
    since: { updatedsince: UPDATED_SINCE, createdsince: CREATED_SINCE },
    filters: ['number', 'customerid', 'updatedsince', 'createdsince'],
    sortColumns: { created_at: 'created_time', updated_at: 'last_modified_time' },
  }), ['subsidiaryid']),
  async one(ctx, { id }) {
    const { salesorder } = await onRecord<{ salesorder: ZohoSalesOrder }>(ctx, 'sales order', id, { method: 'GET', path: ONE(id) });
    return fromZohoSalesOrder(salesorder);
  },
  add: addSalesOrder,
  update: updateSalesOrder,
  delete: restDelete({ path: `${PATH}/{id}`, notFound: notFoundRule('sales order') }),
});
