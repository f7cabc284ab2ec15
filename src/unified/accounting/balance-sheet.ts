/**
 * The balance sheet (the reference's BalanceSheet, accounting.yml): assets,
 * liabilities and equity as of a date, one report per period when several
 * periods are asked for. The platform's own report is read and its rows are
 * mapped to the nested accounts; nothing is recomputed.
 */
import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum } from '../common/filters.js';
import { MinorUnits } from '../common/minor-units.js';
import { PERIOD_TYPES, accountingMethod, locationId, periodCount, reportEndDate, reportStartDate } from './shared/report-filters.js';
import { ReportDay, balanceSheetAccount } from './shared/report-rows.js';

export const BalanceSheetReport = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Id of the report, where the platform gives one.', readOnly: true, example: '12345' }),
      report_name: Type.String({ description: 'Name of the report.', example: 'Balance Sheet' }),
      start_date: ReportDay('First day of the period the report covers.', '2017-01-01'),
      end_date: ReportDay('Date of the balances (the last day of the period).', '2017-01-31'),
      currency: Currency,
      assets: balanceSheetAccount(),
      liabilities: balanceSheetAccount(),
      equity: balanceSheetAccount(),
      net_assets: MinorUnits({ description: 'Assets less liabilities.', nullable: false, example: 2000000 }),
      uncategorized_items: balanceSheetAccount(),
      updated_by: NullableString({ description: 'User who last changed the report.', readOnly: true, example: '12345' }),
      created_by: NullableString({ description: 'User who made the report.', readOnly: true, example: '12345' }),
      updated_at: DateTime({ description: 'When the report was last changed.', readOnly: true }),
      created_at: DateTime({ description: 'When the report was made.', readOnly: true }),
    },
    ['end_date', 'assets', 'liabilities', 'equity'],
  ),
  { additionalProperties: false, title: 'Balance Sheet Report' },
);

export const BalanceSheet = Type.Object(
  { reports: Type.Array(BalanceSheetReport, { description: 'One report per period, the latest first.', maxItems: 12 }) },
  { additionalProperties: false, title: 'Balance Sheet' },
);

export const balanceSheet = defineResource({
  api: 'accounting',
  id: 'balance-sheet',
  name: 'Balance Sheet',
  singular: 'balance sheet',
  model: BalanceSheet,
  path: '/accounting/balance-sheet',
  singleton: true,
  operations: ['one'],
  oneFilters: {
    start_date: { ...reportStartDate(), deprecated: true },
    end_date: reportEndDate(),
    period_count: periodCount('Number of periods to report, each ending a period before the next (1 when left out).'),
    period_type: filterEnum(PERIOD_TYPES, 'Length of each period: month, quarter or year.'),
    location_id: locationId(),
    accounting_method: accountingMethod(),
  },
  events: [],
});
