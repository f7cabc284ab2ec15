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
import { fiscalYearOf } from '../framework/fiscal-calendar.js';
import { fiscalSettingsOf } from './fiscal-periods.js';
import { foldRows } from '../framework/report-rows.js';
import { basisQuery, reportDay, todayUtc, xeroReportResource, type ReportAnswer, type ReportSection } from './report-rows.js';

type ProfitAndLoss = Static<typeof ProfitAndLossModel>;
type SectionKey = 'income' | 'cost_of_goods_sold' | 'other_income' | 'expenses' | 'other_expenses';

const SECTIONS: Readonly<Record<string, SectionKey>> = {
  'income': 'income', 'less cost of sales': 'cost_of_goods_sold', 'plus other income': 'other_income',
  'less operating expenses': 'expenses', 'less other expenses': 'other_expenses',
};

/** A titled section: its accounts as records, its SummaryRow as total. */
function sectionValue({ title, rows }: ReportSection): ProfitAndLossRowValue {
  const records = rows.filter((row) => row.type === 'Row').map((row): ProfitAndLossRowValue => ({ ...(row.accountId ? { id: row.accountId } : {}), ...(row.label ? { title: row.label } : {}), type: 'Record', total: row.amount(1) }));
  const summary = rows.find((row) => row.type === 'SummaryRow');
  return { title, type: 'Section', total: summary ? summary.amount(1) : null, records: foldRows(records, 'records') };
}

function readProfitAndLoss({ report, sections, currency, query }: ReportAnswer): ProfitAndLoss {
  const out: Record<string, unknown> & { income: ProfitAndLossRowValue; expenses: ProfitAndLossRowValue } = {
    ...(report.ReportID ? { id: report.ReportID } : {}),
    report_name: report.ReportName ?? 'Profit and Loss',
    start_date: query.fromDate,
    end_date: query.toDate,
    currency,
    income: { title: 'Income', type: 'Section', total: 0, records: [] },
    expenses: { title: 'Less Operating Expenses', type: 'Section', total: 0, records: [] },
  };
  const uncategorized: ProfitAndLossRowValue[] = [];
  for (const section of sections) {
    if (section.title === '') {
      for (const row of section.rows) {
        const label = row.label.toLowerCase();
        if (label === 'gross profit') out.gross_profit = { total: row.amount(1) };
        else if (label === 'net profit' || label === 'net loss') out.net_income = { total: row.amount(1) };
      }
      continue;
    }
    const key = SECTIONS[section.title.toLowerCase()];
    if (key) out[key] = sectionValue(section);
    else uncategorized.push(sectionValue(section));
  }
  if (uncategorized.length > 0) {
    out.uncategorized_accounts = { title: 'Uncategorized', type: 'Section', total: uncategorized.reduce((sum, section) => sum + (section.total ?? 0), 0), records: foldRows(uncategorized, 'records', 7) };
  }
  // Built on the shared row interface (nullable ids and titles), which the model's static type does not spell.
  return out as unknown as ProfitAndLoss;
}

export const xeroProfitAndLoss = xeroReportResource(profitAndLoss, {
  report: 'ProfitAndLoss',
  name: 'Profit and Loss report',
  // What Xero's statement fills; other_expenses and uncategorized_accounts only when Xero sends such sections (README).
  fields: ['id', 'report_name', 'start_date', 'end_date', 'currency', 'income', 'cost_of_goods_sold', 'other_income', 'expenses', 'gross_profit', 'net_income'],
  filters: ['start_date', 'end_date', 'accounting_method'],
  async query(filter, organisation) {
    const read = await organisation();
    const to = reportDay(filter.end_date) ?? todayUtc();
    const from = reportDay(filter.start_date) ?? fiscalYearOf(to, fiscalSettingsOf(read).yearEnd).start;
    if (from > to) throw new ApiError('RequestValidationError', { message: 'filter[start_date] is after filter[end_date]', detail: { start_date: from, end_date: to } });
    return { fromDate: from, toDate: to, ...basisQuery(filter) };
  },
  read: readProfitAndLoss,
});
