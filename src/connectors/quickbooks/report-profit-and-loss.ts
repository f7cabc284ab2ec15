/**
 * Profit and loss ↔ QuickBooks' ProfitAndLoss report
 * (GET /reports/ProfitAndLoss, https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/profitandloss).
 * Sections by their `group`: Income → income, COGS → cost_of_goods_sold,
 * Expenses → expenses, OtherIncome → other_income, OtherExpenses →
 * other_expenses, any other section with rows → uncategorized_accounts; the
 * summary-only groups GrossProfit, NetOperatingIncome and NetIncome are the
 * totals QuickBooks states. Filters: start_date (QuickBooks starts at the
 * fiscal year holding end_date when none is sent), end_date (today in UTC
 * when left out), customer_id (`customer`), location_id (`department`:
 * QuickBooks' locations are its departments), accounting_method (cash or
 * accrual, QuickBooks' own parameter; accrual when left out). The answer's
 * `customer` (an echo of the filter) is left out.
 */
import { foldRows } from '../framework/report-rows.js';
import { profitAndLoss } from '../../unified/accounting/profit-and-loss.js';
import type { ProfitAndLossRowValue } from '../../unified/accounting/shared/report-rows.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { homeCurrency } from './company.js';
import { accountCodes, accountingMethodParam, amount, readReport, reportCurrency, rowsOf, todayUtc, type QboRow } from './report-rows.js';
import { profitAndLossRow } from './report-statements.js';

type ProfitAndLoss = ModelOf<typeof profitAndLoss>;

const SECTIONS = { Income: 'income', COGS: 'cost_of_goods_sold', Expenses: 'expenses', OtherIncome: 'other_income', OtherExpenses: 'other_expenses' } as const;
const TOTALS = { GrossProfit: 'gross_profit', NetOperatingIncome: 'net_operating_income', NetIncome: 'net_income' } as const;

type Section = ProfitAndLossRowValue & { records: ProfitAndLossRowValue[] };
const emptySection = (title: string): Section => ({ title, type: 'Section', total: 0, records: [] });

export const quickbooksProfitAndLoss = implement(profitAndLoss, {
  downstream: { id: 'ProfitAndLoss', name: 'ProfitAndLoss report' },
  mapper: { fields: ['report_name', 'start_date', 'end_date', 'currency', 'income', 'cost_of_goods_sold', 'expenses', 'other_income', 'other_expenses', 'gross_profit', 'net_operating_income', 'net_income'] },
  oneFilters: ['start_date', 'end_date', 'customer_id', 'location_id', 'accounting_method'],
  async one(ctx, { filter = {} }) {
    const text = (name: string) => (typeof filter[name] === 'string' ? (filter[name] as string) : undefined);
    const end = text('end_date') ?? todayUtc();
    const [report, home, codes] = await Promise.all([
      readReport(ctx, 'ProfitAndLoss', { start_date: text('start_date'), end_date: end, customer: text('customer_id'), department: text('location_id'), accounting_method: accountingMethodParam(filter) }),
      homeCurrency(ctx),
      accountCodes(ctx),
    ]);
    const context = { currency: reportCurrency(report, home), codes };
    const out: ProfitAndLoss = {
      report_name: 'Profit and Loss',
      ...(report.Header?.StartPeriod ? { start_date: report.Header.StartPeriod } : {}),
      end_date: report.Header?.EndPeriod ?? end,
      currency: context.currency,
      income: emptySection('Income'),
      expenses: emptySection('Expenses'),
    };
    const uncategorized: ProfitAndLossRowValue[] = [];
    for (const row of rowsOf(report) as QboRow[]) {
      const group = row.group ?? '';
      if (Object.hasOwn(TOTALS, group)) {
        out[TOTALS[group as keyof typeof TOTALS]] = { total: amount(row.Summary?.ColData?.[1], context.currency) };
      } else if (Object.hasOwn(SECTIONS, group)) {
        const mapped = profitAndLossRow(row, context);
        out[SECTIONS[group as keyof typeof SECTIONS]] = { ...mapped, records: foldRows(mapped.records ?? [], 'records', 7) };
      } else if (rowsOf(row).length > 0 || row.ColData) {
        uncategorized.push(profitAndLossRow(row, context));
      }
    }
    if (uncategorized.length > 0) {
      out.uncategorized_accounts = { title: 'Uncategorized', type: 'Section', total: uncategorized.reduce((sum, row) => sum + (row.total ?? 0), 0), records: foldRows(uncategorized, 'records', 7) };
    }
    return out;
  },
});
