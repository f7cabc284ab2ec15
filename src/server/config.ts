/**
 * Configuration comes from environment variables only, checked once at start:
 * a bad value stops the service with a message naming the variable, what it
 * must be, and what it was.
 */
import path from 'node:path';
import type { SandboxPacing } from '../gateway/rate-limits/index.js';
import { DEFAULT_DOWNSTREAM_WAIT_MS } from '../connectors/framework/time-budget.js';
import { defaultDataDir } from './default-data-dir.js';
import { defaultCacheDir } from '../store/embedded-postgres/cache-dir.js';
import { DEFAULT_EMBEDDED_STORE, EMBEDDED_STORES, type EmbeddedStore } from '../store/database.js';

export interface Config {
  host: string;
  port: number;
  /** Base of every absolute URL the service writes (links, error refs). */
  publicUrl: string;
  /** PostgreSQL connection string; when absent the embedded store is used. */
  databaseUrl: string | undefined;
  /** The store without DATABASE_URL: a PostgreSQL server the service runs, or PGlite. */
  embeddedStore: EmbeddedStore;
  dataDir: string;
  /** Things the service can make again (a copy of the embedded PostgreSQL's binaries when they cannot run in place). */
  cacheDir: string;
  /** 32-byte key from SVC_ENCRYPTION_KEY; when absent a key file in the data directory is used. */
  encryptionKey: Buffer | undefined;
  tls: { certPath: string; keyPath: string } | undefined;
  trustProxy: boolean | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Start the downstream emulators in-process (sandbox keys call them). */
  emulators: boolean;
  /** Base URLs of emulators running elsewhere, by connector id. */
  sandboxUrls: Record<string, string>;
  /** Create the demo application, key, consumer and connections at start. */
  demo: boolean;
  downstreamTimeoutMs: number;
  /** Largest timeout a request may ask for with `x-svc-timeout`. */
  downstreamTimeoutMaxMs: number;
  /** Longest a rate limit holds a request that sent no `x-svc-timeout` before it is answered 429 with Retry-After. */
  downstreamWaitMs: number;
  /** Redis for shared rate-limit state, counters and locks; undefined: the database (or memory) serves instead. */
  redisUrl: string | undefined;
  /** How calls to emulators are paced: only by their 429s (default), by the connectors' declared limits, or at one rate. */
  sandboxPacing: SandboxPacing;
  bodyLimitBytes: number;
  /** Largest platform answer the Proxy API passes on. */
  proxyResponseLimitBytes: number;
  /** How long authenticated keys and resolved connections are cached in memory. */
  cacheTtlMs: number;
  /** Days the request logs (/vault/logs, consumer request counts) keep a record before it is pruned. */
  requestLogRetentionDays: number;
  adminToken: string | undefined;
  /** Origins allowed to frame the hosted connect page; empty: no one may. */
  connectFrameAncestors: string[];
  /** Prometheus metrics: bearer token of `/metrics`, and/or a separate listener; neither: metrics are off. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** On SIGTERM, how long requests in flight may finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Default seconds between two polls of a virtual webhook, by key mode, for applications that set none. */
  webhookPollIntervals: { live: number; sandbox: number };
  /** Seconds without a request after which the service gives memory back (idle-reclaim.ts); 0: never. */
  idleReclaimSeconds: number;
  /** How long a webhook attempt is leased before another instance makes it again (an instance that died mid-attempt). */
  webhookLeaseMs: number;
}

/** SPEC.md's downstream timeout, and the largest `x-svc-timeout` a request may ask for, unless configured. */
export const DEFAULT_DOWNSTREAM_TIMEOUT_MS = 28_000;
export const DEFAULT_DOWNSTREAM_TIMEOUT_MAX_MS = 120_000;
/** Platform answers larger than this are not passed on by the Proxy API. */
export const DEFAULT_PROXY_RESPONSE_LIMIT_BYTES = 32 * 1024 * 1024;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every variable the service reads, with its default, for docs/configuration.md and `--help`. */
export const CONFIG_VARIABLES: Array<{ name: string; default: string; description: string }> = [
  { name: 'SVC_HOST', default: '127.0.0.1', description: 'Interface to listen on.' },
  { name: 'SVC_PORT', default: '8080', description: 'Port to listen on (PORT is read too).' },
  { name: 'SVC_PUBLIC_URL', default: 'http(s)://<host>:<port>', description: 'Base of absolute URLs in responses (links, error refs).' },
  { name: 'DATABASE_URL', default: '(unset: the embedded store)', description: 'PostgreSQL connection string.' },
  { name: 'SVC_STORE', default: 'embedded-postgres', description: 'Embedded store without DATABASE_URL: embedded-postgres (a PostgreSQL server the service runs on a Unix socket, data in <data dir>/postgres) or pglite (in-process, one query at a time).' },
  { name: 'SVC_DATA_DIR', default: './.data (where the folder cannot be written: ~/.local/share/unified-integration-api, or /var/lib/unified-integration-api as root)', description: 'Data directory of the embedded store, its key file and admin token, and of transfers kept between requests (transfers/: the parts of Box upload sessions under 20 MB).' },
  { name: 'SVC_CACHE_DIR', default: '/var/cache/unified-integration-api as root, else ~/.cache/unified-integration-api', description: 'Where a copy of the embedded PostgreSQL\'s binaries goes when its server cannot run them where npm installed them (a project in /root started as root, a read-only install).' },
  { name: 'SVC_ENCRYPTION_KEY', default: '(unset: key file in the data directory)', description: '32 bytes, base64 or hex: encrypts downstream credentials (AES-256-GCM) and signs cursors. A start with another key than the one the database was set up with is refused.' },
  { name: 'SVC_TLS_CERT / SVC_TLS_KEY', default: '(unset: plain HTTP, loopback only)', description: 'PEM files; when both are set the service speaks HTTPS.' },
  { name: 'SVC_TRUST_PROXY', default: 'false', description: 'true, or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are trusted.' },
  { name: 'SVC_LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'SVC_EMULATORS', default: 'true', description: 'Run the downstream emulators in-process for sandbox keys.' },
  { name: 'SVC_SANDBOX_URLS', default: '(empty)', description: 'connector=url pairs, comma-separated: emulators running elsewhere.' },
  { name: 'SVC_DEMO', default: 'true without DATABASE_URL, else false', description: 'Create the demo app, sandbox key, consumer and connections at start.' },
  { name: 'SVC_DOWNSTREAM_TIMEOUT_MS', default: '28000', description: 'Default timeout of a downstream call.' },
  { name: 'SVC_DOWNSTREAM_TIMEOUT_MAX_MS', default: '120000', description: 'Largest downstream timeout a request may ask for with the x-svc-timeout header.' },
  { name: 'SVC_DOWNSTREAM_WAIT_MS', default: '2000', description: 'Longest a platform rate limit (a pacing slot, a spent window, a Retry-After) holds a request without x-svc-timeout; past it the answer is 429 ConnectorRateLimitError with Retry-After. A request with x-svc-timeout may be held for all of it.' },
  { name: 'REDIS_URL', default: '(unset: the database keeps shared state)', description: 'redis:// or rediss:// URL: shared downstream rate-limit buckets and request counters for every instance.' },
  { name: 'SVC_SANDBOX_PACING', default: 'holds-only', description: "Pacing of sandbox calls: holds-only (an emulator's 429 only), declared (the connectors' declared limits, as live calls), or N requests a second per bucket." },
  { name: 'SVC_BODY_LIMIT_BYTES', default: '1048576', description: 'Largest request body accepted.' },
  { name: 'SVC_PROXY_RESPONSE_LIMIT_BYTES', default: '33554432', description: 'Largest platform response the Proxy API passes on (32 MiB).' },
  { name: 'SVC_CACHE_TTL_MS', default: '10000', description: 'Lifetime of in-memory caches of keys and connections (revocations from another instance take at most this long).' },
  { name: 'SVC_REQUEST_LOG_RETENTION_DAYS', default: '30', description: 'Days a request log record (/vault/logs, consumer request counts) is kept; older ones are pruned hourly.' },
  { name: 'SVC_ADMIN_TOKEN', default: '(unset: token file in the data directory)', description: 'Bearer token of the /admin API used by the command line.' },
  { name: 'SVC_SHUTDOWN_GRACE_MS', default: '10000', description: 'On SIGTERM or SIGINT, how long requests in flight may finish before their connections are cut and the process exits.' },
  { name: 'SVC_IDLE_RECLAIM_SECONDS', default: '5', description: 'Once no request has arrived for this many seconds (after some activity, at most once every 30 s), the service compacts its memory and gives the freed pages (of the V8 heap, and of the C allocator on glibc) back to the system; 0 turns it off.' },
  { name: 'SVC_WEBHOOK_LEASE_MS', default: '60000', description: 'How long a webhook attempt is held by one instance; an instance that dies mid-attempt has it made again by another after this long.' },
  { name: 'SVC_WEBHOOK_POLL_INTERVAL_SECONDS', default: '300', description: 'Seconds between two polls of a virtual webhook (platforms without webhooks of their own), live keys, for applications that set none.' },
  { name: 'SVC_WEBHOOK_SANDBOX_POLL_INTERVAL_SECONDS', default: '60', description: 'The same for sandbox keys.' },
  { name: 'SVC_METRICS_TOKEN', default: '(unset)', description: 'Bearer token (24+ characters) of GET /metrics (Prometheus); on the service port unless SVC_METRICS_PORT is set. Neither set: no metrics.' },
  { name: 'SVC_METRICS_PORT', default: '(unset)', description: 'Serve /metrics on this separate port instead (only /metrics; the token is asked too when set).' },
  { name: 'SVC_METRICS_HOST', default: '127.0.0.1', description: 'Interface of the metrics port.' },
  { name: 'SVC_CONNECT_FRAME_ANCESTORS', default: '(empty: no framing)', description: "Space-separated origins (or 'self') allowed to show the hosted connect page in a frame." },
];

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number, alias?: string): number => {
    const raw = read(name) ?? (alias ? read(alias) : undefined);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^(true|1|yes|on)$/i.test(raw)) return true;
    if (/^(false|0|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };

  const host = read('SVC_HOST') ?? '127.0.0.1';
  const port = integer('SVC_PORT', 8080, 0, 65535, 'PORT');
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  const embeddedStore = (read('SVC_STORE') ?? DEFAULT_EMBEDDED_STORE) as EmbeddedStore;
  if (!EMBEDDED_STORES.includes(embeddedStore)) problems.push(`SVC_STORE must be one of ${EMBEDDED_STORES.join(', ')}; got "${embeddedStore}"`);

  const certPath = read('SVC_TLS_CERT');
  const keyPath = read('SVC_TLS_KEY');
  if ((certPath === undefined) !== (keyPath === undefined)) {
    problems.push('SVC_TLS_CERT and SVC_TLS_KEY must be set together');
  }
  const tls = certPath && keyPath ? { certPath: path.resolve(cwd, certPath), keyPath: path.resolve(cwd, keyPath) } : undefined;

  let publicUrl = read('SVC_PUBLIC_URL');
  if (publicUrl !== undefined) {
    try {
      const url = new URL(publicUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      publicUrl = url.origin + url.pathname.replace(/\/+$/, '');
    } catch {
      problems.push(`SVC_PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}"`);
      publicUrl = undefined;
    }
  }
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  publicUrl ??= `${tls ? 'https' : 'http'}://${displayHost}:${port}`;

  let encryptionKey: Buffer | undefined;
  const rawKey = read('SVC_ENCRYPTION_KEY');
  if (rawKey !== undefined) {
    encryptionKey = parseKey(rawKey);
    if (!encryptionKey) problems.push('SVC_ENCRYPTION_KEY must be 32 bytes encoded as base64 (44 characters) or hex (64 characters)');
  }

  let trustProxy: boolean | string[] = false;
  const rawTrust = read('SVC_TRUST_PROXY');
  if (rawTrust !== undefined) {
    if (/^(true|false)$/i.test(rawTrust)) trustProxy = rawTrust.toLowerCase() === 'true';
    else trustProxy = rawTrust.split(',').map((s) => s.trim()).filter(Boolean);
  }

  const logLevel = (read('SVC_LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`SVC_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${logLevel}"`);
  }

  const sandboxUrls: Record<string, string> = {};
  for (const pair of (read('SVC_SANDBOX_URLS') ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [id, url] = pair.split('=', 2);
    if (!id || !url || !/^https?:\/\//.test(url)) {
      problems.push(`SVC_SANDBOX_URLS entries must look like connector=http://host:port, got "${pair}"`);
      continue;
    }
    sandboxUrls[id] = url.replace(/\/+$/, '');
  }

  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const rawPacing = read('SVC_SANDBOX_PACING') ?? 'holds-only';
  let sandboxPacing: SandboxPacing = 'holds-only';
  if (rawPacing === 'declared' || rawPacing === 'holds-only') sandboxPacing = rawPacing;
  else if (/^\d{1,7}$/.test(rawPacing) && Number(rawPacing) >= 1) sandboxPacing = { requestsPerSecond: Number(rawPacing) };
  else problems.push(`SVC_SANDBOX_PACING must be holds-only, declared or a number of requests a second from 1 to 9999999, got "${rawPacing}"`);

  const frameAncestors = (read('SVC_CONNECT_FRAME_ANCESTORS') ?? '').split(/\s+/).filter(Boolean);
  for (const source of frameAncestors) {
    // Each entry lands in a Content-Security-Policy header: only plain origins, nothing that could end the directive.
    if (source !== "'self'" && !/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source)) {
      problems.push(`SVC_CONNECT_FRAME_ANCESTORS must list origins like https://app.example.com (or 'self'), got "${source}"`);
    }
  }

  const config: Config = {
    host,
    port,
    publicUrl,
    databaseUrl,
    embeddedStore,
    dataDir: path.resolve(cwd, read('SVC_DATA_DIR') ?? defaultDataDir(cwd, env)),
    cacheDir: path.resolve(cwd, read('SVC_CACHE_DIR') ?? defaultCacheDir(env)),
    encryptionKey,
    tls,
    trustProxy,
    logLevel,
    emulators: boolean('SVC_EMULATORS', true),
    sandboxUrls,
    demo: boolean('SVC_DEMO', databaseUrl === undefined),
    downstreamTimeoutMs: integer('SVC_DOWNSTREAM_TIMEOUT_MS', DEFAULT_DOWNSTREAM_TIMEOUT_MS, 100, 600_000),
    downstreamTimeoutMaxMs: integer('SVC_DOWNSTREAM_TIMEOUT_MAX_MS', DEFAULT_DOWNSTREAM_TIMEOUT_MAX_MS, 100, 600_000),
    downstreamWaitMs: integer('SVC_DOWNSTREAM_WAIT_MS', DEFAULT_DOWNSTREAM_WAIT_MS, 0, 600_000),
    redisUrl,
    sandboxPacing,
    bodyLimitBytes: integer('SVC_BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    proxyResponseLimitBytes: integer('SVC_PROXY_RESPONSE_LIMIT_BYTES', DEFAULT_PROXY_RESPONSE_LIMIT_BYTES, 1024, 1024 * 1_048_576),
    cacheTtlMs: integer('SVC_CACHE_TTL_MS', 10_000, 0, 3_600_000),
    requestLogRetentionDays: integer('SVC_REQUEST_LOG_RETENTION_DAYS', 30, 1, 3650),
    adminToken: read('SVC_ADMIN_TOKEN'),
    connectFrameAncestors: frameAncestors,
    metrics: {
      token: read('SVC_METRICS_TOKEN'),
      port: read('SVC_METRICS_PORT') === undefined ? undefined : integer('SVC_METRICS_PORT', 0, 1, 65535),
      host: read('SVC_METRICS_HOST') ?? '127.0.0.1',
    },
    shutdownGraceMs: integer('SVC_SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    webhookPollIntervals: {
      live: integer('SVC_WEBHOOK_POLL_INTERVAL_SECONDS', 300, 1, 86_400),
      sandbox: integer('SVC_WEBHOOK_SANDBOX_POLL_INTERVAL_SECONDS', 60, 1, 86_400),
    },
    // Longer than an attempt may take (15 s), so a live instance's attempt is never made twice.
    webhookLeaseMs: integer('SVC_WEBHOOK_LEASE_MS', 60_000, 16_000, 3_600_000),
    idleReclaimSeconds: integer('SVC_IDLE_RECLAIM_SECONDS', 5, 0, 86_400),
  };
  if (config.downstreamTimeoutMaxMs < config.downstreamTimeoutMs) {
    problems.push('SVC_DOWNSTREAM_TIMEOUT_MAX_MS must be at least SVC_DOWNSTREAM_TIMEOUT_MS');
  }
  if (config.adminToken !== undefined && config.adminToken.length < 24) {
    problems.push('SVC_ADMIN_TOKEN must be at least 24 characters');
  }
  if (config.metrics.token !== undefined && config.metrics.token.length < 24) {
    problems.push('SVC_METRICS_TOKEN must be at least 24 characters');
  }
  if (config.metrics.port !== undefined && config.metrics.port === port) {
    problems.push('SVC_METRICS_PORT must differ from SVC_PORT');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export function parseKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}
