/**
 * The Shopify emulator: the Admin GraphQL API, version 2025-01, at
 * `POST /admin/api/{version}/graphql.json` of each shop
 * (`https://{shop}.myshopify.com`). Its schema is a strict subset of
 * Shopify's published one (schema.ts, checked by a test against the
 * introspection file); queries are validated against it, costed and paced
 * by Shopify's leaky bucket (cost.ts, throttle.ts), and executed over a
 * seeded shop: products with variants, options and images, customers with
 * addresses and B2B tax registrations, orders with lines, discounts, refunds
 * and fulfilments (seed.ts). Relay paging (connection.ts), the `query:`
 * search syntax (search.ts), the 60-day window without `read_all_orders`,
 * access tokens in `X-Shopify-Access-Token` and OAuth (dialect.ts,
 * oauth.ts), webhook subscriptions and HMAC-signed deliveries (webhooks.ts).
 * GraphQL is one endpoint, not resources, so the route is the platform's own,
 * on the kit's tables, authentication, errors, switches and recording.
 */
import { definePlatform, type EmulatedResource } from '../framework/kit/index.js';
import { SHOPIFY_ACCOUNTS, SHOPIFY_DEMO_ACCOUNT, type ShopifyAccount } from './accounts.js';
import { shopifyDialect } from './dialect.js';
import { registerGraphqlRoute } from './graphql-route.js';
import { mountShopifyOAuth } from './oauth.js';
import { seedShopify } from './seed.js';
import { SHOPIFY_SWITCHES } from './throttle.js';
import { shopifyWebhooks } from './webhooks.js';

export { READ_SCOPES, SHOPIFY_ACCOUNTS, SHOPIFY_DEMO_ACCOUNT, SHOPIFY_OTHER_ACCOUNT, shopDomainOf, type ShopifyAccount } from './accounts.js';
export { SHOPIFY_OAUTH_PATHS } from './oauth.js';
export { SHOPIFY_API_VERSION } from './schema.js';
export { BUCKET_AVAILABLE, BUCKET_SIZE, MAXIMUM_AVAILABLE, RESTORE_RATE } from './throttle.js';
export { SHOPIFY_TOPICS } from './webhooks.js';

/** Tables only: the API is one GraphQL route (above); the control plane reads and seeds them. */
const table = (name: string): EmulatedResource<ShopifyAccount> => ({
  name,
  routes: {},
  newId: (ctx) => ctx.faker.string.numeric({ length: 10, allowLeadingZeros: false }),
  fields: { id: { kind: 'string', readOnly: true } },
});

export const shopifyEmulator = definePlatform<ShopifyAccount>({
  id: 'shopify',
  dialect: shopifyDialect,
  accounts: SHOPIFY_ACCOUNTS,
  resources: [table('products'), table('customers'), table('orders'), table('webhook_subscriptions')],
  seed: seedShopify,
  switches: SHOPIFY_SWITCHES,
  oauth: (app) => mountShopifyOAuth(app, SHOPIFY_DEMO_ACCOUNT),
  routes: (app, kit) => registerGraphqlRoute(app, kit),
  webhooks: shopifyWebhooks,
});
