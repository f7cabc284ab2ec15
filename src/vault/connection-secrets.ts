/**
 * The encrypted half of a connection row: secret settings and OAuth tokens,
 * sealed with AES-256-GCM bound to the row id. Read and written here only, so
 * the vault and the token refresher agree on the format.
 */
import type { ConnectionRow } from '../store/schema.js';
import type { SplitSettings, StoredCredentials } from './connection-settings.js';
import type { CredentialCipher } from './credential-cipher.js';

export function readSecrets(cipher: CredentialCipher, row: Pick<ConnectionRow, 'id' | 'settings' | 'credentials'>): SplitSettings {
  const plain = Object.fromEntries(Object.entries(row.settings).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  if (!row.credentials) return { plain, secret: {} };
  try {
    const stored = cipher.decrypt<StoredCredentials>(row.credentials, row.id);
    return { plain, secret: stored.settings ?? {}, tokens: stored.tokens };
  } catch {
    // A key change or a tampered row: the secrets are unusable, but the rest of the connection is not.
    return { plain, secret: {} };
  }
}

/** Whether the key opens a row's sealed credentials (the start's test of a key on a database with no key fingerprint). */
export function secretsReadable(cipher: CredentialCipher, row: Pick<ConnectionRow, 'id' | 'credentials'>): boolean {
  if (!row.credentials) return true;
  try {
    cipher.decrypt(row.credentials, row.id);
    return true;
  } catch {
    return false;
  }
}

/** The credentials column for a split: null when there is nothing secret to keep. */
export function sealSecrets(cipher: CredentialCipher, connectionId: string, split: SplitSettings): string | null {
  if (Object.keys(split.secret).length === 0 && !split.tokens) return null;
  const stored: StoredCredentials = { settings: split.secret, ...(split.tokens ? { tokens: split.tokens } : {}) };
  return cipher.encrypt(stored, connectionId);
}

/** When the access token expires, as the row's plain column (for views and refresh decisions without decrypting). */
export function tokenExpiry(split: SplitSettings): Date | null {
  return split.tokens?.expires_at !== undefined ? new Date(split.tokens.expires_at) : null;
}
