/**
 * Storage backends the suites run on: always the embedded PGlite; PostgreSQL
 * too when TEST_DATABASE_URL points at a server (each store gets a fresh
 * database, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Store } from '../../src/store/database.js';

export type Backend = 'pglite' | 'postgres';

export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestStore extends Store {
  /** Closes the store and drops its database. */
  dispose(): Promise<void>;
  databaseUrl: string | undefined;
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
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
    const store = await openStore({});
    return { ...store, databaseUrl: undefined, dispose: () => store.close() };
  }
  const database = await createTestDatabase();
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
