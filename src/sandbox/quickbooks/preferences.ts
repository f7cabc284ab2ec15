/**
 * Preferences (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/preferences):
 * the company's settings, read at GET /preferences. The emulator answers
 * those its books depend on: multicurrency and the home currency, sales tax,
 * the accounting basis, the first month of the fiscal year and the closing
 * date of the books (book-close.ts). Read only here.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import { bookCloseDate } from './book-close.js';
import { API_PREFIX, serverTime } from './dialect.js';
import type { QuickBooksRealm } from './realms.js';
import { companyTime } from './time.js';

export function registerPreferences(app: FastifyInstance, kit: PlatformKit<QuickBooksRealm>): void {
  app.get(`${API_PREFIX}/:realmId/preferences`, kit.handler((ctx) => {
    const realm = ctx.account;
    const company = ctx.tenant.table('CompanyInfo').get(realm.id);
    const created = companyTime(Number(company?.createdAt ?? ctx.now), realm.timeZone);
    const closed = bookCloseDate(ctx.tenant);
    return {
      status: 200,
      body: {
        Preferences: {
          AccountingInfoPrefs: { TrackDepartments: true, DepartmentTerminology: 'Location', ClassTrackingPerTxn: true, ClassTrackingPerTxnLine: false, CustomerTerminology: 'Customers',
            FirstMonthOfFiscalYear: realm.fiscalYearStartMonth, ...(closed ? { BookCloseDate: closed } : {}) },
          SalesFormsPrefs: { AllowDeposit: true, AllowDiscount: true, AllowShipping: false, DefaultTerms: { value: '3' }, CustomTxnNumbers: false },
          TaxPrefs: { UsingSalesTax: true, PartnerTaxEnabled: false },
          CurrencyPrefs: { MultiCurrencyEnabled: Object.keys(realm.exchangeRates).length > 0, HomeCurrency: { value: realm.homeCurrency } },
          ReportPrefs: { ReportBasis: 'Accrual', CalcAgingReportFromTxnDate: false },
          domain: 'QBO', sparse: false, Id: '1', SyncToken: '0',
          MetaData: { CreateTime: created, LastUpdatedTime: created },
        },
        time: serverTime(),
      },
    };
  }));
}
