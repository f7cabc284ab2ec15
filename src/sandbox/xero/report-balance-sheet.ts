/**
 * GET /Reports/BalanceSheet?date=&periods=&timeframe=&paymentsOnly= (Xero's
 * "Balance Sheet"): one column for `date` (today when left out) and one for
 * each of `periods` earlier dates a month, quarter or year apart. Rows as
 * Xero lays them out: an "Assets" heading, its sections (Bank, Current
 * Assets, Fixed Assets, Non-current Assets), "Total Assets"; "Liabilities"
 * likewise; "Net Assets"; then "Equity" with Current Year Earnings (no
 * account: income less expenses since the fiscal year began), the equity
 * accounts, Retained Earnings (with earlier years' results rolled in) and
 * "Total Equity". Assets are debit positive, liabilities and equity credit
 * positive; rows that are zero in every column are left out.
 * `paymentsOnly=true`: on cash basis (report-cash-basis.ts).
 */
import type { KitContext, StoredRecord } from '../framework/kit/index.js';
import { sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { classOf } from './chart.js';
import { accountsInOrder, balancesAt, fiscalYearStart, isProfitAndLoss, movements, type Books } from './report-books.js';
import { booksFor } from './report-cash-basis.js';
import {
  amount, dateParam, header, longDate, monthsBefore, periodsParam, reportAnswer, row, section, shortDate, summary, today, TIMEFRAME_MONTHS, type ReportRow,
} from './report-format.js';

const ASSET_SECTIONS: ReadonlyArray<[string, readonly string[]]> = [
  ['Bank', ['BANK']], ['Current Assets', ['CURRENT', 'INVENTORY', 'PREPAYMENT']], ['Fixed Assets', ['FIXED']], ['Non-current Assets', ['NONCURRENT']],
];
const LIABILITY_SECTIONS: ReadonlyArray<[string, readonly string[]]> = [
  ['Current Liabilities', ['CURRLIAB', 'PAYG']], ['Non-current Liabilities', ['TERMLIAB', 'LIABILITY']],
];

interface Column { day: number; balances: Map<string, Dec>; currentYear: Dec }

function columnAt(ctx: KitContext<XeroOrganisation>, books: Books, day: number): Column {
  const balances = balancesAt(books, ctx.account, day);
  const thisYear = movements(books, fiscalYearStart(ctx.account, day), day);
  const currentYear = sum(ctx.tenant.table('accounts').all().filter(isProfitAndLoss).map((account) => thisYear.get(account.id) ?? ZERO));
  return { day, balances, currentYear };
}

export function balanceSheet(ctx: KitContext<XeroOrganisation>) {
  const books = booksFor(ctx);
  const organisation = ctx.account;
  const date = dateParam(ctx, 'date', today(ctx))!;
  const { periods, timeframe } = periodsParam(ctx);
  const columns = Array.from({ length: periods + 1 }, (_, index) => columnAt(ctx, books, monthsBefore(date, index * TIMEFRAME_MONTHS[timeframe])));
  const accounts = accountsInOrder(ctx.tenant);
  const money = (values: Dec[]) => values.map((value) => amount(value, organisation));
  /** An account's cells, debit positive (assets) or credit positive (sign -1). */
  const valuesOf = (account: StoredRecord, sign: 1n | -1n) => columns.map((column) => sign * (column.balances.get(account.id) ?? ZERO));
  const rows: ReportRow[] = [header(['', ...columns.map((column) => shortDate(column.day))])];

  const group = (title: string, sections: ReadonlyArray<[string, readonly string[]]>, sign: 1n | -1n): Dec[] => {
    rows.push(section(title, []));
    const totals = columns.map(() => ZERO);
    for (const [name, types] of sections) {
      const own = accounts.filter((account) => types.includes(String(account.Type))).map((account) => ({ account, values: valuesOf(account, sign) })).filter((entry) => entry.values.some((value) => value !== ZERO));
      if (own.length === 0) continue;
      const subtotal = columns.map((_, index) => sum(own.map((entry) => entry.values[index]!)));
      subtotal.forEach((value, index) => { totals[index] = totals[index]! + value; });
      rows.push(section(name, [
        ...own.map((entry) => row([String(entry.account.Name), ...money(entry.values)], [{ Id: 'account', Value: entry.account.id }])),
        summary([`Total ${name}`, ...money(subtotal)]),
      ]));
    }
    rows.push(section('', [summary([`Total ${title}`, ...money(totals)])]));
    return totals;
  };
  const assets = group('Assets', ASSET_SECTIONS, 1n);
  const liabilities = group('Liabilities', LIABILITY_SECTIONS, -1n);
  rows.push(section('', [row(['Net Assets', ...money(assets.map((value, index) => value - liabilities[index]!))])]));

  // Xero writes these attributes as M/D/YYYY.
  const us = (day: number) => { const date = new Date(day); return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`; };
  const period = (column: Column) => [{ Id: 'fromDate', Value: us(fiscalYearStart(organisation, column.day)) }, { Id: 'toDate', Value: us(column.day) }];
  const equityRows: ReportRow[] = [];
  const equityTotals = columns.map(() => ZERO);
  const add = (values: Dec[]) => values.forEach((value, index) => { equityTotals[index] = equityTotals[index]! + value; });
  const currentYear = columns.map((column) => -column.currentYear);
  if (currentYear.some((value) => value !== ZERO)) {
    add(currentYear);
    equityRows.push({ RowType: 'Row', Cells: [{ Value: 'Current Year Earnings' }, ...columns.map((column, index) => ({ Value: amount(currentYear[index]!, organisation), Attributes: period(column) }))] });
  }
  for (const account of accounts.filter((candidate) => classOf(candidate.Type) === 'EQUITY')) {
    const values = valuesOf(account, -1n);
    // Retained Earnings holds what was posted to it and every earlier fiscal year's result (balancesAt).
    add(values);
    if (values.every((value) => value === ZERO)) continue;
    equityRows.push(row([String(account.Name), ...money(values)], [{ Id: 'account', Value: account.id }]));
  }
  equityRows.push(summary(['Total Equity', ...money(equityTotals)]));
  rows.push(section('Equity', equityRows));
  return reportAnswer(ctx, { type: 'BalanceSheet', name: 'Balance Sheet', titles: ['Balance Sheet', organisation.name, `As at ${longDate(date)}`], date, rows });
}
