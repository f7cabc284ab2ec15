/**
 * Trial balance ← GET /Reports/TrialBalance?date= (Xero's "Trial Balance").
 *
 *   date ← filter[enddate] (today in UTC when left out)
 *   each Row of the class sections → a line: "Name (Code)" → name, code;
 *     the `account` attribute → accountid; YTD Debit, YTD Credit → debit,
 *     credit (the balance at the date: balance sheet accounts cumulative,
 *     income and expenses year to date; Xero's Debit and Credit columns are
 *     the month's movement and are not used); balance = debit − credit
 *   the closing "Total" SummaryRow's YTD columns → totaldebit, totalcredit
 *   start_date: the first day of the fiscal year holding the date (Organisation's year end)
 *   paymentsOnly ← filter[accountingmethod] (cash → true; accrual, the default, sends nothing),
 *     and accounting_method says which basis was read
 *
 * Xero rolls earlier years' results into its Retained Earnings account, so
 * that line is an ordinary account line; a row without an account (none in
 * Xero's usual report) would be the `unappropriatedresult` line. The totals
 * are Xero's own: the gateway refuses (502) a report whose lines and totals
 * disagree. Amounts in minor units of the base currency.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { TrialBalance as TrialBalanceModel, trialBalance } from '../../unified/accounting/trial-balance.js';
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { fiscalYearOf } from '../framework/fiscal-calendar.js';
import { fiscalSettingsOf } from './fiscal-periods.js';
import { baseCurrencyOf, organisationOf } from './organisation.js';
import { accountIdOf, basisOf, basisQuery, cellAmount, labelOf, reportDay, sectionsOf, todayUtc, xeroReport } from './report-rows.js';

type TrialBalance = Static<typeof TrialBalanceModel>;
type Line = TrialBalance['lines'][number];

const NAME_AND_CODE = /^(.*\S)\s*\(([^()]*)\)$/;

export async function readTrialBalance(ctx: ConnectorContext, filter: Readonly<Record<string, unknown>> = {}): Promise<TrialBalance> {
  const date = reportDay(filter.enddate) ?? todayUtc();
  // The shared report helpers read the reference reports' `accounting_method`.
  const basis = { accounting_method: filter.accountingmethod };
  const organisation = await organisationOf(ctx);
  const currency = baseCurrencyOf(organisation);
  const report = await xeroReport(ctx, 'TrialBalance', { date, ...basisQuery(basis) });
  const lines: Line[] = [];
  let totals: { debit: number; credit: number } | undefined;
  for (const section of sectionsOf(report)) {
    for (const row of section.Rows ?? []) {
      const cells = row.Cells ?? [];
      if (row.RowType === 'SummaryRow') {
        totals = { debit: cellAmount(cells[3], currency), credit: cellAmount(cells[4], currency) };
        continue;
      }
      if (row.RowType !== 'Row') continue;
      const debit = cellAmount(cells[3], currency);
      const credit = cellAmount(cells[4], currency);
      if (debit === 0 && credit === 0) continue;
      const accountId = accountIdOf(row);
      const label = labelOf(row);
      const named = NAME_AND_CODE.exec(label);
      lines.push({
        accountid: accountId,
        code: accountId && named ? named[2]!.trim() || null : null,
        name: accountId && named ? named[1]! : label || null,
        linetype: accountId ? 'account' : 'unappropriatedresult',
        debit,
        credit,
        balance: debit - credit,
      });
    }
  }
  if (!totals) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Xero\'s trial balance came without its Total row' });
  // The line without an account, if Xero sends one, goes last.
  lines.sort((a, b) => Number(a.linetype === 'unappropriatedresult') - Number(b.linetype === 'unappropriatedresult'));
  return {
    id: report.ReportID ?? 'TrialBalance',
    report_name: report.ReportName ?? 'Trial Balance',
    start_date: fiscalYearOf(date, fiscalSettingsOf(organisation).yearEnd).start,
    end_date: date,
    currency: currency as TrialBalance['currency'],
    accounting_method: basisOf(basis),
    totaldebit: totals.debit,
    totalcredit: totals.credit,
    lines,
  };
}

export const xeroTrialBalance = implement(trialBalance, {
  downstream: { id: 'Reports/TrialBalance', name: 'Trial Balance report' },
  // The fields every answer carries (the Connector API's supported_fields).
  mapper: { fields: ['id', 'report_name', 'start_date', 'end_date', 'currency', 'accounting_method', 'totaldebit', 'totalcredit', 'lines'] },
  oneFilters: ['enddate', 'accountingmethod'],
  one: (ctx, { filter }) => readTrialBalance(ctx, filter),
});
