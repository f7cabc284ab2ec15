/**
 * Fiscal periods, derived (src/connectors/framework/fiscal-calendar.ts) from
 * what QuickBooks keeps: Preferences.AccountingInfoPrefs.FirstMonthOfFiscalYear
 * (the year ends on the last day of the month before; CompanyInfo's
 * FiscalYearStartMonth when the preference is absent), BookCloseDate (the
 * books' closing date) and CompanyInfo.CompanyStartDate (the first year
 * listed holds it). The closing date is a lock, not a close: an admin may
 * still post on or before it in QuickBooks with the closing password
 * (the Accounting API may not), so periods it covers are `locked`;
 * QuickBooks has no closing no one can pass, so none is `closed`.
 */
import { FISCAL_YEAR_MONTHS } from '../../unified/accounting/company-info.js';
import { fiscalPeriods } from '../../unified/accounting/fiscal-periods.js';
import { fiscalPeriodOperations, type FiscalSettings } from '../framework/fiscal-calendar.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import type { Json } from './api.js';
import { companyAndPreferences } from './company.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function quickbooksFiscalSettings(ctx: ConnectorContext): Promise<FiscalSettings> {
  const { info, preferences: settings } = await companyAndPreferences(ctx);
  const prefs = (settings.AccountingInfoPrefs ?? {}) as Json;
  const startMonth = (FISCAL_YEAR_MONTHS as readonly string[]).indexOf(String(prefs.FirstMonthOfFiscalYear ?? info.FiscalYearStartMonth ?? 'January')) + 1 || 1;
  const lock = typeof prefs.BookCloseDate === 'string' && DATE.test(prefs.BookCloseDate.slice(0, 10)) ? prefs.BookCloseDate.slice(0, 10) : null;
  const started = typeof info.CompanyStartDate === 'string' && DATE.test(info.CompanyStartDate.slice(0, 10)) ? info.CompanyStartDate.slice(0, 10) : new Date().toISOString().slice(0, 10);
  return {
    // Day 31 is the month's last day in the calendar (it clamps to the month's length).
    yearEnd: { month: startMonth === 1 ? 12 : startMonth - 1, day: 31 },
    booksStart: started,
    lockedThrough: lock,
    closedThrough: null,
  };
}

export const quickbooksFiscalPeriods = implement(fiscalPeriods, {
  downstream: { id: 'Preferences', name: 'Preferences (fiscal year, closing date)' },
  mapper: { fields: ['id', 'name', 'startdate', 'enddate', 'fiscalyear', 'periodnumber', 'type', 'isadjustment', 'status', 'lockedthrough'] },
  ...fiscalPeriodOperations(quickbooksFiscalSettings),
});
