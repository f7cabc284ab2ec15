/**
 * The built service on its default store, killed without warning: the
 * PostgreSQL server it runs must not outlive it (on Linux the kernel's
 * parent-death signal stops it), and the next start finds the data.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, freePort, startService, stop } from '../helpers/processes.js';
import { processIsAlive } from '../../src/core/process-alive.js';

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processIsAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('embedded PostgreSQL when the service is killed', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-e2e-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with it, and the next start has the data', async () => {
    const env = { ...process.env, SVC_DATA_DIR: dataDir, SVC_PORT: String(await freePort()), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '', SVC_STORE: '' };
    const first = await startService(env);
    expect(first.banner).toContain(`embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
    const app = JSON.parse((await cli(['apps', 'create', '--name', 'Before the crash', '--json'], env)).stdout) as { id: string };
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    expect(processIsAlive(postmaster)).toBe(true);

    first.child.kill('SIGKILL');
    expect(await gone(postmaster, 20_000)).toBe(true);

    const second = await startService({ ...env, SVC_PORT: String(await freePort()) });
    try {
      const apps = JSON.parse((await cli(['apps', 'list', '--json'], env)).stdout) as Array<{ id: string }>;
      expect(apps.map((row) => row.id)).toContain(app.id);
    } finally {
      await stop(second.child);
    }
  });
});
