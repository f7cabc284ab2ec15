/**
 * The sandbox's Vonage account and the numbers tests and demos name. The
 * credentials are public on purpose: the emulator listens on loopback and
 * holds made-up data. An account is named by its API key, as at Vonage.
 */
import type { Account } from '../framework/kit/index.js';

/** How the account signs the webhooks it sends (dashboard → Settings → signature method). */
export type VonageSignatureMethod = 'md5hash' | 'md5' | 'sha1' | 'sha256' | 'sha512';

export interface VonageAccount extends Account {
  apiKey: string;
  apiSecret: string;
  /** Signs the account's webhooks (`sig`, `timestamp`, `nonce`); unsigned when absent. */
  signatureSecret?: string;
  signatureMethod: VonageSignatureMethod;
  /** Balance in EUR at the seed; every message part sent costs its price. */
  startingBalance: number;
  /** The account's virtual numbers: where inbound messages arrive. */
  numbers: readonly string[];
}

export const VONAGE_DEMO_ACCOUNT = {
  id: 'a1b2c3d4',
  apiKey: 'a1b2c3d4',
  apiSecret: 'Sandbox0Secret42',
  signatureSecret: 'sandboxSignatureSecret0f8e7d6c5b4a',
  // HMAC-SHA256: the method of the signature in Vonage's own delivery-receipt example.
  signatureMethod: 'sha256',
  startingBalance: 28.5,
  numbers: ['447700900000'],
} as const satisfies VonageAccount;

/**
 * Vonage documents no test numbers, so the emulator reserves a few in the UK
 * range set aside for drama (07700 900xxx), which Vonage's own examples use:
 * they end in failure the way real numbers can. Any other number is delivered.
 */
export const VONAGE_TEST_NUMBERS = {
  /** Delivery receipt "failed", err-code 3 (Absent Subscriber - Permanent). */
  failed: '447700900991',
  /** Delivery receipt "rejected", err-code 6 (Anti-Spam Rejection). */
  rejected: '447700900992',
  /** Delivery receipt "expired", err-code 2 (Absent Subscriber - Temporary, until the TTL ran out). */
  expired: '447700900993',
  /** Refused when sent: status 7 (Number Barred), no message is created. */
  barred: '447700900997',
} as const;
