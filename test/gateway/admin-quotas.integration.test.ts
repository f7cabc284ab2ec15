/**
 * GET and PATCH /admin/applications/{application_id}: the quota and this
 * month's usage, set and cleared, with the admin token and validation errors
 * naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

describe.each(BACKENDS)('admin application quotas (%s)', (backend) => {
  let svc: TestService;
  let appId: string;
  let admin: (method: string, path: string, json?: unknown) => Promise<CallResult>;

  beforeAll(async () => {
    svc = await startTestService({ backend, clock: () => Date.UTC(2031, 5, 10, 8) });
    admin = (method, path, json) => call(`${svc.url}/admin${path}`, { method, headers: { authorization: `Bearer ${svc.adminToken}` }, json });
    appId = (await svc.tenant()).appId;
  });
  afterAll(() => svc?.close());

  it('needs the admin token', async () => {
    const path = `${svc.url}/admin/applications/${appId}`;
    expectErrorEnvelope(await call(path), 401, 'UnauthorizedError');
    expectErrorEnvelope(await call(path, { method: 'PATCH', headers: { authorization: 'Bearer adm_wrong' }, json: { monthly_request_quota: 5 } }), 401, 'UnauthorizedError');
  });

  it('shows an application: unlimited by default, with this month\'s usage', async () => {
    const shown = await admin('GET', `/applications/${appId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      status_code: 200,
      status: 'OK',
      data: {
        id: appId,
        name: expect.any(String),
        monthly_request_quota: null,
        webhook_poll_interval_seconds: null,
        created_at: expect.any(String),
        usage: { month: '2031-06', requests: 0, remaining: null, resets_at: '2031-07-01T00:00:00.000Z' },
      },
    });
  });

  it('sets and clears the quota; the application list shows it', async () => {
    const set = await admin('PATCH', `/applications/${appId}`, { monthly_request_quota: 1000 });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ id: appId, monthly_request_quota: 1000, usage: { requests: 0, remaining: 1000 } });
    expect((await admin('GET', `/applications/${appId}`)).body.data.monthly_request_quota).toBe(1000);
    const listed = (await admin('GET', '/applications')).body.data.find((app: { id: string }) => app.id === appId);
    expect(listed).toMatchObject({ monthly_request_quota: 1000 });

    const large = await admin('PATCH', `/applications/${appId}`, { monthly_request_quota: Number.MAX_SAFE_INTEGER });
    expect(large.body.data.monthly_request_quota).toBe(Number.MAX_SAFE_INTEGER);
    expect((await admin('GET', `/applications/${appId}`)).body.data.monthly_request_quota).toBe(Number.MAX_SAFE_INTEGER);

    const cleared = await admin('PATCH', `/applications/${appId}`, { monthly_request_quota: null });
    expect(cleared.body.data).toMatchObject({ monthly_request_quota: null, usage: { remaining: null } });
  });

  it('refuses bad quotas with RequestValidationError naming the field', async () => {
    const rule = `must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, or null for unlimited`;
    for (const quota of [0, -5, 1.5, '100', Number.MAX_SAFE_INTEGER + 1, true, [5]]) {
      const refused = await admin('PATCH', `/applications/${appId}`, { monthly_request_quota: quota });
      expectErrorEnvelope(refused, 400, 'RequestValidationError');
      expect(refused.body.detail, JSON.stringify(quota)).toEqual({ body: [{ field: 'monthly_request_quota', message: rule }] });
    }
    const missing = await admin('PATCH', `/applications/${appId}`, {});
    expectErrorEnvelope(missing, 400, 'RequestValidationError');
    expect(missing.body.detail).toEqual({ body: [{ field: 'monthly_request_quota', message: 'is required unless webhook_poll_interval_seconds is given' }] });
    const unknown = await admin('PATCH', `/applications/${appId}`, { monthly_request_quota: 5, name: 'renamed' });
    expectErrorEnvelope(unknown, 400, 'RequestValidationError');
    expect(unknown.body.detail).toEqual({ body: [{ field: 'name', message: 'is not a known field' }] });
    expectErrorEnvelope(await admin('PATCH', `/applications/${appId}`), 400, 'RequestValidationError');
    expect((await admin('GET', `/applications/${appId}`)).body.data.monthly_request_quota).toBeNull();
  });

  it('answers 404 EntityNotFoundError for an unknown application', async () => {
    expectErrorEnvelope(await admin('GET', '/applications/app_missing'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await admin('PATCH', '/applications/app_missing', { monthly_request_quota: 5 }), 404, 'EntityNotFoundError');
  });
});
