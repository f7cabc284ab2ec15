/**
 * The Square emulator (https://connect.squareup.com, Square API version
 * 2025-08-20), written from Square's own description
 * (downstream-specs/square/api.json): locations and merchants, the catalog
 * (items with variations, modifier lists with modifiers, taxes), orders
 * (create, retrieve, update with `version`, search by location, pay) and
 * payments (create, get, list, cancel, complete), refunds (refund, list,
 * get), webhook subscriptions and signed events (webhooks.ts), every write under
 * Square's idempotency keys (idempotency.ts); OAuth 2 and personal access
 * tokens, `cursor`/`limit` paging, `{errors: [...]}` failures (dialect.ts);
 * a `payment_timeout` switch for the exactly-once tests (switches.ts).
 * Square's bodies name what they carry (`{payment}`, `{orders, cursor}`)
 * and its writes are wrapped with a key, so its routes are its own, on the
 * kit's tables, authentication, errors and recording.
 */
import { definePlatform, type EmulatedResource } from '../framework/kit/index.js';
import { SQUARE_ACCOUNTS, SQUARE_DEMO_ACCOUNT, type SquareAccount } from './accounts.js';
import { registerCatalogRoutes } from './catalog.js';
import { squareDialect } from './dialect.js';
import { registerLocationRoutes } from './locations.js';
import { mountSquareOAuth } from './oauth.js';
import { registerOrderRoutes } from './orders.js';
import { registerPaymentRoutes } from './payments.js';
import { registerRefundRoutes } from './refunds.js';
import { seedSquare } from './seed.js';
import { SQUARE_SWITCHES } from './switches.js';
import { registerWebhookRoutes, squareWebhooks } from './webhooks.js';

export { SQUARE_ACCOUNTS, SQUARE_DEMO_ACCOUNT, SQUARE_OTHER_ACCOUNT, type SquareAccount } from './accounts.js';
export { SQUARE_API_VERSION } from './dialect.js';
export { SQUARE_OAUTH_PATHS } from './oauth.js';
export { PAYMENT_TIMEOUT } from './switches.js';
export { SQUARE_EVENT_TYPES } from './webhooks.js';

/** Tables only: every route is Square's own (see above); the control plane reads and seeds them. */
const table = (name: string): EmulatedResource<SquareAccount> => ({
  name,
  routes: {},
  newId: (ctx) => ctx.faker.string.alphanumeric({ length: 24, casing: 'upper' }),
  fields: { id: { kind: 'string', readOnly: true } },
});

export const squareEmulator = definePlatform<SquareAccount>({
  id: 'square',
  dialect: squareDialect,
  accounts: SQUARE_ACCOUNTS,
  resources: [table('merchants'), table('locations'), table('catalog'), table('orders'), table('payments'), table('refunds'), table('webhook_subscriptions')],
  seed: seedSquare,
  switches: SQUARE_SWITCHES,
  oauth: (app) => mountSquareOAuth(app, SQUARE_DEMO_ACCOUNT),
  routes(app, kit) {
    registerLocationRoutes(app, kit);
    registerCatalogRoutes(app, kit);
    registerOrderRoutes(app, kit);
    registerPaymentRoutes(app, kit);
    registerRefundRoutes(app, kit);
    registerWebhookRoutes(app, kit);
  },
  webhooks: squareWebhooks,
});
