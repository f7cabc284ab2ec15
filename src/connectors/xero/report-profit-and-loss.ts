/**
 * Profit and loss ← GET /Reports/ProfitAndLoss?fromDate=&toDate= (Xero's "Profit and Loss").
 *
 *   toDate ← filter[end_date] (today in UTC when left out)
 *   fromDate ← filter[start_date] (the first day of the fiscal year holding
 *     end_date when left out, from the Organisation's year end)
 *   paymentsOnly ← filter[accounting_method] (cash → true; accrual, the default, sends nothing)
 *   "Income" → income · "Less Cost of Sales" → cost_of_goods_sold
 *   "Plus Other Income" → other_income · "Less Operating Expenses" → expenses
 *   "Less Other Expenses" → other_expenses; any other section → a section of uncategorized_accounts
 *   each section: Title → title, its "Total …" SummaryRow → total, its
 *     Rows → records (account attribute → id, name → title, type Record)
 *   "Gross Profit" → gross_profit · "Net Profit" → net_income (Xero states
 *     no operating income, so net_operating_income is left out)
 *
 * A section Xero leaves out (nothing in it) is an empty section with total
 * 0. Amounts as Xero states them (income and expenses both positive), in
 * minor units of the base currency. Filtering by customer or location
 * (tracking) is not offered (README).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { ProfitAndLoss as ProfitAndLossModel, profitAndLoss } from '../../unified/accounting/profit-and-loss.js';
import type { ProfitAndLossRowValue } from '../../unified/accounting/shared/report-rows.js';
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { fiscalYearOf } from '../framework/fiscal-calendar.js';
import { fiscalSettingsOf } from './fiscal-periods.js';
import { foldRows } from '../framework/report-rows.js';
import { baseCurrencyOf, organisationOf } from './organisation.js';
import { accountIdOf, basisQuery, cellAmount, labelOf, reportDay, sectionsOf, todayUtc, xeroReport } from './report-rows.js';

type ProfitAndLoss = Static<typeof ProfitAndLossModel>;
type SectionKey = 'income' | 'cost_of_goods_sold' | 'other_income' | 'expenses' | 'other_expenses';

const SECTIONS: Readonly<Record<string, SectionKey>> = {
  'income': 'income', 'less cost of sales': 'cost_of_goods_sold', 'plus other income': 'other_income',
  'less operating expenses': 'expenses', 'less other expenses': 'other_expenses',
};

export async function readProfitAndLoss(ctx: ConnectorContext, filter: Readonly<Record<string, unknown>> = {}): Promise<ProfitAndLoss> {
  const organisation = await organisationOf(ctx);
  const currency = baseCurrencyOf(organisation);
  const to = reportDay(filter.end_date) ?? todayUtc();
  const from = reportDay(filter.start_date) ?? fiscalYearOf(to, fiscalSettingsOf(organisation).yearEnd).start;
  if (from > to) throw new ApiError('RequestValidationError', { message: 'filter[start_date] is after filter[end_date]', detail: { start_date: from, end_date: to } });
  const report = await xeroReport(ctx, 'ProfitAndLoss', { fromDate: from, toDate: to, ...basisQuery(filter) });
  const out: Record<string, unknown> & { income: ProfitAndLossRowValue; expenses: ProfitAndLossRowValue } = {
    ...(report.ReportID ? { id: report.ReportID } : {}),
    report_name: report.ReportName ?? 'Profit and Loss',
    start_date: from,
    end_date: to,
    currency,
    income: { title: 'Income', type: 'Section', total: 0, records: [] },
    expenses: { title: 'Less Operating Expenses', type: 'Section', total: 0, records: [] },
  };
  const uncategorized: ProfitAndLossRowValue[] = [];
  for (const section of sectionsOf(report)) {
    const title = (section.Title ?? '').trim();
    const rows = section.Rows ?? [];
    if (title === '') {
      for (const row of rows) {
        const label = labelOf(row).toLowerCase();
        if (label === 'gross profit') out.gross_profit = { total: cellAmount(row.Cells?.[1], currency) };
        else if (label === 'net profit' || label === 'net loss') out.net_income = { total: cellAmount(row.Cells?.[1], currency) };
      }
      continue;
    }
    const records = rows.filter((row) => row.RowType === 'Row').map((row): ProfitAndLossRowValue => {
      const id = accountIdOf(row);
      const name = labelOf(row);
      return { ...(id ? { id } : {}), ...(name ? { title: name } : {}), type: 'Record', total: cellAmount(row.Cells?.[1], currency) };
    });
    const summary = rows.find((row) => row.RowType === 'SummaryRow');
    const value: ProfitAndLossRowValue = { title, type: 'Section', total: summary ? cellAmount(summary.Cells?.[1], currency) : null, records: foldRows(records, 'records') };
    const key = SECTIONS[title.toLowerCase()];
    if (key) out[key] = value;
    else uncategorized.push(value);
  }
  if (uncategorized.length > 0) {
    out.uncategorized_accounts = { title: 'Uncategorized', type: 'Section', total: uncategorized.reduce((sum, section) => sum + (section.total ?? 0), 0), records: foldRows(uncategorized, 'records', 7) };
  }
  // Built on the shared row interface (nullable ids and titles), which the model's static type does not spell.
  return out as unknown as ProfitAndLoss;
}

export const xeroProfitAndLoss = implement(profitAndLoss, {
  downstream: { id: 'Reports/ProfitAndLoss', name: 'Profit and Loss report' },
  // What Xero's statement fills; other_expenses and uncategorized_accounts only when Xero sends such sections (README).
  mapper: { fields: ['id', 'report_name', 'start_date', 'end_date', 'currency', 'income', 'cost_of_goods_sold', 'other_income', 'expenses', 'gross_profit', 'net_income'] },
  oneFilters: ['start_date', 'end_date', 'accounting_method'],
  one: (ctx, { filter }) => readProfitAndLoss(ctx, filter),
});
