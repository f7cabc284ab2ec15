/**
 * GET /reports/ProfitAndLoss
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/profitandloss):
 * Income, Cost of Goods Sold, Gross Profit, Expenses, Net Operating Income,
 * Other Income, Other Expenses, Net Other Income and Net Income, each a
 * Section with its `group`, the totals as summary-only sections, as
 * QuickBooks writes them. Income is shown as a positive credit, expenses as
 * positive debits. Parameters: start_date / end_date or date_macro (This
 * Fiscal Year-to-date when none), customer and department (ids, comma
 * separated: only transactions naming one of them), accounting_method
 * (Accrual, or Cash: report-cash-basis.ts).
 */
import type { Answer, StoredRecord } from '../framework/kit/index.js';
import { ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { accountRows, group } from './report-accounts.js';
import { postingsOn } from './report-cash-basis.js';
import { columns, header, money, reportBasis, reportPeriod, section, textParam, type ReportRow } from './report-format.js';
import { balancesBetween, type DatedPosting } from './report-ledger.js';

const refValue = (value: unknown) => (value as { value?: string } | undefined)?.value;

function idsParam(ctx: Ctx, name: string): Set<string> | undefined {
  const value = textParam(ctx, name);
  return value === undefined ? undefined : new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''));
}

export function profitAndLossReport(ctx: Ctx): Answer {
  const basis = reportBasis(ctx);
  const { start, end, macro } = reportPeriod(ctx, 'This Fiscal Year-to-date');
  const customers = idsParam(ctx, 'customer');
  const departments = idsParam(ctx, 'department');
  const keep = (posting: DatedPosting) =>
    (!customers || customers.has(String(refValue(posting.txn.CustomerRef)))) && (!departments || departments.has(String(refValue(posting.txn.DepartmentRef))));
  const balances = balancesBetween(postingsOn(ctx, basis), start, end, keep);
  const accounts = ctx.tenant.table('Account').all();
  const ofType = (type: string) => accounts.filter((account) => account.AccountType === type);
  const credit = (account: StoredRecord): Dec => -(balances.get(account.id) ?? ZERO);
  const debit = (account: StoredRecord): Dec => balances.get(account.id) ?? ZERO;

  const income = accountRows(ctx, ofType('Income'), credit);
  const cogs = accountRows(ctx, ofType('Cost of Goods Sold'), debit);
  const expenses = accountRows(ctx, ofType('Expense'), debit);
  const otherIncome = accountRows(ctx, ofType('Other Income'), credit);
  const otherExpenses = accountRows(ctx, ofType('Other Expense'), debit);
  const grossProfit = income.total - cogs.total;
  const netOperating = grossProfit - expenses.total;
  const netOther = otherIncome.total - otherExpenses.total;
  const total = (title: string, amount: Dec) => [{ value: title }, { value: money(ctx, amount) }];
  const rows: (ReportRow | undefined)[] = [
    group(ctx, 'Income', 'Income', income) ?? section('Income', 'Income', [], total('Total Income', ZERO)),
    group(ctx, 'COGS', 'Cost of Goods Sold', cogs),
    section('GrossProfit', undefined, [], total('Gross Profit', grossProfit)),
    group(ctx, 'Expenses', 'Expenses', expenses) ?? section('Expenses', 'Expenses', [], total('Total Expenses', ZERO)),
    section('NetOperatingIncome', undefined, [], total('Net Operating Income', netOperating)),
    group(ctx, 'OtherIncome', 'Other Income', otherIncome),
    group(ctx, 'OtherExpenses', 'Other Expenses', otherExpenses),
    section('NetOtherIncome', undefined, [], total('Net Other Income', netOther)),
    section('NetIncome', undefined, [], total('Net Income', netOperating + netOther)),
  ];
  const empty = [income, cogs, expenses, otherIncome, otherExpenses].every((built) => built.rows.length === 0);
  return {
    status: 200,
    body: {
      Header: header(ctx, 'ProfitAndLoss', {
        DateMacro: macro, ReportBasis: basis, StartPeriod: start, EndPeriod: end, SummarizeColumnsBy: 'Total',
        ...(customers ? { Customer: [...customers].join(',') } : {}), ...(departments ? { Department: [...departments].join(',') } : {}),
      }, { AccountingStandard: 'GAAP' }, empty),
      Columns: columns([['', 'Account', 'account'], ['Total', 'Money', 'total']]),
      Rows: { Row: rows.filter((row): row is ReportRow => row !== undefined) },
    },
  };
}
