/**
 * The interval of an application's virtual webhooks, through the admin API
 * (`PATCH /admin/applications/{id}` `webhook_poll_interval_seconds`): shown
 * on the application, set, cleared back to the service's default, and bad
 * values refused with the error envelope. (That the interval set here is
 * the one pollers use is shown by polling.test.ts, whose default is ten
 * minutes and whose application asks for one second.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('virtual webhook interval of an application', () => {
  let svc: TestService;
  let tenant: Tenant;
  const admin = (method: string, json?: unknown, appId = tenant.appId) =>
    call(`${svc.url}/admin/applications/${appId}`, { method, headers: { authorization: `Bearer ${svc.adminToken}` }, json });

  beforeAll(async () => {
    svc = await startTestService();
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  it('is the default (null) until set, and can be set, combined with the quota, and cleared', async () => {
    expect((await admin('GET')).body.data).toMatchObject({ webhook_poll_interval_seconds: null, monthly_request_quota: null });
    const set = await admin('PATCH', { webhook_poll_interval_seconds: 30 });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ id: tenant.appId, webhook_poll_interval_seconds: 30, usage: { requests: expect.any(Number) } });
    const both = await admin('PATCH', { webhook_poll_interval_seconds: 90, monthly_request_quota: 1000 });
    expect(both.body.data).toMatchObject({ webhook_poll_interval_seconds: 90, monthly_request_quota: 1000 });
    // Setting the quota alone leaves the interval as it is.
    expect((await admin('PATCH', { monthly_request_quota: null })).body.data).toMatchObject({ webhook_poll_interval_seconds: 90, monthly_request_quota: null });
    expect((await admin('PATCH', { webhook_poll_interval_seconds: null })).body.data.webhook_poll_interval_seconds).toBeNull();
  });

  it('refuses values out of range or of the wrong type, naming the field, and changes nothing', async () => {
    const rule = "must be a whole number of seconds from 1 to 86400, or null for the service's default";
    for (const value of [0, -1, 1.5, '60', 86_401, true, [60]]) {
      const refused = await admin('PATCH', { webhook_poll_interval_seconds: value, monthly_request_quota: 5 });
      expectErrorEnvelope(refused, 400, 'RequestValidationError');
      expect(refused.body.detail, JSON.stringify(value)).toEqual({ body: [{ field: 'webhook_poll_interval_seconds', message: rule }] });
    }
    // The quota sent with a bad interval was not written either.
    expect((await admin('GET')).body.data).toMatchObject({ webhook_poll_interval_seconds: null, monthly_request_quota: null });
    expectErrorEnvelope(await admin('PATCH', { webhook_poll_interval_seconds: 60 }, 'app_missing'), 404, 'EntityNotFoundError');
  });
});
