/**
 * `svc apps show` and `svc apps set-quota` as an operator uses them: straight
 * on the embedded store while no service runs, then through the /admin API
 * of the running service, where a new quota applies to the next request.
 * Runs the built command line and service (dist/), as `npx svc` does.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/gateway/quotas/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { freePort, root, startService, stop, type Started } from '../helpers/processes.js';

const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env, cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function json<T>(args: string[], env: NodeJS.ProcessEnv): Promise<T> {
  const result = await cli([...args, '--json'], env);
  if (result.code !== 0) throw new Error(`svc ${args.join(' ')} exited with ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

// Each step spawns the command line (a Node process that opens the store): several a test, slow on a loaded 2-core machine.
describe('svc apps show / set-quota', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-quotas-'));
  let env: NodeJS.ProcessEnv;
  let appId: string;
  let service: Started | undefined;

  beforeAll(async () => {
    env = { ...process.env, SVC_DATA_DIR: dataDir, SVC_PORT: String(await freePort()), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '', REDIS_URL: '' };
    appId = (await json<{ id: string }>(['apps', 'create', '--name', 'Quota CLI'], env)).id;
  });
  afterAll(async () => {
    if (service) await stop(service.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets, shows and clears a quota straight on the store', async () => {
    const initial = await json<ApplicationDetail>(['apps', 'show', '--app', appId], env);
    expect(initial).toMatchObject({ id: appId, name: 'Quota CLI', monthly_request_quota: null, usage: { requests: 0, remaining: null } });
    expect(initial.usage.resets_at).toMatch(/^\d{4}-\d\d-01T00:00:00\.000Z$/);

    const set = await json<ApplicationDetail>(['apps', 'set-quota', '--app', appId, '--quota', '5000'], env);
    expect(set).toMatchObject({ monthly_request_quota: 5000, usage: { requests: 0, remaining: 5000 } });
    const human = await cli(['apps', 'show', '--app', appId], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('quota     5000 requests a month');
    expect(human.stdout).toContain('0 requests, 5000 left; resets');
    const listed = await json<Array<{ id: string; monthly_request_quota: number | null }>>(['apps', 'list'], env);
    expect(listed.find((app) => app.id === appId)?.monthly_request_quota).toBe(5000);

    const cleared = await json<ApplicationDetail>(['apps', 'set-quota', '--app', appId, '--unlimited'], env);
    expect(cleared.monthly_request_quota).toBeNull();
    expect((await cli(['apps', 'show', '--app', appId], env)).stdout).toContain('quota     unlimited');
  });

  it('refuses misuse with exit code 2 and an unknown application with its type name', async () => {
    for (const args of [
      ['apps', 'set-quota', '--app', appId],
      ['apps', 'set-quota', '--app', appId, '--quota', '0'],
      ['apps', 'set-quota', '--app', appId, '--quota', '-3'],
      ['apps', 'set-quota', '--app', appId, '--quota', '2.5'],
      ['apps', 'set-quota', '--app', appId, '--quota', 'lots'],
      ['apps', 'set-quota', '--app', appId, '--quota', '99999999999999999999'],
      ['apps', 'set-quota', '--app', appId, '--quota', '5', '--unlimited'],
      ['apps', 'set-quota', '--quota', '5'],
      ['apps', 'show'],
    ]) {
      const refused = await cli(args, env);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(/--quota|--unlimited|--app/);
    }
    const missing = await cli(['apps', 'set-quota', '--app', 'app_missing', '--quota', '5', '--json'], env);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr)).toMatchObject({ type_name: 'EntityNotFoundError', detail: { application_id: 'app_missing' } });
    expect((await cli(['apps', 'show', '--app', 'app_missing'], env)).stderr).toContain('EntityNotFoundError');
  });

  it('goes through the /admin API while the service runs, and the running service applies it at once', async () => {
    service = await startService(env);
    const key = /secret key:\s+(sk_sandbox_[0-9A-Za-z]+)/.exec(service.banner)?.[1];
    expect(key).toBeDefined();
    const url = `http://127.0.0.1:${env.SVC_PORT}/vault/consumers`;
    const headers = { authorization: `Bearer ${key}`, 'x-svc-app-id': 'app_demo' };
    expect((await call(url, { headers })).status).toBe(200);

    // The request above was counted: a quota of 2 leaves one more.
    const set = await json<ApplicationDetail>(['apps', 'set-quota', '--app', 'app_demo', '--quota', '2'], env);
    expect(set).toMatchObject({ monthly_request_quota: 2, usage: { remaining: 1 } });
    expect((await call(url, { headers })).status).toBe(200);
    const refused = await call(url, { headers });
    expectErrorEnvelope(refused, 402, 'RequestLimitError');
    expect(refused.body.detail).toMatchObject({ quota: 2, used: 2 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json<ApplicationDetail>(['apps', 'show', '--app', 'app_demo'], env)).toMatchObject({ usage: { requests: 2, remaining: 0 } });

    const invalid = await cli(['apps', 'set-quota', '--app', 'app_missing', '--quota', '5'], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('EntityNotFoundError');

    await json(['apps', 'set-quota', '--app', 'app_demo', '--unlimited'], env);
    expect((await call(url, { headers })).status).toBe(200);
  });
});
