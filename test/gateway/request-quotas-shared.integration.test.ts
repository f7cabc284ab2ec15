/**
 * A quota holds however many instances serve the application: two service
 * instances on one database (PostgreSQL: each with its own connection pool),
 * then two instances sharing Redis, together let exactly N requests through
 * under concurrent load, and add up the counts of applications without a quota.
 * The Redis suite runs when TEST_REDIS_URL is set (keys under a prefix of its own, removed afterwards).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEndsAt, monthKey } from '../../src/gateway/quotas/calendar.js';
import { openStore } from '../../src/store/database.js';
import { readRequestCount } from '../../src/store/repositories/request-counts.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { needs } from '../helpers/requirements.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** `total` requests spread over the instances, all in flight at once; the statuses, counted. */
async function burst(instances: TestService[], tenant: Tenant, total: number): Promise<Record<number, number>> {
  const results = await Promise.all(
    Array.from({ length: total }, (_, i) => call(`${instances[i % instances.length]!.url}/vault/consumers?limit=1`, { headers: tenant.headers() })),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

async function setQuota(svc: TestService, tenant: Tenant, quota: number | null): Promise<void> {
  const result = await call(`${svc.url}/admin/applications/${tenant.appId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${svc.adminToken}` },
    json: { monthly_request_quota: quota },
  });
  expect(result.status, result.text).toBe(200);
}

describe.each(BACKENDS)('request quotas across two instances on one database (%s)', (backend) => {
  let store: TestStore;
  let second: Awaited<ReturnType<typeof openStore>> | undefined;
  let a: TestService;
  let b: TestService;

  beforeAll(async () => {
    store = await openTestStore(backend);
    a = await startTestService({ store });
    // A second instance: its own connection pool on the same database (PostgreSQL), or the same embedded store.
    second = store.databaseUrl ? await openStore({ databaseUrl: store.databaseUrl, maxConnections: 5 }) : undefined;
    b = await startTestService({ store: second ? { ...second, databaseUrl: store.databaseUrl, dispose: () => second!.close() } : store });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await store?.dispose();
  });

  it('lets exactly N requests through, whichever instance serves them', async () => {
    const tenant = await a.tenant();
    await setQuota(a, tenant, 25);
    expect(await burst([a, b], tenant, 80)).toEqual({ 200: 25, 402: 55 });
    expect(await readRequestCount(store.db, tenant.appId, monthKey(Date.now()))).toBe(25);
  });

  it('adds up the batched counts of an application without a quota', async () => {
    const tenant = await a.tenant();
    expect(await burst([a, b], tenant, 20)).toEqual({ 200: 20 });
    await Promise.all([a.service.quotas.flush(), b.service.quotas.flush()]);
    expect(await readRequestCount(store.db, tenant.appId, monthKey(Date.now()))).toBe(20);
  });
});

describe('request quotas across two instances sharing Redis', needs('redis'), () => {
  const prefix = `test:quotas:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  let store: TestStore;
  let a: TestService;
  let b: TestService;

  /** One client per instance, as each process opens its own; the prefix keeps the test's keys apart. */
  const client = () => {
    const redis = new Redis(REDIS_URL!, { keyPrefix: prefix, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    clients.push(redis);
    return redis;
  };

  beforeAll(async () => {
    store = await openTestStore('pglite');
    a = await startTestService({ store, redis: client() });
    b = await startTestService({ store, redis: client() });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await store?.dispose();
    const cleaner = new Redis(REDIS_URL!);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  const counted = async (tenant: Tenant) => {
    const key = `svc:requests:${tenant.appId}:${monthKey(Date.now())}`;
    return { count: Number(await clients[0]!.get(key)), expiresAt: await clients[0]!.pexpiretime(key) };
  };

  it('lets exactly N requests through, counting in Redis', async () => {
    const tenant = await a.tenant();
    await setQuota(b, tenant, 25);
    expect(await burst([a, b], tenant, 80)).toEqual({ 200: 25, 402: 55 });
    const { count, expiresAt } = await counted(tenant);
    expect(count).toBe(25);
    // Kept until shortly after the month ends, then gone.
    expect(expiresAt).toBeGreaterThan(monthEndsAt(monthKey(Date.now())));
    expect(expiresAt).toBeLessThan(monthEndsAt(monthKey(Date.now())) + 3 * 24 * 3600 * 1000);
    expect(await readRequestCount(store.db, tenant.appId, monthKey(Date.now()))).toBe(0);
    const shown = await call(`${a.url}/admin/applications/${tenant.appId}`, { headers: { authorization: `Bearer ${a.adminToken}` } });
    expect(shown.body.data.usage).toMatchObject({ requests: 25, remaining: 0 });
  });

  it('adds up the batched counts of an application without a quota', async () => {
    const tenant = await a.tenant();
    expect(await burst([a, b], tenant, 20)).toEqual({ 200: 20 });
    await Promise.all([a.service.quotas.flush(), b.service.quotas.flush()]);
    expect((await counted(tenant)).count).toBe(20);
  });
});
