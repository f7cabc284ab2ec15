/**
 * Bills ← Xero's purchase bills (/Invoices, Type ACCPAY).
 *
 *   InvoiceID → id · InvoiceNumber ↔ bill_number (the supplier's number; not unique)
 *   Contact ↔ supplier · Date ↔ bill_date · DueDate ↔ due_date
 *   FullyPaidOnDate → paid_date · Status ↔ status (Xero keeps a Reference on sales invoices only)
 *   CurrencyCode, CurrencyRate ↔ currency, currency_rate
 *   LineAmountTypes ↔ tax_inclusive · SubTotal, TotalTax, Total, AmountDue →
 *   sub_total, total_tax, total, balance · LineItems ↔ line_items
 *   Payments → payment_allocations · Url ↔ source_document_url
 *   UpdatedDateUTC → updated_at
 */
import type { Static } from 'typebox';
import type { Bill as BillModel } from '../../unified/accounting/bills.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroInvoice } from './documents.js';
import { computed, dayAt, instantAt, moneyAt, numberAt, put, textAt } from './field-rules.js';
import { fromXeroLine } from './line-items.js';
import { billStatus, xeroStatusOf } from './statuses.js';
import { isoInstant, minor } from './values.js';

type Bill = Static<typeof BillModel>;

const currency = (bill: XeroInvoice) => bill.CurrencyCode ?? null;

export const billFields = fieldTable<Bill, XeroInvoice>({
  id: { at: 'InvoiceID', write: false, sort: true },
  bill_number: textAt('InvoiceNumber'),
  supplier: {
    read: ({ Contact: contact }) => (contact?.ContactID ? { id: contact.ContactID, display_name: contact.Name ?? null } : null),
    write: (supplier) => (supplier?.id ? { Contact: { ContactID: supplier.id } } : {}),
  },
  bill_date: dayAt('Date'),
  due_date: dayAt('DueDate'),
  paid_date: dayAt('FullyPaidOnDate', false),
  status: { read: billStatus, write: (status) => put('Status')(xeroStatusOf(status)) },
  currency: { read: (bill) => (currency(bill) as Bill['currency']) ?? null, write: (code) => (code ? { CurrencyCode: code } : {}) },
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total: moneyAt('Total'),
  balance: moneyAt('AmountDue'),
  line_items: { read: (bill) => (bill.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(bill), { item: 'expense_item', account: 'expense_account' })) as Bill['line_items'], ...computed },
  payment_allocations: { read: (bill) => (bill.Payments ?? []).map((payment) => ({ id: payment.PaymentID ?? '', allocated_amount: minor(payment.Amount, currency(bill)), date: isoInstant(payment.Date) })), ...computed },
  source_document_url: textAt('Url'),
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
