/**
 * What a newcomer does: `npm start` on a fresh data directory, copy a curl
 * command from the banner, use the admin command line while the service runs,
 * restart and find everything as it was (no duplicate demo rows).
 * Runs the built service (dist/) as a child process, as `npm start` does.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, freePort, startService, stop, type Started } from '../helpers/processes.js';

const run = promisify(execFile);

describe('npm start and the admin command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-e2e-'));
  let env: NodeJS.ProcessEnv;
  let first: Started;

  beforeAll(async () => {
    const port = await freePort();
    env = { ...process.env, SVC_DATA_DIR: dataDir, SVC_PORT: String(port), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '' };
    first = await startService(env);
  });
  afterAll(async () => {
    if (first) await stop(first.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the sandbox and curl commands that work as printed', async () => {
    expect(first.banner).toMatch(/secret key:\s+sk_sandbox_[0-9A-Za-z]+/);
    // How long the start took, from the process's start: a fresh data folder's includes initdb, so it is not instant.
    const started = /listening on \S+ \(started in (\d+\.\d) s\)/.exec(first.banner);
    expect(started, first.banner).not.toBeNull();
    expect(Number(started?.[1])).toBeGreaterThan(0.1);
    const curls = first.banner.split('\n').filter((line) => line.trim().startsWith('curl '));
    expect(curls.length).toBeGreaterThanOrEqual(2);
    for (const line of curls) {
      const { stdout } = await run('sh', ['-c', `${line.trim()} -w '\\n%{http_code}'`]);
      const status = stdout.trim().split('\n').at(-1);
      // Reads answer 200; the webhook subscription, the customer and the file the banner makes, 201.
      const expected = line.includes('-X POST "http') && !line.includes('/vault/sessions') ? '201' : '200';
      expect(status, `${line}\n${stdout}`).toBe(expected);
      const body = stdout.slice(0, stdout.lastIndexOf('\n'));
      // A download answers the file itself (the seeded welcome text), every other call the unified envelope.
      if (/\/download" /.test(line)) expect(body).toMatch(/^Welcome to /);
      else expect(JSON.parse(body).status_code).toBe(Number(expected));
    }
  });

  it('delivers the banner\'s Intercom customer from Intercom\'s own webhook: the demo set its URL at the emulator, and the first signed notification confirmed it', async () => {
    const key = /secret key:\s+(\S+)/.exec(first.banner)![1];
    const base = `http://127.0.0.1:${env.SVC_PORT}`;
    const headers = { authorization: `Bearer ${key}`, 'x-svc-app-id': 'app_demo' };
    const deadline = Date.now() + 15_000;
    let native: { payload: { event_type: string; service_id: string; detected_by: string; consumer_id: string } } | undefined;
    while (!native && Date.now() < deadline) {
      const logs = (await (await fetch(`${base}/webhook/logs?filter[service][id]=intercom`, { headers })).json()) as { data: Array<{ request_body?: string }> };
      native = logs.data.map((entry) => (entry.request_body ? JSON.parse(entry.request_body) : undefined)).find((body) => body?.payload.detected_by === 'native');
      if (!native) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(native?.payload).toMatchObject({ event_type: 'customer-support.customer.created', service_id: 'intercom', consumer_id: 'demo-consumer-2' });

    const sources = JSON.parse((await cli(['webhooks', 'sources', '--app', 'app_demo', '--consumer', 'demo-consumer-2', '--json'], env)).stdout) as Array<{ service_id: string; state: string; sources: Array<{ id: string; state: string; setup: string }> }>;
    expect(sources.find((connection) => connection.service_id === 'intercom')).toMatchObject({ state: 'confirmed', sources: [{ id: 'webhooks', state: 'confirmed', setup: 'paste' }] });
    // Vonage's inbound messages have their URL set too, and wait for the first signed message; its receipts come with the first send.
    const vonage = sources.find((connection) => connection.service_id === 'vonage');
    expect(vonage?.sources.map((source) => [source.id, source.state])).toEqual([
      ['delivery-receipts', 'pending'],
      ['inbound-messages', 'pending'],
    ]);
    const human = (await cli(['webhooks', 'sources', '--app', 'app_demo', '--consumer', 'demo-consumer-2'], env)).stdout;
    expect(human).toMatch(/demo-consumer-2 {2}sandbox {2}customer-support\+intercom {2}confirmed/);
  });

  it('creates its key file readable by the owner only', () => {
    expect(statSync(path.join(dataDir, 'encryption.key')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'admin-token')).mode & 0o777).toBe(0o600);
  });

  it('refuses a second service on the same embedded data directory', async () => {
    await expect(startService({ ...env, SVC_PORT: String(await freePort()) })).rejects.toThrow(/in use by another running service/);
  });

  it('manages applications and keys through the running service', async () => {
    const app = JSON.parse((await cli(['apps', 'create', '--name', 'CLI app', '--json'], env)).stdout);
    expect(app.id).toMatch(/^app_/);
    const key = JSON.parse((await cli(['keys', 'create', '--app', app.id, '--mode', 'sandbox', '--json'], env)).stdout);
    expect(key.key).toMatch(/^sk_sandbox_/);
    const publicKey = JSON.parse((await cli(['keys', 'create', '--app', app.id, '--mode', 'live', '--public', '--json'], env)).stdout);
    expect(publicKey.key).toMatch(/^pk_live_/);

    const url = `http://127.0.0.1:${env.SVC_PORT}/vault/consumers`;
    const headers = { authorization: `Bearer ${key.key}`, 'x-svc-app-id': app.id };
    expect((await fetch(url, { headers })).status).toBe(200);

    const listed = (await cli(['keys', 'list', '--app', app.id], env)).stdout;
    expect(listed).toContain(key.id);
    expect(listed).not.toContain(key.key);

    await cli(['keys', 'revoke', '--id', key.id, '--json'], env);
    expect((await fetch(url, { headers })).status).toBe(401);

    const failure = await cli(['keys', 'create', '--app', 'app_missing', '--mode', 'live'], env).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('EntityNotFoundError');
    const usage = await cli(['keys', 'create', '--app', app.id, '--mode', 'prod'], env).catch((error: { code: number }) => error);
    expect(usage).toMatchObject({ code: 2 });
  });

  it('keeps the data on restart, without duplicate demo rows, and works straight on the store when stopped', async () => {
    const key = /secret key:\s+(\S+)/.exec(first.banner)![1];
    await stop(first.child);
    const apps = JSON.parse((await cli(['apps', 'list', '--json'], env)).stdout) as Array<{ id: string; name: string }>;
    expect(apps.filter((app) => app.id === 'app_demo')).toHaveLength(1);
    expect(apps.map((app) => app.name)).toContain('CLI app');

    first = await startService(env);
    expect(first.banner).toContain(key);
    const response = await fetch(`http://127.0.0.1:${env.SVC_PORT}/vault/connections?configured=true`, {
      headers: { authorization: `Bearer ${key}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' },
    });
    const body = (await response.json()) as { data: Array<{ service_id: string; unified_api: string }> };
    // A connection is listed under every unified API its connector serves (BambooHR: hris and ats), once each.
    const listed = body.data.map((connection) => `${connection.unified_api}/${connection.service_id}`);
    expect(listed).toEqual([...new Set(listed)]);
    expect(listed).toContain('sms/twilio');
    expect(listed).toEqual(expect.arrayContaining(['hris/bamboohr', 'ats/bamboohr']));
  });
});
