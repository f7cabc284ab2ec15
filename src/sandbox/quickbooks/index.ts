/**
 * The QuickBooks Online emulator (Accounting API v3,
 * https://quickbooks.api.intuit.com/v3/company/{realmId}/…), declared on the
 * kit: the entities of entities.ts with QuickBooks' writes (writes.ts), its
 * query language (query.ts), attachments (attachables.ts), per-realm limits
 * (limits.ts), Intuit's OAuth server with the realmId on the redirect
 * (oauth.ts), CloudEvents webhooks signed with intuit-signature
 * (webhooks.ts) and the reports (reports.ts) read from its ledger. Intuit publishes no OpenAPI description; the shapes follow
 * its XSD data model (../shared/downstream-specs/quickbooks/xsd/) and its
 * public reference.
 */
import { definePlatform } from '../framework/kit/index.js';
import { registerAttachableRoutes } from './attachables.js';
import { quickbooksDialect } from './dialect.js';
import { ENTITIES } from './entities.js';
import { registerLimits } from './limits.js';
import { mountQuickBooksOAuth } from './oauth.js';
import { registerPreferences } from './preferences.js';
import { registerQuery } from './query.js';
import { registerReports } from './reports.js';
import { UNBALANCED_SWITCH } from './report-trial-balance.js';
import { QUICKBOOKS_REALMS } from './realms.js';
import { seedQuickBooks } from './seed.js';
import { quickbooksWebhooks } from './webhooks.js';
import { registerWrites } from './writes.js';

export { QUICKBOOKS_DEMO_REALM, QUICKBOOKS_OTHER_REALM } from './realms.js';

export const quickbooksEmulator = definePlatform({
  id: 'quickbooks',
  dialect: quickbooksDialect,
  accounts: QUICKBOOKS_REALMS,
  resources: ENTITIES.map((entity) => entity.resource),
  seed: seedQuickBooks,
  oauth: mountQuickBooksOAuth,
  routes(app, kit) {
    registerLimits(app);
    registerQuery(app, kit, ENTITIES);
    registerPreferences(app, kit);
    registerReports(app, kit);
    registerAttachableRoutes(app, kit);
    registerWrites(app, kit, ENTITIES);
  },
  webhooks: quickbooksWebhooks,
  switches: {
    [UNBALANCED_SWITCH]: {
      description: 'The trial balance adds this many minor units of the home currency to its first debit line only, so its lines no longer add up to its totals',
      accepts: (value) => Number.isInteger(value),
    },
  },
});
