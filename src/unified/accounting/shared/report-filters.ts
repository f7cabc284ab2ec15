/**
 * Filters of the financial reports (the reference's BalanceSheetFilter,
 * ProfitAndLossFilter and AgedReportFilter, and SPEC.md's trial balance),
 * declared once for every report that takes them.
 */
import { Type } from 'typebox';
import { filterDate, filterEnum, filterText } from '../../common/filters.js';

export const ACCOUNTING_METHODS = ['cash', 'accrual'] as const;

export const accountingMethod = () => filterEnum(ACCOUNTING_METHODS, 'The basis of the report: cash or accrual. A connector whose platform cannot report on the basis asked answers 400.');
export const reportStartDate = () => filterDate('First day of the report (YYYY-MM-DD).');
export const reportEndDate = () => filterDate('Last day of the report (YYYY-MM-DD); today (UTC) when left out.');
export const locationId = () => filterText('Only the amounts of this location.', '123');

export const PERIOD_TYPES = ['month', 'quarter', 'year'] as const;

export const periodCount = (description: string) => Type.Integer({ minimum: 1, maximum: 12, description, example: 3 });
export const periodLength = () => Type.Integer({ minimum: 1, maximum: 365, description: 'Length of each aging period in days (30 when left out).', example: 30 });
