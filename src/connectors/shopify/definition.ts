/**
 * Shopify (https://shopify.dev/docs/api/admin-graphql): online stores,
 * through the Admin GraphQL API, version 2025-01, the first GraphQL connector.
 * Every document it sends is a constant of queries.ts, validated in CI
 * against Shopify's own schema (the introspection result in
 * downstream-specs/shopify/); lists page with Relay cursors (listing.ts),
 * filter with Shopify's search syntax (search.ts) and are paced by the cost
 * bucket Shopify reports on every answer (rate-limit.ts).
 *
 * Authentication: OAuth 2.0 per shop (oauth.ts: offline tokens that never
 * expire), or a custom app's Admin API access token given as a setting; both
 * travel in `X-Shopify-Access-Token`. Events come from Shopify's webhooks,
 * HMAC-signed with the app's secret (inbound.ts). README.md names the shortcuts.
 */
import { defineConnector } from '../framework/define.js';
import { MANUAL_TOKEN, SHOP_PATTERN, SHOPIFY_HOSTS, shopifyAuth, shopifyBaseUrl, shopifyErrorMessage } from './api.js';
import { shopifyCustomers } from './customers.js';
import { shopifyQuery } from './graphql.js';
import { APP_SECRET, shopifyInbound } from './inbound.js';
import { shopifyOAuth } from './oauth.js';
import { shopifyOrders } from './orders.js';
import { shopifyProducts } from './products.js';
import { SHOP_QUERY } from './queries.js';
import { shopifyRateLimit } from './rate-limit.js';
import { shopifyStores } from './stores.js';

export const shopify = defineConnector({
  id: 'shopify',
  name: 'Shopify',
  description: 'Online stores on Shopify: orders with their lines, addresses, payment and fulfilment status, refunds and discounts; products with variants, options and images; customers with addresses and B2B tax registrations; and the shop, through the Admin GraphQL API.',
  websiteUrl: 'https://www.shopify.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'shop',
      label: 'Shop',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The shop\'s myshopify.com name (harbor-goods, or harbor-goods.myshopify.com): the shop the connection reads, and where its sign-in happens.',
      placeholder: 'your-shop.myshopify.com',
      pattern: SHOP_PATTERN,
      maxLength: 90,
    },
    {
      id: MANUAL_TOKEN,
      label: 'Admin API access token (custom app)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'A custom app\'s Admin API access token (shpat_…), for a connection without signing in: from the shop\'s admin, Settings → Apps and sales channels → Develop apps. Give it read_orders, read_all_orders, read_products and read_customers.',
      pattern: '^shp[a-z]{2}_[A-Za-z0-9]{16,128}$',
      maxLength: 140,
    },
    {
      id: APP_SECRET,
      label: 'API secret key (custom app, for webhooks)',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'The custom app\'s API secret key, which signs the webhooks Shopify sends it. Only with an Admin API access token: a signed-in connection\'s webhooks are signed with the integration\'s client secret. Without either, changes are found by polling.',
      pattern: '^[A-Za-z0-9_]{16,128}$',
      maxLength: 128,
    },
  ],
  auth: shopifyAuth,
  oauth: shopifyOAuth,
  async verify(ctx) {
    await shopifyQuery(ctx, SHOP_QUERY);
  },
  liveBaseUrl: shopifyBaseUrl,
  hosts: SHOPIFY_HOSTS,
  paging: 'cursor',
  rateLimit: shopifyRateLimit,
  errorMessage: shopifyErrorMessage,
  inbound: shopifyInbound,
  resources: [shopifyOrders, shopifyProducts, shopifyCustomers, shopifyStores],
});
