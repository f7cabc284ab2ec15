/**
 * Company info ↔ QuickBooks CompanyInfo and Preferences
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/companyinfo):
 * names, country, addresses, phone and email, fiscal year start, start
 * date; from the preferences the home currency, sales tax, class tracking
 * and the accounting basis. Companies: the one realm the connection
 * reaches, for `x-svc-company-id`.
 */
import { companies } from '../../unified/accounting/companies.js';
import { companyInfo as companyInfoResource } from '../../unified/accounting/company-info.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { qbo, type Json } from './api.js';
import { companyInfo } from './company.js';
import { address, createdAt, emails, nonEmpty, phones, updatedAt } from './mapping.js';

interface CompanySource {
  info: Json;
  preferences: Json;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

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
  created_at: ({ info }) => createdAt(info),
  updated_at: ({ info }) => updatedAt(info),
});

export const quickbooksCompanyInfo = implement(companyInfoResource, {
  downstream: { id: 'CompanyInfo', name: 'CompanyInfo' },
  mapper: fromQuickBooksCompany,
  async one(ctx) {
    const [info, preferences] = await Promise.all([companyInfo(ctx), qbo<{ Preferences?: Json }>(ctx, { method: 'GET', path: '/preferences' })]);
    return fromQuickBooksCompany({ info, preferences: preferences.Preferences ?? {} });
  },
});

export const quickbooksCompanies = implement(companies, {
  downstream: { id: 'CompanyInfo', name: 'Company (realm)' },
  mapper: { fields: ['id', 'name'] },
  list: {
    paging: false,
    async run(ctx) {
      const info = await companyInfo(ctx);
      return { items: [{ id: String(info.Id ?? ctx.settings.realm_id), name: String(info.CompanyName ?? info.LegalName ?? '') }], next: null };
    },
  },
});
