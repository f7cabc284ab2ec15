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
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { foldRows } from '../framework/report-rows.js';
import { currencyOf } from './organisation.js';
import { accountIdOf, basisQuery, cellAmount, labelOf, reportDay, sectionsOf, todayUtc, xeroReport, type XeroReportRow } from './report-rows.js';

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

export async function readBalanceSheet(ctx: ConnectorContext, filter: Readonly<Record<string, unknown>> = {}): Promise<BalanceSheet> {
  const date = reportDay(filter.end_date) ?? todayUtc();
  const currency = await currencyOf(ctx, undefined);
  const report = await xeroReport(ctx, 'BalanceSheet', { date, ...periodsOf(filter), ...basisQuery(filter) });
  const heading = (report.Rows ?? []).find((row) => row.RowType === 'Header')?.Cells ?? [];
  const columns = Math.max(1, heading.length - 1);
  const amountOf = (row: XeroReportRow, column: number) => cellAmount(row.Cells?.[column + 1], currency);
  /** A row: account_id and name left out where Xero gives none (a heading, Current Year Earnings). */
  const account = (row: XeroReportRow, column: number): BalanceSheetAccountRow => {
    const id = accountIdOf(row);
    const name = labelOf(row);
    return { ...(id ? { account_id: id } : {}), ...(name ? { name } : {}), value: amountOf(row, column) };
  };

  const sheet: BalanceSheet = {
    reports: Array.from({ length: columns }, (_, column) => {
      const groups: Record<Group, BalanceSheetAccountRow> = {
        assets: { name: 'Assets', items: [] },
        liabilities: { name: 'Liabilities', items: [] },
        equity: { name: 'Equity', items: [] },
      };
      const uncategorized: BalanceSheetAccountRow = { name: 'Uncategorized', value: 0, items: [] };
      let netAssets: number | undefined;
      let group: Group | undefined;
      for (const section of sectionsOf(report)) {
        const title = (section.Title ?? '').trim();
        const named = title.toLowerCase() as Group;
        if (named in groups) group = named;
        const rows = section.Rows ?? [];
        if (title === '' || named in groups) {
          for (const row of rows) {
            const label = labelOf(row).toLowerCase();
            const totalOf = (['assets', 'liabilities', 'equity'] as const).find((candidate) => label === `total ${candidate}`);
            if (totalOf) groups[totalOf].value = amountOf(row, column);
            else if (label === 'net assets') netAssets = amountOf(row, column);
            else if (row.RowType === 'Row' && group && named in groups) groups[group].items!.push(account(row, column));
            else if (row.RowType === 'Row') { uncategorized.items!.push(account(row, column)); uncategorized.value! += amountOf(row, column); }
          }
          continue;
        }
        const accounts = rows.filter((row) => row.RowType === 'Row').map((row) => account(row, column));
        const total = rows.find((row) => row.RowType === 'SummaryRow');
        const sub: BalanceSheetAccountRow = { name: title, ...(total ? { value: amountOf(total, column) } : {}), items: accounts };
        if (group) groups[group].items!.push(sub);
        else { uncategorized.items!.push(sub); uncategorized.value! += sub.value ?? 0; }
      }
      const fold = (row: BalanceSheetAccountRow) => foldRows([row], 'items')[0] as BalanceSheetAccountRow;
      return {
        ...(report.ReportID ? { id: report.ReportID } : {}),
        report_name: report.ReportName ?? 'Balance Sheet',
        end_date: headingDay(heading[column + 1]?.Value) ?? date,
        currency: currency as BalanceSheet['reports'][number]['currency'],
        assets: fold(groups.assets),
        liabilities: fold(groups.liabilities),
        equity: fold(groups.equity),
        ...(netAssets !== undefined ? { net_assets: netAssets } : {}),
        ...(uncategorized.items!.length > 0 ? { uncategorized_items: fold(uncategorized) } : {}),
      };
    }),
  };
  return sheet;
}

export const xeroBalanceSheet = implement(balanceSheet, {
  downstream: { id: 'Reports/BalanceSheet', name: 'Balance Sheet report' },
  mapper: { fields: ['reports'] },
  oneFilters: ['end_date', 'period_count', 'period_type', 'accounting_method'],
  one: (ctx, { filter }) => readBalanceSheet(ctx, filter),
});
