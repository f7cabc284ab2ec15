/**
 * Storage backends the suites run on: always the default store, an embedded
 * PostgreSQL server (one for the run, started by embedded-postgres-setup.ts;
 * nothing to install); PostgreSQL too when TEST_DATABASE_URL points at a
 * server. Each store gets a fresh database, dropped afterwards. 'pglite' (the
 * other embedded store, in memory) is there for suites that ask for it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore, type Store } from '../../src/store/database.js';

export type Backend = 'embedded-postgres' | 'postgres' | 'pglite';

export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['embedded-postgres', 'postgres'] : ['embedded-postgres'];

export interface TestStore extends Store {
  /** Closes the store and drops its database. */
  dispose(): Promise<void>;
  databaseUrl: string | undefined;
}

function serverUrl(backend: 'embedded-postgres' | 'postgres'): string {
  if (backend === 'embedded-postgres') return inject('embeddedPostgresUrl');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}

/** A fresh database on TEST_DATABASE_URL's server, or on the run's embedded one. */
export async function createTestDatabase(backend: 'embedded-postgres' | 'postgres' = 'postgres'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = serverUrl(backend);
  const name = `svc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function openTestStore(backend: Backend): Promise<TestStore> {
  if (backend === 'pglite') {
    const store = await openStore({ embedded: 'pglite' });
    return { ...store, databaseUrl: undefined, dispose: () => store.close() };
  }
  const database = await createTestDatabase(backend);
  const store = await openStore({ databaseUrl: database.url, maxConnections: 5 });
  return {
    ...store,
    databaseUrl: database.url,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
}
