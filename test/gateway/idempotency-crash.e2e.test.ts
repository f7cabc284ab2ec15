/**
 * Issue #5, item 3: a service instance dies between the downstream write and
 * storing its result. Two built services (dist/) run as processes on one
 * PostgreSQL; the Twilio emulator, in this process, receives the create and
 * holds its answer while the first instance is killed with SIGKILL. The same
 * request sent to the second instance must not write again: it answers 409,
 * and the platform has received exactly one create.
 *
 * PostgreSQL only: child processes cannot share the embedded PGlite store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { createTestDatabase } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { freePort, startService, stop, type Started } from '../helpers/processes.js';
import { twilioSettings } from '../helpers/twilio.js';
import { waitFor } from '../helpers/wait.js';
import { needs } from '../helpers/requirements.js';

describe('idempotency across a crash (two processes on PostgreSQL)', needs('postgres'), () => {
  const adminToken = `adm_${randomBytes(24).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let emulator: EmulatorHandle;
  let first: Started | undefined;
  let second: Started | undefined;
  let firstUrl: string;
  let secondUrl: string;
  let headers: Record<string, string>;
  const dataDirs: string[] = [];

  async function startInstance(sharedEnv: NodeJS.ProcessEnv): Promise<{ started: Started; url: string }> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-idempotency-'));
    dataDirs.push(dataDir);
    const started = await startService({ ...sharedEnv, SVC_PORT: String(port), SVC_DATA_DIR: dataDir });
    return { started, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await twilioEmulator.start({ record: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SVC_ADMIN_TOKEN: adminToken,
      SVC_EMULATORS: 'false',
      SVC_SANDBOX_URLS: `twilio=${emulator.url}`,
      SVC_DEMO: 'false',
      SVC_LOG_LEVEL: 'warn',
      REDIS_URL: '',
    };
    ({ started: first, url: firstUrl } = await startInstance(env));
    ({ started: second, url: secondUrl } = await startInstance(env));

    const admin = { authorization: `Bearer ${adminToken}` };
    const app = await call(`${firstUrl}/admin/applications`, { method: 'POST', headers: admin, json: { name: 'Crash test' } });
    expect(app.status, app.text).toBe(201);
    const key = await call(`${firstUrl}/admin/applications/${app.body.data.id}/keys`, { method: 'POST', headers: admin, json: { mode: 'sandbox' } });
    expect(key.status, key.text).toBe(201);
    headers = { authorization: `Bearer ${key.body.data.key}`, 'x-svc-app-id': app.body.data.id, 'x-svc-consumer-id': 'crash' };
    const connected = await call(`${firstUrl}/vault/connections/sms/twilio`, { method: 'PATCH', headers, json: { settings: twilioSettings } });
    expect(connected.status, connected.text).toBe(200);
  });

  afterAll(async () => {
    emulator?.releaseDelayed();
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
    if (second) await stop(second.child);
    await emulator?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const creates = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/Messages.json')).length;
  const create = (url: string, key: string) =>
    call(`${url}/sms/messages`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key },
      json: { from: '+15005550006', to: '+15005550001', body: 'Sent once, whatever happens' },
    });

  it('answers 409 on the surviving instance, and the platform has exactly one create', async () => {
    const key = `crash-${randomBytes(8).toString('hex')}`;
    emulator.delayNext(60_000);
    // The first instance sends the create, and dies while the platform holds its answer.
    const doomed = create(firstUrl, key).catch((error: unknown) => error);
    await waitFor(() => creates() === 1, 'the create to reach the platform');
    const exited = new Promise((resolve) => first!.child.once('exit', resolve));
    first!.child.kill('SIGKILL');
    await exited;
    expect(await doomed).toBeInstanceOf(Error);

    for (let attempt = 0; attempt < 2; attempt++) {
      const retry = await create(secondUrl, key);
      expectErrorEnvelope(retry, 409, 'IdempotencyKeyInUseError');
      expect(retry.body.detail).toMatchObject({ state: 'running' });
    }
    emulator.releaseDelayed();
    expect(creates()).toBe(1);

    // The survivor still serves new keys.
    const fresh = await create(secondUrl, `fresh-${randomBytes(8).toString('hex')}`);
    expect(fresh.status, fresh.text).toBe(201);
    expect(creates()).toBe(2);
  });
});
