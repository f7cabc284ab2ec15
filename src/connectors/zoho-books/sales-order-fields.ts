/**
 * Zoho Books sales orders as unified Sales Orders (SPEC.md, "Accounting
 * additions"):
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id | salesorder_id |
 * | number | salesorder_number (given: sent with ignore_auto_number_generation=true) |
 * | customer | customer_id, customer_name |
 * | reference | reference_number |
 * | orderdate, deliverydate | date, shipment_date |
 * | status | status: draft and pending_approval → draft; approved, open, partially_invoiced and overdue → open; invoiced; closed; void → cancelled; onhold; anything else → other |
 * | currency | currency_code (always the customer's) |
 * | subtotal, totaltax, total | sub_total, tax_total, total (minor units) |
 * | unbilledamount | total less the invoices made from it (none once invoiced, closed or void) |
 * | shippingmethod | delivery_method |
 * | customermemo | notes (the customer notes printed on the order) |
 * | invoiceid | the first of `invoices` |
 * | quoteid | estimate_id |
 * | billing_address, shipping_address | billing_address, shipping_address |
 * | lineitems | line_items (line-items.ts) |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * A list answers each order without its lines, addresses and invoices (so
 * the fields that come from them are left out of list records, and a
 * partly invoiced order's unbilled amount too). Zoho has no purchase order
 * number apart from the reference, no order type, payment method, internal
 * notes or subsidiary on a sales order: those are always null. Lines are
 * written in the customer's currency, addresses and status by calls of
 * their own (sales-orders.ts, documents.ts).
 */
import { toMinorUnits } from '../../core/money.js';
import type { salesOrders } from '../../unified/accounting/sales-orders.js';
import type { ModelOf } from '../../unified/define.js';
import { idText, text } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { fromZohoAddress, type ZohoAddress } from './address.js';
import { minor, zohoDate, zohoTime } from './api.js';
import { fromZohoLine, type ZohoLine } from './line-items.js';

export type SalesOrder = ModelOf<typeof salesOrders>;

export interface ZohoSalesOrder {
  salesorder_id: string;
  salesorder_number?: string;
  date?: string;
  shipment_date?: string;
  reference_number?: string;
  status?: string;
  customer_id?: string;
  customer_name?: string;
  currency_code?: string;
  estimate_id?: string;
  delivery_method?: string;
  notes?: string;
  sub_total?: number;
  tax_total?: number;
  total?: number;
  line_items?: ZohoLine[];
  billing_address?: ZohoAddress;
  shipping_address?: ZohoAddress;
  invoices?: { invoice_id: string; total?: number; status?: string }[];
  created_time?: string;
  last_modified_time?: string;
}

const STATUS: Readonly<Record<string, SalesOrder['status']>> = {
  draft: 'draft', pending_approval: 'draft', approved: 'open', open: 'open', partially_invoiced: 'open', overdue: 'open',
  invoiced: 'invoiced', closed: 'closed', void: 'cancelled', onhold: 'onhold',
};

export const statusOf = (status: string | undefined): SalesOrder['status'] => (status === undefined ? null : (STATUS[status] ?? 'other'));

/** What is not invoiced yet; undefined where a list record cannot say (a partly invoiced order without its invoices). */
function unbilled(order: ZohoSalesOrder): number | null | undefined {
  const currency = order.currency_code;
  if (['invoiced', 'closed', 'void'].includes(String(order.status))) return currency ? 0 : null;
  const total = minor(order.total, currency);
  if (total === null) return null;
  if (!order.invoices) return order.status === 'partially_invoiced' ? undefined : total;
  const invoiced = order.invoices.filter((invoice) => invoice.status !== 'void').reduce((sum, invoice) => sum + toMinorUnits(invoice.total ?? 0, currency!), 0);
  return Math.max(0, total - invoiced);
}

const amount = (at: 'sub_total' | 'tax_total' | 'total') => ({ read: (order: ZohoSalesOrder) => minor(order[at], order.currency_code), write: false as const });

export const salesOrderFields = fieldTable<SalesOrder, ZohoSalesOrder>(
  {
    id: { at: 'salesorder_id', write: false },
    number: { at: 'salesorder_number', codec: idText, write: (number) => (number ? { salesorder_number: number } : {}) },
    customer: {
      read: (order) => (order.customer_id ? { id: order.customer_id, display_name: order.customer_name ?? null } : null),
      write: (customer) => (customer?.id ? { customer_id: customer.id } : {}),
    },
    reference: { at: 'reference_number', codec: text },
    orderdate: { at: 'date', codec: zohoDate, write: (date) => (date ? { date } : {}) },
    deliverydate: { at: 'shipment_date', codec: zohoDate },
    status: { read: (order) => statusOf(order.status), write: false },
    currency: { read: (order) => (order.currency_code ?? null) as SalesOrder['currency'], write: false },
    subtotal: amount('sub_total'),
    totaltax: amount('tax_total'),
    total: amount('total'),
    unbilledamount: { read: unbilled, write: false },
    shippingmethod: { at: 'delivery_method', codec: text },
    customermemo: { at: 'notes', codec: text },
    invoiceid: { read: (order) => (order.invoices ? (order.invoices.find((invoice) => invoice.status !== 'void')?.invoice_id ?? null) : undefined), write: false },
    quoteid: { at: 'estimate_id', codec: text },
    billing_address: { read: (order) => (order.billing_address === undefined ? undefined : (fromZohoAddress(order.billing_address, 'billing') ?? undefined)), write: false },
    shipping_address: { read: (order) => (order.shipping_address === undefined ? undefined : (fromZohoAddress(order.shipping_address, 'shipping') ?? undefined)), write: false },
    lineitems: { read: (order) => order.line_items?.map((line) => fromZohoLine(line, order.currency_code)), write: false },
    created_at: { at: 'created_time', codec: zohoTime, write: false, sort: true },
    updated_at: { at: 'last_modified_time', codec: zohoTime, write: false, sort: true },
  },
  { absent: ['ponumber', 'ordertype', 'paymentmethod', 'notes', 'subsidiary_id', 'custommappings'], nullAs: '' },
);
