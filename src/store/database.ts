/**
 * Opens the store: PostgreSQL when a connection string is given, otherwise the
 * embedded PGlite (in a data directory, or in memory for tests). Both run the
 * same migrations and the same queries through Drizzle.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (no credentials). */
  location: string;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; when absent (and no databaseUrl) the store lives in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** Arbitrary constant: serialises migrations of instances starting together on one database. */
const MIGRATION_LOCK_ID = 726_451_903;

export async function openStore(options: StoreOptions): Promise<Store> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const url = new URL(options.databaseUrl);
    return {
      db: drizzle(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      location: `postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const pgdata = path.join(options.dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    client = await PGlite.create(pgdata);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    location: options.dataDir ? `PGlite in ${path.join(options.dataDir, 'pgdata')}` : 'PGlite in memory',
    close: () => client.close(),
  };
}

/** True when the database answers; used by readiness checks. */
export async function ping(store: Store): Promise<boolean> {
  try {
    await store.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder "drizzle/" not found next to the package');
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer with `{ rows }`. */
export async function selectRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
