/**
 * Xero's report format (GET /Reports/…: `Reports[0].Rows`; "Reports" at
 * developer.xero.com/documentation/api/accounting/reports): a Header row,
 * then Sections with a Title whose Rows are Rows and a SummaryRow; every
 * cell a string, amounts as decimals, an account's cells carrying an
 * `account` attribute (its AccountID). Reports are in the organisation's
 * base currency (GET /Organisation), which the reports themselves do not
 * name. Read here once for every report.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { toMinorUnits } from '../../core/money.js';
import type { ConnectorContext } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { xero } from './api.js';

export interface XeroReportCell { Value?: string; Attributes?: Array<{ Id?: string; Value?: string }> }
export interface XeroReportRow { RowType?: string; Title?: string; Cells?: XeroReportCell[]; Rows?: XeroReportRow[] }
export interface XeroReport { ReportID?: string; ReportName?: string; ReportType?: string; ReportTitles?: string[]; ReportDate?: string; Rows?: XeroReportRow[] }

/** Reads one report; a 2xx without it is the platform's fault. */
export async function xeroReport(ctx: ConnectorContext, name: string, query: Record<string, QueryValue>): Promise<XeroReport> {
  const body = await xero<{ Reports?: XeroReport[] }>(ctx, { method: 'GET', path: `Reports/${name}`, query });
  const report = body.Reports?.[0];
  if (!report) throw new ApiError('ConnectorExecutionError', { status: 502, message: `Xero answered /Reports/${name} without the report` });
  return report;
}

/** The report's sections (top-level rows of type Section), in order. */
export const sectionsOf = (report: XeroReport): XeroReportRow[] => (report.Rows ?? []).filter((row) => row.RowType === 'Section');

/** A cell's amount in minor units of `currency`; an empty cell is 0. */
export function cellAmount(cell: XeroReportCell | undefined, currency: string): number {
  const value = (cell?.Value ?? '').replace(/,/g, '').trim();
  if (value === '') return 0;
  return toMinorUnits(value, currency);
}

/** The cell's attribute of that name (`account`, `invoiceID`). */
export function attributeOf(cell: XeroReportCell | undefined, id: string): string | null {
  const found = cell?.Attributes?.find((attribute) => attribute.Id?.toLowerCase() === id.toLowerCase())?.Value;
  return found ? found : null;
}

/** The AccountID of an account's row: any cell's `account` attribute. */
export function accountIdOf(row: XeroReportRow): string | null {
  for (const cell of row.Cells ?? []) {
    const id = attributeOf(cell, 'account');
    if (id) return id;
  }
  return null;
}

export const labelOf = (row: XeroReportRow): string => (row.Cells?.[0]?.Value ?? '').trim();

/** A day (YYYY-MM-DD) for a report parameter, checked the way the gateway's filters are. */
export function reportDay(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    throw new ApiError('RequestValidationError', { message: `${String(value)} is not a date (YYYY-MM-DD)`, detail: { value: String(value) } });
  }
  return text;
}

export { todayUtc } from '../../core/days.js';

/** filter[accounting_method] (the gateway admits cash or accrual); accrual, Xero's default, when left out. */
export const basisOf = (filter: Readonly<Record<string, unknown>>): 'cash' | 'accrual' => (filter.accounting_method === 'cash' ? 'cash' : 'accrual');

/**
 * Xero's cash basis is `paymentsOnly=true` on the trial balance, balance
 * sheet and profit and loss (xero_accounting.yaml); accrual is its default,
 * so nothing is sent for it.
 */
export const basisQuery = (filter: Readonly<Record<string, unknown>>): Record<string, string> => (basisOf(filter) === 'cash' ? { paymentsOnly: 'true' } : {});
