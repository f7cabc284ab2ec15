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
import { fiscalYearOf } from '../framework/fiscal-calendar.js';
import { fiscalSettingsOf } from './fiscal-periods.js';
import { basisOf, basisQuery, reportDay, todayUtc, xeroReportResource, type ReportAnswer } from './report-rows.js';

type TrialBalance = Static<typeof TrialBalanceModel>;
type Line = TrialBalance['lines'][number];

const NAME_AND_CODE = /^(.*\S)\s*\(([^()]*)\)$/;
/** The shared report helpers read the reference reports' `accounting_method`. */
const basisFilter = (filter: Readonly<Record<string, unknown>>) => ({ accounting_method: filter.accountingmethod });

function readTrialBalance({ report, sections, currency, organisation, query, filter }: ReportAnswer): TrialBalance {
  const date = String(query.date);
  const lines: Line[] = [];
  let totals: { debit: number; credit: number } | undefined;
  for (const row of sections.flatMap((section) => section.rows)) {
    if (row.type === 'SummaryRow') {
      totals = { debit: row.amount(3), credit: row.amount(4) };
      continue;
    }
    if (row.type !== 'Row') continue;
    const debit = row.amount(3);
    const credit = row.amount(4);
    if (debit === 0 && credit === 0) continue;
    const named = NAME_AND_CODE.exec(row.label);
    lines.push({
      accountid: row.accountId,
      code: row.accountId && named ? named[2]!.trim() || null : null,
      name: row.accountId && named ? named[1]! : row.label || null,
      linetype: row.accountId ? 'account' : 'unappropriatedresult',
      debit,
      credit,
      balance: debit - credit,
    });
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
    accounting_method: basisOf(basisFilter(filter)),
    totaldebit: totals.debit,
    totalcredit: totals.credit,
    lines,
  };
}

export const xeroTrialBalance = xeroReportResource(trialBalance, {
  report: 'TrialBalance',
  name: 'Trial Balance report',
  fields: ['id', 'report_name', 'start_date', 'end_date', 'currency', 'accounting_method', 'totaldebit', 'totalcredit', 'lines'],
  filters: ['enddate', 'accountingmethod'],
  query: (filter) => ({ date: reportDay(filter.enddate) ?? todayUtc(), ...basisQuery(basisFilter(filter)) }),
  read: readTrialBalance,
});
