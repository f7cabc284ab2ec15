/**
 * Expenses ← Xero's bank transactions of type SPEND (bank-transaction-endpoint.ts).
 *
 *   BankTransactionID → id · Contact ↔ supplier, supplier_id · Date ↔ transaction_date
 *   BankAccount ↔ account (type bank_account), account_id · Reference ↔ reference
 *   Status → status (AUTHORISED → posted, VOIDED → voided) · CurrencyCode, CurrencyRate ↔
 *   currency, currency_rate · LineAmountTypes ↔ tax_inclusive · SubTotal, TotalTax, Total →
 *   sub_total, total_tax, total_amount · LineItems ↔ line_items (AccountID ↔ account)
 *   Url ↔ source_document_url · UpdatedDateUTC → updated_at
 *
 * Xero's spend money is always posted and never a refund (type is always
 * expense, so no type filter is offered). Filters: updated_since
 * (If-Modified-Since), status.
 */
import type { Static } from 'typebox';
import { Expense as ExpenseModel, expenses } from '../../unified/accounting/expenses.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { bankTransactionEndpoint, type XeroBankTransaction } from './bank-transaction-endpoint.js';
import { lineAmountTypesOf, taxInclusive } from './documents.js';
import { toXeroLine, trackingOf, type UnifiedLine } from './line-items.js';
import { isoInstant, minor, text, xeroDay } from './values.js';
import { modifiedSince } from './where.js';

type Expense = Static<typeof ExpenseModel>;
type ExpenseLine = NonNullable<Expense['line_items']>[number];

const currency = (expense: XeroBankTransaction) => expense.CurrencyCode ?? null;

export const fromXeroExpense = mapFields<XeroBankTransaction, Expense>({
  id: (expense) => expense.BankTransactionID,
  transaction_date: (expense) => isoInstant(expense.Date),
  account_id: (expense) => expense.BankAccount?.AccountID,
  account: (expense) => (expense.BankAccount?.AccountID ? { id: expense.BankAccount.AccountID, type: 'bank_account' as const, ...(expense.BankAccount.Code ? { code: expense.BankAccount.Code } : {}), ...(expense.BankAccount.Name ? { name: expense.BankAccount.Name } : {}) } : null),
  supplier_id: (expense) => expense.Contact?.ContactID,
  supplier: (expense) => (expense.Contact?.ContactID ? { id: expense.Contact.ContactID, display_name: expense.Contact.Name ?? null } : null),
  currency: (expense) => (currency(expense) as Expense['currency']) ?? null,
  currency_rate: (expense) => expense.CurrencyRate ?? null,
  type: () => 'expense',
  tax_inclusive: (expense) => taxInclusive(expense.LineAmountTypes),
  sub_total: (expense) => minor(expense.SubTotal, currency(expense)),
  total_tax: (expense) => minor(expense.TotalTax, currency(expense)),
  total_amount: (expense) => minor(expense.Total, currency(expense)),
  line_items: (expense) => (expense.LineItems ?? []).map((line, index): ExpenseLine => ({
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
  reference: (expense) => text(expense.Reference),
  source_document_url: (expense) => text(expense.Url),
  status: (expense) => (expense.Status === 'AUTHORISED' ? 'posted' : 'voided'),
  updated_at: (expense) => isoInstant(expense.UpdatedDateUTC),
});

function toXeroExpense(record: Partial<Expense>, code: string): Partial<XeroBankTransaction> {
  const out: Partial<XeroBankTransaction> = {};
  const supplier = record.supplier?.id ?? record.supplier_id;
  if (supplier) out.Contact = { ContactID: supplier };
  const date = xeroDay(record.transaction_date);
  if (date) out.Date = date;
  const bank = record.account?.id ?? record.account_id;
  if (bank) out.BankAccount = { AccountID: bank };
  else if (record.account?.code) out.BankAccount = { Code: record.account.code };
  if (record.reference != null) out.Reference = record.reference;
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.source_document_url != null) out.Url = record.source_document_url;
  if (record.line_items) {
    out.LineItems = record.line_items.map((line, index) => toXeroLine({
      ...(line as UnifiedLine),
      ledger_account: line.account ?? (line.account_id ? { id: line.account_id } : null),
    }, index, code));
  }
  return out;
}

export const xeroExpenses = implement(expenses, {
  downstream: { id: 'BankTransactions', name: 'BankTransactions (SPEND)' },
  mapper: fromXeroExpense,
  ...bankTransactionEndpoint<Expense>({
    type: 'SPEND',
    noun: 'expense',
    map: fromXeroExpense,
    write: toXeroExpense,
    currencyOf: (record) => record.currency,
    filters: ['updated_since', 'status'],
    query: ({ filter }) => ({
      where: [
        filter.status === 'posted' ? 'Status=="AUTHORISED"' : filter.status === 'voided' ? 'Status=="VOIDED"' : filter.status === 'draft' ? 'Status=="NONE"' : undefined,
      ],
      modifiedSince: modifiedSince(filter.updated_since),
    }),
  }),
});
