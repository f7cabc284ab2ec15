/**
 * Opens the store: PostgreSQL when a connection string is given, otherwise an
 * embedded one in the data directory: by default a real PostgreSQL server the
 * service supervises (embedded-postgres/server.ts), reached through the same
 * `pg` pool as an external one; or PGlite (also in memory, for tests). All run
 * the same migrations (drizzle/, generated from schema.ts) and the same
 * queries through Kysely.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { startEmbeddedPostgres } from './embedded-postgres/server.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Tables } from './tables.js';

export type Database = Kysely<Tables>;

export interface Store {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (no credentials). */
  location: string;
  close(): Promise<void>;
}

/** The store used without DATABASE_URL. */
export type EmbeddedStore = 'embedded-postgres' | 'pglite';
export const EMBEDDED_STORES: readonly EmbeddedStore[] = ['embedded-postgres', 'pglite'];
export const DEFAULT_EMBEDDED_STORE: EmbeddedStore = 'embedded-postgres';

export interface StoreOptions {
  /** postgres:// URL; when absent the embedded store is used. */
  databaseUrl?: string | undefined;
  /** Which embedded store (without databaseUrl); embedded PostgreSQL unless said. */
  embedded?: EmbeddedStore;
  /** Data directory of the embedded store; PGlite without one lives in memory. */
  dataDir?: string | undefined;
  /** Where the embedded PostgreSQL's binaries are copied when they cannot run in place. */
  cacheDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Messages of the embedded server's supervisor (cluster created, leftover server stopped). */
  log?: (message: string) => void;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : (options.embedded ?? DEFAULT_EMBEDDED_STORE) === 'pglite'
      ? await openPGlite(options.dataDir)
      : await openEmbeddedPostgres(options);
  try {
    await migrate(store.db);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function openEmbeddedPostgres(options: StoreOptions): Promise<Store> {
  if (!options.dataDir) throw new Error('the embedded PostgreSQL store needs a data directory');
  const server = await startEmbeddedPostgres(options.dataDir, { log: options.log, cacheDir: options.cacheDir });
  try {
    const store = await openPostgres(server.url, options.maxConnections ?? 10);
    return {
      ...store,
      location: `embedded PostgreSQL in ${server.pgdata}`,
      async close() {
        await store.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** camelCase in TypeScript, snake_case in SQL; never inside JSON values (settings keep their own keys). */
function camelCase(): CamelCasePlugin {
  return new CamelCasePlugin({ maintainNestedObjectKeys: true });
}

async function openPostgres(databaseUrl: string, max: number): Promise<Store> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase()] });
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    location: `postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`,
    close: () => db.destroy(),
  };
}

/**
 * PGlite is a development dependency: the default store is embedded
 * PostgreSQL, and a production install leaves PGlite's 27 MB out.
 */
async function loadPGlite(): Promise<typeof import('@electric-sql/pglite')> {
  try {
    return await import('@electric-sql/pglite');
  } catch {
    throw new Error('SVC_STORE=pglite needs the @electric-sql/pglite package, which a production install leaves out: run `npm install @electric-sql/pglite`, or use the default store');
  }
}

async function openPGlite(dataDir: string | undefined): Promise<Store> {
  const { PGlite } = await loadPGlite();
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    client = await PGlite.create(pgdata);
  } else {
    client = await PGlite.create();
  }
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(client), plugins: [camelCase()] });
  return {
    db,
    kind: 'pglite',
    location: dataDir ? `PGlite in ${path.join(dataDir, 'pgdata')}` : 'PGlite in memory',
    async close() {
      await db.destroy();
      await client.close();
    },
  };
}

/**
 * Applies the SQL migrations drizzle-kit generated, in journal order. Kysely's
 * migrator takes a database lock, so instances starting together on one
 * PostgreSQL apply each migration once.
 */
async function migrate(db: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: new SqlFolderMigrations(findMigrationsFolder()) }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${(error as Error).message}`);
  }
}

class SqlFolderMigrations implements MigrationProvider {
  readonly #folder: string;

  constructor(folder: string) {
    this.#folder = folder;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const journal = JSON.parse(readFileSync(path.join(this.#folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    const migrations: Record<string, Migration> = {};
    for (const { tag } of journal.entries) {
      const statements = readFileSync(path.join(this.#folder, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean);
      migrations[tag] = {
        async up(db) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** True when the database answers; used by readiness checks. */
export async function ping(store: Store): Promise<boolean> {
  try {
    await sql`select 1`.execute(store.db);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query. */
export async function selectRows<T = Record<string, unknown>>(db: Database, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(db)).rows as T[];
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
