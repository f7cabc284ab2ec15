/**
 * `npm start`: read the configuration, open the store, start the emulators,
 * make sure the demo sandbox exists, serve, and print how to call it.
 */
// First: tracing (when OTEL_* asks for it) must start before Fastify and undici load.
import './tracing/register.js';
import { readFileSync } from 'node:fs';
import { Keyring } from '../core/keyring.js';
import { DownstreamTargets } from '../connectors/targets.js';
import { registerSandboxCallbacks } from './sandbox-oauth.js';
import type { EmulatorHandle } from '../sandbox/framework/emulator.js';
import { openStore } from '../store/database.js';
import type { RedisClient } from '../store/redis.js';
import { buildApp } from './app.js';
import { closeWithin } from './draining.js';
import { printBanner } from './banner.js';
import { ConfigError, loadConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { flushLogger } from './logger.js';
import type { Logger } from 'pino';
import { loadAdminToken, loadMasterKey } from './secrets.js';
import { refuseForeignEncryptionKey } from './encryption-key-refusal.js';
import { startMetricsListener } from './metrics/index.js';
import { startWebhookDelivery } from '../webhooks/delivery/index.js';
import { startWebhookPolling } from '../webhooks/polling/index.js';
import { startIdleReclaim } from './idle-reclaim.js';

/** At most one memory reclaim every 30 s, however often the service goes quiet. */
const IDLE_RECLAIM_MIN_INTERVAL_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const masterKey = loadMasterKey(config);
  const adminToken = loadAdminToken(config);

  // The embedded store belongs to one service: it runs the PostgreSQL server (or holds PGlite) of the data directory.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);

  const store = await openStore({ databaseUrl: config.databaseUrl, embedded: config.embeddedStore, dataDir: config.dataDir, cacheDir: config.cacheDir, log: (message) => console.error(message) });
  const keyring = new Keyring(masterKey.value);
  // Before anything else reads or writes the data: another key would leave every stored credential unreadable.
  try {
    await refuseForeignEncryptionKey(store, keyring, { keySource: masterKey.source, databaseUrl: Boolean(config.databaseUrl) });
  } catch (error) {
    // Stops the embedded PostgreSQL server and frees the data directory, so the next start (with the right key) finds neither left behind.
    await store.close();
    lock?.release();
    throw error;
  }
  // ioredis is loaded only where REDIS_URL asks for it.
  const redis: RedisClient | undefined = config.redisUrl
    ? await (await import('../store/redis.js')).openRedis(config.redisUrl, (error) => console.error(`Redis: ${error.message}; requests go on without shared pacing and quota checks until it answers again`))
    : undefined;
  const targets = new DownstreamTargets(config.sandboxUrls);
  let emulators: EmulatorHandle[] = [];
  if (config.emulators) {
    // Loaded only when wanted: the emulators, their seeds and Faker are most of a production instance's unused code.
    const { startEmulators } = await import('../sandbox/index.js');
    emulators = await startEmulators();
    for (const emulator of emulators) if (!config.sandboxUrls[emulator.id]) targets.setSandboxUrl(emulator.id, emulator.url);
  }

  const tls = config.tls ? { cert: readFileSync(config.tls.certPath), key: readFileSync(config.tls.keyPath) } : undefined;
  registerSandboxCallbacks(emulators, config.publicUrl);
  const service = await buildApp({ config, store, keyring, adminToken: adminToken.value, targets, tls, redis, downstreamPacing: { sandbox: config.sandboxPacing }, metrics: config.metrics });
  const demo = config.demo ? await (await import('./demo.js')).ensureDemoSandbox(store.db, service.vault, keyring, service.integrations, targets) : undefined;
  await service.app.listen({ host: config.host, port: config.port });
  const metricsListener = await startMetricsListener(service.metrics, config.metrics);
  // Every instance delivers: attempts are leased in the store, so instances share the work without doubling it.
  const webhookDelivery = startWebhookDelivery({ db: store.db, keyring, log: service.app.log, leaseMs: config.webhookLeaseMs });
  service.inboundRegistrar.start();
  // Virtual webhooks: every instance polls too, each pass leased in the store so none is made twice.
  const webhookPolling = startWebhookPolling({
    db: store.db,
    connectors: service.vault.connectors,
    vault: service.vault,
    targets,
    pacing: service.rateLimiter,
    publicUrl: config.publicUrl,
    log: service.app.log,
    intervals: config.webhookPollIntervals,
    callBudgetMs: config.downstreamTimeoutMs,
  });
  lock?.publish(config.publicUrl);
  const idleReclaim = config.idleReclaimSeconds > 0
    ? startIdleReclaim(service.app.server, {
        quietMs: config.idleReclaimSeconds * 1000,
        minIntervalMs: IDLE_RECLAIM_MIN_INTERVAL_MS,
        log: (freedMb, pauseMs) => service.app.log.debug({ freed_mb: Math.round(freedMb), pause_ms: Math.round(pauseMs) }, 'gave memory back after the service went quiet'),
      })
    : undefined;

  // performance.now() counts from the process's start: the whole start, store and migrations included.
  printBanner({ config, store, masterKey, adminToken, emulators, demo, startedInMs: performance.now() });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    idleReclaim?.stop();
    service.app.log.info({ signal, grace_ms: config.shutdownGraceMs }, 'shutting down: finishing the requests in flight');
    // Webhook attempts in flight get the same grace as requests; one cut short is made again after its lease expires.
    await Promise.all([closeWithin(service.app, config.shutdownGraceMs, service.app.log), webhookDelivery.stop(config.shutdownGraceMs), webhookPolling.stop(config.shutdownGraceMs), service.inboundRegistrar.stop(config.shutdownGraceMs)]);
    await metricsListener?.close();
    await Promise.all(emulators.map((emulator) => emulator.close()));
    await store.close();
    if (redis) await (await import('../store/redis.js')).closeRedis(redis);
    lock?.release();
    flushLogger(service.app.log as Logger);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The service could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
