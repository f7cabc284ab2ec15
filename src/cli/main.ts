/**
 * `npx svc`: the admin command line. Applications, API keys, integrations and
 * the state of the platforms' webhooks;
 * `--json` on every command prints machine-readable output for scripts.
 */
import { parseArgs } from 'node:util';
import { ApiError } from '../core/errors/api-error.js';
import { Keyring } from '../core/keyring.js';
import { defaultRegistry } from '../connectors/index.js';
import { QuotaAdmin, requestCounter } from '../gateway/quotas/index.js';
import { openStore, type Store } from '../store/database.js';
import { refuseForeignEncryptionKey } from '../server/encryption-key-refusal.js';
import { AdminService } from '../vault/admin.js';
import { CredentialCipher } from '../vault/credential-cipher.js';
import { IntegrationService, type SecretCipher } from '../vault/integrations.js';
import { ConfigError, loadConfig, type Config } from '../server/config.js';
import { acquireDataDirLock, readLock } from '../server/data-dir-lock.js';
import { loadAdminToken, loadMasterKey } from '../server/secrets.js';
import { RemoteAdmin, type AdminBackend } from './admin-backend.js';
import { formatApplication, formatApplicationDetail, formatIntegration, formatKey, formatNewKey, formatWebhookSources } from './format.js';
import { INTEGRATION_OPTIONS, integrationPatch, refuseSecretArgument, UsageError } from './integration-args.js';
import { QUOTA_OPTIONS, quotaArgument } from './quota-args.js';
import type { RedisClient } from '../store/redis.js';
import { sourceReport } from '../webhooks/inbound/source-report.js';
import { parseScopes, SCOPES } from '../unified/scopes.js';

const USAGE = `Usage: svc <command> [options]

  apps create --name <name>                       create an application
  apps list                                       list applications
  apps show --app <id>                            an application, its monthly request quota and this month's usage
  apps set-quota --app <id> --quota <N>           allow N requests per calendar month (UTC); --unlimited removes the quota
  keys create --app <id> --mode <sandbox|live>    create a secret key (--public for a public key);
      [--scopes read,write,destructive,money,pii] what it may do (default: everything)
  keys list --app <id>                            list an application's keys (hints only)
  keys revoke --id <key id>                       revoke a key
  integrations list --app <id>                    connectors and whether the application offers them
  integrations set --app <id> --service <id>      configure one connector for the application:
      [--enable | --disable]
      [--client-id <id>] [--client-secret-file <path> | --client-secret-stdin]
      [--redirect-uri <url> ...] [--scope <scope id> ...]
      [--clear-client] [--clear-redirect-uris] [--default-scopes]
                                                  repeated --redirect-uri or --scope replace the list;
                                                  a client secret is never taken as an argument
  integrations remove --app <id> --service <id>   disable a connector and forget its OAuth client
  mcp [--scopes ...] [--tools all]                the MCP server over stdio (svc mcp --help)
  webhooks sources --app <id>                     whether each connection gets its platform's own webhooks
      [--mode <sandbox|live>] [--consumer <id>]   (confirmed, pending: what to do, polling) and what is polled meanwhile

A new application offers every connector; OAuth connectors also need the
application's client id, client secret and redirect URIs (https, or http on
127.0.0.1, [::1] and localhost).

Every command takes --json. The store is the one the service uses:
DATABASE_URL, or the embedded store in SVC_DATA_DIR (default ./.data); when a
running service holds the embedded store, commands go through its /admin API.`;

/**
 * The master key is read only when a client secret is encrypted or decrypted: other commands work without it.
 * Before a command that may seal one it is checked against the store's key fingerprint, as the service's start
 * does (vault/encryption-key-check.ts): a client secret sealed under another key could never be read.
 */
function lazyCipher(config: Config, store: Store): { cipher: SecretCipher; checked(): Promise<void> } {
  let keyring: Keyring | undefined;
  let check: Promise<void> | undefined;
  const loaded = () => {
    if (!keyring) {
      const key = loadMasterKey(config);
      keyring = new Keyring(key.value);
      check = refuseForeignEncryptionKey(store, keyring, { keySource: key.source, databaseUrl: Boolean(config.databaseUrl) });
      // Awaited by the commands that seal; a command that only opens a secret does not wait for it, and must not crash on it.
      check.catch(() => {});
    }
    return { keyring, check: check as Promise<void> };
  };
  let cipher: CredentialCipher | undefined;
  const get = () => (cipher ??= CredentialCipher.of(loaded().keyring));
  return {
    cipher: {
      encrypt: (value, boundTo) => get().encrypt(value, boundTo),
      decrypt: <T>(sealed: string, boundTo: string) => get().decrypt<T>(sealed, boundTo),
    },
    checked: () => loaded().check,
  };
}

async function openBackend(): Promise<AdminBackend> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const running = readLock(config.dataDir);
    if (running?.url) return new RemoteAdmin(running.url, loadAdminToken(config).value);
    if (running) throw new ConfigError([`a service (pid ${running.pid}) is starting on ${config.dataDir}; try again in a moment`]);
  }
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const store = await openStore({ databaseUrl: config.databaseUrl, embedded: config.embeddedStore, dataDir: config.dataDir, cacheDir: config.cacheDir, maxConnections: 2 });
  await defaultRegistry.ready();
  const secrets = lazyCipher(config, store);
  const integrations = new IntegrationService(store.db, secrets.cipher, defaultRegistry, 0);
  const admin = new AdminService(store.db, integrations);
  // Request counts live in Redis when the service uses it; connect only for the commands that show them.
  let redis: RedisClient | undefined;
  const quotas = async () => {
    if (config.redisUrl && !redis) {
      const { openRedis } = await import('../store/redis.js');
      redis = await openRedis(config.redisUrl).catch((error: unknown) => {
        throw new Error(`the request counts are in Redis (REDIS_URL), which does not answer: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return new QuotaAdmin(store.db, requestCounter(store.db, redis));
  };
  return {
    createApplication: (name) => admin.createApplication(name),
    listApplications: () => admin.listApplications(),
    showApplication: async (applicationId) => (await quotas()).show(applicationId),
    setQuota: async (applicationId, quota) => (await quotas()).setQuota(applicationId, quota),
    createKey: (applicationId, kind, mode, scopes) => admin.createKey(applicationId, kind, mode, scopes),
    listKeys: (applicationId) => admin.listKeys(applicationId),
    revokeKey: (keyId) => admin.revokeKey(keyId),
    listIntegrations: (applicationId) => integrations.list(applicationId),
    // It may seal a client secret: the key is checked first.
    async configureIntegration(applicationId, serviceId, patch) {
      await secrets.checked();
      return integrations.configure(applicationId, serviceId, patch);
    },
    removeIntegration: (applicationId, serviceId) => integrations.remove(applicationId, serviceId),
    webhookSources: (applicationId, filter) => sourceReport(store.db, defaultRegistry, config.publicUrl, applicationId, filter, new Date()),
    async close() {
      if (redis) await (await import('../store/redis.js')).closeRedis(redis);
      await store.close();
      lock?.release();
    },
  };
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required`);
  return value;
}

function parse(argv: string[]) {
  refuseSecretArgument(argv);
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        app: { type: 'string' },
        mode: { type: 'string' },
        id: { type: 'string' },
        public: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        consumer: { type: 'string' },
        scopes: { type: 'string' },
        ...INTEGRATION_OPTIONS,
        ...QUOTA_OPTIONS,
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parse(argv);
  const [group, action] = positionals;
  if (values.help || !group) return USAGE;
  const command = `${group} ${action ?? ''}`.trim();
  const known = ['apps create', 'apps list', 'apps show', 'apps set-quota', 'keys create', 'keys list', 'keys revoke', 'integrations list', 'integrations set', 'integrations remove', 'webhooks sources'];
  if (!known.includes(command)) throw new UsageError(`unknown command "${command}"`);
  if ((command === 'keys create' || (command === 'webhooks sources' && values.mode !== undefined)) && values.mode !== 'sandbox' && values.mode !== 'live') {
    throw new UsageError('--mode must be sandbox or live');
  }
  if (command === 'integrations set' || command === 'integrations remove') {
    required(values.app, '--app');
    required(values.service, '--service');
  }
  if (command === 'apps show' || command === 'apps set-quota' || command === 'webhooks sources') required(values.app, '--app');
  const quota = command === 'apps set-quota' ? quotaArgument(values) : undefined;
  const scopes = command === 'keys create' && values.scopes !== undefined ? parseScopes(values.scopes) : undefined;
  if (values.scopes !== undefined && !scopes) throw new UsageError(`--scopes takes a comma-separated list of ${SCOPES.join(', ')}`);
  // Read before the store is opened: waiting on standard input must not hold the data directory.
  const patch = command === 'integrations set' ? await integrationPatch(values) : undefined;

  const backend = await openBackend();
  try {
    const print = (data: unknown, human: () => string) => (values.json ? JSON.stringify(data, null, 2) : human());
    switch (command) {
      case 'apps create': {
        const app = await backend.createApplication(required(values.name, '--name'));
        return print(app, () => `Created application ${formatApplication(app)}`);
      }
      case 'apps list': {
        const apps = await backend.listApplications();
        return print(apps, () => (apps.length === 0 ? 'No applications.' : apps.map(formatApplication).join('\n')));
      }
      case 'apps show': {
        const app = await backend.showApplication(required(values.app, '--app'));
        return print(app, () => formatApplicationDetail(app));
      }
      case 'apps set-quota': {
        const app = await backend.setQuota(required(values.app, '--app'), quota ?? null);
        return print(app, () => `Updated ${formatApplicationDetail(app)}`);
      }
      case 'keys create': {
        const key = await backend.createKey(required(values.app, '--app'), values.public ? 'public' : 'secret', values.mode as 'sandbox' | 'live', scopes);
        return print(key, () => formatNewKey(key));
      }
      case 'keys list': {
        const keys = await backend.listKeys(required(values.app, '--app'));
        return print(keys, () => (keys.length === 0 ? 'No keys.' : keys.map(formatKey).join('\n')));
      }
      case 'keys revoke': {
        const key = await backend.revokeKey(required(values.id, '--id'));
        return print(key, () => `Revoked ${formatKey(key)}`);
      }
      case 'integrations list': {
        const integrations = await backend.listIntegrations(required(values.app, '--app'));
        return print(integrations, () => integrations.map(formatIntegration).join('\n'));
      }
      case 'webhooks sources': {
        const mode = values.mode as 'sandbox' | 'live' | undefined;
        const sources = await backend.webhookSources(required(values.app, '--app'), { mode, consumerId: values.consumer });
        return print(sources, () => (sources.length === 0 ? 'No callable connections.' : sources.map(formatWebhookSources).join('\n')));
      }
      case 'integrations set': {
        const integration = await backend.configureIntegration(required(values.app, '--app'), required(values.service, '--service'), patch ?? {});
        return print(integration, () => `Updated ${formatIntegration(integration)}`);
      }
      default: {
        const [applicationId, serviceId] = [required(values.app, '--app'), required(values.service, '--service')];
        await backend.removeIntegration(applicationId, serviceId);
        return print({ application_id: applicationId, service_id: serviceId, removed: true }, () => `Removed the ${serviceId} integration of ${applicationId}: disabled, OAuth client forgotten.`);
      }
    }
  } finally {
    await backend.close();
  }
}

const json = process.argv.includes('--json');
try {
  // `svc mcp` speaks MCP on standard output until its client goes: nothing else may be written there.
  if (process.argv[2] === 'mcp') {
    // Loaded only here: the other commands do without the MCP SDK.
    const { MCP_USAGE, runMcpStdio } = await import('./mcp-stdio.js');
    if (process.argv.includes('--help') || process.argv.includes('-h')) process.stdout.write(`${MCP_USAGE}\n`);
    else await runMcpStdio(process.argv.slice(3));
  } else process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  const message =
    error instanceof ApiError ? `${error.typeName}: ${error.message}` : error instanceof Error ? error.message : String(error);
  if (json) process.stderr.write(`${JSON.stringify({ error: message, ...(error instanceof ApiError ? { type_name: error.typeName, detail: error.detail } : {}) })}\n`);
  else process.stderr.write(`svc: ${message}\n${error instanceof UsageError ? `\n${USAGE}\n` : ''}`);
  process.exitCode = error instanceof UsageError || error instanceof ConfigError ? 2 : 1;
}
