/**
 * API keys: prefixed so people and secret scanners recognise them
 * (sk_sandbox_, sk_live_, pk_sandbox_, pk_live_), 256 bits of randomness in
 * base62, stored only as a SHA-256 hash. A fast hash is right here: the key is
 * random, not a password, so there is nothing for a slow hash to protect.
 */
import { hash, randomBytes } from 'node:crypto';

export type KeyKind = 'secret' | 'public';
export type KeyMode = 'sandbox' | 'live';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^(sk|pk)_(sandbox|live)_[0-9A-Za-z]{20,64}$/;

export function keyPrefix(kind: KeyKind, mode: KeyMode): string {
  return `${kind === 'secret' ? 'sk' : 'pk'}_${mode}_`;
}

export function toBase62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0');
}

export function hashKey(key: string): string {
  // The one-shot hash: every authenticated request computes it, and it skips making a Hash object.
  return hash('sha256', key, 'hex');
}

/** First characters and last four, enough to tell keys apart without revealing them. */
export function keyHint(key: string): string {
  return `${key.slice(0, key.lastIndexOf('_') + 5)}…${key.slice(-4)}`;
}

export interface GeneratedKey {
  key: string;
  hash: string;
  hint: string;
}

export function generateKey(kind: KeyKind, mode: KeyMode, entropy: Buffer = randomBytes(32)): GeneratedKey {
  const key = keyPrefix(kind, mode) + toBase62(entropy);
  return { key, hash: hashKey(key), hint: keyHint(key) };
}

/** Shape check before any lookup: garbage never reaches the cache or the database. */
export function parseKey(key: string): { kind: KeyKind; mode: KeyMode } | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { kind: match[1] === 'sk' ? 'secret' : 'public', mode: match[2] as KeyMode };
}
