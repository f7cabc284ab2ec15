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
 * notes or subsidiary on a sales order: those are always null.
 */
import { mapFields } from '../framework/field-mapper.js';
import type { ModelOf } from '../../unified/define.js';
import type { salesOrders } from '../../unified/accounting/sales-orders.js';
import { fromZohoAddress, type ZohoAddress } from './address.js';
import { dateOrNull, idOrNull, isoTime, minor } from './api.js';
import { fromZohoLine, type ZohoLine } from './line-items.js';
import { toMinorUnits } from '../../core/money.js';

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

export const fromZohoSalesOrder = mapFields<ZohoSalesOrder, SalesOrder>(
  {
    id: (order) => order.salesorder_id,
    number: (order) => idOrNull(order.salesorder_number),
    customer: (order) => (order.customer_id ? { id: order.customer_id, display_name: order.customer_name ?? null } : null),
    reference: (order) => (order.reference_number ? order.reference_number : null),
    orderdate: (order) => dateOrNull(order.date),
    deliverydate: (order) => dateOrNull(order.shipment_date),
    status: (order) => (order.status === undefined ? null : (STATUS[order.status] ?? 'other')),
    currency: (order) => (order.currency_code ?? null) as SalesOrder['currency'],
    subtotal: (order) => minor(order.sub_total, order.currency_code),
    totaltax: (order) => minor(order.tax_total, order.currency_code),
    total: (order) => minor(order.total, order.currency_code),
    unbilledamount: unbilled,
    shippingmethod: (order) => (order.delivery_method ? order.delivery_method : null),
    customermemo: (order) => (order.notes ? order.notes : null),
    invoiceid: (order) => (order.invoices ? (order.invoices.find((invoice) => invoice.status !== 'void')?.invoice_id ?? null) : undefined),
    quoteid: (order) => (order.estimate_id ? order.estimate_id : null),
    billing_address: (order) => (order.billing_address === undefined ? undefined : (fromZohoAddress(order.billing_address, 'billing') ?? undefined)),
    shipping_address: (order) => (order.shipping_address === undefined ? undefined : (fromZohoAddress(order.shipping_address, 'shipping') ?? undefined)),
    lineitems: (order) => order.line_items?.map((line) => fromZohoLine(line, order.currency_code)),
    created_at: (order) => isoTime(order.created_time),
    updated_at: (order) => isoTime(order.last_modified_time),
  },
  { absent: ['ponumber', 'ordertype', 'paymentmethod', 'notes', 'subsidiary_id', 'custommappings'] },
);
