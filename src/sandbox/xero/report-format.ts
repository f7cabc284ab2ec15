/**
 * Xero's report answers (xero_accounting.yaml's ReportWithRows; "Reports" at
 * developer.xero.com/documentation/api/accounting/reports): the usual
 * envelope around `Reports: [report]`, each report a list of rows: a
 * `Header` row of column titles, then `Section` rows with a `Title` whose
 * `Rows` are `Row`s and a closing `SummaryRow`. Every cell is a string (amounts
 * as decimals in the organisation's base currency); the cells of an
 * account's row carry an `account` attribute with its AccountID. Query
 * parameters are read here too: dates as YYYY-MM-DD, booleans as true/false.
 */
import { fail, type KitContext } from '../framework/kit/index.js';
import { round, text, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { DAY_MS, msDate, parseXeroDay } from './dates.js';
import { xeroEnvelope } from './dialect.js';
import { currencyDigits } from './money.js';

export interface ReportAttribute { Id: string; Value: string }
export interface ReportCell { Value: string; Attributes?: ReportAttribute[] }
export interface ReportRow { RowType: 'Header' | 'Section' | 'Row' | 'SummaryRow'; Title?: string; Cells?: ReportCell[]; Rows?: ReportRow[] }

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "24 April 2019", as Xero writes ReportDate and its titles. */
export function longDate(day: number): string {
  const date = new Date(day);
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "30 Apr 2019", as Xero heads a column. */
export function shortDate(day: number): string {
  const date = new Date(day);
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** "2019-04-24T00:00:00", as the aged reports write a document's dates. */
export function cellDate(day: number): string {
  return new Date(day).toISOString().slice(0, 19);
}

/** An amount of the base currency as a cell: "1190.00" (JPY "1190"). */
export function amount(value: Dec, organisation: XeroOrganisation): string {
  const digits = currencyDigits(organisation.baseCurrency);
  const [whole, fraction = ''] = text(round(value, digits)).split('.');
  return digits === 0 ? whole! : `${whole}.${fraction.padEnd(digits, '0')}`;
}

/** An amount of a document's own currency as a cell. */
export function documentAmount(value: Dec, currency: string): string {
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = text(round(value, digits)).split('.');
  return digits === 0 ? whole! : `${whole}.${fraction.padEnd(digits, '0')}`;
}

/** Cells that all carry the same attributes (an account's row). */
export function cells(values: readonly string[], attributes?: ReportAttribute[]): ReportCell[] {
  return values.map((Value) => (attributes ? { Value, Attributes: attributes } : { Value }));
}

export const section = (title: string, rows: ReportRow[]): ReportRow => ({ RowType: 'Section', Title: title, Rows: rows });
export const header = (values: readonly string[]): ReportRow => ({ RowType: 'Header', Cells: cells(values) });
export const row = (values: readonly string[], attributes?: ReportAttribute[]): ReportRow => ({ RowType: 'Row', Cells: cells(values, attributes) });
export const summary = (values: readonly string[]): ReportRow => ({ RowType: 'SummaryRow', Cells: cells(values) });

export interface ReportBody {
  type: string;
  name: string;
  titles: string[];
  date: number;
  rows: ReportRow[];
}

export function reportAnswer(ctx: KitContext<XeroOrganisation>, report: ReportBody) {
  return {
    status: 200,
    body: xeroEnvelope('Reports', [{
      ReportID: report.type,
      ReportName: report.name,
      ReportType: report.type,
      ReportTitles: report.titles,
      ReportDate: longDate(report.date),
      UpdatedDateUTC: msDate(ctx.now),
      Fields: [],
      Rows: report.rows,
    }]),
  };
}

/** Today in the organisation's books: the emulator keeps days in UTC. */
export function today(ctx: KitContext<XeroOrganisation>): number {
  return Math.floor(ctx.now / DAY_MS) * DAY_MS;
}

/** A date parameter (YYYY-MM-DD); `fallback` when absent; a ValidationException when it is not a date. */
export function dateParam(ctx: KitContext<XeroOrganisation>, name: string, fallback?: number): number | undefined {
  const value = ctx.request.query.get(name);
  if (value === null || value.trim() === '') return fallback;
  const day = parseXeroDay(value);
  if (day === undefined) throw fail.validation(`The ${name} parameter '${value}' is not a valid date`);
  return day;
}

export function booleanParam(ctx: KitContext<XeroOrganisation>, name: string): boolean {
  const value = ctx.request.query.get(name);
  if (value === null || value.trim() === '') return false;
  if (!/^(true|false)$/i.test(value.trim())) throw fail.validation(`The ${name} parameter '${value}' is not true or false`);
  return value.trim().toLowerCase() === 'true';
}

export type Timeframe = 'MONTH' | 'QUARTER' | 'YEAR';

/** `periods` (comparison periods, 0 to 11) and `timeframe` (MONTH when left out). */
export function periodsParam(ctx: KitContext<XeroOrganisation>): { periods: number; timeframe: Timeframe } {
  const periodsText = ctx.request.query.get('periods');
  const periods = periodsText === null || periodsText.trim() === '' ? 0 : Number(periodsText);
  if (!Number.isInteger(periods) || periods < 0 || periods > 11) throw fail.validation(`periods must be a whole number from 1 to 11, not '${periodsText}'`);
  const timeframe = (ctx.request.query.get('timeframe') ?? 'MONTH').trim().toUpperCase();
  if (timeframe !== 'MONTH' && timeframe !== 'QUARTER' && timeframe !== 'YEAR') throw fail.validation(`timeframe must be MONTH, QUARTER or YEAR, not '${timeframe}'`);
  return { periods, timeframe };
}

/** The day `months` months before `day`, the month's last day when `day` is one (30 Apr → 31 Mar). */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const targetLast = new Date(Date.UTC(year, month - months + 1, 0)).getUTCDate();
  const dayOfMonth = date.getUTCDate() === lastOfMonth ? targetLast : Math.min(date.getUTCDate(), targetLast);
  return Date.UTC(year, month - months, dayOfMonth);
}

export const TIMEFRAME_MONTHS: Readonly<Record<Timeframe, number>> = { MONTH: 1, QUARTER: 3, YEAR: 12 };
