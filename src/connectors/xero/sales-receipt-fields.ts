/** Sales receipts ← Xero's bank transactions of type RECEIVE; Reference is both number and reference. */
import type { Static } from 'typebox';
import type { SalesReceipt as SalesReceiptModel } from '../../unified/accounting/sales-receipts.js';
import { fieldTable } from '../kit/index.js';
import type { XeroBankTransaction } from './bank-transactions.js';
import { taxInclusiveRule } from './documents.js';
import { computed, contactOf, currencyCode, instantAt, linesAt, moneyAt, numberAt, put } from './field-rules.js';
import { isoInstant, minor, text, xeroDay } from './values.js';

type SalesReceipt = Static<typeof SalesReceiptModel>;

export const salesReceiptFields = fieldTable<SalesReceipt, XeroBankTransaction>({
  id: { at: 'BankTransactionID', write: false },
  number: { read: (receipt) => text(receipt.Reference), write: (number, record) => (record.reference != null ? {} : put('Reference')(number)) },
  customer: contactOf({ name: true }),
  transaction_date: { read: (receipt) => isoInstant(receipt.Date), write: (date) => put('Date')(xeroDay(date)) },
  account: {
    read: ({ BankAccount: bank }) => (bank?.AccountID ? { id: bank.AccountID, code: bank.Code ?? null, name: bank.Name ?? null } : null),
    write: (account) => (account?.id ? { BankAccount: { AccountID: account.id } } : account?.code ? { BankAccount: { Code: account.code } } : {}),
  },
  reference: { read: (receipt) => text(receipt.Reference), write: put('Reference') },
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total_amount: { read: (receipt) => minor(receipt.Total, receipt.CurrencyCode ?? null) ?? 0, ...computed },
  line_items: linesAt({ item: 'sales_item', account: 'other' }),
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
