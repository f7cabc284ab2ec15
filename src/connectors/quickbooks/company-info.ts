/**
 * Company info ↔ QuickBooks CompanyInfo and Preferences
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/companyinfo):
 * names, country, addresses, phone and email, fiscal year start, start
 * date; from the preferences the home currency, sales tax, class tracking
 * and the accounting basis. Companies: the one realm the connection
 * reaches, for `x-svc-company-id`.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { companies } from '../../unified/accounting/companies.js';
import { companyInfo as companyInfoResource } from '../../unified/accounting/company-info.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import { companyInfo, MONTHS, preferences, thisCompany } from './company.js';
import { address, emails, nonEmpty, phones } from './mapping.js';

interface CompanySource {
  info: Json;
  preferences: Json;
}

export const fromQuickBooksCompany = mapFields<CompanySource, ModelOf<typeof companyInfoResource>>({
  id: ({ info }) => String(info.Id),
  company_name: ({ info }) => info.CompanyName ?? null,
  status: () => 'active',
  legal_name: ({ info }) => String(info.LegalName ?? info.CompanyName ?? ''),
  country: ({ info }) => nonEmpty(info.Country),
  sales_tax_enabled: ({ preferences }) => (preferences.TaxPrefs as Json | undefined)?.UsingSalesTax === true,
  automated_sales_tax: ({ preferences }) => (preferences.TaxPrefs as Json | undefined)?.PartnerTaxEnabled === true,
  currency: ({ preferences }) => ((preferences.CurrencyPrefs as Json | undefined)?.HomeCurrency as Json | undefined)?.value ?? null,
  language: ({ info }) => (typeof info.SupportedLanguages === 'string' ? info.SupportedLanguages.split(',')[0]!.toUpperCase() : null),
  fiscal_year_start_month: ({ info }) => MONTHS.find((month) => month === info.FiscalYearStartMonth) ?? 'January',
  company_start_date: ({ info }) => String(info.CompanyStartDate ?? ''),
  addresses: ({ info }) => [address(info.CompanyAddr, 'primary'), address(info.LegalAddr, 'other')].filter((entry) => entry !== undefined),
  phone_numbers: ({ info }) => phones(info),
  emails: ({ info }) => emails({ PrimaryEmailAddr: info.Email }),
  tracking_categories_enabled: ({ preferences }) => (preferences.AccountingInfoPrefs as Json | undefined)?.ClassTrackingPerTxn === true || (preferences.AccountingInfoPrefs as Json | undefined)?.ClassTrackingPerTxnLine === true,
  tracking_categories_mode: ({ preferences }) => {
    const prefs = (preferences.AccountingInfoPrefs ?? {}) as Json;
    return prefs.ClassTrackingPerTxn === true ? 'transaction' : prefs.ClassTrackingPerTxnLine === true ? 'line' : 'disabled';
  },
  accounting_method: ({ preferences }) => ((preferences.ReportPrefs as Json | undefined)?.ReportBasis === 'Cash' ? 'cash' : 'accrual'),
  row_version: ({ info }) => String(info.SyncToken),
  created_at: ({ info }) => toIsoDateTime(info.MetaData?.CreateTime),
  updated_at: ({ info }) => toIsoDateTime(info.MetaData?.LastUpdatedTime),
});

export const quickbooksCompanyInfo = implement(companyInfoResource, {
  downstream: { id: 'CompanyInfo', name: 'CompanyInfo' },
  mapper: fromQuickBooksCompany,
  async one(ctx) {
    const [info, settings] = await Promise.all([companyInfo(ctx), preferences(ctx)]);
    return fromQuickBooksCompany({ info, preferences: settings });
  },
});

export const quickbooksCompanies = implement(companies, {
  downstream: { id: 'CompanyInfo', name: 'Company (realm)' },
  mapper: { fields: ['id', 'name'] },
  list: {
    paging: false,
    async run(ctx) {
      return { items: [await thisCompany(ctx)], next: null };
    },
  },
});
