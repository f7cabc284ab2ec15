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
import { computed, contactOf, currencyCode, dayAt, instantAt, linesAt, moneyAt, numberAt, paymentsMade, put, textAt } from './field-rules.js';
import { invoiceStatus, xeroStatusOf } from './statuses.js';

type Invoice = Static<typeof InvoiceModel>;

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
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  discount_amount: moneyAt('TotalDiscount'),
  total: moneyAt('Total'),
  balance: moneyAt('AmountDue'),
  line_items: linesAt({ item: 'sales_item', account: 'service' }),
  template_id: textAt('BrandingThemeID'),
  source_document_url: textAt('Url'),
  payment_allocations: paymentsMade,
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
