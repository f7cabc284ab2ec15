/**
 * Intuit's report format (Report.xsd; "Reports" pages of the Accounting API
 * reference, e.g. https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/trialbalance):
 *
 *   {"Header": {"Time", "ReportName", "ReportBasis", "StartPeriod", "EndPeriod", "Currency", "Option": [{Name, Value}]},
 *    "Columns": {"Column": [{"ColTitle", "ColType", "MetaData": [{"Name": "ColKey", "Value"}]}]},
 *    "Rows": {"Row": [
 *      {"type": "Data", "ColData": [{"value": "Checking", "id": "35"}, {"value": "1201.00"}]},
 *      {"type": "Section", "group": "Income", "Header": {"ColData": […]}, "Rows": {"Row": […]}, "Summary": {"ColData": […]}}]}}
 *
 * Amounts are strings in the company's home currency with its decimals; an
 * empty cell is "". A report is the top-level object of the answer (no
 * IntuitResponse wrapper, no `time`). Also the parameters every report
 * shares: dates, date_macro and accounting_method.
 */
import { currencyDigits, round, text, type Dec } from './decimal.js';
import { invalidField } from './faults.js';
import type { Ctx } from './entity.js';
import { addDays, fiscalYearStart } from './report-ledger.js';
import { companyDate, companyTime, isDate } from './time.js';

export interface Cell {
  value: string;
  id?: string;
}
export interface ReportRow {
  type: 'Data' | 'Section';
  group?: string;
  ColData?: Cell[];
  Header?: { ColData: Cell[] };
  Rows?: { Row: ReportRow[] };
  Summary?: { ColData: Cell[] };
}

/** An amount as QuickBooks writes it in a report: fixed decimals of the home currency ("1201.00", "-35.50", JPY "1201"). */
export function money(ctx: Ctx, amount: Dec): string {
  const digits = currencyDigits(ctx.account.homeCurrency);
  const plain = text(round(amount, digits));
  if (digits === 0) return plain;
  const [whole, fraction = ''] = plain.split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}

export const data = (cells: Cell[]): ReportRow => ({ type: 'Data', ColData: cells });

export function section(group: string | undefined, title: string | undefined, rows: ReportRow[], summary: Cell[] | undefined): ReportRow {
  return {
    type: 'Section',
    ...(group ? { group } : {}),
    ...(title !== undefined ? { Header: { ColData: [{ value: title }, ...(summary ?? []).slice(1).map(() => ({ value: '' }))] } } : {}),
    ...(rows.length > 0 ? { Rows: { Row: rows } } : {}),
    ...(summary ? { Summary: { ColData: summary } } : {}),
  };
}

export function columns(spec: readonly [title: string, type: string, key: string][]) {
  return { Column: spec.map(([ColTitle, ColType, key]) => ({ ColTitle, ColType, MetaData: [{ Name: 'ColKey', Value: key }] })) };
}

export function header(ctx: Ctx, name: string, fields: Record<string, string | undefined>, options: Record<string, string> = {}, empty = false) {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    Time: companyTime(ctx.now, ctx.account.timeZone),
    ReportName: name,
    ...defined,
    Currency: ctx.account.homeCurrency,
    Option: [...Object.entries(options).map(([Name, Value]) => ({ Name, Value })), { Name: 'NoReportData', Value: String(empty) }],
  };
}

function param(ctx: Ctx, name: string): string | undefined {
  const value = ctx.request.query.get(name);
  return value === null || value === '' ? undefined : value;
}

export function dateParam(ctx: Ctx, name: string): string | undefined {
  const value = param(ctx, name);
  if (value !== undefined && !isDate(value)) throw invalidField(name, `${name} must be a date (yyyy-MM-dd): ${String(value).slice(0, 20)}`, '2040', 'Invalid Date');
  return value;
}

export function intParam(ctx: Ctx, name: string, fallback: number, max: number): number {
  const value = param(ctx, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw invalidField(name, `${name} must be a whole number from 1 to ${max}`, '2010');
  return Number(value);
}

export const textParam = param;

/**
 * The report's basis: accounting_method Accrual (the default) or Cash
 * (report-cash-basis.ts derives it from the same ledger), as Intuit spells
 * them; anything else is an invalid parameter.
 */
export function reportBasis(ctx: Ctx): 'Accrual' | 'Cash' {
  const method = param(ctx, 'accounting_method');
  if (method === undefined || method === 'Accrual' || method === 'Cash') return method ?? 'Accrual';
  throw invalidField('accounting_method', `accounting_method must be Cash or Accrual: ${String(method).slice(0, 20)}`, '2010');
}

/** The period of a report: start_date and end_date, or a date_macro (a few of Intuit's), else `fallback`. */
export function reportPeriod(ctx: Ctx, fallback: 'This Fiscal Year-to-date' | 'Today'): { start: string; end: string; macro?: string } {
  const today = companyDate(ctx.now, ctx.account.timeZone);
  const start = dateParam(ctx, 'start_date');
  const end = dateParam(ctx, 'end_date');
  const macro = param(ctx, 'date_macro');
  if (start !== undefined || end !== undefined) {
    const last = end ?? today;
    const first = start ?? fiscalYearStart(ctx.account, last);
    if (first > last) throw invalidField('start_date', 'start_date must not be after end_date', '2040', 'Invalid Date');
    return { start: first, end: last };
  }
  const name = macro ?? fallback;
  const yearStart = fiscalYearStart(ctx.account, today);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (name.toLowerCase()) {
    case 'today': return { start: today, end: today, macro: name };
    case 'this month-to-date': return { start: monthStart, end: today, macro: name };
    case 'last month': return { start: `${addDays(monthStart, -1).slice(0, 8)}01`, end: addDays(monthStart, -1), macro: name };
    case 'this fiscal year-to-date': return { start: yearStart, end: today, macro: name };
    case 'this fiscal year': {
      const nextStart = fiscalYearStart(ctx.account, addDays(yearStart, 370));
      return { start: yearStart, end: addDays(nextStart, -1), macro: name };
    }
    case 'last fiscal year': {
      const lastStart = fiscalYearStart(ctx.account, addDays(yearStart, -1));
      return { start: lastStart, end: addDays(yearStart, -1), macro: name };
    }
    default: throw invalidField('date_macro', `date_macro ${name.slice(0, 40)} is not supported by the emulator`, '2010');
  }
}
