/**
 * Clover merchants the emulator serves. A merchant is the tenant: every path
 * names it (`/v3/merchants/{mId}/…`), and a token (an OAuth access token
 * issued to an app the merchant installed, or a merchant API token made on
 * the sandbox dashboard) opens that one merchant. The first merchant is the
 * sandbox's demo café; the second shows one merchant's token never reaches
 * another's records.
 */
import type { Account } from '../framework/kit/index.js';

export interface CloverAccount extends Account {
  /** The merchant's 13-character id (mId) in every API path. */
  merchantId: string;
  name: string;
  currency: string;
  /** The merchant's owner, who installs the app on the OAuth page. */
  ownerName: string;
  ownerEmail: string;
  /** A merchant API token (sandbox dashboard → Setup → API Tokens), sent as a Bearer token. */
  apiToken: string;
  /** Orders the seed writes (the demo's day of trade is about thirty). */
  orders: number;
}

export const CLOVER_DEMO_ACCOUNT: CloverAccount = {
  id: 'clover-demo',
  merchantId: 'QK7TW2M9XB4R1',
  name: 'Clover Leaf Coffee',
  currency: 'USD',
  ownerName: 'Nina Albright',
  ownerEmail: 'nina@cloverleafcoffee.example',
  apiToken: '6f1d2c9a-4b7e-4e21-9a3c-5d8e7f0b1a24',
  orders: 30,
};

export const CLOVER_OTHER_ACCOUNT: CloverAccount = {
  id: 'clover-other',
  merchantId: 'HV3P8NZ5CQT2D',
  name: 'Millbrook Bakery',
  currency: 'USD',
  ownerName: 'Omar Reyes',
  ownerEmail: 'omar@millbrookbakery.example',
  apiToken: 'b2e7a9c4-1f3d-4a6b-8c5e-9d0f2a4b6c81',
  orders: 4,
};

export const CLOVER_ACCOUNTS: readonly CloverAccount[] = [CLOVER_DEMO_ACCOUNT, CLOVER_OTHER_ACCOUNT];
