/**
 * Xero (https://developer.xero.com/documentation/api/accounting/overview):
 * the Accounting API at https://api.xero.com/api.xro/2.0, described by
 * Xero's own OpenAPI files (xero_accounting.yaml, xero-identity.yaml,
 * xero-webhooks.yaml; README.md names what maps to what).
 *
 * Authentication: OAuth 2.0 (oauth.ts) with 30-minute access tokens the vault
 * refreshes, or an access token given as a setting. A token reaches every
 * organisation (tenant) its user connected; each call names one in the
 * `xero-tenant-id` header: the connection's `tenant_id`, or the company
 * `x-svc-company-id` picks among those GET /connections lists.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { xeroAttachments } from './attachments.js';
import { xeroBankAccounts } from './bank-accounts.js';
import { xeroCreditNotes } from './credit-notes.js';
import { xeroExpenses } from './expenses.js';
import { xeroExpenseReports } from './expense-reports.js';
import { xeroGeneralLedger } from './general-ledger.js';
import { xeroInvoiceItems } from './invoice-items.js';
import { xeroJournalEntries } from './journal-entries.js';
import { xeroLedgerAccounts } from './ledger-accounts.js';
import { xeroBillPayments, xeroPayments } from './payments.js';
import { xeroPurchaseOrders } from './purchase-orders.js';
import { xeroQuotes } from './quotes.js';
import { xeroSalesReceipts } from './sales-receipts.js';
import { xeroTaxRates } from './tax-rates.js';
import { xeroTrackingCategories } from './tracking-categories.js';
import { xeroFiscalPeriods } from './fiscal-periods.js';
import { xeroTrialBalance } from './report-trial-balance.js';
import { xeroBalanceSheet } from './report-balance-sheet.js';
import { xeroProfitAndLoss } from './report-profit-and-loss.js';
import { xeroAgedCreditors, xeroAgedDebtors } from './report-aged.js';
import { defineConnector } from '../framework/define.js';
import { connectionsOf, xeroErrorMessage } from './api.js';
import { xeroBills } from './bills.js';
import { xeroCompanies, xeroCompanyDirectory } from './companies.js';
import { xeroCompanyInfo } from './company-info.js';
import { xeroCustomers, xeroSuppliers } from './contacts.js';
import { GUID_PATTERN } from './guid.js';
import { xeroInvoices } from './invoices.js';
import { xeroOAuth } from './oauth.js';
import { organisationOf } from './organisation.js';
import { xeroRateLimit } from './rate-limit.js';
import { xeroInbound } from './webhook-events.js';

export const xero = defineConnector({
  id: 'xero',
  name: 'Xero',
  description: 'Online accounting: the invoices, bills, credit notes, payments, contacts, chart of accounts, tax rates, items, bank transactions, manual journals and general ledger, quotes, purchase orders, tracking categories, attachments and classic expense claims of Xero organisations, through the Accounting API.',
  websiteUrl: 'https://www.xero.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'manual_access_token',
      label: 'Access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'An access token obtained elsewhere (a custom connection\'s client-credentials token, or an OAuth sign-in made outside), for trying the connection without connecting: Xero\'s expire after 30 minutes. Connect with Xero for a connection that lasts.',
      pattern: '^[A-Za-z0-9._~+/=-]{20,4096}$',
      maxLength: 4096,
    },
    {
      id: 'tenant_id',
      label: 'Organisation (tenant) id',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'The Xero organisation calls go to by default (a tenantId of GET /connections). Set by the OAuth sign-in; x-svc-company-id picks another per request.',
      pattern: GUID_PATTERN,
      maxLength: 36,
    },
    {
      id: 'webhook_key',
      label: 'Webhooks key',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'The "Webhooks key" of the Xero app (developer portal → the app → Webhooks), which signs the webhooks Xero sends.',
      pattern: '^[A-Za-z0-9+/=_-]{16,200}$',
      maxLength: 200,
    },
  ],
  auth: oauthTokenOr(bearerAuth('manual_access_token')),
  oauth: xeroOAuth,
  async verify(ctx) {
    if ((await connectionsOf(ctx)).length === 0) return;
    await organisationOf(ctx);
  },
  liveBaseUrl: () => 'https://api.xero.com',
  hosts: ['api.xero.com'],
  paging: 'page',
  rateLimit: xeroRateLimit,
  errorMessage: xeroErrorMessage,
  companies: xeroCompanyDirectory,
  inbound: xeroInbound,
  resources: [
    xeroInvoices, xeroBills, xeroCustomers, xeroSuppliers, xeroLedgerAccounts, xeroTaxRates, xeroPayments, xeroBillPayments, xeroJournalEntries,
    xeroCompanyInfo, xeroCompanies, xeroInvoiceItems, xeroCreditNotes, xeroGeneralLedger, xeroPurchaseOrders, xeroQuotes, xeroSalesReceipts,
    xeroExpenses, xeroBankAccounts, xeroTrackingCategories, xeroAttachments, xeroExpenseReports,
    xeroTrialBalance, xeroFiscalPeriods, xeroBalanceSheet, xeroProfitAndLoss, xeroAgedDebtors, xeroAgedCreditors,
  ],
});
