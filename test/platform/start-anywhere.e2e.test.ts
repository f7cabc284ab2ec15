/**
 * `npm start` wherever a newcomer has the project: as root with the checkout
 * in a folder only root may enter (a clone in /root, a `mktemp -d` folder) and
 * the data in another, and as an ordinary user. Each start must print a
 * banner whose curls answer 200, and start again on the data it made.
 * Runs only as root (CI does): root can lay out the folders and make the user.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { checkoutAt } from '../helpers/checkout-elsewhere.js';
import { freePort, root, startService, stop, type Launch, type Started } from '../helpers/processes.js';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const NEWCOMER = 'svc-newcomer';

async function curlsAnswer(banner: string): Promise<number> {
  const curls = banner.split('\n').filter((line) => line.trim().startsWith('curl '));
  for (const line of curls) {
    const { stdout } = await run('sh', ['-c', `${line.trim()} -w '\\n%{http_code}'`]);
    // The reads answer 200, the banner's writes (a webhook subscription, a customer) 201.
    expect(stdout.trim().split('\n').at(-1), `${line}\n${stdout}`).toMatch(/^20[01]$/);
  }
  return curls.length;
}

function postmasterUid(dataDir: string): number {
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
  return statSync(`/proc/${pid}`).uid;
}

/** Starts, checks the banner's curls, stops, starts again on the same data and checks one call. */
async function startTwice(launch: Launch, env: NodeJS.ProcessEnv, check: (started: Started) => void): Promise<void> {
  let started = await startService(env, launch);
  try {
    check(started);
    expect(await curlsAnswer(started.banner)).toBeGreaterThanOrEqual(5);
    await stop(started.child);
    started = await startService(env, launch);
    check(started);
    const key = /secret key:\s+(\S+)/.exec(started.banner)![1];
    const response = await fetch(`http://127.0.0.1:${env.SVC_PORT}/sms/messages?limit=1`, {
      headers: { authorization: `Bearer ${key}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' },
    });
    expect(response.status).toBe(200);
  } finally {
    await stop(started.child);
  }
}

describe.runIf(asRoot)('npm start wherever the project is', () => {
  const scratch: string[] = [];
  const closedFolder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-closed-'));
    scratch.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('as root, from a checkout and a data folder inside folders only root can enter', async () => {
    const home = closedFolder();
    const dataParent = closedFolder();
    expect(statSync(home).mode & 0o777).toBe(0o700);
    const launch = checkoutAt(path.join(home, 'project'));
    const dataDir = path.join(dataParent, 'data');
    const env = { ...process.env, SVC_DATA_DIR: dataDir, SVC_PORT: String(await freePort()), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '', SVC_CACHE_DIR: '' };
    const serverUid = Number(execFileSync('id', ['-u', 'svc-postgres'], { encoding: 'utf8' }).trim());
    await startTwice(launch, env, (started) => {
      // The binaries under the closed folder are run from root's cache, which every user may enter.
      expect(started.banner).toMatch(/runs from a copy of its binaries in \/var\/cache\/unified-integration-api\/postgres\//);
      expect(postmasterUid(dataDir)).toBe(serverUid);
    });
    // Nothing above the cluster was opened up: the key files' folder and its parent stay root's alone.
    expect(statSync(dataDir).mode & 0o077).toBe(0);
    expect(statSync(dataParent).mode & 0o077).toBe(0);
  });

  const canMakeUser = asRoot && (spawnSync('id', [NEWCOMER], { stdio: 'ignore' }).status === 0
    || spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', NEWCOMER], { stdio: 'ignore' }).status === 0);

  it.runIf(canMakeUser)('as an ordinary user from a read-only checkout where root ran npm start first, with nothing set: the data goes in the user\'s data folder', async () => {
    // The README's order on a shared checkout: root's `npm start` left its own `.data` (0700) there.
    const rootData = path.join(root, '.data');
    const madeRootData = !existsSync(rootData);
    if (madeRootData) mkdirSync(rootData, { mode: 0o700 });
    onTestFinished(() => {
      if (madeRootData) rmSync(rootData, { recursive: true, force: true });
    });
    const uid = Number(execFileSync('id', ['-u', NEWCOMER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', NEWCOMER], { encoding: 'utf8' }).trim());
    // A place the user can reach for the checkout, and a home of the user's own for the data.
    const place = closedFolder();
    chmodSync(place, 0o755);
    const home = path.join(place, 'home');
    mkdirSync(home, { mode: 0o700 });
    chownSync(home, uid, gid);
    const launch = checkoutAt(path.join(place, 'project'), { user: { uid, gid }, readOnly: true });
    const dataDir = path.join(home, '.local', 'share', 'unified-integration-api');
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, SVC_PORT: String(await freePort()), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '' };
    for (const name of ['SVC_DATA_DIR', 'SVC_CACHE_DIR', 'XDG_DATA_HOME', 'XDG_CACHE_HOME']) delete env[name];
    await startTwice(launch, env, (started) => {
      expect(started.banner).not.toMatch(/copy of its binaries/);
      expect(started.banner).toContain(`embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
      expect(postmasterUid(dataDir)).toBe(uid);
    });
    expect(statSync(path.join(dataDir, 'encryption.key')).uid).toBe(uid);
  });
});
