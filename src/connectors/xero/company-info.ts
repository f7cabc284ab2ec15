/**
 * Company info ← the organisation of the connection's tenant (GET /Organisation).
 * Xero tracks on lines only (two categories at most): tracking_categories_mode "line".
 */
import type { Static } from 'typebox';
import { CompanyInfo as CompanyInfoModel, companyInfo } from '../../unified/accounting/company-info.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { addressesFrom, phonesFrom } from './contact-parts.js';
import { organisationOf, type XeroOrganisation } from './organisation.js';
import { isoDay, isoInstant, text } from './values.js';

type CompanyInfo = Static<typeof CompanyInfoModel>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const CASH_BASES = new Set(['CASH', 'PAYMENTS', 'FLATRATECASH']);

/** The fiscal year starts the day after it ends: a year ending on 31 March starts in April. */
function startMonth(organisation: XeroOrganisation): CompanyInfo['fiscal_year_start_month'] | undefined {
  const month = organisation.FinancialYearEndMonth;
  if (!month || month < 1 || month > 12) return undefined;
  const lastDay = new Date(Date.UTC(2001, month, 0)).getUTCDate();
  const index = (organisation.FinancialYearEndDay ?? lastDay) >= lastDay ? month % 12 : month - 1;
  return MONTHS[index];
}

export const fromXeroOrganisation = mapFields<XeroOrganisation, CompanyInfo>({
  id: (organisation) => organisation.OrganisationID,
  company_name: (organisation) => text(organisation.Name),
  legal_name: (organisation) => organisation.LegalName ?? organisation.Name,
  status: (organisation) => (organisation.OrganisationStatus === undefined || organisation.OrganisationStatus === 'ACTIVE' ? 'active' : 'inactive'),
  country: (organisation) => text(organisation.CountryCode),
  sales_tax_number: (organisation) => text(organisation.TaxNumber),
  sales_tax_enabled: (organisation) => organisation.PaysTax === true,
  currency: (organisation) => (text(organisation.BaseCurrency) as CompanyInfo['currency']) ?? null,
  fiscal_year_start_month: startMonth,
  company_start_date: (organisation) => isoDay(organisation.CreatedDateUTC) ?? undefined,
  accounting_method: (organisation) => (organisation.SalesTaxBasis ? (CASH_BASES.has(organisation.SalesTaxBasis) ? 'cash' : 'accrual') : null),
  tracking_categories_enabled: () => true,
  tracking_categories_mode: () => 'line',
  addresses: (organisation) => addressesFrom(organisation.Addresses),
  phone_numbers: (organisation) => phonesFrom(organisation.Phones),
  created_at: (organisation) => isoInstant(organisation.CreatedDateUTC),
});

export const xeroCompanyInfo = implement(companyInfo, {
  downstream: { id: 'Organisation', name: 'Organisation' },
  mapper: fromXeroOrganisation,
  one: async (ctx) => fromXeroOrganisation(await organisationOf(ctx)),
});
