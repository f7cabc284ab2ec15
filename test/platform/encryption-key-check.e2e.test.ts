/**
 * The service started again on its data with another encryption key: refused
 * at start with a message that names the wrong setting and the ways out,
 * exit code 1, no stack, nothing written; the right key starts again. On
 * PostgreSQL with SVC_ENCRYPTION_KEY and the demo (which used to fail on
 * `api_keys_pkey`), and on the embedded store with its key file replaced.
 * Runs the built service (dist/) as a child process, as `npm start` does.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/backends.js';
import { freePort, root, startService, stop, type Started } from '../helpers/processes.js';

/** The output of a start that exits before serving, with its exit code. */
async function refusedStart(env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const failure = await startService(env).then(
    async (started) => {
      await stop(started.child);
      throw new Error(`the service started:\n${started.banner}`);
    },
    (error: Error) => error,
  );
  const match = /^service exited with (\d+):\n([\s\S]*)$/.exec(failure.message);
  if (!match) throw failure;
  return { code: Number(match[1]), output: match[2] as string };
}

/** What a refused start must leave as it was. */
async function snapshot(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (query: string) => (await client.query(query)).rows;
    return {
      facts: await rows('select name, value from service_facts order by name'),
      keys: await rows('select id, hash, revoked_at from api_keys order by id'),
      applications: await rows('select id from applications order by id'),
      connections: await rows('select id, credentials, updated_at from connections order by id'),
      consumers: await rows('select id, updated_at from consumers order by id'),
    };
  } finally {
    await client.end();
  }
}

async function execute(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const NO_STACK = /^\s+at .+:\d+:\d+\)?$/m;

describe('a start with another SVC_ENCRYPTION_KEY on PostgreSQL, demo on', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-keycheck-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: NodeJS.ProcessEnv;
  let first: Started | undefined;
  let demoKey: string;

  beforeAll(async () => {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded-postgres');
    const port = await freePort();
    env = { ...process.env, DATABASE_URL: database.url, SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex'), SVC_DATA_DIR: dataDir, SVC_PORT: String(port), SVC_DEMO: 'true', SVC_LOG_LEVEL: 'warn', REDIS_URL: '' };
    first = await startService(env);
    demoKey = /secret key:\s+(\S+)/.exec(first.banner)![1] as string;
    await stop(first.child);
  });
  afterAll(async () => {
    if (first) await stop(first.child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses, naming SVC_ENCRYPTION_KEY and the two ways out, and writes nothing', async () => {
    const before = await snapshot(database.url);
    // The first start on the fresh database wrote the key's fingerprint.
    expect(before).toMatchObject({ facts: [{ name: 'encryption_key_fingerprint', value: expect.stringMatching(/^[0-9a-f]{64}$/) }] });
    const { code, output } = await refusedStart({ ...env, SVC_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    expect(code).toBe(1);
    const location = new URL(database.url);
    expect(output).toContain(`The service could not start: SVC_ENCRYPTION_KEY is not the encryption key the database postgresql://${location.hostname}:${location.port || 5432}${location.pathname} was set up with.`);
    expect(output).toContain('cannot be read with this one');
    expect(output).toMatch(/Either start with the key the database was set up with,\n\s+or point DATABASE_URL at a new database\./);
    expect(output).not.toContain('api_keys_pkey');
    expect(output).not.toMatch(NO_STACK);
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('starts again with the key the database was set up with, with the same demo key', async () => {
    first = await startService(env);
    expect(first.banner).toContain(demoKey);
    await stop(first.child);
  });

  it('refuses a database set up before fingerprints whose credentials another key sealed, and lets the right key record its fingerprint', async () => {
    // A database as this change finds it: the fingerprint row is what the change added.
    await execute(database.url, 'delete from service_facts');
    const before = await snapshot(database.url);
    const { code, output } = await refusedStart({ ...env, SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(code).toBe(1);
    expect(output).toMatch(/SVC_ENCRYPTION_KEY is not the encryption key the database \S+ was set up with: the credentials stored there do not decrypt with it\./);
    expect(output).not.toMatch(NO_STACK);
    expect(await snapshot(database.url)).toEqual(before);

    first = await startService(env);
    expect(first.banner).toContain(demoKey);
    await stop(first.child);
    expect(await snapshot(database.url)).toMatchObject({ facts: [{ name: 'encryption_key_fingerprint', value: expect.stringMatching(/^[0-9a-f]{64}$/) }] });
  });

  it('takes a new key after the SQL docs/deployment.md gives for a key replaced on purpose, with a new demo key', async () => {
    const docs = readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
    const replacement = /```sql\n(BEGIN;\nDELETE FROM service_facts[\s\S]*?)```/.exec(docs)?.[1];
    expect(replacement).toContain('DELETE FROM service_facts');
    const newKey = { ...env, SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    await refusedStart(newKey);
    await execute(database.url, replacement as string);
    first = await startService(newKey);
    const newDemoKey = /secret key:\s+(\S+)/.exec(first.banner)?.[1];
    expect(newDemoKey).toMatch(/^sk_sandbox_/);
    expect(newDemoKey).not.toBe(demoKey);
    await stop(first.child);
    await refusedStart(env);
  });
});

describe('a start of the embedded store with its key file replaced', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-keycheck-file-'));
  const keyFile = path.join(dataDir, 'encryption.key');
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = { ...process.env, DATABASE_URL: '', SVC_ENCRYPTION_KEY: '', SVC_DATA_DIR: dataDir, SVC_PORT: String(await freePort()), SVC_DEMO: 'false', SVC_EMULATORS: 'false', SVC_LOG_LEVEL: 'warn', REDIS_URL: '' };
    await stop((await startService(env)).child);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses, naming the key file and SVC_DATA_DIR, and the restored file starts: the refused start left no server or lock behind', async () => {
    const original = readFileSync(keyFile, 'utf8');
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    const { code, output } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toContain(`The service could not start: the key file ${keyFile} (used because SVC_ENCRYPTION_KEY is unset) is not the encryption key the embedded PostgreSQL in `);
    expect(output).toContain(`Either start with the key the database was set up with (put it back in ${keyFile}, or set SVC_ENCRYPTION_KEY to it),`);
    expect(output).toContain('or point SVC_DATA_DIR at a new data folder.');
    expect(output).not.toMatch(NO_STACK);

    writeFileSync(keyFile, original, { mode: 0o600 });
    const started = await startService(env);
    await stop(started.child);
  });

  it('refuses `svc integrations set` with a client secret under the replaced key file, and the listing still works', () => {
    const jiraOf = (listing: string) => (JSON.parse(listing) as Array<{ service_id: string }>).find((view) => view.service_id === 'jira');
    const svc = (args: string[], input = '') => spawnSync(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env, cwd: root, input, encoding: 'utf8' });
    const app = svc(['apps', 'create', '--name', 'Key check', '--json']);
    expect(app.status, app.stderr).toBe(0);
    const appId = (JSON.parse(app.stdout) as { id: string }).id;
    const original = readFileSync(keyFile, 'utf8');
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      const set = svc(['integrations', 'set', '--app', appId, '--service', 'jira', '--client-id', 'atl_client', '--client-secret-stdin'], 'a-client-secret\n');
      expect(set.status).toBe(1);
      expect(set.stderr).toContain(`svc: the key file ${keyFile} (used because SVC_ENCRYPTION_KEY is unset) is not the encryption key the embedded PostgreSQL in `);
      expect(set.stderr).not.toMatch(NO_STACK);
      // Nothing was sealed under the wrong key; a listing needs no key at all.
      const list = svc(['integrations', 'list', '--app', appId, '--json']);
      expect(list.status, list.stderr).toBe(0);
      expect(jiraOf(list.stdout)).toMatchObject({ oauth_client_id: null, oauth_client_secret_set: false });
    } finally {
      writeFileSync(keyFile, original, { mode: 0o600 });
    }
    const set = svc(['integrations', 'set', '--app', appId, '--service', 'jira', '--client-id', 'atl_client', '--client-secret-stdin'], 'a-client-secret\n');
    expect(set.status, set.stderr).toBe(0);
    expect(jiraOf(svc(['integrations', 'list', '--app', appId, '--json']).stdout)).toMatchObject({ oauth_client_id: 'atl_client', oauth_client_secret_set: true });
  });
});
