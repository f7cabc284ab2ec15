/**
 * The Xero emulator (Accounting API 2.0 at /api.xro/2.0, identity API at
 * /connections, OAuth 2.0 at identity.xero.com's paths), declared on the kit
 * and written from Xero's own descriptions (../shared/downstream-specs/xero/:
 * xero_accounting.yaml, xero-identity.yaml, xero-webhooks.yaml) and its
 * developer documentation. Organisations are the tenants: one token reaches
 * the organisations its user connected, each call names one in the
 * `xero-tenant-id` header. See dialect.ts for what all answers share, and
 * ledger.ts for how the books are kept consistent.
 */
import { definePlatform } from '../framework/kit/index.js';
import { XERO_ORGANISATIONS, type XeroOrganisation } from './accounts.js';
import { bankTransactions } from './bank-transactions.js';
import { chartAccounts } from './chart.js';
import { contacts } from './contacts.js';
import { creditNotes } from './credit-notes.js';
import { expenseClaims } from './expense-claims.js';
import { xeroDialect } from './dialect.js';
import { invoices } from './invoices.js';
import { items } from './items.js';
import { journals } from './journals.js';
import { manualJournals } from './manual-journals.js';
import { mountXeroOAuth } from './oauth.js';
import { payments } from './payments.js';
import { purchaseOrders } from './purchase-orders.js';
import { quotes } from './quotes.js';
import { receipts } from './receipts.js';
import { xeroSwitches } from './reports.js';
import { xeroRoutes } from './routes.js';
import { seedXero } from './seed.js';
import { taxRates } from './tax-rates.js';
import { trackingCategories } from './tracking-categories.js';
import { users } from './users.js';
import { xeroWebhooks } from './webhooks.js';

export {
  XERO_DEMO_ORGANISATION, XERO_JPY_ORGANISATION, XERO_OTHER_ORGANISATION, XERO_DEMO_USER, XERO_OTHER_USER,
  type XeroOrganisation, type XeroUser,
} from './accounts.js';
export { XERO_OAUTH_PATHS, XERO_ACCESS_TOKEN_SECONDS } from './oauth.js';
export { xeroSignature } from './webhooks.js';
export { DOCUMENTED_LIMITS } from './rate-limits.js';

export const xeroEmulator = definePlatform<XeroOrganisation>({
  id: 'xero',
  dialect: xeroDialect,
  accounts: XERO_ORGANISATIONS,
  resources: [chartAccounts, taxRates, trackingCategories, items, contacts, invoices, payments, creditNotes, bankTransactions, manualJournals, journals, purchaseOrders, quotes, users, receipts, expenseClaims],
  seed: seedXero,
  oauth: mountXeroOAuth,
  routes: xeroRoutes,
  webhooks: xeroWebhooks,
  switches: xeroSwitches,
});
