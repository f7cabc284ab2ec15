/**
 * Balance sheet ↔ QuickBooks' BalanceSheet report (GET /reports/BalanceSheet,
 * https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/balancesheet).
 * Its TotalAssets section is `assets`; under TotalLiabilitiesAndEquity the
 * Liabilities section is `liabilities` and the Equity section `equity`
 * (Retained Earnings with earlier years' results, and QuickBooks' Net Income
 * line, which has no account); any other section goes to
 * `uncategorized_items`. Several periods (`period_count`, `period_type`)
 * are one report each, the latest first, each asked for with its own end
 * date (at most 12 requests), on the basis asked (`accounting_method`,
 * QuickBooks' own parameter; accrual when left out). Departments are not
 * claimed.
 */
import { addDays } from '../../core/days.js';
import { foldRows } from '../framework/report-rows.js';
import { balanceSheet } from '../../unified/accounting/balance-sheet.js';
import type { BalanceSheetAccountRow } from '../../unified/accounting/shared/report-rows.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { homeCurrency } from './company.js';
import { accountCodes, accountingMethodParam, readReport, reportCurrency, rowsOf, todayUtc, type QboRow } from './report-rows.js';
import { balanceSheetRow, type StatementContext } from './report-statements.js';

type BalanceSheetReport = ModelOf<typeof balanceSheet>['reports'][number];

const MONTHS_PER = { month: 1, quarter: 3, year: 12 } as const;

/** The same day `months` months earlier, or that month's last day when `day` is a month end (or the day does not exist). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthEnd = new Date(Date.UTC(year, month, 0)).getUTCDate() === date;
  const last = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month - 1 - months, monthEnd ? last : Math.min(date, last)));
  return shifted.toISOString().slice(0, 10);
}

const empty = (name: string): BalanceSheetAccountRow => ({ name, value: 0, items: [] });

async function oneReport(ctx: ConnectorContext, start: string, end: string, basis: 'Cash' | 'Accrual', context: Omit<StatementContext, 'currency'>, home: string): Promise<BalanceSheetReport> {
  const report = await readReport(ctx, 'BalanceSheet', { start_date: start, end_date: end, accounting_method: basis });
  const statement = { ...context, currency: reportCurrency(report, home) };
  let assets: BalanceSheetAccountRow | undefined;
  let liabilities: BalanceSheetAccountRow | undefined;
  let equity: BalanceSheetAccountRow | undefined;
  const other: BalanceSheetAccountRow[] = [];
  const place = (row: QboRow) => {
    if (row.group === 'TotalAssets') assets = balanceSheetRow(row, statement);
    else if (row.group === 'Liabilities') liabilities = balanceSheetRow(row, statement);
    else if (row.group === 'Equity') equity = balanceSheetRow(row, statement);
    else if (row.group === 'TotalLiabilitiesAndEquity') rowsOf(row).forEach(place);
    else other.push(balanceSheetRow(row, statement));
  };
  rowsOf(report).forEach(place);
  const [a, l, e, ...rest] = foldRows([assets ?? empty('Assets'), liabilities ?? empty('Liabilities'), equity ?? empty('Equity'), ...other], 'items');
  return {
    report_name: 'Balance Sheet',
    start_date: report.Header?.StartPeriod ?? start,
    end_date: report.Header?.EndPeriod ?? end,
    currency: statement.currency,
    assets: a!,
    liabilities: l!,
    equity: e!,
    ...(rest.length > 0 ? { uncategorized_items: { name: 'Uncategorized', value: rest.reduce((sum, row) => sum + (row.value ?? 0), 0), items: rest } } : {}),
  };
}

export const quickbooksBalanceSheet = implement(balanceSheet, {
  downstream: { id: 'BalanceSheet', name: 'BalanceSheet report' },
  mapper: { fields: ['reports'] },
  oneFilters: ['end_date', 'period_count', 'period_type', 'accounting_method'],
  async one(ctx, { filter = {} }) {
    const end = typeof filter.end_date === 'string' ? filter.end_date : todayUtc();
    const count = Number(filter.period_count ?? 1);
    const months = MONTHS_PER[(filter.period_type as keyof typeof MONTHS_PER | undefined) ?? 'month'];
    const [home, codes] = await Promise.all([homeCurrency(ctx), accountCodes(ctx)]);
    const reports: BalanceSheetReport[] = [];
    for (let period = 0; period < count; period++) {
      const periodEnd = monthsBefore(end, period * months);
      reports.push(await oneReport(ctx, addDays(monthsBefore(periodEnd, months), 1), periodEnd, accountingMethodParam(filter), { codes }, home));
    }
    return { reports };
  },
});
