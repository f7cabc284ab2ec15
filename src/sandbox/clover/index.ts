/**
 * The Clover emulator (REST v3, https://api.clover.com and the sandbox
 * https://sandbox.dev.clover.com), written from Clover's REST reference
 * pages (README.md names them; Clover publishes no machine-readable
 * description): the merchant, orders with line items and modifications,
 * payments recorded on orders, inventory items, modifier groups and
 * modifiers, order types and tenders, each with the create, update (POST)
 * and delete Clover documents; `expand`, `filter`, `offset`/`limit`
 * (dialect.ts, filter.ts), `{message}` failures and 429s; OAuth 2 v2 with
 * refresh and merchant API tokens (oauth.ts); app webhooks with
 * `X-Clover-Auth` (webhooks.ts).
 */
import { definePlatform } from '../framework/kit/index.js';
import { CLOVER_ACCOUNTS, CLOVER_DEMO_ACCOUNT, type CloverAccount } from './accounts.js';
import { cloverDialect } from './dialect.js';
import { items } from './items.js';
import { lineItems, registerModificationRoutes } from './line-items.js';
import { merchants } from './merchant.js';
import { modifierGroups, modifiers } from './modifier-groups.js';
import { mountCloverOAuth } from './oauth.js';
import { orderTypes } from './order-types.js';
import { orders } from './orders.js';
import { payments, registerOrderPaymentRoutes } from './payments.js';
import { seedClover } from './seed.js';
import { tenders } from './tenders.js';
import { cloverWebhooks } from './webhooks.js';

export { CLOVER_ACCOUNTS, CLOVER_DEMO_ACCOUNT, CLOVER_OTHER_ACCOUNT, type CloverAccount } from './accounts.js';
export { CLOVER_TOKEN_RATE_LIMIT } from './dialect.js';
export { CLOVER_OAUTH_PATHS } from './oauth.js';
export { OBJECT_PREFIXES } from './webhooks.js';

export const cloverEmulator = definePlatform<CloverAccount>({
  id: 'clover',
  dialect: cloverDialect,
  accounts: CLOVER_ACCOUNTS,
  resources: [merchants, orders, lineItems, payments, items, modifierGroups, modifiers, orderTypes, tenders],
  seed: seedClover,
  oauth: (app) => mountCloverOAuth(app, CLOVER_DEMO_ACCOUNT),
  routes(app, kit) {
    registerModificationRoutes(app, kit);
    registerOrderPaymentRoutes(app, kit);
  },
  webhooks: cloverWebhooks,
});
