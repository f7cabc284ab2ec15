/**
 * Balance sheet ← GET /Reports/BalanceSheet?date=&periods=&timeframe= (Xero's "Balance Sheet").
 *
 *   date ← filter[end_date] (today in UTC when left out)
 *   periods ← filter[period_count] − 1 (Xero counts the comparison columns)
 *   timeframe ← filter[period_type] (month → MONTH, quarter → QUARTER, year → YEAR)
 *   paymentsOnly ← filter[accounting_method] (cash → true; accrual, the default, sends nothing)
 *   each column (latest first) → one report; its header date → end_date
 *   "Assets" / "Liabilities" headings and the sections under them (Bank,
 *     Current Assets…) → assets / liabilities › items (a section: name, its
 *     "Total …" row as value, its accounts as items); "Total Assets",
 *     "Total Liabilities" → their value; "Net Assets" → net_assets
 *   "Equity" rows → equity › items (Current Year Earnings has no account),
 *     "Total Equity" → its value
 *   anything else → uncategorized_items
 *
 * Amounts as Xero states them (assets debit positive, liabilities and
 * equity credit positive), in minor units of the base currency. Tracking
 * (location) is not offered (README).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { BalanceSheet as BalanceSheetModel, balanceSheet } from '../../unified/accounting/balance-sheet.js';
import type { BalanceSheetAccountRow } from '../../unified/accounting/shared/report-rows.js';
import { foldRows } from '../framework/report-rows.js';
import { basisQuery, reportDay, todayUtc, xeroReportResource, type ReportAnswer, type ReportRow } from './report-rows.js';

type BalanceSheet = Static<typeof BalanceSheetModel>;
type Group = 'assets' | 'liabilities' | 'equity';

const TIMEFRAMES: Readonly<Record<string, string>> = { month: 'MONTH', quarter: 'QUARTER', year: 'YEAR' };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A column heading ("30 Apr 2019") as YYYY-MM-DD; undefined when it is not one. */
export function headingDay(text: string | undefined): string | undefined {
  const match = /^(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\s+(\d{2}|\d{4})$/.exec((text ?? '').trim());
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
  if (!match || month < 0) return undefined;
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  return `${year}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

function periodsOf(filter: Readonly<Record<string, unknown>>): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.period_count !== undefined) {
    const count = Number(filter.period_count);
    if (!Number.isInteger(count) || count < 1 || count > 12) throw new ApiError('RequestValidationError', { message: 'filter[period_count] is a whole number from 1 to 12', detail: { period_count: String(filter.period_count) } });
    if (count > 1) query.periods = String(count - 1);
  }
  if (filter.period_type !== undefined) query.timeframe = TIMEFRAMES[String(filter.period_type)] ?? 'MONTH';
  return query;
}

/** A row: account_id and name left out where Xero gives none (a heading, Current Year Earnings). */
const account = (row: ReportRow, cell: number): BalanceSheetAccountRow => ({ ...(row.accountId ? { account_id: row.accountId } : {}), ...(row.label ? { name: row.label } : {}), value: row.amount(cell) });
const fold = (row: BalanceSheetAccountRow) => foldRows([row], 'items')[0] as BalanceSheetAccountRow;

/** One column of the report (`column` 0 the latest), as one unified balance sheet. */
function sheetAt({ report, sections, currency, query }: ReportAnswer, column: number, heading: string | undefined): BalanceSheet['reports'][number] {
  const cell = column + 1;
  const groups: Record<Group, BalanceSheetAccountRow> = {
    assets: { name: 'Assets', items: [] },
    liabilities: { name: 'Liabilities', items: [] },
    equity: { name: 'Equity', items: [] },
  };
  const uncategorized: BalanceSheetAccountRow = { name: 'Uncategorized', value: 0, items: [] };
  let netAssets: number | undefined;
  let group: Group | undefined;
  for (const { title, rows } of sections) {
    const named = title.toLowerCase() as Group;
    if (named in groups) group = named;
    if (title === '' || named in groups) {
      for (const row of rows) {
        const label = row.label.toLowerCase();
        const totalOf = (['assets', 'liabilities', 'equity'] as const).find((candidate) => label === `total ${candidate}`);
        if (totalOf) groups[totalOf].value = row.amount(cell);
        else if (label === 'net assets') netAssets = row.amount(cell);
        else if (row.type === 'Row' && group && named in groups) groups[group].items!.push(account(row, cell));
        else if (row.type === 'Row') { uncategorized.items!.push(account(row, cell)); uncategorized.value! += row.amount(cell); }
      }
      continue;
    }
    const accounts = rows.filter((row) => row.type === 'Row').map((row) => account(row, cell));
    const total = rows.find((row) => row.type === 'SummaryRow');
    const sub: BalanceSheetAccountRow = { name: title, ...(total ? { value: total.amount(cell) } : {}), items: accounts };
    if (group) groups[group].items!.push(sub);
    else { uncategorized.items!.push(sub); uncategorized.value! += sub.value ?? 0; }
  }
  return {
    ...(report.ReportID ? { id: report.ReportID } : {}),
    report_name: report.ReportName ?? 'Balance Sheet',
    end_date: headingDay(heading) ?? String(query.date),
    currency: currency as BalanceSheet['reports'][number]['currency'],
    assets: fold(groups.assets),
    liabilities: fold(groups.liabilities),
    equity: fold(groups.equity),
    ...(netAssets !== undefined ? { net_assets: netAssets } : {}),
    ...(uncategorized.items!.length > 0 ? { uncategorized_items: fold(uncategorized) } : {}),
  };
}

export const xeroBalanceSheet = xeroReportResource(balanceSheet, {
  report: 'BalanceSheet',
  name: 'Balance Sheet report',
  fields: ['reports'],
  filters: ['end_date', 'period_count', 'period_type', 'accounting_method'],
  query: (filter) => ({ date: reportDay(filter.end_date) ?? todayUtc(), ...periodsOf(filter), ...basisQuery(filter) }),
  read(answer) {
    const heading = (answer.report.Rows ?? []).find((row) => row.RowType === 'Header')?.Cells ?? [];
    const columns = Math.max(1, heading.length - 1);
    return { reports: Array.from({ length: columns }, (_, column) => sheetAt(answer, column, heading[column + 1]?.Value)) };
  },
});
