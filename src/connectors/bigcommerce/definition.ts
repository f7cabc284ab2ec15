/**
 * BigCommerce (https://developer.bigcommerce.com/docs/rest-management): a
 * store's orders, catalog products, customers and store information through
 * its REST Management API at api.bigcommerce.com, written from BigCommerce's
 * own descriptions (../shared/downstream-specs/bigcommerce/; README.md names
 * what maps to what).
 *
 * Authentication: a store-level API account's access token in
 * `X-Auth-Token`, for the store its hash names (every path carries it).
 * BigCommerce also issues the same kind of token to an app through its OAuth
 * install flow; the connector takes the token however it was obtained and
 * does not run that flow itself (README.md). Orders and store information
 * are v2, the catalog and customers v3; the store's rate-limit headers pace
 * calls (rate-limit.ts). BigCommerce's webhooks are registered on connection
 * with a secret header of the service's own (inbound.ts).
 */
import { apiKeyAuth } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { ACCESS_TOKEN, BIGCOMMERCE_HOST, bigcommerceErrorMessage, STORE_HASH, STORE_HASH_PATTERN } from './api.js';
import { bigcommerceCustomers } from './customers.js';
import { bigcommerceInbound } from './inbound.js';
import { bigcommerceOrders } from './orders.js';
import { bigcommerceProducts } from './products.js';
import { bigcommerceRateLimit } from './rate-limit.js';
import { readStore } from './store-info.js';
import { bigcommerceStores } from './stores.js';

export const bigcommerce = defineConnector({
  id: 'bigcommerce',
  name: 'BigCommerce',
  description: 'Ecommerce: a BigCommerce store\'s orders (with their lines, addresses, refunds and coupons), catalog products with variants, options and images, customers with their addresses and tax numbers, and the store itself.',
  websiteUrl: 'https://www.bigcommerce.com',
  status: 'beta',
  authType: 'apiKey',
  settings: [
    {
      id: ACCESS_TOKEN,
      label: 'Access token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'The access token of a store-level API account (Settings → Store-level API accounts), with read-only access to Orders, Products, Customers and Information & settings (the webhooks the service registers for them need no more).',
      pattern: '^[A-Za-z0-9_-]{16,200}$',
      maxLength: 200,
    },
    {
      id: STORE_HASH,
      label: 'Store hash',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The store\'s hash, from its API path: https://api.bigcommerce.com/stores/{store_hash}/v3/ (shown with the API account).',
      placeholder: 'abc123xyz',
      pattern: STORE_HASH_PATTERN,
      maxLength: 20,
    },
  ],
  auth: apiKeyAuth('header', { 'x-auth-token': ACCESS_TOKEN }),
  async verify(ctx) {
    await readStore(ctx);
  },
  liveBaseUrl: () => `https://${BIGCOMMERCE_HOST}`,
  hosts: [BIGCOMMERCE_HOST],
  paging: 'page',
  rateLimit: bigcommerceRateLimit,
  errorMessage: bigcommerceErrorMessage,
  inbound: bigcommerceInbound,
  resources: [bigcommerceOrders, bigcommerceProducts, bigcommerceCustomers, bigcommerceStores],
});
