/**
 * Is the service's encryption key the one its stored data was written with?
 * Asked once at start, before anything else reads or writes the data: a
 * service given another key would otherwise start, fail to decrypt every
 * stored credential one request at a time, and write new rows under a key
 * the old ones do not share. The store keeps the key's fingerprint
 * (core/key-fingerprint.ts), written by the first start.
 */
import { encryptionKeyFingerprint } from '../core/key-fingerprint.js';
import type { Keyring } from '../core/keyring.js';
import type { Database } from '../store/database.js';
import { newestSealedCredentials } from '../store/repositories/connections.js';
import { findServiceFact, keepServiceFact } from '../store/repositories/service-facts.js';
import { secretsReadable } from './connection-secrets.js';
import { CredentialCipher } from './credential-cipher.js';

export const KEY_FINGERPRINT_FACT = 'encryption_key_fingerprint';

/** How many connections' credentials a database without a fingerprint is tested on: one damaged row must not refuse a right key. */
const SAMPLES = 5;

export type EncryptionKeyCheck =
  | { outcome: 'matches' }
  /** The store had no fingerprint (a fresh database, or one set up before fingerprints) and now has this key's. */
  | { outcome: 'recorded' }
  /** Another key wrote the data: its fingerprint differs, or (no fingerprint yet) none of the sampled credentials decrypts. */
  | { outcome: 'other-key'; evidence: 'fingerprint' | 'credentials' };

export async function checkEncryptionKey(db: Database, keyring: Keyring): Promise<EncryptionKeyCheck> {
  const fingerprint = encryptionKeyFingerprint(keyring);
  const stored = await findServiceFact(db, KEY_FINGERPRINT_FACT);
  if (stored !== undefined) return stored === fingerprint ? { outcome: 'matches' } : { outcome: 'other-key', evidence: 'fingerprint' };

  // No fingerprint: fresh, or set up before fingerprints (drizzle/0011_service_facts.sql says why this test).
  const cipher = CredentialCipher.of(keyring);
  const samples = await newestSealedCredentials(db, SAMPLES);
  if (samples.length > 0 && !samples.some((row) => secretsReadable(cipher, row))) return { outcome: 'other-key', evidence: 'credentials' };

  // Two instances starting together on such a database with two keys: the first fingerprint written wins, the other start is refused.
  const kept = await keepServiceFact(db, KEY_FINGERPRINT_FACT, fingerprint);
  return kept === fingerprint ? { outcome: 'recorded' } : { outcome: 'other-key', evidence: 'fingerprint' };
}
