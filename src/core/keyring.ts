/**
 * One master secret, many purposes: each use gets its own key derived with
 * HKDF-SHA256, so a key leaked from one purpose (say, cursor signing) says
 * nothing about another (credential encryption).
 */
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'credentials' | 'cursors' | 'demo-key' | 'inbound-webhooks' | 'key-fingerprint' | 'oauth-state' | 'sessions' | 'webhook-secrets';

export class Keyring {
  readonly #master: Buffer;
  readonly #derived = new Map<KeyPurpose, Buffer>();

  constructor(master: Buffer) {
    if (master.length !== 32) throw new Error('master key must be 32 bytes');
    this.#master = master;
  }

  key(purpose: KeyPurpose): Buffer {
    let key = this.#derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.#master, Buffer.alloc(0), `unified-integration-api:${purpose}`, 32));
      this.#derived.set(purpose, key);
    }
    return key;
  }
}
