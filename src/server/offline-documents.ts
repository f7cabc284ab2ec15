/**
 * The service's OpenAPI documents without serving anything: the app is
 * assembled as `npm start` assembles it (so the documents come from the same
 * registered routes), made ready, read and closed. Used to write the documents
 * the typed client (packages/sdk) is generated from.
 *
 * No store is opened: the documents read routes and declarations, never data,
 * and nothing queries the store before a request arrives. The store given to
 * the app refuses every query, so a future query at start-up fails loudly here
 * instead of silently reading nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { DownstreamTargets } from '../connectors/targets.js';
import type { OpenApiDocument } from '../catalog/openapi/index.js';
import { Keyring } from '../core/keyring.js';
import type { Store } from '../store/database.js';
import type { Tables } from '../store/tables.js';
import { buildApp } from './app.js';
import { DEFAULT_DOWNSTREAM_TIMEOUT_MS } from './config.js';

/** The public URL written into documents built offline: `npm start`'s default address. */
export const OFFLINE_PUBLIC_URL = 'http://127.0.0.1:8080';

export interface OfflineDocument {
  id: string;
  name: string;
  document: OpenApiDocument;
}

export interface OfflineDocumentOptions {
  /** Base URL written into `servers` and the links of the prose. */
  publicUrl?: string;
  /** Largest `x-svc-timeout` documented (SVC_DOWNSTREAM_TIMEOUT_MAX_MS). */
  downstreamTimeoutMaxMs?: number;
}

class NoQueryDriver implements Driver {
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    throw new Error('building the OpenAPI documents offline ran a database query; the documents must not depend on stored data');
  }
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

function storeWithoutDatabase(): Store {
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new NoQueryDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  // 'pglite' keeps the shared pacing buckets in memory, as the embedded store does.
  return { db, kind: 'pglite', location: 'none (OpenAPI documents only)', close: () => db.destroy() };
}

/** Every document the service serves, in the order `GET /openapi` lists them. */
export async function buildOfflineDocuments(options: OfflineDocumentOptions = {}): Promise<OfflineDocument[]> {
  const store = storeWithoutDatabase();
  const service = await buildApp({
    config: {
      publicUrl: options.publicUrl ?? OFFLINE_PUBLIC_URL,
      trustProxy: false,
      logLevel: 'silent',
      bodyLimitBytes: 1_048_576,
      cacheTtlMs: 10_000,
      downstreamTimeoutMs: DEFAULT_DOWNSTREAM_TIMEOUT_MS,
      ...(options.downstreamTimeoutMaxMs !== undefined ? { downstreamTimeoutMaxMs: options.downstreamTimeoutMaxMs } : {}),
    },
    store,
    // Random secrets: nothing is encrypted, signed or authenticated while the documents are built.
    keyring: new Keyring(randomBytes(32)),
    adminToken: randomBytes(24).toString('base64url'),
    targets: new DownstreamTargets(),
  });
  try {
    return service.openApi.ids().map((id) => {
      const entry = service.openApi.entry(id);
      if (!entry) throw new Error(`document ${id} is listed but not built`);
      return { id, name: entry.name, document: entry.document() };
    });
  } finally {
    await service.app.close();
    await store.close();
  }
}

/** A document as written to a file: indented, so a change to the API reads as a small diff. */
export function documentFileText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
