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
import { minor, zohoDate } from './api.js';
import { amount, documentRules, lineRule, type ZohoDocumentRecord } from './document-fields.js';

export type SalesOrder = ModelOf<typeof salesOrders>;

export interface ZohoSalesOrder extends ZohoDocumentRecord {
  salesorder_id: string;
  salesorder_number?: string;
  shipment_date?: string;
  estimate_id?: string;
  delivery_method?: string;
  invoices?: { invoice_id: string; total?: number; status?: string }[];
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

export const salesOrderFields = fieldTable<SalesOrder, ZohoSalesOrder>(
  {
    id: { at: 'salesorder_id', write: false },
    number: { at: 'salesorder_number', codec: idText, write: (number) => (number ? { salesorder_number: number } : {}) },
    customer: documentRules.customer,
    reference: { at: 'reference_number', codec: text },
    orderdate: { at: 'date', codec: zohoDate, write: (date) => (date ? { date } : {}) },
    deliverydate: { at: 'shipment_date', codec: zohoDate },
    status: { read: (order) => statusOf(order.status), write: false },
    currency: documentRules.currency,
    subtotal: amount('sub_total'),
    totaltax: amount('tax_total'),
    total: amount('total'),
    unbilledamount: { read: unbilled, write: false },
    shippingmethod: { at: 'delivery_method', codec: text },
    customermemo: { at: 'notes', codec: text },
    invoiceid: { read: (order) => (order.invoices ? (order.invoices.find((invoice) => invoice.status !== 'void')?.invoice_id ?? null) : undefined), write: false },
    quoteid: { at: 'estimate_id', codec: text },
    billing_address: documentRules.billing_address,
    shipping_address: documentRules.shipping_address,
    lineitems: lineRule,
    created_at: documentRules.created_at,
    updated_at: documentRules.updated_at,
  },
  { absent: ['ponumber', 'ordertype', 'paymentmethod', 'notes', 'subsidiary_id', 'custommappings'], nullAs: '' },
);
