/**
 * Bills ← Xero's purchase bills (/Invoices, Type ACCPAY). InvoiceNumber is
 * the supplier's number (not unique); Xero keeps a Reference on sales
 * invoices only.
 */
import type { Static } from 'typebox';
import type { Bill as BillModel } from '../../unified/accounting/bills.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroInvoice } from './documents.js';
import { computed, contactOf, dayAt, instantAt, moneyAt, numberAt, put, textAt } from './field-rules.js';
import { fromXeroLine } from './line-items.js';
import { billStatus, xeroStatusOf } from './statuses.js';
import { isoInstant, minor } from './values.js';

type Bill = Static<typeof BillModel>;

const currency = (bill: XeroInvoice) => bill.CurrencyCode ?? null;

export const billFields = fieldTable<Bill, XeroInvoice>({
  id: { at: 'InvoiceID', write: false, sort: true },
  bill_number: textAt('InvoiceNumber'),
  supplier: contactOf(),
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
