/**
 * When the shared counter cannot be reached (here a Redis that never
 * answers), requests are let through rather than failing, the outage is
 * logged (not once per request), and nothing secret lands in the log.
 */
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMonthlyRequestQuota } from '../../src/store/repositories/applications.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('request quotas while the counter is unreachable', () => {
  const logLines: string[] = [];
  // Never connected, and without an offline queue: every command fails at once, as against a dead Redis.
  const deadRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  deadRedis.on('error', () => {});
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ redis: deadRedis, logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) });
    tenant = await svc.tenant();
    await setMonthlyRequestQuota(svc.store.db, tenant.appId, 1);
  });
  afterAll(async () => {
    await svc?.close();
    deadRedis.disconnect();
  });

  it('lets requests through and logs the outage once, without the key', async () => {
    for (let i = 0; i < 3; i++) expect((await call(`${svc.url}/vault/consumers`, { headers: tenant.headers() })).status).toBe(200);
    const warnings = logLines.filter((line) => line.includes('request counts could not be stored'));
    expect(warnings).toHaveLength(1);
    expect(logLines.join('')).not.toContain(tenant.key);
  });

  it('says so on the admin API, and changes nothing', async () => {
    const admin = { authorization: `Bearer ${svc.adminToken}` };
    const shown = await call(`${svc.url}/admin/applications/${tenant.appId}`, { headers: admin });
    expectErrorEnvelope(shown, 500, 'InternalServerError');
    expect(shown.body.message).toContain('Request counts cannot be read');
    const set = await call(`${svc.url}/admin/applications/${tenant.appId}`, { method: 'PATCH', headers: admin, json: { monthly_request_quota: 7 } });
    expectErrorEnvelope(set, 500, 'InternalServerError');
    expect((await svc.service.admin.listApplications()).find((app) => app.id === tenant.appId)?.monthly_request_quota).toBe(1);
  });
});
