/**
 * GET /reports/TrialBalance
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/trialbalance):
 * every account with a balance on the report's end date, in a Debit or a
 * Credit column, then the GrandTotal section. Balance sheet accounts are
 * cumulative to the end date; income and expense accounts count from the
 * first day of the fiscal year that holds it, and QuickBooks folds the
 * results of earlier fiscal years into Retained Earnings (an account), as
 * its own trial balance does. Parameters: start_date / end_date or
 * date_macro (the end date counts), accounting_method (Accrual, or Cash: report-cash-basis.ts).
 *
 * The `unbalanced_trial_balance` switch adds its value in minor units to
 * the first debit line only, so lines and totals disagree as a broken
 * platform's would.
 */
import { switchValue, type Answer } from '../framework/kit/index.js';
import { currencyDigits, ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { postingsOn } from './report-cash-basis.js';
import { columns, data, header, money, reportBasis, reportPeriod, section, type ReportRow } from './report-format.js';
import { addDays, balancesBetween, fiscalYearStart, isBalanceSheet, retainedEarningsAccount } from './report-ledger.js';

export const UNBALANCED_SWITCH = 'unbalanced_trial_balance';

export function trialBalanceReport(ctx: Ctx): Answer {
  const basis = reportBasis(ctx);
  const { end, macro } = reportPeriod(ctx, 'This Fiscal Year-to-date');
  const yearStart = fiscalYearStart(ctx.account, end);
  const postings = postingsOn(ctx, basis);
  const accounts = ctx.tenant.table('Account').all();
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const cumulative = balancesBetween(postings, undefined, end);
  const thisYear = balancesBetween(postings, yearStart, end);
  const earlierYears = balancesBetween(postings, undefined, addDays(yearStart, -1));
  const retained = retainedEarningsAccount(ctx.tenant);
  let earlierResults = ZERO;
  for (const [id, amount] of earlierYears) if (byId.has(id) && !isBalanceSheet(byId.get(id)!)) earlierResults += amount;

  const lines: { account: (typeof accounts)[number] | undefined; balance: Dec }[] = [];
  for (const account of [...accounts].sort((a, b) => String(a.FullyQualifiedName).localeCompare(String(b.FullyQualifiedName)))) {
    let balance = (isBalanceSheet(account) ? cumulative : thisYear).get(account.id) ?? ZERO;
    if (account === retained) balance += earlierResults;
    if (balance !== ZERO) lines.push({ account, balance });
  }
  if (!retained && earlierResults !== ZERO) lines.push({ account: undefined, balance: earlierResults });

  const digits = currencyDigits(ctx.account.homeCurrency);
  let skew = BigInt(switchValue<number>(ctx.tenant, UNBALANCED_SWITCH) ?? 0) * 10n ** BigInt(12 - digits);
  let debit = ZERO;
  let credit = ZERO;
  const rows: ReportRow[] = lines.map(({ account, balance }) => {
    if (balance > ZERO) debit += balance;
    else credit -= balance;
    const shown = balance > ZERO ? balance + skew : balance;
    if (balance > ZERO) skew = ZERO;
    const name = account ? { value: String(account.FullyQualifiedName), id: account.id } : { value: 'Retained Earnings' };
    return data([name, { value: shown > ZERO ? money(ctx, shown) : '' }, { value: shown < ZERO ? money(ctx, -shown) : '' }]);
  });
  rows.push(section('GrandTotal', undefined, [], [{ value: 'TOTAL' }, { value: money(ctx, debit) }, { value: money(ctx, credit) }]));
  return {
    status: 200,
    body: {
      Header: header(ctx, 'TrialBalance', { DateMacro: macro, ReportBasis: basis, StartPeriod: yearStart, EndPeriod: end, SummarizeColumnsBy: 'Total' }, {}, lines.length === 0),
      Columns: columns([['', 'Account', 'account'], ['Debit', 'Money', 'Debit'], ['Credit', 'Money', 'Credit']]),
      Rows: { Row: rows },
    },
  };
}
