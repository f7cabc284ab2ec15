/**
 * The Shopify shops the emulator serves. A shop is the tenant: it is reached
 * at `https://{handle}.myshopify.com` (on loopback the credentials alone name
 * it), and an Admin API access token (`X-Shopify-Access-Token`) opens that
 * one shop with the scopes it was granted. Each shop has a custom app's
 * token with every read scope, and one without `read_all_orders`, so the
 * 60-day rule shows without an OAuth dance; OAuth tokens carry the scopes the
 * merchant granted (oauth.ts). Public on purpose: they only open loopback emulators.
 */
import type { Account } from '../framework/kit/index.js';

export interface ShopifyToken {
  token: string;
  scopes: readonly string[];
  /** The custom app's API secret key: it signs the webhooks the app subscribes. */
  appSecret: string;
}

export interface ShopifyAccount extends Account {
  /** The shop's numeric id (`gid://shopify/Shop/{shopId}`). */
  shopId: string;
  /** `{handle}.myshopify.com`, the shop's permanent domain. */
  handle: string;
  name: string;
  email: string;
  ownerName: string;
  currency: 'USD' | 'JPY' | 'EUR' | 'GBP' | 'CAD';
  /** Another currency some buyers pay in (presentment money); undefined for a single-currency shop. */
  presentment?: { currency: 'EUR' | 'GBP' | 'CAD'; rate: number };
  country: 'US' | 'JP';
  timezone: string;
  /**
   * The shop's query-cost bucket: the standard plans' 1,000 points restored
   * at 50 a second, or a larger plan's (the demo shop is on one, so reading
   * the whole shop page after page does not wait minutes).
   */
  bucket: { maximumAvailable: number; restoreRate: number };
  /** Admin API access tokens of custom apps installed on the shop. */
  tokens: readonly ShopifyToken[];
  products: number;
  customers: number;
  orders: number;
  /** Days of history the seeded orders span (more than 60, so `read_all_orders` matters). */
  orderDays: number;
}

export const READ_SCOPES = ['read_orders', 'read_all_orders', 'read_products', 'read_customers'] as const;

export const SHOPIFY_DEMO_ACCOUNT: ShopifyAccount = {
  id: 'shopify-demo',
  shopId: '61234567890',
  handle: 'harbor-goods',
  name: 'Harbor Goods Co.',
  email: 'owner@harborgoods.example',
  ownerName: 'Nadia Brooks',
  currency: 'USD',
  presentment: { currency: 'EUR', rate: 0.92 },
  country: 'US',
  timezone: 'America/New_York',
  bucket: { maximumAvailable: 10_000, restoreRate: 500 },
  tokens: [
    { token: 'shpat_sandbox0demo7c1e9a4f2b8d3e6a0f5c9b2d', scopes: [...READ_SCOPES], appSecret: 'shpss_customapp0demo2f7c9e1b4d8a3f6c0e5b9d' },
    { token: 'shpat_sandbox0recent3b8d1f6a9c2e7b4058a3c6', scopes: ['read_orders', 'read_products', 'read_customers'], appSecret: 'shpss_customapp0recent8c1f4a7d2e9b5c3f0a6d' },
  ],
  products: 30,
  customers: 40,
  orders: 60,
  orderDays: 120,
};

/** A shop in yen, a currency without minor units; also shows one shop's token never reaches another's records. */
export const SHOPIFY_OTHER_ACCOUNT: ShopifyAccount = {
  id: 'shopify-other',
  shopId: '61234567891',
  handle: 'kyoto-tea-house',
  name: 'Kyoto Tea House',
  email: 'shop@kyototea.example',
  ownerName: 'Haruto Sato',
  currency: 'JPY',
  country: 'JP',
  timezone: 'Asia/Tokyo',
  bucket: { maximumAvailable: 1_000, restoreRate: 50 },
  tokens: [{ token: 'shpat_sandbox0other5e2a8c1f7d3b9e6a0c4f8b1d', scopes: [...READ_SCOPES], appSecret: 'shpss_customapp0other6e3b9d2a8f1c7e4b0d5a' }],
  products: 4,
  customers: 3,
  orders: 5,
  orderDays: 30,
};

export const SHOPIFY_ACCOUNTS: readonly ShopifyAccount[] = [SHOPIFY_DEMO_ACCOUNT, SHOPIFY_OTHER_ACCOUNT];

export const shopDomainOf = (account: ShopifyAccount): string => `${account.handle}.myshopify.com`;
