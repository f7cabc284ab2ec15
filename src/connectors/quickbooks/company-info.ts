/**
 * Company info ↔ QuickBooks CompanyInfo and Preferences
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/companyinfo):
 * names, country, addresses, phone and email, fiscal year start, start
 * date; from the preferences the home currency, sales tax, class tracking
 * (class-tracking.ts) and the accounting basis.
 */
import { companyInfo as companyInfoResource, FISCAL_YEAR_MONTHS } from '../../unified/accounting/company-info.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { classTrackingMode } from './class-tracking.js';
import { companyAndPreferences, type CompanySource } from './company.js';
import { address, emails, optionalText, phones } from './mapping.js';

/** Read only: QuickBooks' company settings are changed in QuickBooks. */
export const fromQuickBooksCompany = fieldTable<ModelOf<typeof companyInfoResource>, CompanySource>({
  id: { read: ({ info }) => String(info.Id), write: false },
  company_name: { at: 'info.CompanyName', write: false },
  status: { read: () => 'active', write: false },
  legal_name: { read: ({ info }) => String(info.LegalName ?? info.CompanyName ?? ''), write: false },
  country: { at: 'info.Country', codec: optionalText, write: false },
  sales_tax_enabled: { read: ({ preferences }) => preferences.TaxPrefs?.UsingSalesTax === true, write: false },
  automated_sales_tax: { read: ({ preferences }) => preferences.TaxPrefs?.PartnerTaxEnabled === true, write: false },
  currency: { at: 'preferences.CurrencyPrefs.HomeCurrency.value', write: false },
  language: { read: ({ info }) => (typeof info.SupportedLanguages === 'string' ? info.SupportedLanguages.split(',')[0]!.toUpperCase() : null), write: false },
  fiscal_year_start_month: { read: ({ info }) => FISCAL_YEAR_MONTHS.find((month) => month === info.FiscalYearStartMonth) ?? 'January', write: false },
  company_start_date: { read: ({ info }) => String(info.CompanyStartDate ?? ''), write: false },
  addresses: { read: ({ info }) => [address(info.CompanyAddr, 'primary'), address(info.LegalAddr, 'other')].filter((entry) => entry !== undefined), write: false },
  phone_numbers: { read: ({ info }) => phones(info), write: false },
  emails: { read: ({ info }) => emails({ PrimaryEmailAddr: info.Email }), write: false },
  tracking_categories_enabled: { read: ({ preferences }) => preferences.AccountingInfoPrefs?.ClassTrackingPerTxn === true || preferences.AccountingInfoPrefs?.ClassTrackingPerTxnLine === true, write: false },
  tracking_categories_mode: { read: ({ preferences }) => classTrackingMode(preferences), write: false },
  accounting_method: { read: ({ preferences }) => (preferences.ReportPrefs?.ReportBasis === 'Cash' ? 'cash' : 'accrual'), write: false },
  row_version: { read: ({ info }) => String(info.SyncToken), write: false },
  created_at: { at: 'info.MetaData.CreateTime', codec: isoDateTime, write: false },
  updated_at: { at: 'info.MetaData.LastUpdatedTime', codec: isoDateTime, write: false },
});

export const quickbooksCompanyInfo = implement(companyInfoResource, {
  downstream: { id: 'CompanyInfo', name: 'CompanyInfo' },
  mapper: fromQuickBooksCompany,
  async one(ctx) {
    return fromQuickBooksCompany(await companyAndPreferences(ctx));
  },
});
