import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Keyring } from '../../src/core/keyring.js';
import { generateKey, hashKey, keyHint, parseKey } from '../../src/vault/api-keys.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';

describe('credential encryption (AES-256-GCM)', () => {
  const cipher = new CredentialCipher(randomBytes(32));
  const secret = { settings: { auth_token: 'tok_123456789' } };

  it('round-trips and never contains the clear text', () => {
    const sealed = cipher.encrypt(secret, 'connection-a');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('tok_123456789');
    expect(Buffer.from(sealed.split('.')[2] as string, 'base64url').toString('latin1')).not.toContain('tok_123');
    expect(cipher.decrypt(sealed, 'connection-a')).toEqual(secret);
  });

  it('uses a fresh IV every time', () => {
    const ivs = new Set(Array.from({ length: 50 }, () => cipher.encrypt(secret, 'c').split('.')[1]));
    expect(ivs.size).toBe(50);
  });

  it('is bound to its connection: a ciphertext moved to another row does not decrypt', () => {
    expect(() => cipher.decrypt(cipher.encrypt(secret, 'connection-a'), 'connection-b')).toThrow();
  });

  it('detects tampering and the wrong key', () => {
    const sealed = cipher.encrypt(secret, 'c');
    const [version, iv, body] = sealed.split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(() => cipher.decrypt(`${version}.${iv}.${bytes.toString('base64url')}`, 'c')).toThrow();
    expect(() => new CredentialCipher(randomBytes(32)).decrypt(sealed, 'c')).toThrow();
  });

  it('derives independent keys per purpose from one master key', () => {
    const keyring = new Keyring(randomBytes(32));
    expect(keyring.key('credentials').equals(keyring.key('cursors'))).toBe(false);
    expect(keyring.key('credentials').equals(keyring.key('credentials'))).toBe(true);
  });
});

describe('API keys', () => {
  it('carry prefixes that say what they are', () => {
    expect(generateKey('secret', 'sandbox').key).toMatch(/^sk_sandbox_[0-9A-Za-z]{43}$/);
    expect(generateKey('secret', 'live').key).toMatch(/^sk_live_[0-9A-Za-z]{43}$/);
    expect(generateKey('public', 'live').key).toMatch(/^pk_live_[0-9A-Za-z]{43}$/);
  });

  it('are stored as a SHA-256 hash and shown as a hint', () => {
    const generated = generateKey('secret', 'live');
    expect(generated.hash).toBe(hashKey(generated.key));
    expect(generated.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.hint).toBe(keyHint(generated.key));
    expect(generated.hint.startsWith('sk_live_')).toBe(true);
    expect(generated.key).not.toContain(generated.hint.slice(-4) + 'x');
    expect(generated.hint.length).toBeLessThan(20);
  });

  it('are parsed by shape before any lookup', () => {
    expect(parseKey(generateKey('public', 'sandbox').key)).toEqual({ kind: 'public', mode: 'sandbox' });
    for (const bad of ['', 'sk_test_abc', 'Bearer x', 'sk_live_', `sk_live_${'a'.repeat(10)}`, `sk_live_${'!'.repeat(43)}`]) {
      expect(parseKey(bad)).toBeUndefined();
    }
  });
});
