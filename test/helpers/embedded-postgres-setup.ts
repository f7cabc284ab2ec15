/**
 * Global setup: one embedded PostgreSQL server for the whole run (the store
 * the service runs by default), in a scratch directory removed afterwards.
 * Suites on the default backend each get a fresh database on it
 * (backends.ts), so no database server needs to be installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/store/embedded-postgres/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection string of the run's embedded PostgreSQL server. */
    embeddedPostgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-test-pg-'));
  try {
    // Scratch data: no fsync, so creating a database per suite stays cheap.
    const server = await startEmbeddedPostgres(dir, { durable: false });
    project.provide('embeddedPostgresUrl', server.url);
    return async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
