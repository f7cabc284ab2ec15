/**
 * GET /Reports/ProfitAndLoss?fromDate=&toDate=&periods=&timeframe=&paymentsOnly=
 * (Xero's "Profit and Loss"): income and expenses over fromDate..toDate
 * (the current month when left out), and as many earlier periods of the
 * same length a month, quarter or year back as `periods` asks. Sections as
 * Xero's standard layout: Income (REVENUE, SALES accounts), Less Cost of
 * Sales (DIRECTCOSTS), a "Gross Profit" row, Plus Other Income
 * (OTHERINCOME), Less Operating Expenses (the other expense types), a
 * "Net Profit" row. Income credit positive, expenses debit positive.
 * `paymentsOnly=true`: on cash basis (report-cash-basis.ts).
 */
import { fail, type KitContext } from '../framework/kit/index.js';
import { sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { accountsInOrder, movements } from './report-books.js';
import { booksFor } from './report-cash-basis.js';
import {
  amount, dateParam, header, longDate, monthsBefore, periodsParam, reportAnswer, row, section, shortDate, summary, today, TIMEFRAME_MONTHS, type ReportRow,
} from './report-format.js';

/** Section title, the account types in it, and the sign that makes its amounts positive. */
const SECTIONS: ReadonlyArray<{ title: string; total: string; types: readonly string[]; sign: 1n | -1n }> = [
  { title: 'Income', total: 'Total Income', types: ['REVENUE', 'SALES'], sign: -1n },
  { title: 'Less Cost of Sales', total: 'Total Cost of Sales', types: ['DIRECTCOSTS'], sign: 1n },
  { title: 'Plus Other Income', total: 'Total Other Income', types: ['OTHERINCOME'], sign: -1n },
  { title: 'Less Operating Expenses', total: 'Total Operating Expenses', types: ['EXPENSE', 'OVERHEADS', 'DEPRECIATN'], sign: 1n },
];

export function profitAndLoss(ctx: KitContext<XeroOrganisation>) {
  const books = booksFor(ctx);
  const organisation = ctx.account;
  const now = today(ctx);
  const monthStart = (day: number) => Date.UTC(new Date(day).getUTCFullYear(), new Date(day).getUTCMonth(), 1);
  const from = dateParam(ctx, 'fromDate', monthStart(now))!;
  const to = dateParam(ctx, 'toDate', Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 0))!;
  if (from > to) throw fail.validation('fromDate must be on or before toDate');
  const { periods, timeframe } = periodsParam(ctx);
  const step = TIMEFRAME_MONTHS[timeframe];
  const ranges = Array.from({ length: periods + 1 }, (_, index) => ({ from: monthsBefore(from, index * step), to: monthsBefore(to, index * step) }));
  const columns = ranges.map((range) => movements(books, range.from, range.to));
  const accounts = accountsInOrder(ctx.tenant);
  const money = (values: Dec[]) => values.map((value) => amount(value, organisation));
  const rows: ReportRow[] = [header(['', ...ranges.map((range) => shortDate(range.to))])];
  const totals = new Map<string, Dec[]>();
  const resultRow = (title: string, values: Dec[]) => rows.push(section('', [row([title, ...money(values)])]));
  for (const part of SECTIONS) {
    const own = accounts.filter((account) => part.types.includes(String(account.Type)))
      .map((account) => ({ account, values: columns.map((column) => part.sign * (column.get(account.id) ?? ZERO)) }))
      .filter((entry) => entry.values.some((value) => value !== ZERO));
    const total = columns.map((_, index) => sum(own.map((entry) => entry.values[index]!)));
    totals.set(part.title, total);
    if (own.length > 0) {
      rows.push(section(part.title, [
        ...own.map((entry) => row([String(entry.account.Name), ...money(entry.values)], [{ Id: 'account', Value: entry.account.id }])),
        summary([part.total, ...money(total)]),
      ]));
    }
    if (part.title === 'Less Cost of Sales') resultRow('Gross Profit', columns.map((_, index) => totals.get('Income')![index]! - total[index]!));
  }
  const net = columns.map((_, index) => totals.get('Income')![index]! - totals.get('Less Cost of Sales')![index]! + totals.get('Plus Other Income')![index]! - totals.get('Less Operating Expenses')![index]!);
  resultRow('Net Profit', net);
  const titles = ['Profit and Loss', organisation.name, `For the period ${longDate(from)} to ${longDate(to)}`];
  return reportAnswer(ctx, { type: 'ProfitAndLoss', name: 'Profit and Loss', titles, date: now, rows });
}

