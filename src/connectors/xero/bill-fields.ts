/**
 * Bills ← Xero's purchase bills (/Invoices, Type ACCPAY). InvoiceNumber is
 * the supplier's number (not unique); Xero keeps a Reference on sales
 * invoices only.
 */
import type { Static } from 'typebox';
import type { Bill as BillModel } from '../../unified/accounting/bills.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroInvoice } from './documents.js';
import { contactOf, currencyCode, dayAt, instantAt, linesAt, moneyAt, numberAt, paymentsMade, put, textAt } from './field-rules.js';
import { billStatus, xeroStatusOf } from './statuses.js';

type Bill = Static<typeof BillModel>;

export const billFields = fieldTable<Bill, XeroInvoice>({
  id: { at: 'InvoiceID', write: false, sort: true },
  bill_number: textAt('InvoiceNumber'),
  supplier: contactOf(),
  bill_date: dayAt('Date'),
  due_date: dayAt('DueDate'),
  paid_date: dayAt('FullyPaidOnDate', false),
  status: { read: billStatus, write: (status) => put('Status')(xeroStatusOf(status)) },
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total: moneyAt('Total'),
  balance: moneyAt('AmountDue'),
  line_items: linesAt({ item: 'expense_item', account: 'expense_account' }),
  payment_allocations: paymentsMade,
  source_document_url: textAt('Url'),
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
