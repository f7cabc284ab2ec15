/**
 * Monthly request quotas over real HTTP: unlimited by default, exactly N
 * requests a month with a quota, 402 RequestLimitError past it until the UTC
 * month ends (the service's clock is moved, nothing waits), and neither
 * refused requests nor other applications touch the count.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRequestCount } from '../../src/store/repositories/request-counts.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

/** Two seconds before February 2031 (UTC). */
const END_OF_JANUARY = Date.UTC(2031, 0, 31, 23, 59, 58);

describe.each(BACKENDS)('monthly request quotas (%s)', (backend) => {
  let now = END_OF_JANUARY;
  let svc: TestService;
  let admin: (method: string, path: string, json?: unknown) => Promise<CallResult>;

  beforeAll(async () => {
    svc = await startTestService({ backend, clock: () => now });
    admin = (method, path, json) => call(`${svc.url}/admin${path}`, { method, headers: { authorization: `Bearer ${svc.adminToken}` }, json });
  });
  afterAll(() => svc?.close());
  beforeEach(() => {
    now = END_OF_JANUARY;
  });

  const consumers = (tenant: Tenant, headers = tenant.headers()) => call(`${svc.url}/vault/consumers`, { headers });
  const setQuota = async (tenant: Tenant, quota: number | null) => {
    const result = await admin('PATCH', `/applications/${tenant.appId}`, { monthly_request_quota: quota });
    expect(result.status, result.text).toBe(200);
  };
  const usage = async (tenant: Tenant) => (await admin('GET', `/applications/${tenant.appId}`)).body.data.usage;

  it('is unlimited by default, and still counts requests (written in batches)', async () => {
    const tenant = await svc.tenant();
    const results = await Promise.all(Array.from({ length: 30 }, () => consumers(tenant)));
    expect(results.map((result) => result.status)).toEqual(Array(30).fill(200));
    expect((await admin('GET', `/applications/${tenant.appId}`)).body.data).toMatchObject({
      monthly_request_quota: null,
      usage: { month: '2031-01', requests: 30, remaining: null, resets_at: '2031-02-01T00:00:00.000Z' },
    });
    await svc.service.quotas.flush();
    expect(await readRequestCount(svc.store.db, tenant.appId, '2031-01')).toBe(30);
  });

  it('lets N requests through and refuses the next with 402 RequestLimitError until the month ends', async () => {
    const tenant = await svc.tenant();
    const other = await svc.tenant();
    await setQuota(tenant, 3);
    for (let i = 0; i < 3; i++) expect((await consumers(tenant)).status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const refused = await consumers(tenant);
      expectErrorEnvelope(refused, 402, 'RequestLimitError');
      expect(refused.body.detail).toEqual({ quota: 3, used: 3, resets_at: '2031-02-01T00:00:00.000Z' });
      expect(refused.body.message).toContain('2031-02-01T00:00:00.000Z');
      expect(refused.headers.get('retry-after')).toBe('2');
    }
    expect(await usage(tenant)).toEqual({ month: '2031-01', requests: 3, remaining: 0, resets_at: '2031-02-01T00:00:00.000Z' });
    // Another application is not affected.
    expect((await consumers(other)).status).toBe(200);
  });

  it('counts every authenticated request once: vault, unified APIs, sessions, Connector API', async () => {
    const tenant = await svc.tenant();
    await setQuota(tenant, 4);
    expect((await consumers(tenant)).status).toBe(200);
    // A unified call refused further on (no connection) was still served: it counts.
    expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers('nobody') }), 404, 'ConnectionNotFoundError');
    expect((await call(`${svc.url}/vault/sessions`, { method: 'POST', headers: tenant.headers('somebody'), json: {} })).status).toBe(200);
    expect((await call(`${svc.url}/connector/connectors`, { headers: tenant.headers() })).status).toBe(200);
    expectErrorEnvelope(await call(`${svc.url}/vault/connections`, { headers: tenant.headers('nobody') }), 402, 'RequestLimitError');
    expect((await usage(tenant)).requests).toBe(4);
  });

  it('does not count requests refused for authentication or by the quota', async () => {
    const tenant = await svc.tenant();
    await setQuota(tenant, 2);
    expectErrorEnvelope(await consumers(tenant, { ...tenant.headers(), authorization: 'Bearer sk_sandbox_wrong0000000000000000' }), 401, 'UnauthorizedError');
    expectErrorEnvelope(await consumers(tenant, { authorization: tenant.headers().authorization as string }), 401, 'UnauthorizedError');
    expect((await usage(tenant)).requests).toBe(0);

    expect((await consumers(tenant)).status).toBe(200);
    expect((await consumers(tenant)).status).toBe(200);
    for (let i = 0; i < 3; i++) expectErrorEnvelope(await consumers(tenant), 402, 'RequestLimitError');
    expect(await readRequestCount(svc.store.db, tenant.appId, '2031-01')).toBe(2);
  });

  it('starts again when the month rolls over (UTC)', async () => {
    const tenant = await svc.tenant();
    await setQuota(tenant, 1);
    expect((await consumers(tenant)).status).toBe(200);
    expectErrorEnvelope(await consumers(tenant), 402, 'RequestLimitError');

    now = Date.UTC(2031, 1, 1);
    expect((await consumers(tenant)).status).toBe(200);
    const refused = await consumers(tenant);
    expectErrorEnvelope(refused, 402, 'RequestLimitError');
    expect(refused.body.detail).toEqual({ quota: 1, used: 1, resets_at: '2031-03-01T00:00:00.000Z' });
    expect(refused.headers.get('retry-after')).toBe(String(28 * 24 * 3600));
    expect(await usage(tenant)).toEqual({ month: '2031-02', requests: 1, remaining: 0, resets_at: '2031-03-01T00:00:00.000Z' });
  });

  it('applies a quota change made through this instance at once, counting what was served before it', async () => {
    const tenant = await svc.tenant();
    expect((await consumers(tenant)).status).toBe(200);
    expect((await consumers(tenant)).status).toBe(200);
    await setQuota(tenant, 3);
    expect(await usage(tenant)).toMatchObject({ requests: 2, remaining: 1 });
    expect((await consumers(tenant)).status).toBe(200);
    expectErrorEnvelope(await consumers(tenant), 402, 'RequestLimitError');

    await setQuota(tenant, 5);
    expect((await consumers(tenant)).status).toBe(200);
    await setQuota(tenant, null);
    for (let i = 0; i < 3; i++) expect((await consumers(tenant)).status).toBe(200);
    expect(await usage(tenant)).toMatchObject({ requests: 7, remaining: null });
  });
});
