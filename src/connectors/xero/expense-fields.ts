/**
 * Expenses ← Xero's bank transactions of type SPEND (bank-transactions.ts).
 * Xero's spend money is always posted and never a refund (type is always
 * expense, so no type filter is offered).
 */
import type { Static } from 'typebox';
import type { Expense as ExpenseModel } from '../../unified/accounting/expenses.js';
import { fieldTable } from '../kit/index.js';
import type { XeroBankTransaction } from './bank-transactions.js';
import { taxInclusiveRule } from './documents.js';
import { computed, contactOf, currencyCode, instantAt, moneyAt, numberAt, textAt } from './field-rules.js';
import { toXeroLine, trackingOf, type UnifiedLine } from './line-items.js';
import { isoInstant, minor, text, xeroDay } from './values.js';

type Expense = Static<typeof ExpenseModel>;
type ExpenseLine = NonNullable<Expense['line_items']>[number];

const currency = (expense: XeroBankTransaction) => expense.CurrencyCode ?? null;

/** An expense's line as Xero takes it: its account is the line's ledger account. */
export const toExpenseLine = (line: UnifiedLine, index: number, code: string) => {
  const { account, account_id: accountId } = line as Partial<ExpenseLine>;
  return toXeroLine({ ...line, ledger_account: account ?? (accountId ? { id: accountId } : null) }, index, code);
};

export const expenseFields = fieldTable<Expense, XeroBankTransaction>({
  id: { at: 'BankTransactionID', write: false },
  transaction_date: { read: (expense) => isoInstant(expense.Date), write: (date) => { const day = xeroDay(date); return day ? { Date: day } : {}; } },
  account_id: { read: (expense) => expense.BankAccount?.AccountID, write: (id, record) => (record.account?.id || !id ? {} : { BankAccount: { AccountID: id } }) },
  account: {
    read: ({ BankAccount: bank }) => (bank?.AccountID ? { id: bank.AccountID, type: 'bank_account' as const, ...(bank.Code ? { code: bank.Code } : {}), ...(bank.Name ? { name: bank.Name } : {}) } : null),
    write: (account, record) => (account?.id ? { BankAccount: { AccountID: account.id } } : record.account_id ? {} : account?.code ? { BankAccount: { Code: account.code } } : {}),
  },
  supplier_id: { read: (expense) => expense.Contact?.ContactID, write: (id, record) => (record.supplier?.id || !id ? {} : { Contact: { ContactID: id } }) },
  supplier: contactOf(),
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  type: { read: () => 'expense', ...computed },
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total_amount: moneyAt('Total'),
  line_items: {
    read: (expense) => (expense.LineItems ?? []).map((line, index): ExpenseLine => ({
      id: line.LineItemID ?? `${expense.BankTransactionID}:${index + 1}`,
      line_number: index + 1,
      description: text(line.Description),
      type: line.ItemCode ? 'expense_item' : 'expense_account',
      quantity: line.Quantity ?? null,
      unit_price: minor(line.UnitAmount, currency(expense)),
      total_amount: minor(line.LineAmount, currency(expense)),
      tax_amount: minor(line.TaxAmount, currency(expense)),
      ...(line.AccountID ? { account_id: line.AccountID, account: { id: line.AccountID, code: line.AccountCode ?? null } } : {}),
      ...(line.TaxType ? { tax_rate: { id: line.TaxType, code: line.TaxType } } : {}),
      ...(line.ItemCode ? { item: { id: line.Item?.ItemID ?? null, code: line.ItemCode, name: line.Item?.Name ?? null } } : {}),
      tracking_categories: trackingOf(line.Tracking),
    })),
    ...computed,
  },
  reference: textAt('Reference'),
  source_document_url: textAt('Url'),
  status: { read: (expense) => (expense.Status === 'AUTHORISED' ? 'posted' : 'voided'), ...computed },
  updated_at: instantAt('UpdatedDateUTC'),
});
