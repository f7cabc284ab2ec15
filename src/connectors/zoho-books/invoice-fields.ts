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
import { minor, zohoDate } from './api.js';
import { amount, documentRules, lineRule, type ZohoDocumentRecord } from './document-fields.js';

export type Invoice = ModelOf<typeof invoices>;

export interface ZohoInvoice extends ZohoDocumentRecord {
  invoice_id: string;
  invoice_number?: string;
  due_date?: string;
  payment_terms_label?: string;
  exchange_rate?: number;
  balance?: number;
}

export const INVOICE_STATUS: Readonly<Record<string, Invoice['status']>> = {
  draft: 'draft', pending_approval: 'submitted', approved: 'authorised', sent: 'authorised', viewed: 'authorised', unpaid: 'authorised',
  overdue: 'authorised', partially_paid: 'partiallypaid', paid: 'paid', void: 'voided',
};

export const invoiceFields = fieldTable<Invoice, ZohoInvoice>(
  {
    id: { at: 'invoice_id', write: false },
    number: { at: 'invoice_number', codec: idText, write: (number) => (number ? { invoice_number: number } : {}) },
    customer: documentRules.customer,
    invoice_date: { at: 'date', codec: zohoDate, write: (date) => (date ? { date } : {}) },
    due_date: { at: 'due_date', codec: zohoDate, write: (date) => (date ? { due_date: date } : {}) },
    terms: { at: 'payment_terms_label', codec: text },
    reference: { at: 'reference_number', codec: text },
    status: { read: (invoice) => (invoice.status === undefined ? null : (INVOICE_STATUS[invoice.status] ?? null)), write: false },
    invoice_sent: { read: (invoice) => !['draft', 'pending_approval', 'approved'].includes(String(invoice.status)), write: false },
    currency: documentRules.currency,
    currency_rate: { read: (invoice) => (typeof invoice.exchange_rate === 'number' ? invoice.exchange_rate : null), write: false },
    sub_total: amount('sub_total'),
    total_tax: amount('tax_total'),
    total: amount('total'),
    balance: { read: (invoice) => minor(invoice.balance, invoice.currency_code), write: false },
    customer_memo: { at: 'notes', codec: text },
    line_items: lineRule,
    billing_address: documentRules.billing_address,
    shipping_address: documentRules.shipping_address,
    created_at: documentRules.created_at,
    updated_at: documentRules.updated_at,
  },
  { nullAs: '' },
);
