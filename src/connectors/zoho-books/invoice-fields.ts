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
 * | line_items | line_items, each posting to `ledger_account` (account_id; line-items.ts) |
 * | billing_address, shipping_address | billing_address, shipping_address |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * Lists answer invoices without lines and addresses (left out of list
 * records). Lines are written in the customer's currency, addresses and
 * status by calls of their own (invoices.ts, documents.ts).
 */
import type { invoices } from '../../unified/accounting/invoices.js';
import type { ModelOf } from '../../unified/define.js';
import { idText, text } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { fromZohoAddress, type ZohoAddress } from './address.js';
import { minor, zohoDate, zohoTime } from './api.js';
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

const amount = (at: 'sub_total' | 'tax_total' | 'total' | 'balance') => ({ read: (invoice: ZohoInvoice) => minor(invoice[at], invoice.currency_code), write: false as const });

export const invoiceFields = fieldTable<Invoice, ZohoInvoice>(
  {
    id: { at: 'invoice_id', write: false },
    number: { at: 'invoice_number', codec: idText, write: (number) => (number ? { invoice_number: number } : {}) },
    customer: {
      read: (invoice) => (invoice.customer_id ? { id: invoice.customer_id, display_name: invoice.customer_name ?? null } : null),
      write: (customer) => (customer?.id ? { customer_id: customer.id } : {}),
    },
    invoice_date: { at: 'date', codec: zohoDate, write: (date) => (date ? { date } : {}) },
    due_date: { at: 'due_date', codec: zohoDate, write: (date) => (date ? { due_date: date } : {}) },
    terms: { at: 'payment_terms_label', codec: text },
    reference: { at: 'reference_number', codec: text },
    status: { read: (invoice) => (invoice.status === undefined ? null : (INVOICE_STATUS[invoice.status] ?? null)), write: false },
    invoice_sent: { read: (invoice) => !['draft', 'pending_approval', 'approved'].includes(String(invoice.status)), write: false },
    currency: { read: (invoice) => (invoice.currency_code ?? null) as Invoice['currency'], write: false },
    currency_rate: { read: (invoice) => (typeof invoice.exchange_rate === 'number' ? invoice.exchange_rate : null), write: false },
    sub_total: amount('sub_total'),
    total_tax: amount('tax_total'),
    total: amount('total'),
    balance: amount('balance'),
    customer_memo: { at: 'notes', codec: text },
    line_items: { read: (invoice) => invoice.line_items?.map((line) => fromZohoLine(line, invoice.currency_code)), write: false },
    billing_address: { read: (invoice) => (invoice.billing_address === undefined ? undefined : (fromZohoAddress(invoice.billing_address, 'billing') ?? undefined)), write: false },
    shipping_address: { read: (invoice) => (invoice.shipping_address === undefined ? undefined : (fromZohoAddress(invoice.shipping_address, 'shipping') ?? undefined)), write: false },
    created_at: { at: 'created_time', codec: zohoTime, write: false, sort: true },
    updated_at: { at: 'last_modified_time', codec: zohoTime, write: false, sort: true },
  },
  { nullAs: '' },
);
