/**
 * Xero's report format (GET /Reports/…: `Reports[0].Rows`; "Reports" at
 * developer.xero.com/documentation/api/accounting/reports): a Header row,
 * then Sections with a Title whose Rows are Rows and a SummaryRow; every
 * cell a string, amounts as decimals, an account's cells carrying an
 * `account` attribute (its AccountID). Reports are in the organisation's
 * base currency (GET /Organisation), which the reports themselves do not
 * name. Read here once for every report: a report resource is declared on
 * `xeroReportResource` (the report, the parameters its filters become, how
 * its sections read), its rows read as `ReportRow`s.
 */
import type { Static, TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { toMinorUnits } from '../../core/money.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ConnectorContext, type ResourceBinding } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { xero } from './api.js';
import { baseCurrencyOf, organisationOf, type XeroOrganisation } from './organisation.js';

export interface XeroReportCell { Value?: string; Attributes?: Array<{ Id?: string; Value?: string }> }
interface XeroReportRow { RowType?: string; Title?: string; Cells?: XeroReportCell[]; Rows?: XeroReportRow[] }
export interface XeroReport { ReportID?: string; ReportName?: string; ReportType?: string; ReportTitles?: string[]; ReportDate?: string; Rows?: XeroReportRow[] }

type Filter = Readonly<Record<string, unknown>>;
type ReportQuery = Record<string, QueryValue>;

/** Reads one report; a 2xx without it is the platform's fault. */
export async function xeroReport(ctx: ConnectorContext, name: string, query: ReportQuery): Promise<XeroReport> {
  const body = await xero<{ Reports?: XeroReport[] }>(ctx, { method: 'GET', path: `Reports/${name}`, query });
  const report = body.Reports?.[0];
  if (!report) throw new ApiError('ConnectorExecutionError', { status: 502, message: `Xero answered /Reports/${name} without the report` });
  return report;
}

/** The cell's attribute of that name (`account`, `invoiceID`). */
export function attributeOf(cell: XeroReportCell | undefined, id: string): string | null {
  const found = cell?.Attributes?.find((attribute) => attribute.Id?.toLowerCase() === id.toLowerCase())?.Value;
  return found ? found : null;
}

/** A row of a report's section, as the reports read it. */
export interface ReportRow {
  /** Row (an account, a document) or SummaryRow (the section's total). */
  type: string | undefined;
  /** The first cell, trimmed: an account's name, "Total Assets", "Net Profit". */
  label: string;
  /** The AccountID of an account's row: any cell's `account` attribute. */
  accountId: string | null;
  cells: readonly XeroReportCell[];
  /** Cell `index` in minor units of the report's currency (or of `currency`); an empty cell is 0. */
  amount(index: number, currency?: string): number;
}

export interface ReportSection {
  /** Trimmed; "" for the untitled sections of totals (Gross Profit, Net Assets). */
  title: string;
  rows: ReportRow[];
}

function rowOf(row: XeroReportRow, reportCurrency: string): ReportRow {
  const cells = row.Cells ?? [];
  return {
    type: row.RowType,
    label: (cells[0]?.Value ?? '').trim(),
    accountId: cells.map((cell) => attributeOf(cell, 'account')).find((id) => id !== null) ?? null,
    cells,
    amount(index, currency = reportCurrency) {
      const value = (cells[index]?.Value ?? '').replace(/,/g, '').trim();
      return value === '' ? 0 : toMinorUnits(value, currency);
    },
  };
}

/** The report's sections (top-level rows of type Section), in order. */
export function sectionsOf(report: XeroReport, currency: string): ReportSection[] {
  return (report.Rows ?? []).filter((row) => row.RowType === 'Section').map((section) => ({
    title: (section.Title ?? '').trim(),
    rows: (section.Rows ?? []).map((row) => rowOf(row, currency)),
  }));
}

/** What a report resource reads: the report, its sections, the currency and organisation, and what it was asked. */
export interface ReportAnswer {
  report: XeroReport;
  sections: ReportSection[];
  currency: string;
  organisation: XeroOrganisation;
  query: ReportQuery;
  filter: Filter;
}

export interface XeroReportSpec<T> {
  /** Xero's report: GET /Reports/{report}. */
  report: string;
  /** As the Connector API names it: "Trial Balance report". */
  name: string;
  /** The fields every answer carries (the Connector API's supported_fields). */
  fields: readonly (keyof T & string)[];
  filters: readonly string[];
  /**
   * The report's parameters from the filters, checked before the report is
   * read; `organisation` where a default needs it (the fiscal year's start).
   */
  query(filter: Filter, organisation: () => Promise<XeroOrganisation>): ReportQuery | Promise<ReportQuery>;
  read(answer: ReportAnswer): T;
}

/** A report resource: its parameters, then the organisation (its base currency), then the report. */
export function xeroReportResource<M extends TObject>(declaration: ResourceDeclaration<M>, spec: XeroReportSpec<Static<M>>): ResourceBinding<M> {
  return implement(declaration, {
    downstream: { id: `Reports/${spec.report}`, name: spec.name },
    mapper: { fields: spec.fields },
    oneFilters: spec.filters,
    async one(ctx, { filter = {} }) {
      let read: Promise<XeroOrganisation> | undefined;
      const organisationRead = () => (read ??= organisationOf(ctx));
      const query = await spec.query(filter, organisationRead);
      const organisation = await organisationRead();
      const currency = baseCurrencyOf(organisation);
      const report = await xeroReport(ctx, spec.report, query);
      return spec.read({ report, sections: sectionsOf(report, currency), currency, organisation, query, filter });
    },
  });
}

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
export const basisOf = (filter: Filter): 'cash' | 'accrual' => (filter.accounting_method === 'cash' ? 'cash' : 'accrual');

/**
 * Xero's cash basis is `paymentsOnly=true` on the trial balance, balance
 * sheet and profit and loss (xero_accounting.yaml); accrual is its default,
 * so nothing is sent for it.
 */
export const basisQuery = (filter: Filter): Record<string, string> => (basisOf(filter) === 'cash' ? { paymentsOnly: 'true' } : {});
