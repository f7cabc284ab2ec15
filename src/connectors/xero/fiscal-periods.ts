/**
 * Fiscal periods ← the organisation's financial settings (GET /Organisation),
 * derived by src/connectors/framework/fiscal-calendar.ts (Xero keeps no
 * period records):
 *
 *   FinancialYearEndMonth/Day → the year end · CreatedDateUTC → the first year listed
 *   EndOfYearLockDate → closed through (nobody may post on or before it)
 *   PeriodLockDate → locked through (Xero's web app lets advisers past it; the API does not)
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fiscalPeriods } from '../../unified/accounting/fiscal-periods.js';
import { fiscalPeriodOperations, type FiscalSettings } from '../framework/fiscal-calendar.js';
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { lastDayOf } from './fiscal-year.js';
import { organisationOf, type XeroOrganisation } from './organisation.js';
import { isoDay } from './values.js';

/** What the calendar needs of an organisation; Xero always states its year end. */
export function fiscalSettingsOf(organisation: XeroOrganisation): FiscalSettings {
  const month = organisation.FinancialYearEndMonth;
  if (!month || month < 1 || month > 12) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Xero did not say the organisation\'s financial year end' });
  const lastDay = lastDayOf(month);
  return {
    yearEnd: { month, day: Math.min(organisation.FinancialYearEndDay ?? lastDay, lastDay) },
    booksStart: isoDay(organisation.CreatedDateUTC) ?? new Date().toISOString().slice(0, 10),
    closedThrough: isoDay(organisation.EndOfYearLockDate) ?? null,
    lockedThrough: isoDay(organisation.PeriodLockDate) ?? null,
  };
}

export const loadXeroFiscalSettings = async (ctx: ConnectorContext): Promise<FiscalSettings> => fiscalSettingsOf(await organisationOf(ctx));

export const xeroFiscalPeriods = implement(fiscalPeriods, {
  downstream: { id: 'Organisation', name: 'Organisation (financial year end, lock dates)' },
  mapper: { fields: ['id', 'name', 'startdate', 'enddate', 'fiscalyear', 'periodnumber', 'type', 'isadjustment', 'status', 'lockedthrough'] },
  ...fiscalPeriodOperations(loadXeroFiscalSettings),
});
