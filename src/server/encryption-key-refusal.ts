/**
 * The start's answer to an encryption key that is not the one the store was
 * set up with (vault/encryption-key-check.ts): stop before anything touches
 * the data, and say which setting is wrong and the two ways out.
 */
import type { Keyring } from '../core/keyring.js';
import type { Store } from '../store/database.js';
import { checkEncryptionKey } from '../vault/encryption-key-check.js';

export interface KeyOrigin {
  /** Where the key came from: 'SVC_ENCRYPTION_KEY' or the key file's path (SecretSource.source). */
  keySource: string;
  /** True with DATABASE_URL; false for the embedded store in the data directory. */
  databaseUrl: boolean;
}

/** A start problem like the others: main.ts prints the message after "The service could not start:", no stack. */
export class ForeignEncryptionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForeignEncryptionKeyError';
  }
}

/** Resolves when the key is the store's (recording it on a store that had none); throws ForeignEncryptionKeyError otherwise. */
export async function refuseForeignEncryptionKey(store: Pick<Store, 'db' | 'location'>, keyring: Keyring, origin: KeyOrigin): Promise<void> {
  const check = await checkEncryptionKey(store.db, keyring);
  if (check.outcome === 'other-key') throw new ForeignEncryptionKeyError(foreignKeyMessage(store.location, origin, check.evidence));
}

function foreignKeyMessage(location: string, origin: KeyOrigin, evidence: 'fingerprint' | 'credentials'): string {
  const fromFile = origin.keySource !== 'SVC_ENCRYPTION_KEY';
  const key = fromFile ? `the key file ${origin.keySource} (used because SVC_ENCRYPTION_KEY is unset)` : 'SVC_ENCRYPTION_KEY';
  const store = origin.databaseUrl ? `the database ${location}` : `the ${location}`;
  const why = evidence === 'credentials' ? ': the credentials stored there do not decrypt with it' : '';
  const rightKey = fromFile ? ` (put it back in ${origin.keySource}, or set SVC_ENCRYPTION_KEY to it)` : '';
  const fresh = origin.databaseUrl ? 'point DATABASE_URL at a new database' : 'point SVC_DATA_DIR at a new data folder';
  return [
    `${key} is not the encryption key ${store} was set up with${why}.`,
    `  Credentials stored with the other key (connections' secrets and tokens, applications' OAuth client secrets) cannot be read with this one, so the service stops before it touches them.`,
    `  Either start with the key the database was set up with${rightKey},`,
    `  or ${fresh}.`,
    `  A key replaced on purpose: docs/deployment.md, "The encryption key".`,
  ].join('\n');
}
