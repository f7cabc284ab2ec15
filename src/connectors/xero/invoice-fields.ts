/**
 * Invoices ← Xero's sales invoices (/Invoices, Type ACCREC). Xero keeps no
 * creation time (created_at, filter[created_since] and sort by created_at
 * are not offered) and no invoice-level discount, tracking, addresses or
 * terms. Lines are written by the collection's hook, in the invoice's
 * currency (documents.ts).
 */
import type { Static } from 'typebox';
import type { Invoice as InvoiceModel } from '../../unified/accounting/invoices.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroInvoice } from './documents.js';
import { computed, contactOf, dayAt, instantAt, moneyAt, numberAt, put, textAt } from './field-rules.js';
import { fromXeroLine } from './line-items.js';
import { invoiceStatus, xeroStatusOf } from './statuses.js';
import { isoInstant, minor } from './values.js';

type Invoice = Static<typeof InvoiceModel>;

const currency = (invoice: XeroInvoice) => invoice.CurrencyCode ?? null;

export const invoiceFields = fieldTable<Invoice, XeroInvoice>({
  id: { at: 'InvoiceID', write: false, sort: true },
  number: textAt('InvoiceNumber'),
  type: { read: () => 'standard', ...computed },
  customer: contactOf({ name: true, email: true }),
  invoice_date: dayAt('Date'),
  due_date: dayAt('DueDate'),
  reference: textAt('Reference'),
  status: { read: invoiceStatus, write: (status) => put('Status')(xeroStatusOf(status)) },
  invoice_sent: { read: (invoice) => invoice.SentToContact === true, write: put('SentToContact') },
  currency: { read: (invoice) => (currency(invoice) as Invoice['currency']) ?? null, write: (code) => (code ? { CurrencyCode: code } : {}) },
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  discount_amount: moneyAt('TotalDiscount'),
  total: moneyAt('Total'),
  balance: moneyAt('AmountDue'),
  line_items: { read: (invoice) => (invoice.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(invoice), { item: 'sales_item', account: 'service' })) as Invoice['line_items'], ...computed },
  template_id: textAt('BrandingThemeID'),
  source_document_url: textAt('Url'),
  payment_allocations: { read: (invoice) => (invoice.Payments ?? []).map((payment) => ({ id: payment.PaymentID ?? '', allocated_amount: minor(payment.Amount, currency(invoice)), date: isoInstant(payment.Date) })), ...computed },
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
