/**
 * Square sellers the emulator serves. A seller (merchant) is the tenant: a
 * personal access token or an OAuth access token acts for one merchant, and
 * every location, catalog object, order and payment lives under it. The
 * first is the sandbox's demo café; the second shows one seller's token
 * never reaches another's records.
 */
import type { Account } from '../framework/kit/index.js';

export interface SquareAccount extends Account {
  /** The merchant's id (`merchant_id` on locations, tokens and `GET /v2/merchants/me`). */
  merchantId: string;
  businessName: string;
  country: string;
  currency: string;
  /** The seller who consents on the OAuth page. */
  ownerName: string;
  ownerEmail: string;
  /** The seller's personal access token (Developer Dashboard → Credentials), sent as a Bearer token. */
  personalAccessToken: string;
  /** Orders the seed writes (the demo's day of trade is about thirty). */
  orders: number;
}

export const SQUARE_DEMO_ACCOUNT: SquareAccount = {
  id: 'square-demo',
  merchantId: 'MLQ7XB2WD4Y9K',
  businessName: 'Corner Bean Café',
  country: 'US',
  currency: 'USD',
  ownerName: 'Maya Castillo',
  ownerEmail: 'maya@cornerbean.example',
  personalAccessToken: 'EAAAlSandboxDemoQ8v3Tz1Kp6Wn4Ys9Hd2Rf7Lb5Jc0Mx',
  orders: 30,
};

export const SQUARE_OTHER_ACCOUNT: SquareAccount = {
  id: 'square-other',
  merchantId: 'MH3N8PZ5QRT2V',
  businessName: 'Harbour Bakery',
  country: 'US',
  currency: 'USD',
  ownerName: 'Tom Okafor',
  ownerEmail: 'tom@harbourbakery.example',
  personalAccessToken: 'EAAAlSandboxOtherF2g7Hk3Lm9Np4Qr8St1Uv6Wx0Yz5A',
  orders: 4,
};

export const SQUARE_ACCOUNTS: readonly SquareAccount[] = [SQUARE_DEMO_ACCOUNT, SQUARE_OTHER_ACCOUNT];
