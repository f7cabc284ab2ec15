/**
 * The organisation's financial year as Xero states it: the day it ends
 * (FinancialYearEndMonth, and FinancialYearEndDay, the month's last day when
 * left out), from which company info reads the month it starts in and the
 * fiscal calendar its periods (fiscal-periods.ts).
 */
import type { Static } from 'typebox';
import { FISCAL_YEAR_MONTHS, type CompanyInfo as CompanyInfoModel } from '../../unified/accounting/company-info.js';
import type { XeroOrganisation } from './organisation.js';

/** The last day of a month (1–12) in a year without 29 February. */
export const lastDayOf = (month: number): number => new Date(Date.UTC(2001, month, 0)).getUTCDate();

/** The fiscal year starts the day after it ends: a year ending on 31 March starts in April. */
export function startMonth(organisation: XeroOrganisation): Static<typeof CompanyInfoModel>['fiscal_year_start_month'] | undefined {
  const month = organisation.FinancialYearEndMonth;
  if (!month || month < 1 || month > 12) return undefined;
  const lastDay = lastDayOf(month);
  const index = (organisation.FinancialYearEndDay ?? lastDay) >= lastDay ? month % 12 : month - 1;
  return FISCAL_YEAR_MONTHS[index];
}
