/**
 * `svc integrations` as an operator uses it: straight on the embedded store
 * while no service runs, then through the /admin API of the running service.
 * The client secret goes in through standard input or a file and never comes
 * out. Runs the built command line and service (dist/), as `npx svc` does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { Keyring } from '../../src/core/keyring.js';
import { openStore } from '../../src/store/database.js';
import { parseKey } from '../../src/server/config.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { IntegrationService, type IntegrationView } from '../../src/vault/integrations.js';
import { freePort, root, startService, stop, type Started } from '../helpers/processes.js';

// Every shipped connector, loaded now (the service's own registry loads them on first use).
const defaultRegistry = new ConnectorRegistry(CONNECTORS);

const SECRET = 'atlassian-client-secret-4f8e1b';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `svc` with standard input, and resolves whatever the exit code. */
function cli(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env, cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function json<T>(args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<T> {
  const result = await cli([...args, '--json'], env, stdin);
  if (result.code !== 0) throw new Error(`svc ${args.join(' ')} exited with ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

describe('svc integrations', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-integrations-'));
  let env: NodeJS.ProcessEnv;
  let appId: string;
  let service: Started | undefined;

  beforeAll(async () => {
    env = { ...process.env, SVC_DATA_DIR: dataDir, SVC_PORT: String(await freePort()), SVC_LOG_LEVEL: 'warn', DATABASE_URL: '', SVC_ENCRYPTION_KEY: '' };
    appId = (await json<{ id: string }>(['apps', 'create', '--name', 'Integrations CLI'], env)).id;
  });
  afterAll(async () => {
    if (service) await stop(service.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('works straight on the store: a secret from stdin is stored encrypted and never printed', async () => {
    const initial = await json<IntegrationView[]>(['integrations', 'list', '--app', appId], env);
    expect(initial.map((view) => [view.service_id, view.enabled])).toEqual(['twilio', 'zendesk', 'jira', 'intercom', 'asana', 'vonage', 'hubspot', 'pipedrive', 'xero', 'quickbooks', 'zoho-books', 'bamboohr', 'gusto', 'greenhouse', 'shopify', 'square', 'clover', 'bigcommerce', 'box', 'google-drive'].map((id) => [id, true]));

    const set = await cli(
      ['integrations', 'set', '--app', appId, '--service', 'jira', '--client-id', 'atl_client', '--client-secret-stdin',
        '--redirect-uri', 'https://app.example.com/oauth/jira', '--redirect-uri', 'http://127.0.0.1:5173/cb',
        '--scope', 'read:jira-work', '--scope', 'offline_access', '--json'],
      env,
      `${SECRET}\n`,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).not.toContain(SECRET);
    expect(JSON.parse(set.stdout)).toMatchObject({
      service_id: 'jira',
      enabled: true,
      oauth_client_id: 'atl_client',
      oauth_client_secret_set: true,
      redirect_uris: ['https://app.example.com/oauth/jira', 'http://127.0.0.1:5173/cb'],
      oauth_scopes: ['read:jira-work', 'offline_access'],
    });

    const secretFile = path.join(dataDir, 'zendesk-secret.txt');
    writeFileSync(secretFile, 'zendesk-secret-from-file\n', { mode: 0o600 });
    const fromFile = await json<IntegrationView>(['integrations', 'set', '--app', appId, '--service', 'zendesk', '--client-id', 'zd', '--client-secret-file', secretFile, '--disable'], env);
    expect(fromFile).toMatchObject({ enabled: false, oauth_client_id: 'zd', oauth_client_secret_set: true });

    const list = await cli(['integrations', 'list', '--app', appId, '--json'], env);
    expect(list.stdout).not.toContain(SECRET);
    expect((JSON.parse(list.stdout) as IntegrationView[]).map((view) => [view.service_id, view.enabled, view.oauth_client_secret_set])).toEqual([
      ['twilio', true, false],
      ['zendesk', false, true],
      ['jira', true, true],
      ['intercom', true, false],
      ['asana', true, false],
      ['vonage', true, false],
      ...['hubspot', 'pipedrive', 'xero', 'quickbooks', 'zoho-books', 'bamboohr', 'gusto', 'greenhouse', 'shopify', 'square', 'clover'].map((id) => [id, true, false]),
      ['bigcommerce', true, false],
      ['box', true, false],
      ['google-drive', true, false],
    ]);
    const human = await cli(['integrations', 'list', '--app', appId], env);
    expect(human.stdout).toContain('jira  enabled  oauth2  client id atl_client  client secret set  scopes read:jira-work offline_access');
    expect(human.stdout).not.toContain(SECRET);

    // What the service will read: the secret, decrypted with the key file the command line created, without the line break.
    const store = await openStore({ dataDir });
    try {
      const key = parseKey(readFileSync(path.join(dataDir, 'encryption.key'), 'utf8').trim())!;
      const integrations = new IntegrationService(store.db, new CredentialCipher(new Keyring(key).key('credentials')), defaultRegistry, 0);
      expect(await integrations.oauthClient(appId, 'jira')).toEqual({ clientId: 'atl_client', clientSecret: SECRET, scopes: ['read:jira-work', 'offline_access'] });
      expect((await integrations.oauthClient(appId, 'zendesk'))?.clientSecret).toBe('zendesk-secret-from-file');
    } finally {
      await store.close();
    }
  });

  it('refuses a secret given as an argument, without repeating it, and other misuse with exit code 2', async () => {
    for (const args of [
      ['--client-secret', SECRET],
      [`--client-secret=${SECRET}`],
    ]) {
      const refused = await cli(['integrations', 'set', '--app', appId, '--service', 'jira', ...args], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--client-secret-file');
      expect(refused.stderr).not.toContain(SECRET);
    }
    const usage = [
      ['integrations', 'set', '--app', appId, '--service', 'jira', '--enable', '--disable'],
      ['integrations', 'set', '--app', appId, '--service', 'jira'],
      ['integrations', 'set', '--app', appId, '--enable'],
      ['integrations', 'set', '--app', appId, '--service', 'jira', '--client-secret-stdin', '--client-secret-file', '/dev/null'],
      ['integrations', 'remove', '--app', appId],
    ];
    for (const args of usage) expect((await cli(args, env)).code, args.join(' ')).toBe(2);
  });

  it('reports the service\'s refusals with their type name', async () => {
    const notOAuth = await cli(['integrations', 'set', '--app', appId, '--service', 'twilio', '--client-id', 'x', '--json'], env);
    expect(notOAuth.code).toBe(1);
    expect(JSON.parse(notOAuth.stderr)).toEqual({
      error: 'RequestValidationError: Invalid Twilio integration settings: oauth_client_id Twilio does not use OAuth',
      type_name: 'RequestValidationError',
      detail: { oauth_client_id: 'Twilio does not use OAuth' },
    });
    const missing = await cli(['integrations', 'list', '--app', 'app_missing'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('EntityNotFoundError');
  });

  it('goes through the /admin API while the service runs', async () => {
    service = await startService(env);
    const demo = await json<IntegrationView[]>(['integrations', 'list', '--app', 'app_demo'], env);
    expect(demo.every((view) => view.enabled)).toBe(true);

    const set = await cli(['integrations', 'set', '--app', appId, '--service', 'zendesk', '--enable', '--client-secret-stdin', '--json'], env, 'rotated-zendesk-secret');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).not.toContain('rotated-zendesk-secret');
    expect(JSON.parse(set.stdout)).toMatchObject({ service_id: 'zendesk', enabled: true, oauth_client_id: 'zd', oauth_client_secret_set: true });

    const removed = await json<unknown>(['integrations', 'remove', '--app', appId, '--service', 'jira'], env);
    expect(removed).toEqual({ application_id: appId, service_id: 'jira', removed: true });
    const list = await json<IntegrationView[]>(['integrations', 'list', '--app', appId], env);
    expect(list.find((view) => view.service_id === 'jira')).toMatchObject({ enabled: false, oauth_client_id: null, oauth_client_secret_set: false });

    const refused = await cli(['integrations', 'set', '--app', appId, '--service', 'jira', '--redirect-uri', 'http://app.example.com/cb'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('RequestValidationError: Invalid Jira integration settings: redirect_uris[0] must use https');
  });
});
