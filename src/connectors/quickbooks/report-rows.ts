/**
 * QuickBooks' report format (Intuit's Report.xsd; the report pages under
 * https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/):
 * a Header (ReportName, StartPeriod, EndPeriod, Currency, ReportBasis),
 * Columns and Rows.Row[], each row either `Data` (ColData cells: `value`,
 * and `id` where the cell names a record) or a `Section` (optional `group`,
 * a Header, nested Rows and a Summary). Amounts are decimal strings in the
 * report's currency (the company's home currency), "" for an empty cell;
 * read here into minor units exactly (core/money.ts). Also the request every
 * report makes (GET /reports/{name}), its basis (accounting_method) and the
 * account codes reports leave out.
 */
import { toMinorUnits } from '../../core/money.js';
import type { ConnectorContext } from '../framework/define.js';
import { qbo } from './api.js';
import { everyEntity } from './entity.js';

export interface Cell {
  value?: string;
  id?: string;
}
export interface QboRow {
  type?: 'Data' | 'Section';
  group?: string;
  ColData?: Cell[];
  Header?: { ColData?: Cell[] };
  Rows?: { Row?: QboRow[] };
  Summary?: { ColData?: Cell[] };
}
export interface QboReport {
  Header?: { ReportName?: string; StartPeriod?: string; EndPeriod?: string; Currency?: string; ReportBasis?: string; Option?: { Name?: string; Value?: string }[] };
  Columns?: { Column?: { ColTitle?: string; ColType?: string; MetaData?: { Name?: string; Value?: string }[] }[] };
  Rows?: { Row?: QboRow[] };
}

/**
 * QuickBooks' accounting_method for the unified filter: Cash when cash is
 * asked, else Accrual, sent explicitly so the answer does not follow the
 * company's own report preference (ReportPrefs.ReportBasis).
 */
export function accountingMethodParam(filter: Readonly<Record<string, unknown>>): 'Cash' | 'Accrual' {
  return filter.accounting_method === 'cash' ? 'Cash' : 'Accrual';
}

export async function readReport(ctx: ConnectorContext, name: string, query: Record<string, string | undefined>): Promise<QboReport> {
  const params = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return qbo<QboReport>(ctx, { method: 'GET', path: `/reports/${name}`, query: params });
}

/** The report's currency: its header's, else the company's home currency. */
export function reportCurrency(report: QboReport, home: string): string {
  return (report.Header?.Currency || home).toUpperCase();
}

/** A cell's amount in minor units; null for an empty cell. */
export function amount(cell: Cell | undefined, currency: string): number | null {
  const value = cell?.value?.trim() ?? '';
  return value === '' ? null : toMinorUnits(value.replace(/,/g, ''), currency);
}

export const rowsOf = (row: QboRow | QboReport): QboRow[] => row.Rows?.Row ?? [];

/** Column index of a column by its ColKey (MetaData), or by its title. */
export function columnIndex(report: QboReport, key: string, title?: string): number {
  const columns = report.Columns?.Column ?? [];
  const byKey = columns.findIndex((column) => column.MetaData?.some((meta) => meta.Name === 'ColKey' && meta.Value === key));
  return byKey >= 0 ? byKey : columns.findIndex((column) => column.ColTitle === title);
}

/** Today in UTC (YYYY-MM-DD): the unified reports' default date. */
export { todayUtc } from '../../core/days.js';

/** Every account's number (AcctNum), which reports do not show: the whole chart of accounts, inactive accounts too. */
export async function accountCodes(ctx: ConnectorContext): Promise<Map<string, string>> {
  const accounts = await everyEntity(ctx, 'Account');
  return new Map(accounts.filter((account) => typeof account.AcctNum === 'string' && account.AcctNum !== '').map((account) => [String(account.Id), String(account.AcctNum)]));
}
