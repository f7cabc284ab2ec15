/**
 * The start's check of the encryption key against the store
 * (src/vault/encryption-key-check.ts) on every store: a fresh database takes
 * the key's fingerprint, the same key passes, another key is refused without
 * a write, and a database set up before fingerprints is tested on its sealed
 * credentials. The service's start around it is in
 * test/platform/encryption-key-check.e2e.test.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptionKeyFingerprint } from '../../src/core/key-fingerprint.js';
import { Keyring } from '../../src/core/keyring.js';
import { insertApplication } from '../../src/store/repositories/applications.js';
import { insertConnection } from '../../src/store/repositories/connections.js';
import { upsertConsumer } from '../../src/store/repositories/consumers.js';
import { findServiceFact } from '../../src/store/repositories/service-facts.js';
import { sealSecrets } from '../../src/vault/connection-secrets.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { checkEncryptionKey, KEY_FINGERPRINT_FACT } from '../../src/vault/encryption-key-check.js';
import { BACKENDS, openTestStore, type Backend, type TestStore } from '../helpers/backends.js';

const scope = { applicationId: 'app_keycheck', mode: 'sandbox' as const };

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`encryption key check (${backend})`, () => {
    let store: TestStore;
    let consumerRef: string;
    const first = new Keyring(randomBytes(32));
    const second = new Keyring(randomBytes(32));

    /** A connection whose credentials are sealed under `keyring`, written `minutesAgo`; the sealed text is damaged when asked. */
    async function connection(keyring: Keyring, minutesAgo: number, damaged = false): Promise<void> {
      const id = randomUUID();
      let credentials = sealSecrets(new CredentialCipher(keyring.key('credentials')), id, { plain: {}, secret: { auth_token: `tok_${minutesAgo}` } });
      if (damaged && credentials) credentials = `${credentials.slice(0, -4)}AAAA`;
      await insertConnection(store.db, { id, consumerRef, unifiedApi: 'sms', serviceId: `twilio-${id}`, enabled: true, state: 'callable', settings: {}, credentials, metadata: {} });
      await sql`update connections set updated_at = now() - make_interval(mins => ${minutesAgo}) where id = ${id}`.execute(store.db);
    }

    const storedFingerprint = () => findServiceFact(store.db, KEY_FINGERPRINT_FACT);

    beforeAll(async () => {
      store = await openTestStore(backend);
      await insertApplication(store.db, { id: scope.applicationId, name: 'Key check' });
      consumerRef = (await upsertConsumer(store.db, scope, 'keycheck', undefined))[0].id;
    });
    afterAll(() => store.dispose());
    beforeEach(async () => {
      await sql`delete from service_facts`.execute(store.db);
      await sql`delete from connections`.execute(store.db);
    });

    it('gives a fresh database the key\'s fingerprint, never the key, and passes the same key again', async () => {
      expect(await storedFingerprint()).toBeUndefined();
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'recorded' });
      const stored = await storedFingerprint();
      expect(stored).toBe(encryptionKeyFingerprint(first));
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      for (const purpose of ['credentials', 'key-fingerprint'] as const) expect(stored).not.toBe(first.key(purpose).toString('hex'));
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'matches' });
    });

    it('refuses another key and writes nothing', async () => {
      await checkEncryptionKey(store.db, first);
      expect(await checkEncryptionKey(store.db, second)).toEqual({ outcome: 'other-key', evidence: 'fingerprint' });
      expect(await storedFingerprint()).toBe(encryptionKeyFingerprint(first));
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'matches' });
    });

    it('refuses a database without a fingerprint whose credentials were sealed under another key, and takes the key they were sealed with', async () => {
      await connection(first, 10);
      await connection(first, 5);
      expect(await checkEncryptionKey(store.db, second)).toEqual({ outcome: 'other-key', evidence: 'credentials' });
      expect(await storedFingerprint()).toBeUndefined();
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'recorded' });
      expect(await storedFingerprint()).toBe(encryptionKeyFingerprint(first));
    });

    it('does not refuse the right key for one damaged row, and tests the credentials written last', async () => {
      await connection(first, 1, true);
      await connection(first, 2);
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'recorded' });

      // Keys changed before fingerprints existed: the rows written since, under the key in use, decide.
      await sql`delete from service_facts`.execute(store.db);
      await sql`delete from connections`.execute(store.db);
      for (let minutes = 100; minutes < 110; minutes++) await connection(first, minutes);
      for (let minutes = 1; minutes <= 5; minutes++) await connection(second, minutes);
      expect(await checkEncryptionKey(store.db, first)).toEqual({ outcome: 'other-key', evidence: 'credentials' });
      expect(await checkEncryptionKey(store.db, second)).toEqual({ outcome: 'recorded' });
    });

    it('takes the key of a database without a fingerprint and without sealed credentials', async () => {
      const id = randomUUID();
      await insertConnection(store.db, { id, consumerRef, unifiedApi: 'sms', serviceId: 'vonage', enabled: true, state: 'added', settings: {}, credentials: null, metadata: {} });
      expect(await checkEncryptionKey(store.db, second)).toEqual({ outcome: 'recorded' });
      expect(await storedFingerprint()).toBe(encryptionKeyFingerprint(second));
    });

    it('lets one of two instances starting together with two keys record its key, and refuses the other', async () => {
      const outcomes = await Promise.all([checkEncryptionKey(store.db, first), checkEncryptionKey(store.db, second)]);
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['other-key', 'recorded']);
      const winner = outcomes[0]?.outcome === 'recorded' ? first : second;
      expect(await storedFingerprint()).toBe(encryptionKeyFingerprint(winner));
    });

    it('takes a new key after the replacement docs/deployment.md describes: fingerprint removed, unreadable credentials cleared', async () => {
      await connection(first, 1);
      await checkEncryptionKey(store.db, first);
      await sql`delete from service_facts where name = 'encryption_key_fingerprint'`.execute(store.db);
      await sql`update connections set credentials = null`.execute(store.db);
      expect(await checkEncryptionKey(store.db, second)).toEqual({ outcome: 'recorded' });
    });
  });
}
