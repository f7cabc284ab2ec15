/**
 * GET /Reports/TrialBalance?date=&paymentsOnly= (Xero's "Trial Balance"
 * report): every account with a balance, by class (Revenue, Expenses,
 * Assets, Liabilities, Equity), named "Name (Code)", in four columns:
 * Debit and Credit for the month's movement to `date`, YTD Debit and YTD Credit for the
 * balance at `date` (balance sheet accounts cumulative, income and expenses
 * from the start of the fiscal year, earlier years' results in Retained
 * Earnings), and a closing "Total" row. `paymentsOnly=true` sums the
 * cash version of the journals (report-cash-basis.ts) instead.
 *
 * The `unbalanced_trial_balance` switch (index.ts) adds its value, in minor
 * units, to the first YTD Debit cell after the totals are summed: a report
 * that does not add up, as a broken platform would send.
 */
import { switchValue, type KitContext } from '../framework/kit/index.js';
import { int, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { classOf } from './chart.js';
import { currencyDigits } from './money.js';
import { accountsInOrder, balancesAt, movements } from './report-books.js';
import { booksFor } from './report-cash-basis.js';
import { amount, dateParam, header, longDate, reportAnswer, row, section, summary, today, type ReportRow } from './report-format.js';

export const UNBALANCED_SWITCH = 'unbalanced_trial_balance';

const SECTIONS: ReadonlyArray<[string, string]> = [['REVENUE', 'Revenue'], ['EXPENSE', 'Expenses'], ['ASSET', 'Assets'], ['LIABILITY', 'Liabilities'], ['EQUITY', 'Equity']];

/** A debit-positive balance in the (debit, credit) pair of columns: one is empty. */
function columns(value: Dec, organisation: XeroOrganisation): [string, string] {
  return value >= ZERO ? [amount(value, organisation), ''] : ['', amount(-value, organisation)];
}

export function trialBalance(ctx: KitContext<XeroOrganisation>) {
  const organisation = ctx.account;
  const books = booksFor(ctx);
  const date = dateParam(ctx, 'date', today(ctx))!;
  const monthStart = Date.UTC(new Date(date).getUTCFullYear(), new Date(date).getUTCMonth(), 1);
  const ytd = balancesAt(books, organisation, date);
  const monthly = movements(books, monthStart, date);
  const totals = { debit: ZERO, credit: ZERO, ytdDebit: ZERO, ytdCredit: ZERO };
  const lines: Array<{ classOf: string; name: string; id: string; month: Dec; ytd: Dec }> = [];
  for (const account of accountsInOrder(ctx.tenant)) {
    const balance = ytd.get(account.id) ?? ZERO;
    const month = monthly.get(account.id) ?? ZERO;
    if (balance === ZERO && month === ZERO) continue;
    lines.push({ classOf: classOf(account.Type), name: `${String(account.Name)} (${String(account.Code ?? '')})`, id: account.id, month, ytd: balance });
  }
  for (const line of lines) {
    if (line.month >= ZERO) totals.debit += line.month; else totals.credit -= line.month;
    if (line.ytd >= ZERO) totals.ytdDebit += line.ytd; else totals.ytdCredit -= line.ytd;
  }
  const broken = switchValue<number>(ctx.tenant, UNBALANCED_SWITCH);
  if (broken !== undefined) {
    const first = lines.find((line) => line.ytd > ZERO);
    if (first) first.ytd += int(broken) / 10n ** BigInt(currencyDigits(organisation.baseCurrency));
  }
  const rows: ReportRow[] = [header(['Account', 'Debit', 'Credit', 'YTD Debit', 'YTD Credit'])];
  for (const [accountClass, title] of SECTIONS) {
    const own = lines.filter((line) => line.classOf === accountClass);
    if (own.length === 0) continue;
    rows.push(section(title, own.map((line) => row([line.name, ...columns(line.month, organisation), ...columns(line.ytd, organisation)], [{ Id: 'account', Value: line.id }]))));
  }
  rows.push(section('', [summary(['Total', ...[totals.debit, totals.credit, totals.ytdDebit, totals.ytdCredit].map((value) => amount(value, organisation))])]));
  return reportAnswer(ctx, { type: 'TrialBalance', name: 'Trial Balance', titles: ['Trial Balance', organisation.name, `As at ${longDate(date)}`], date, rows });
}
