/**
 * Zoho Books invoices as unified Invoices:
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id, number | invoice_id, invoice_number (given: sent with ignore_auto_number_generation=true) |
 * | customer | customer_id, customer_name |
 * | invoice_date, due_date | date, due_date |
 * | terms | payment_terms_label |
 * | reference | reference_number |
 * | status | draft → draft; pending_approval → submitted; approved, sent, viewed, unpaid and overdue → authorised; partially_paid → partiallypaid; paid; void → voided |
 * | invoice_sent | any status past draft and approval |
 * | currency, currency_rate | currency_code, exchange_rate |
 * | sub_total, total_tax, total, balance | sub_total, tax_total, total, balance (minor units) |
 * | customer_memo | notes |
 * | line_items | line_items, each posting to `ledger_account` (account_id) |
 * | billing_address, shipping_address | billing_address, shipping_address |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * Lists answer invoices without lines and addresses (left out of list records).
 */
import { mapFields } from '../framework/field-mapper.js';
import type { ModelOf } from '../../unified/define.js';
import type { invoices } from '../../unified/accounting/invoices.js';
import { fromZohoAddress, type ZohoAddress } from './address.js';
import { dateOrNull, idOrNull, isoTime, minor } from './api.js';
import { fromZohoLine, type ZohoLine } from './line-items.js';

export type Invoice = ModelOf<typeof invoices>;

export interface ZohoInvoice {
  invoice_id: string;
  invoice_number?: string;
  date?: string;
  due_date?: string;
  payment_terms_label?: string;
  status?: string;
  customer_id?: string;
  customer_name?: string;
  currency_code?: string;
  exchange_rate?: number;
  reference_number?: string;
  notes?: string;
  sub_total?: number;
  tax_total?: number;
  total?: number;
  balance?: number;
  line_items?: ZohoLine[];
  billing_address?: ZohoAddress;
  shipping_address?: ZohoAddress;
  created_time?: string;
  last_modified_time?: string;
}

export const INVOICE_STATUS: Readonly<Record<string, Invoice['status']>> = {
  draft: 'draft', pending_approval: 'submitted', approved: 'authorised', sent: 'authorised', viewed: 'authorised', unpaid: 'authorised',
  overdue: 'authorised', partially_paid: 'partiallypaid', paid: 'paid', void: 'voided',
};

export const fromZohoInvoice = mapFields<ZohoInvoice, Invoice>({
  id: (invoice) => invoice.invoice_id,
  number: (invoice) => idOrNull(invoice.invoice_number),
  customer: (invoice) => (invoice.customer_id ? { id: invoice.customer_id, display_name: invoice.customer_name ?? null } : null),
  invoice_date: (invoice) => dateOrNull(invoice.date),
  due_date: (invoice) => dateOrNull(invoice.due_date),
  terms: (invoice) => (invoice.payment_terms_label ? invoice.payment_terms_label : null),
  reference: (invoice) => (invoice.reference_number ? invoice.reference_number : null),
  status: (invoice) => (invoice.status === undefined ? null : (INVOICE_STATUS[invoice.status] ?? null)),
  invoice_sent: (invoice) => !['draft', 'pending_approval', 'approved'].includes(String(invoice.status)),
  currency: (invoice) => (invoice.currency_code ?? null) as Invoice['currency'],
  currency_rate: (invoice) => (typeof invoice.exchange_rate === 'number' ? invoice.exchange_rate : null),
  sub_total: (invoice) => minor(invoice.sub_total, invoice.currency_code),
  total_tax: (invoice) => minor(invoice.tax_total, invoice.currency_code),
  total: (invoice) => minor(invoice.total, invoice.currency_code),
  balance: (invoice) => minor(invoice.balance, invoice.currency_code),
  customer_memo: (invoice) => (invoice.notes ? invoice.notes : null),
  line_items: (invoice) => invoice.line_items?.map((line) => fromZohoLine(line, invoice.currency_code)),
  billing_address: (invoice) => (invoice.billing_address === undefined ? undefined : (fromZohoAddress(invoice.billing_address, 'billing') ?? undefined)),
  shipping_address: (invoice) => (invoice.shipping_address === undefined ? undefined : (fromZohoAddress(invoice.shipping_address, 'shipping') ?? undefined)),
  created_at: (invoice) => isoTime(invoice.created_time),
  updated_at: (invoice) => isoTime(invoice.last_modified_time),
});
