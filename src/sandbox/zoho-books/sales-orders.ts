/**
 * Sales orders (GET, POST /salesorders, GET, PUT, DELETE
 * /salesorders/{salesorder_id}; "Sales Order" in the API reference), with
 * the moves of sales-order-actions.ts. A new order is a draft; marking it
 * open confirms it; converting it (POST /invoices/fromsalesorder) makes an
 * invoice of what is not invoiced yet and leaves it `invoiced` (seeded
 * orders may be `partially_invoiced`, or `closed` once shipped and
 * invoiced); a void order stays void. Void, invoiced and closed orders
 * cannot be edited, and an order with invoices cannot be deleted.
 *
 * A get answers the order whole, with the invoices made from it and each
 * line's `quantity_invoiced`; a list leaves out lines, addresses, taxes and
 * invoices, as Zoho's lists do.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { addressRule, nextId, sortColumn, timeFields, timestamps, withTimes } from './common.js';
import { dec, num } from '../framework/kit/decimal.js';
import { API_BASE, isListRequest } from './dialect.js';
import { assignNumber, attachCustomer, checkNumberChange, dateRule, linesRule, priceChanges, priceNew, today, type NumberSeries } from './documents.js';

export const SALES_ORDER_SERIES: NumberSeries = { table: 'salesorders', field: 'salesorder_number', prefix: 'SO-', label: 'Sales Order' };

/** States in which an order no longer changes. */
const SETTLED = new Set(['void', 'invoiced', 'closed']);

export function invoicesOf(ctx: Pick<KitContext<ZohoOrganization>, 'tenant'>, salesorderId: string): StoredRecord[] {
  return ctx.tenant.table('invoices').all().filter((invoice) => invoice.salesorder_id === salesorderId && invoice.status !== 'void');
}

const FILTER_BY: Readonly<Record<string, (record: StoredRecord) => boolean>> = {
  'Status.All': () => true,
  'Status.Draft': (record) => record.status === 'draft',
  'Status.Open': (record) => record.status === 'open',
  'Status.PartiallyInvoiced': (record) => record.status === 'partially_invoiced',
  'Status.Invoiced': (record) => record.status === 'invoiced',
  'Status.Void': (record) => record.status === 'void',
  'Status.Closed': (record) => record.status === 'closed',
};

const matches = (field: string, mode: 'is' | 'startswith' | 'contains') => (record: StoredRecord, value: string) => {
  const own = String(record[field] ?? '').toLowerCase();
  const wanted = value.toLowerCase();
  return mode === 'is' ? own === wanted : mode === 'startswith' ? own.startsWith(wanted) : own.includes(wanted);
};

function invoicedStatus(record: StoredRecord, invoices: StoredRecord[]): string {
  if (record.status === 'invoiced' || record.status === 'closed') return 'invoiced';
  return invoices.length > 0 ? 'partially_invoiced' : 'not_invoiced';
}

export const salesOrders = defineResource<ZohoOrganization>({
  name: 'salesorders',
  labels: {
    one: 'salesorder', list: 'salesorders', report: 'Sales Orders',
    created: 'Sales Order has been created.', updated: 'Sales Order has been updated.', deleted: 'Sales Order has been deleted.',
  },
  routes: {
    list: `GET ${API_BASE}/salesorders`,
    get: `GET ${API_BASE}/salesorders/:salesorder_id`,
    delete: `DELETE ${API_BASE}/salesorders/:salesorder_id`,
  },
  idParam: 'salesorder_id',
  newId: (ctx) => nextId(ctx.tenant, ctx.account),
  fields: {
    id: { wire: 'salesorder_id', kind: 'string', readOnly: true },
    salesorder_number: { kind: 'string', maxLength: 100 },
    date: dateRule('date'),
    shipment_date: dateRule('shipment_date'),
    reference_number: { kind: 'string', maxLength: 100 },
    status: { kind: 'string', readOnly: true, default: 'draft' },
    customer_id: { kind: 'string', required: true },
    customer_name: { kind: 'string', readOnly: true },
    currency_id: { kind: 'string', readOnly: true },
    currency_code: { kind: 'string', readOnly: true },
    exchange_rate: { kind: 'number', readOnly: true },
    estimate_id: { kind: 'string' },
    delivery_method: { kind: 'string', maxLength: 100 },
    salesperson_name: { kind: 'string', maxLength: 200 },
    notes: { kind: 'string', maxLength: 5000 },
    terms: { kind: 'string', maxLength: 10000 },
    line_items: { ...linesRule, required: true },
    shipping_charge: { kind: 'number', default: 0 },
    adjustment: { kind: 'number', default: 0 },
    sub_total: { kind: 'number', readOnly: true },
    tax_total: { kind: 'number', readOnly: true },
    total: { kind: 'number', readOnly: true },
    taxes: { kind: 'array', readOnly: true },
    billing_address: { ...addressRule('billing_address'), readOnly: true },
    shipping_address: { ...addressRule('shipping_address'), readOnly: true },
    ...timeFields,
  },
  timestamps,
  filters: {
    salesorder_number: matches('salesorder_number', 'is'),
    salesorder_number_startswith: matches('salesorder_number', 'startswith'),
    salesorder_number_contains: matches('salesorder_number', 'contains'),
    reference_number: matches('reference_number', 'is'),
    customer_id: (record, value) => record.customer_id === value,
    filter_by: (record, value) => {
      const wanted = FILTER_BY[value];
      if (!wanted) throw fail.validation('Invalid value passed for filter_by', { code: 4, field: 'filter_by' });
      return wanted(record);
    },
  },
  sort: sortColumn({
    customer_name: 'customer_name', salesorder_number: 'salesorder_number', shipment_date: 'shipment_date', date: 'date',
    total: 'total', created_time: 'createdTime', last_modified_time: 'lastModifiedTime',
  }),
  order: 'newest-first',
  hooks: {
    beforeCreate(record, ctx) {
      assignNumber(record, ctx, SALES_ORDER_SERIES);
      attachCustomer(record, record.customer_id, ctx, true);
      if (!record.date) record.date = today(ctx);
      priceNew(record, ctx, false);
    },
    beforeUpdate(record, changes, ctx) {
      if (SETTLED.has(String(record.status))) throw fail.validation(`A sales order that is ${String(record.status)} cannot be edited.`, { code: 4 });
      checkNumberChange(record, changes, ctx, SALES_ORDER_SERIES);
      if ('customer_id' in changes && changes.customer_id !== record.customer_id) {
        if (invoicesOf(ctx, record.id).length > 0) throw fail.validation('The customer of a sales order with invoices cannot be changed.', { code: 4, field: 'customer_id' });
        attachCustomer(changes, changes.customer_id, ctx, true);
      }
      priceChanges(record, changes, ctx, false);
    },
    beforeDelete(record, ctx) {
      if (invoicesOf(ctx, record.id).length > 0) throw fail.validation('Sales orders that have been invoiced cannot be deleted.', { code: 4 });
    },
    present(wire, record, ctx) {
      const out = withTimes(wire, record, ctx);
      const invoices = invoicesOf(ctx, record.id);
      out.invoiced_status = invoicedStatus(record, invoices);
      if (isListRequest(ctx.request, 'salesorders')) {
        for (const field of ['line_items', 'billing_address', 'shipping_address', 'taxes', 'terms', 'shipping_charge', 'adjustment']) delete out[field];
        return out;
      }
      out.invoices = invoices.map((invoice) => ({
        invoice_id: invoice.id, invoice_number: invoice.invoice_number, status: invoice.status, date: invoice.date, total: invoice.total,
      }));
      const invoiced = new Map<string, bigint>();
      for (const invoice of invoices) {
        for (const line of (invoice.line_items ?? []) as Record<string, unknown>[]) {
          const from = String(line.salesorder_item_id ?? '');
          if (from) invoiced.set(from, (invoiced.get(from) ?? 0n) + (dec(line.quantity) ?? 0n));
        }
      }
      out.line_items = ((out.line_items ?? []) as Record<string, unknown>[]).map((line) => ({ ...line, quantity_invoiced: num(invoiced.get(String(line.line_item_id)) ?? 0n) }));
      return out;
    },
  },
});
