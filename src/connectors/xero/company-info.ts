/**
 * Company info ← the organisation of the connection's tenant (GET /Organisation);
 * the fiscal year's first month from its year end (fiscal-year.ts).
 * Xero tracks on lines only (two categories at most): tracking_categories_mode "line".
 */
import type { Static } from 'typebox';
import { CompanyInfo as CompanyInfoModel, companyInfo } from '../../unified/accounting/company-info.js';
import { implement } from '../framework/define.js';
import { fieldTable } from '../kit/index.js';
import { addressesFrom, phonesFrom } from './contact-parts.js';
import { computed, instantAt } from './field-rules.js';
import { startMonth } from './fiscal-year.js';
import { organisationOf, type XeroOrganisation } from './organisation.js';
import { isoDay, text } from './values.js';

type CompanyInfo = Static<typeof CompanyInfoModel>;

const CASH_BASES = new Set(['CASH', 'PAYMENTS', 'FLATRATECASH']);

export const fromXeroOrganisation = fieldTable<CompanyInfo, XeroOrganisation>({
  id: { read: (organisation) => organisation.OrganisationID, ...computed },
  company_name: { read: (organisation) => text(organisation.Name), ...computed },
  legal_name: { read: (organisation) => organisation.LegalName ?? organisation.Name, ...computed },
  status: { read: (organisation) => (organisation.OrganisationStatus === undefined || organisation.OrganisationStatus === 'ACTIVE' ? 'active' : 'inactive'), ...computed },
  country: { read: (organisation) => text(organisation.CountryCode), ...computed },
  sales_tax_number: { read: (organisation) => text(organisation.TaxNumber), ...computed },
  sales_tax_enabled: { read: (organisation) => organisation.PaysTax === true, ...computed },
  currency: { read: (organisation) => (text(organisation.BaseCurrency) as CompanyInfo['currency']) ?? null, ...computed },
  fiscal_year_start_month: { read: startMonth, ...computed },
  company_start_date: { read: (organisation) => isoDay(organisation.CreatedDateUTC) ?? undefined, ...computed },
  accounting_method: { read: (organisation) => (organisation.SalesTaxBasis ? (CASH_BASES.has(organisation.SalesTaxBasis) ? 'cash' : 'accrual') : null), ...computed },
  tracking_categories_enabled: { read: () => true, ...computed },
  tracking_categories_mode: { read: () => 'line', ...computed },
  addresses: { read: (organisation) => addressesFrom(organisation.Addresses), ...computed },
  phone_numbers: { read: (organisation) => phonesFrom(organisation.Phones), ...computed },
  created_at: instantAt('CreatedDateUTC'),
});

export const xeroCompanyInfo = implement(companyInfo, {
  downstream: { id: 'Organisation', name: 'Organisation' },
  mapper: fromXeroOrganisation,
  one: async (ctx) => fromXeroOrganisation(await organisationOf(ctx)),
});
