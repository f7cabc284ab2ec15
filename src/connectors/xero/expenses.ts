/**
 * Expenses ← Xero's bank transactions of type SPEND (bank-transactions.ts;
 * expense-fields.ts maps them). Filters: updated_since (If-Modified-Since),
 * status.
 */
import { expenses } from '../../unified/accounting/expenses.js';
import { bankTransactions } from './bank-transactions.js';
import { where } from './dialect.js';
import { expenseFields, toExpenseLine } from './expense-fields.js';

const STATUSES: Readonly<Record<string, string>> = { posted: 'Status=="AUTHORISED"', voided: 'Status=="VOIDED"', draft: 'Status=="NONE"' };

export const xeroExpenses = bankTransactions(expenses, {
  type: 'SPEND',
  what: 'expense',
  fields: expenseFields,
  line: toExpenseLine,
  filters: { updated_since: where.modified, status: (status) => ({ where: STATUSES[String(status)] }) },
});
