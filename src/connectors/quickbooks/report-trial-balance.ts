/**
 * Trial balance ↔ QuickBooks' TrialBalance report (GET /reports/TrialBalance,
 * https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/trialbalance),
 * asked for the unified `filter[enddate]` (today in UTC when left out). Each Data
 * row is a line: its account id, name, and the Debit or Credit column as
 * QuickBooks states it; the GrandTotal section gives the totals. QuickBooks
 * carries earlier years' results into its Retained Earnings account, so
 * that line has an account; a row without an account (none in QuickBooks'
 * own report) would be the unappropriatedresult line. Nothing is
 * recomputed: a report whose columns disagree reaches the gateway's check as
 * it is. `filter[accountingmethod]` (cash or accrual, accrual when left
 * out) is sent as QuickBooks' accounting_method; the answer's accounting_method is
 * the ReportBasis the report states.
 */
import { trialBalance } from '../../unified/accounting/trial-balance.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { homeCurrency } from './company.js';
import { accountCodes, accountingMethodParam, amount, readReport, reportCurrency, rowsOf, todayUtc, type QboRow } from './report-rows.js';

type TrialBalance = ModelOf<typeof trialBalance>;
type Line = TrialBalance['lines'][number];

export const quickbooksTrialBalance = implement(trialBalance, {
  downstream: { id: 'TrialBalance', name: 'TrialBalance report' },
  mapper: { fields: ['id', 'report_name', 'start_date', 'end_date', 'currency', 'accounting_method', 'totaldebit', 'totalcredit', 'lines'] },
  oneFilters: ['enddate', 'accountingmethod'],
  async one(ctx, { filter = {} }) {
    const end = typeof filter.enddate === 'string' ? filter.enddate : todayUtc();
    const [report, home, codes] = await Promise.all([readReport(ctx, 'TrialBalance', { end_date: end, accounting_method: accountingMethodParam({ accounting_method: filter.accountingmethod }) }), homeCurrency(ctx), accountCodes(ctx)]);
    const currency = reportCurrency(report, home);
    const lines: Line[] = [];
    let totals: QboRow | undefined;
    const visit = (rows: QboRow[]) => {
      for (const row of rows) {
        if (row.group === 'GrandTotal') totals = row;
        else if (row.ColData) {
          const [account, debitCell, creditCell] = row.ColData;
          const debit = amount(debitCell, currency) ?? 0;
          const credit = amount(creditCell, currency) ?? 0;
          if (debit === 0 && credit === 0) continue;
          const id = account?.id ?? null;
          lines.push({ accountid: id, code: id ? (codes.get(id) ?? null) : null, name: account?.value ?? null, linetype: id ? 'account' : 'unappropriatedresult', debit, credit, balance: debit - credit });
        } else visit(rowsOf(row));
      }
    };
    visit(rowsOf(report));
    const summary = totals?.Summary?.ColData ?? [];
    const basis = report.Header?.ReportBasis;
    return {
      id: 'TrialBalance',
      report_name: 'Trial Balance',
      start_date: report.Header?.StartPeriod ?? null,
      end_date: report.Header?.EndPeriod ?? end,
      currency,
      accounting_method: basis === 'Cash' ? 'cash' as const : basis === 'Accrual' ? 'accrual' as const : null,
      totaldebit: amount(summary[1], currency) ?? 0,
      totalcredit: amount(summary[2], currency) ?? 0,
      // The unappropriatedresult line comes last, as the model orders it.
      lines: [...lines.filter((line) => line.linetype === 'account'), ...lines.filter((line) => line.linetype !== 'account')],
    };
  },
});
