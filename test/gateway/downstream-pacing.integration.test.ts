/**
 * Pacing downstream calls with a token bucket shared by every instance, over
 * HTTP against an emulator that enforces its own limit (5 requests per 500 ms
 * window). The Twilio connector is given a small declared limit (2 at once,
 * 5 a second: at most 4 in any 500 ms) and sandbox calls are paced by it, so
 * a burst through the service never provokes a 429, whether it goes through
 * one instance, two instances on one PostgreSQL, or two sharing Redis. A
 * platform's "none left" on a successful answer (Zendesk's
 * X-Rate-Limit-Remaining: 0) holds calls back until its window resets.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineConnector } from '../../src/connectors/framework/define.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { bucketKey } from '../../src/gateway/rate-limits/index.js';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { openStore } from '../../src/store/database.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';
import { call, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { needs } from '../helpers/requirements.js';

const EMULATOR_LIMIT = { limit: 5, windowMs: 500 };
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Twilio with a declared limit small enough to meet in a test. */
const pacedTwilio = defineConnector({
  ...twilio,
  rateLimit: { ...twilio.rateLimit, limits: { requestsPerSecond: 5, burst: 2, per: 'account', account: (settings) => settings.account_sid } },
});
/** The same platform under another id and without declared limits: what the burst does unpaced. */
const unpacedTwilio = defineConnector({ ...twilio, id: 'twilio-unpaced', name: 'Twilio (unpaced)', rateLimit: { ...twilio.rateLimit, limits: undefined } });

const registry = new ConnectorRegistry([pacedTwilio, unpacedTwilio, zendesk]);

/** `count` concurrent list calls, spread over the given services in turn. */
function burst(services: TestService[], tenant: Tenant, count: number, serviceId = 'twilio', extra: Record<string, string> = {}): Promise<CallResult[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(`${services[i % services.length]!.url}/sms/messages?limit=1`, { headers: tenant.headers('burst', { 'x-svc-service-id': serviceId, ...extra }) }),
    ),
  );
}

const messageStatuses = (emulator: EmulatorHandle, from: number) =>
  emulator.exchanges.slice(from).filter((exchange) => exchange.path.endsWith('/Messages.json')).map((exchange) => exchange.status);

async function connectBurstConsumer(tenant: Tenant): Promise<void> {
  await tenant.connect('burst', 'sms', 'twilio', twilioSettings);
  await tenant.connect('burst', 'sms', 'twilio-unpaced', twilioSettings);
}

describe.each(BACKENDS)('downstream pacing on one instance (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let twilioHandle: EmulatorHandle;
  let zendeskHandle: EmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ backend, emulators: [twilioEmulator, zendeskEmulator], record: true, connectors: registry, downstreamPacing: { sandbox: 'declared' } });
    twilioHandle = svc.emulators.twilio!;
    zendeskHandle = svc.emulators.zendesk!;
    svc.targets.setSandboxUrl('twilio-unpaced', twilioHandle.url);
    tenant = await svc.tenant();
    await connectBurstConsumer(tenant);
    await tenant.connect('support', 'customer-support', 'zendesk', {
      subdomain: ZENDESK_DEMO_ACCOUNT.subdomain,
      email: ZENDESK_DEMO_ACCOUNT.email,
      api_token: ZENDESK_DEMO_ACCOUNT.apiToken,
    });
  });
  afterAll(() => svc?.close());

  it('unpaced, a burst of 12 runs into the emulator limit (the control)', async () => {
    twilioHandle.setRateLimit(EMULATOR_LIMIT);
    const from = twilioHandle.exchanges.length;
    // A budget too short to wait out a Retry-After: the 429s surface instead of being retried.
    await burst([svc], tenant, 12, 'twilio-unpaced', { 'x-svc-timeout': '400' });
    expect(messageStatuses(twilioHandle, from)).toContain(429);
  });

  it('paced by the declared limit, the same burst gets no 429', async () => {
    twilioHandle.setRateLimit(EMULATOR_LIMIT); // a fresh window count
    const from = twilioHandle.exchanges.length;
    const results = await burst([svc], tenant, 12);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    expect(messageStatuses(twilioHandle, from)).toEqual(Array(12).fill(200));
  });

  it("paces the vault's validate too: it calls the same platform", async () => {
    twilioHandle.setRateLimit(EMULATOR_LIMIT);
    const from = twilioHandle.exchanges.length;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(`${svc.url}/vault/connections/sms/twilio/validate`, { method: 'POST', headers: tenant.headers('burst'), json: {} }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(messageStatuses(twilioHandle, from)).toEqual(Array(8).fill(200));
  });

  it("holds back when the platform's answer says none are left, until its window resets", async () => {
    zendeskHandle.setRateLimit({ limit: 3, windowMs: 1_000 });
    const from = zendeskHandle.exchanges.length;
    for (let i = 0; i < 5; i++) {
      const result = await call(`${svc.url}/customer-support/customers?limit=1`, { headers: tenant.headers('support') });
      expect(result.status, result.text).toBe(200);
    }
    expect(zendeskHandle.exchanges.slice(from).map((exchange) => exchange.status)).not.toContain(429);
    zendeskHandle.setRateLimit(undefined);
  });
});

describe('downstream pacing across two instances on one PostgreSQL', needs('postgres'), () => {
  let store: TestStore;
  let second: Awaited<ReturnType<typeof openStore>>;
  let emulator: EmulatorHandle;
  let a: TestService;
  let b: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    emulator = await twilioEmulator.start({ record: true });
    store = await openTestStore('postgres');
    second = await openStore({ databaseUrl: store.databaseUrl, maxConnections: 5 });
    const masterKey = randomBytes(32);
    a = await startTestService({ store, masterKey, connectors: registry, downstreamPacing: { sandbox: 'declared' } });
    b = await startTestService({ store: { ...second, databaseUrl: store.databaseUrl, dispose: () => second.close() }, masterKey, connectors: registry, downstreamPacing: { sandbox: 'declared' } });
    for (const svc of [a, b]) svc.targets.setSandboxUrl('twilio', emulator.url);
    tenant = await a.tenant();
    await connectBurstConsumer(tenant);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await store?.dispose();
    await emulator?.close();
  });

  it('share one bucket: together they stay under the limit', async () => {
    expect(a.service.rateLimiter.store.kind).toBe('postgres');
    emulator.setRateLimit(EMULATOR_LIMIT);
    const from = emulator.exchanges.length;
    const results = await burst([a, b], tenant, 12);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    expect(messageStatuses(emulator, from)).toEqual(Array(12).fill(200));
  });
});

describe('downstream pacing across two instances sharing Redis', needs('redis'), () => {
  const prefix = `test:pacing:${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  let store: TestStore;
  let emulator: EmulatorHandle;
  let a: TestService;
  let b: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    emulator = await twilioEmulator.start({ record: true });
    store = await openTestStore('pglite');
    const masterKey = randomBytes(32);
    const client = () => {
      const redis = new Redis(REDIS_URL!, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
      clients.push(redis);
      return redis;
    };
    a = await startTestService({ store, masterKey, connectors: registry, redis: client(), downstreamPacing: { sandbox: 'declared' } });
    b = await startTestService({ store, masterKey, connectors: registry, redis: client(), downstreamPacing: { sandbox: 'declared' } });
    for (const svc of [a, b]) svc.targets.setSandboxUrl('twilio', emulator.url);
    tenant = await a.tenant();
    await connectBurstConsumer(tenant);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const cleaner = new Redis(REDIS_URL!);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await Promise.all(clients.map((redis) => redis.quit()));
    await store?.dispose();
    await emulator?.close();
  });

  it('share one bucket: together they stay under the limit', async () => {
    expect(a.service.rateLimiter.store.kind).toBe('redis');
    emulator.setRateLimit(EMULATOR_LIMIT);
    const from = emulator.exchanges.length;
    const results = await burst([a, b], tenant, 12);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    expect(messageStatuses(emulator, from)).toEqual(Array(12).fill(200));
    // The bucket lives in Redis, under the clients' prefix.
    const reader = clients[0]!;
    const key = bucketKey({ connector: pacedTwilio, mode: 'sandbox', connectionId: 'unused', settings: twilioSettings });
    expect(key).toMatch(/^sandbox:twilio:a:/);
    expect(await reader.exists(`svc:rl:${key}`)).toBe(1);
  });
});
