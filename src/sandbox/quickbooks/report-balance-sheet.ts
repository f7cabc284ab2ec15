/**
 * GET /reports/BalanceSheet
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/balancesheet):
 * ASSETS (Current Assets: Bank Accounts, Accounts Receivable, Other Current
 * Assets; Fixed Assets; Other Assets) and LIABILITIES AND EQUITY
 * (Liabilities: Current Liabilities with Accounts Payable, Credit Cards and
 * Other Current Liabilities, Long-Term Liabilities; Equity), balances on the
 * end date. Equity holds Retained Earnings with the results of earlier
 * fiscal years folded in, and a "Net Income" row (no account) for the
 * fiscal year to the end date, as QuickBooks shows them. Parameters:
 * start_date / end_date or date_macro, accounting_method (Accrual, or
 * Cash: report-cash-basis.ts).
 */
import type { Answer, StoredRecord } from '../framework/kit/index.js';
import { ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { accountRows, group, type AccountRows } from './report-accounts.js';
import { postingsOn } from './report-cash-basis.js';
import { columns, data, header, money, reportBasis, reportPeriod, section, type ReportRow } from './report-format.js';
import { addDays, balancesBetween, fiscalYearStart, isBalanceSheet, retainedEarningsAccount } from './report-ledger.js';

const present = <T>(rows: (T | undefined)[]): T[] => rows.filter((row): row is T => row !== undefined);

function combine(ctx: Ctx, groupName: string, title: string, parts: (ReportRow | undefined)[], totals: Dec[]): { row: ReportRow | undefined; total: Dec } {
  const rows = present(parts);
  const total = totals.reduce((sum, value) => sum + value, ZERO);
  return { row: rows.length === 0 ? undefined : section(groupName, title, rows, [{ value: `Total ${title}` }, { value: money(ctx, total) }]), total };
}

export function balanceSheetReport(ctx: Ctx): Answer {
  const basis = reportBasis(ctx);
  const { start, end, macro } = reportPeriod(ctx, 'This Fiscal Year-to-date');
  const yearStart = fiscalYearStart(ctx.account, end);
  const postings = postingsOn(ctx, basis);
  const accounts = ctx.tenant.table('Account').all();
  const cumulative = balancesBetween(postings, undefined, end);
  const thisYear = balancesBetween(postings, yearStart, end);
  const earlier = balancesBetween(postings, undefined, addDays(yearStart, -1));
  const retained = retainedEarningsAccount(ctx.tenant);
  const resultOf = (balances: Map<string, Dec>) => -accounts.filter((account) => !isBalanceSheet(account)).reduce((sum, account) => sum + (balances.get(account.id) ?? ZERO), ZERO);
  const earlierResult = resultOf(earlier);
  const netIncome = resultOf(thisYear);

  const debit = (account: StoredRecord) => cumulative.get(account.id) ?? ZERO;
  const credit = (account: StoredRecord) => -(cumulative.get(account.id) ?? ZERO) + (account === retained ? earlierResult : ZERO);
  const ofType = (...types: string[]) => accounts.filter((account) => types.includes(String(account.AccountType)));
  const rows = (types: string[], amount: (account: StoredRecord) => Dec): AccountRows => accountRows(ctx, ofType(...types), amount);

  const bank = rows(['Bank'], debit);
  const ar = rows(['Accounts Receivable'], debit);
  const otherCurrent = rows(['Other Current Asset'], debit);
  const current = combine(ctx, 'CurrentAssets', 'Current Assets', [group(ctx, 'BankAccounts', 'Bank Accounts', bank), group(ctx, 'AR', 'Accounts Receivable', ar), group(ctx, 'OtherCurrentAssets', 'Other Current Assets', otherCurrent)], [bank.total, ar.total, otherCurrent.total]);
  const fixed = rows(['Fixed Asset'], debit);
  const otherAssets = rows(['Other Asset'], debit);
  const assets = combine(ctx, 'TotalAssets', 'Assets', [current.row, group(ctx, 'FixedAssets', 'Fixed Assets', fixed), group(ctx, 'OtherAssets', 'Other Assets', otherAssets)], [current.total, fixed.total, otherAssets.total]);

  const ap = rows(['Accounts Payable'], credit);
  const cards = rows(['Credit Card'], credit);
  const otherLiabilities = rows(['Other Current Liability'], credit);
  const currentLiabilities = combine(ctx, 'CurrentLiabilities', 'Current Liabilities', [group(ctx, 'AP', 'Accounts Payable', ap), group(ctx, 'CreditCards', 'Credit Cards', cards), group(ctx, 'OtherCurrentLiabilities', 'Other Current Liabilities', otherLiabilities)], [ap.total, cards.total, otherLiabilities.total]);
  const longTerm = rows(['Long Term Liability'], credit);
  const liabilities = combine(ctx, 'Liabilities', 'Liabilities', [currentLiabilities.row, group(ctx, 'LongTermLiabilities', 'Long-Term Liabilities', longTerm)], [currentLiabilities.total, longTerm.total]);

  const equityAccounts = rows(['Equity'], credit);
  const equityRows = [...equityAccounts.rows, ...(!retained && earlierResult !== ZERO ? [data([{ value: 'Retained Earnings' }, { value: money(ctx, earlierResult) }])] : []), data([{ value: 'Net Income' }, { value: netIncome === ZERO ? '' : money(ctx, netIncome) }])];
  const equityTotal = equityAccounts.total + netIncome + (retained ? ZERO : earlierResult);
  const equity = section('Equity', 'Equity', equityRows, [{ value: 'Total Equity' }, { value: money(ctx, equityTotal) }]);
  const liabilitiesAndEquity = section('TotalLiabilitiesAndEquity', 'Liabilities and Equity', present([liabilities.row, equity]), [{ value: 'Total Liabilities and Equity' }, { value: money(ctx, liabilities.total + equityTotal) }]);

  return {
    status: 200,
    body: {
      Header: header(ctx, 'BalanceSheet', { DateMacro: macro, ReportBasis: basis, StartPeriod: start, EndPeriod: end, SummarizeColumnsBy: 'Total' }, { AccountingStandard: 'GAAP' }),
      Columns: columns([['', 'Account', 'account'], ['Total', 'Money', 'total']]),
      Rows: { Row: present([assets.row ?? section('TotalAssets', 'Assets', [], [{ value: 'Total Assets' }, { value: money(ctx, ZERO) }]), liabilitiesAndEquity]) },
    },
  };
}
