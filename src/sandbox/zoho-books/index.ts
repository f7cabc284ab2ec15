/**
 * The Zoho Books emulator (API v3 at /books/v3, OAuth 2.0 at the paths of
 * accounts.zoho.com), declared on the kit and written from Zoho's public API
 * reference (zoho.com/books/api/v3: Introduction, OAuth, Organizations,
 * Pagination, Errors, Contacts, Chart of Accounts, Items, Taxes, Currency,
 * Sales Order, Invoices). Zoho publishes no description file this project
 * keeps (../shared/downstream-specs/SOURCES.md); the emulator's tests
 * (test/sandbox/zoho-books-emulator.test.ts) hold it to those pages.
 *
 * Organizations are the tenants: one token reaches the organizations its
 * user belongs to, and every call names one in `organization_id`.
 */
import { definePlatform } from '../framework/kit/index.js';
import { ZOHO_ORGANIZATIONS, type ZohoOrganization } from './accounts.js';
import { chartOfAccounts } from './chart-of-accounts.js';
import { contacts } from './contacts.js';
import { currencies } from './currencies.js';
import { zohoDialect } from './dialect.js';
import { invoices } from './invoices.js';
import { items, taxes } from './items-and-taxes.js';
import { mountZohoOAuth } from './oauth.js';
import { zohoRoutes } from './routes.js';
import { salesOrders } from './sales-orders.js';
import { seedZohoBooks } from './seed.js';

export {
  ZOHO_DEMO_ORGANIZATION, ZOHO_JPY_ORGANIZATION, ZOHO_KWD_ORGANIZATION, ZOHO_OTHER_ORGANIZATION, ZOHO_DEMO_USER, ZOHO_OTHER_USER,
  type ZohoOrganization, type ZohoUser,
} from './accounts.js';
export { ZOHO_OAUTH_PATHS, ZOHO_ACCESS_TOKEN_SECONDS } from './oauth.js';
export { DOCUMENTED_LIMITS } from './rate-limits.js';

export const zohoBooksEmulator = definePlatform<ZohoOrganization>({
  id: 'zoho-books',
  dialect: zohoDialect,
  accounts: ZOHO_ORGANIZATIONS,
  resources: [currencies, taxes, chartOfAccounts, items, contacts, salesOrders, invoices],
  seed: seedZohoBooks,
  oauth: mountZohoOAuth,
  routes: zohoRoutes,
});
