import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { selectRows } from '../../src/store/database.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

for (const backend of BACKENDS) {
  describe(`authentication and tenancy (${backend})`, () => {
    let svc: TestService;
    let a: Tenant;
    let b: Tenant;

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [twilioEmulator] });
      a = await svc.tenant();
      b = await svc.tenant();
      await a.connect('alice', 'sms', 'twilio', twilioSettings);
      await b.connect('bob', 'sms', 'twilio', twilioSettings);
    });
    afterAll(() => svc.close());

    it('refuses a missing, malformed or unknown key with 401 UnauthorizedError and a Request-Id', async () => {
      const cases: Array<Record<string, string>> = [
        { 'x-svc-app-id': a.appId },
        { authorization: 'Basic abc', 'x-svc-app-id': a.appId },
        { authorization: 'Bearer sk_sandbox_notarealkeyatall0000000000', 'x-svc-app-id': a.appId },
        { authorization: `Bearer ${a.key}x`, 'x-svc-app-id': a.appId },
      ];
      for (const headers of cases) {
        const result = await call(`${svc.url}/vault/consumers`, { headers });
        expectErrorEnvelope(result, 401, 'UnauthorizedError');
      }
    });

    it('needs x-svc-app-id, and a key only works with its own application', async () => {
      expectErrorEnvelope(await call(`${svc.url}/vault/consumers`, { headers: { authorization: `Bearer ${a.key}` } }), 401, 'UnauthorizedError');
      const foreign = await call(`${svc.url}/sms/messages`, { headers: { ...a.headers('alice'), 'x-svc-app-id': b.appId } });
      expectErrorEnvelope(foreign, 401, 'UnauthorizedError');
    });

    it('refuses public keys on every data endpoint', async () => {
      const { key } = await svc.service.admin.createKey(a.appId, 'public', 'sandbox');
      const headers = { ...a.headers('alice'), authorization: `Bearer ${key}` };
      for (const path of ['/sms/messages', '/vault/consumers', '/vault/connections']) {
        expectErrorEnvelope(await call(`${svc.url}${path}`, { headers }), 401, 'UnauthorizedError');
      }
    });

    it('refuses a revoked key', async () => {
      const created = await svc.service.admin.createKey(a.appId, 'secret', 'sandbox');
      const headers = { ...a.headers('alice'), authorization: `Bearer ${created.key}` };
      expect((await call(`${svc.url}/vault/consumers`, { headers })).status).toBe(200);
      const revoke = await call(`${svc.url}/admin/keys/${created.id}/revoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${svc.adminToken}` },
      });
      expect(revoke.status).toBe(200);
      expect(revoke.body.data.revoked_at).toEqual(expect.any(String));
      expectErrorEnvelope(await call(`${svc.url}/vault/consumers`, { headers }), 401, 'UnauthorizedError');
    });

    it('guards the admin API with the admin token', async () => {
      expectErrorEnvelope(await call(`${svc.url}/admin/applications`), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(`${svc.url}/admin/applications`, { headers: { authorization: `Bearer ${a.key}` } }), 401, 'UnauthorizedError');
      expect((await call(`${svc.url}/admin/applications`, { headers: { authorization: `Bearer ${svc.adminToken}` } })).status).toBe(200);
    });

    it('gives every response its own Request-Id', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const ok = await call(`${svc.url}/vault/consumers`, { headers: a.headers() });
        const missing = await call(`${svc.url}/no/such/route`);
        ids.add(ok.headers.get('request-id') ?? '');
        ids.add(missing.headers.get('request-id') ?? '');
      }
      expect(ids.size).toBe(10);
      expect([...ids].every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    });

    it('never shows one application the consumers or connections of another', async () => {
      const list = await call(`${svc.url}/vault/consumers`, { headers: b.headers() });
      expect(list.body.data.map((consumer: { consumer_id: string }) => consumer.consumer_id)).toEqual(['bob']);
      expectErrorEnvelope(await call(`${svc.url}/vault/consumers/alice`, { headers: b.headers() }), 404, 'EntityNotFoundError');
      // Bob's application asking for a consumer named "alice" gets its own, empty, view.
      const connections = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: b.headers('alice') });
      expect(connections.body.data.state).toBe('available');
      expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: b.headers('alice') }), 404, 'ConnectionNotFoundError');
      expectErrorEnvelope(
        await call(`${svc.url}/vault/consumers/alice`, { method: 'DELETE', headers: b.headers() }),
        404,
        'EntityNotFoundError',
      );
      expect((await call(`${svc.url}/vault/consumers/alice`, { headers: a.headers() })).status).toBe(200);
    });

    it('never shows a consumer the connections of another consumer of the same application', async () => {
      const mine = await call(`${svc.url}/vault/connections`, { headers: a.headers('carol') });
      expect(mine.body.data.every((connection: { state: string }) => connection.state === 'available')).toBe(true);
      expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: a.headers('carol') }), 404, 'ConnectionNotFoundError');
      expect((await call(`${svc.url}/sms/messages?limit=1`, { headers: a.headers('alice') })).status).toBe(200);
    });

    it('keeps sandbox and live objects apart: a live key sees no sandbox consumer', async () => {
      const { key } = await svc.service.admin.createKey(a.appId, 'secret', 'live');
      const live = { ...a.headers('alice'), authorization: `Bearer ${key}` };
      const consumers = await call(`${svc.url}/vault/consumers`, { headers: live });
      expect(consumers.body.data).toEqual([]);
      expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: live }), 404, 'ConnectionNotFoundError');
    });

    it('stores downstream secrets encrypted and keys only as hashes', async () => {
      const rows = await selectRows(svc.store.db, sql`select settings::text as settings, credentials from connections`);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(twilioSettings.auth_token);
      expect(text).toContain(twilioSettings.account_sid);
      const keys = await selectRows(svc.store.db, sql`select hash, hint from api_keys`);
      expect(JSON.stringify(keys)).not.toContain(a.key);
      const view = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: a.headers('alice') });
      expect(view.text).not.toContain(twilioSettings.auth_token);
      expect(view.body.data.settings.auth_token).toBe('********');
    });
  });
}
