import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe.each(BACKENDS)('POST /vault/sessions (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ backend });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const create = (body: unknown, consumerId = 'alice', headers = tenant.headers(consumerId)) =>
    call(`${svc.url}/vault/sessions`, { method: 'POST', headers, json: body });

  it('answers the session link and token once, and stores only the token hash', async () => {
    const result = await create({
      consumer_metadata: { account_name: 'Acme', email: 'alice@acme.test' },
      redirect_uri: 'https://app.example.com/settings',
      settings: { unified_apis: ['sms'], session_length: '30m', allow_actions: ['delete'] },
      theme: { vault_name: 'Acme', primary_color: '#286efa' },
    });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual(['status_code', 'status', 'data']);
    expect(result.body).toMatchObject({ status_code: 200, status: 'OK' });
    const { session_token: token, session_uri: uri } = result.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(uri).toBe(`${svc.url}/session/${token}`);

    const rows = await svc.store.db.selectFrom('vaultSessions').selectAll().where('applicationId', '=', tenant.appId).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.consumerId).toBe('alice');
    expect(row.mode).toBe('sandbox');
    expect(row.settings).toMatchObject({ unified_apis: ['sms'], allow_actions: ['delete'], sandbox_mode: false, auto_redirect: false });
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it('creates or updates the consumer with the metadata given', async () => {
    await create({ consumer_metadata: { account_name: 'Bob Inc', user_name: 'Bob' } }, 'bob');
    const consumer = await call(`${svc.url}/vault/consumers/bob`, { headers: tenant.headers() });
    expect(consumer.status).toBe(200);
    expect(consumer.body.data.metadata).toEqual({ account_name: 'Bob Inc', user_name: 'Bob' });
  });

  it('accepts no body at all, with the reference defaults (one hour, every action)', async () => {
    const result = await call(`${svc.url}/vault/sessions`, { method: 'POST', headers: tenant.headers('carol') });
    expect(result.status, result.text).toBe(200);
    const row = await svc.store.db.selectFrom('vaultSessions').selectAll().where('consumerId', '=', 'carol').executeTakeFirstOrThrow();
    expect(row.settings).toMatchObject({ session_length: '1h', allow_actions: ['delete', 'disconnect', 'reauthorize', 'disable'], unified_apis: [] });
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('needs a secret key and a consumer id', async () => {
    expectErrorEnvelope(await create({}, 'alice', { 'x-svc-app-id': tenant.appId, 'x-svc-consumer-id': 'alice' }), 401, 'UnauthorizedError');
    expectErrorEnvelope(await create({}, 'alice', tenant.headers()), 400, 'RequestHeadersValidationError');
  });

  it('refuses session lengths that are not a duration of at most a week', async () => {
    for (const length of ['2w', '8d', '0m', 'abc', '1y', '30', '-1h', '169h']) {
      const result = await create({ settings: { session_length: length } });
      expectErrorEnvelope(result, 400, 'RequestValidationError');
      expect(result.body.detail.body[0].field).toBe('settings.session_length');
    }
    for (const length of ['1m', '168h', '7d', '1w']) expect((await create({ settings: { session_length: length } })).status).toBe(200);
  });

  it('refuses unknown fields and values outside the reference enums', async () => {
    const cases: Array<[unknown, string]> = [
      [{ settings: { unknown_flag: true } }, 'settings.unknown_flag'],
      [{ settings: { allow_actions: ['delete', 'explode'] } }, 'settings.allow_actions[1]'],
      [{ settings: { unified_apis: ['not-an-api'] } }, 'settings.unified_apis[0]'],
      [{ settings: { sandbox_mode: 'yes' } }, 'settings.sandbox_mode'],
      [{ redirect_uri: 'javascript:alert(1)' }, 'redirect_uri'],
      [{ theme: { primary_color: 'red;}body{display:none' } }, 'theme.primary_color'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const result = await create(body);
      expectErrorEnvelope(result, 400, 'RequestValidationError');
      expect(result.body.detail.body.map((problem: { field: string }) => problem.field)).toContain(field);
    }
  });

  it('never writes a token into the answer of anything but the create call', async () => {
    const { body } = await create({});
    const token = body.data.session_token as string;
    for (const path of ['/vault/consumers/alice', '/vault/consumers', '/vault/connections']) {
      const result = await call(`${svc.url}${path}`, { headers: tenant.headers('alice') });
      expect(result.text).not.toContain(token);
    }
  });
});
