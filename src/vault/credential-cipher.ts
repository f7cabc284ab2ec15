/**
 * Downstream credentials at rest: AES-256-GCM with a fresh 96-bit IV for every
 * encryption and the connection id as additional authenticated data, so a
 * ciphertext copied onto another connection row does not decrypt.
 * Format: "v1.<iv>.<ciphertext+tag>" in base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from '../core/keyring.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CredentialCipher {
  /** The cipher of stored credentials and OAuth client secrets: the keyring's `credentials` purpose key. */
  static of(keyring: Keyring): CredentialCipher {
    return new CredentialCipher(keyring.key('credentials'));
  }

  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('credential key must be 32 bytes');
    this.#key = key;
  }

  encrypt(value: unknown, boundTo: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(boundTo));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${ciphertext.toString('base64url')}`;
  }

  decrypt<T = unknown>(sealed: string, boundTo: string): T {
    const [version, ivText, bodyText] = sealed.split('.');
    if (version !== VERSION || !ivText || !bodyText) throw new Error('unknown credential format');
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  }
}
