/**
 * BigCommerce stores the emulator serves. A store is the tenant: every path
 * names it by its store hash (`/stores/{store_hash}/v2/...`), and an API
 * account's access token (the `X-Auth-Token` header) opens that one store.
 * The first store is the sandbox's demo; the second exists so tests can show
 * one store's token never reaches another's records.
 */
import type { Account } from '../framework/kit/index.js';

export interface BigCommerceAccount extends Account {
  /** The store's permanent id in every API path. */
  storeHash: string;
  /** The store-level API account's access token (BigCommerce issues these in the control panel). */
  accessToken: string;
  storeName: string;
  /** The store's default (transactional) currency. */
  currency: string;
  domain: string;
  adminEmail: string;
  /** Catalog size, customers and orders the seed creates. */
  products: number;
  customers: number;
  orders: number;
}

export const BIGCOMMERCE_DEMO_ACCOUNT: BigCommerceAccount = {
  id: 'bigcommerce-demo',
  storeHash: 'k7x2qd9m4p',
  accessToken: 'bc-sandbox-7fZt2Lq9Wm4Rx8Np3Vh6Kd1Sj5Gc0Ba',
  storeName: 'Harbor & Pine Outfitters',
  currency: 'USD',
  domain: 'harborandpine.example',
  adminEmail: 'ops@harborandpine.example',
  products: 30,
  customers: 25,
  orders: 40,
};

export const BIGCOMMERCE_OTHER_ACCOUNT: BigCommerceAccount = {
  id: 'bigcommerce-other',
  storeHash: 'w3n8v1c6tz',
  accessToken: 'bc-sandbox-2Hy6Qe0Tu4Io8Pa1Sd5Fg9Jk3Lz7Xc',
  storeName: 'Copper Kettle Goods',
  currency: 'USD',
  domain: 'copperkettle.example',
  adminEmail: 'hello@copperkettle.example',
  products: 4,
  customers: 3,
  orders: 3,
};

export const BIGCOMMERCE_ACCOUNTS: readonly BigCommerceAccount[] = [BIGCOMMERCE_DEMO_ACCOUNT, BIGCOMMERCE_OTHER_ACCOUNT];
