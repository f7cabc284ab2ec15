/**
 * What the store keeps to recognise the encryption key without keeping it: an
 * HMAC-SHA256 of a fixed label under a key derived for this purpose alone.
 * Equal fingerprints mean the same master key; the fingerprint reveals nothing
 * about the keys derived for encryption or signing.
 */
import { createHmac } from 'node:crypto';
import type { Keyring } from './keyring.js';

/** Changing the label changes every fingerprint: every stored one would then look like another key's. */
const LABEL = 'unified-integration-api:encryption-key-fingerprint:v1';

/** Hex, 64 characters. */
export function encryptionKeyFingerprint(keyring: Keyring): string {
  return createHmac('sha256', keyring.key('key-fingerprint')).update(LABEL).digest('hex');
}
