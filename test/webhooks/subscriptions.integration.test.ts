/**
 * Webhook subscriptions over HTTP (/webhook/webhooks): every operation, the
 * validation errors, tenancy, the delivery URL check (a URL that fails is
 * saved disabled), the signing secret (shown once, encrypted at rest, bound
 * to its row) and its rotation with an overlap. Host names resolve through a
 * test resolver: nothing is contacted.
 */
import type { LookupAddress } from 'node:dns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/store/database.js';
import type { WebhookSubscriptionRow } from '../../src/store/schema.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { activeSigningSecrets, openSigningSecret, ROTATION_OVERLAP_MS } from '../../src/webhooks/subscriptions/signing-secrets.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

const DNS: Record<string, string[]> = {
  'receiver.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'other-receiver.example': ['93.184.215.15'],
  'inside.example': ['10.0.0.5'],
  'metadata.example': ['169.254.169.254'],
  // One public and one internal address: the name is refused, whichever a socket would pick.
  'rebind.example': ['93.184.215.14', '10.0.0.7'],
  'half-loopback.example': ['93.184.215.14', '127.0.0.1'],
  'loopback.example': ['127.0.0.1'],
};

const resolver = async (hostname: string): Promise<LookupAddress[]> => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

type Json = Record<string, any>;

describe('webhook subscriptions', () => {
  let svc: TestService;
  let tenant: Tenant;
  let clock = Date.parse('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    svc = await startTestService({ webhooks: { resolver }, clock: () => clock });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  async function call(method: string, path: string, json?: unknown, headers: Record<string, string> = tenant.headers()): Promise<{ status: number; body: Json }> {
    const response = await fetch(path.startsWith('http') ? path : `${svc.url}${path}`, {
      method,
      headers: { ...headers, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  const subscription = (overrides: Json = {}) => ({
    unified_api: 'issue-tracking',
    delivery_url: 'https://receiver.example/hooks',
    events: ['issue-tracking.ticket.created', 'vault.connection.created'],
    status: 'enabled',
    description: 'Tickets to the helpdesk',
    ...overrides,
  });

  async function create(overrides: Json = {}, headers?: Record<string, string>): Promise<Json> {
    const answer = await call('POST', '/webhook/webhooks', subscription(overrides), headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Json;
  }

  async function storedRow(id: string): Promise<WebhookSubscriptionRow> {
    const [row] = await selectRows<WebhookSubscriptionRow>(svc.store.db, sql`select * from webhook_subscriptions where id = ${id}`);
    return row!;
  }

  const cipher = () => new CredentialCipher(svc.keyring.key('webhook-secrets'));

  it('creates a subscription and shows its signing secret once', async () => {
    const answer = await call('POST', '/webhook/webhooks', subscription());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status_code: 201, status: 'Created' });
    const data = answer.body.data as Json;
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: 'Tickets to the helpdesk',
      unified_api: 'issue-tracking',
      status: 'enabled',
      disabled_reason: 'none',
      delivery_url: 'https://receiver.example/hooks',
      execute_base_url: `${svc.url}/webhook/webhooks/${data.id}/execute`,
      events: ['issue-tracking.ticket.created', 'vault.connection.created'],
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(Buffer.from((data.secret as string).slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);

    // Never shown again: not by get, list, update or delete.
    const read = await call('GET', `/webhook/webhooks/${data.id}`);
    expect(read.status).toBe(200);
    // Reads also say which connections the poller covers (none: this application has no connection).
    const polling_coverage = { connections: [], total: 0 };
    expect(read.body).toEqual({ status_code: 200, status: 'OK', data: { ...data, secret: undefined, updated_at: read.body.data.updated_at, polling_coverage } });
    expect(JSON.stringify(read.body)).not.toContain(data.secret);
    const listed = await call('GET', '/webhook/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(data.secret);
    const updated = await call('PATCH', `/webhook/webhooks/${data.id}`, { description: 'Renamed' });
    expect(updated.body.data.secret).toBeUndefined();

    // At rest: ciphertext only, bound to this row.
    const row = await storedRow(data.id as string);
    expect(JSON.stringify(row)).not.toContain(data.secret);
    expect(JSON.stringify(row)).not.toContain((data.secret as string).slice('whsec_'.length));
    expect(row.signingSecret).toMatch(/^v1\./);
    expect(openSigningSecret(cipher(), row.id, row.signingSecret)).toBe(data.secret);
    expect(() => openSigningSecret(cipher(), '00000000-0000-4000-8000-000000000000', row.signingSecret)).toThrow();
    expect(() => openSigningSecret(new CredentialCipher(svc.keyring.key('credentials')), row.id, row.signingSecret)).toThrow();

    // Each subscription its own secret.
    const other = await create();
    expect(other.secret).not.toBe(data.secret);
  });

  it('gets, updates and deletes a subscription', async () => {
    const created = await create({ description: null, events: ['*'] });
    expect(created.description).toBeNull();
    clock += 60_000;
    const updated = await call('PATCH', `/webhook/webhooks/${created.id}`, {
      events: ['issue-tracking.comment.deleted', 'issue-tracking.comment.deleted', 'vault.connection.revoked'],
      description: 'Comments',
      delivery_url: 'https://other-receiver.example/in',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status_code: 200,
      status: 'OK',
      data: {
        id: created.id,
        unified_api: 'issue-tracking',
        description: 'Comments',
        events: ['issue-tracking.comment.deleted', 'vault.connection.revoked'],
        delivery_url: 'https://other-receiver.example/in',
        status: 'enabled',
        disabled_reason: 'none',
        created_at: created.created_at,
        updated_at: '2026-03-01T10:01:00.000Z',
      },
    });
    // Only what is sent changes.
    const same = await call('PATCH', `/webhook/webhooks/${created.id}`, {});
    expect(same.body.data).toMatchObject({ description: 'Comments', delivery_url: 'https://other-receiver.example/in', status: 'enabled' });
    const disabled = await call('PATCH', `/webhook/webhooks/${created.id}`, { status: 'disabled' });
    expect(disabled.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'none' });

    const deleted = await call('DELETE', `/webhook/webhooks/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status_code: 200, status: 'OK', data: { id: created.id, description: 'Comments' } });
    for (const [method, body] of [['GET'], ['PATCH', {}], ['DELETE'], ['POST']] as const) {
      const path = method === 'POST' ? `/webhook/webhooks/${created.id}/rotate-secret` : `/webhook/webhooks/${created.id}`;
      const gone = await call(method, path, body);
      expect(gone.status, method).toBe(404);
      expect(gone.body.type_name).toBe('EntityNotFoundError');
    }
  });

  it('lists the application\'s subscriptions a page at a time', async () => {
    const own = await svc.tenant();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await create({}, own.headers())).id as string);
    const first = await call('GET', '/webhook/webhooks?limit=2', undefined, own.headers());
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ items_on_page: 2, cursors: { current: null, next: expect.any(String) } });
    expect(first.body.links.next).toContain(`${svc.url}/webhook/webhooks?limit=2&cursor=`);
    const second = await call('GET', first.body.links.next as string, undefined, own.headers());
    expect(second.body.meta).toMatchObject({ items_on_page: 1, cursors: { next: null } });
    expect(second.body.links.next).toBeNull();
    const listed = [...first.body.data, ...second.body.data].map((entry: Json) => entry.id);
    expect(listed).toEqual([...ids].sort());
    // A cursor of another application's list is refused.
    const foreign = await call('GET', `/webhook/webhooks?cursor=${encodeURIComponent(first.body.meta.cursors.next as string)}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.type_name).toBe('InvalidCursorError');
  });

  it('keeps applications and key modes apart: another tenant\'s subscription is not found', async () => {
    const mine = await create();
    const other = await svc.tenant();
    const { key: liveKey } = await svc.service.admin.createKey(tenant.appId, 'secret', 'live');
    const live = { authorization: `Bearer ${liveKey}`, 'x-svc-app-id': tenant.appId };
    for (const headers of [other.headers(), live]) {
      for (const [method, path, body] of [
        ['GET', `/webhook/webhooks/${mine.id}`],
        ['PATCH', `/webhook/webhooks/${mine.id}`, { status: 'disabled' }],
        ['DELETE', `/webhook/webhooks/${mine.id}`],
        ['POST', `/webhook/webhooks/${mine.id}/rotate-secret`],
      ] as const) {
        const answer = await call(method, path, body, headers);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body.type_name).toBe('EntityNotFoundError');
      }
      const list = await call('GET', '/webhook/webhooks', undefined, headers);
      expect(list.body.data.map((entry: Json) => entry.id)).not.toContain(mine.id);
    }
    // Untouched by the refused calls.
    expect((await call('GET', `/webhook/webhooks/${mine.id}`)).body.data).toMatchObject({ status: 'enabled' });
    // Ids that are not ours in any form are not found either.
    expect((await call('GET', '/webhook/webhooks/not-a-uuid')).status).toBe(404);
  });

  it('refuses public keys and unauthenticated calls', async () => {
    const { key } = await svc.service.admin.createKey(tenant.appId, 'public', 'sandbox');
    const publicKey = await call('GET', '/webhook/webhooks', undefined, { authorization: `Bearer ${key}`, 'x-svc-app-id': tenant.appId });
    expect(publicKey.status).toBe(401);
    expect(publicKey.body.type_name).toBe('UnauthorizedError');
    const none = await call('POST', '/webhook/webhooks', subscription(), {});
    expect(none.status).toBe(401);
  });

  it('refuses invalid requests with RequestValidationError', async () => {
    const { status: _status, ...withoutStatus } = subscription();
    const invalid: Array<[string, unknown]> = [
      ['no status', withoutStatus],
      ['unknown field', subscription({ secret: 'whsec_mine' })],
      ['unknown unified API', subscription({ unified_api: 'telepathy', events: ['*'] })],
      ['unknown event', subscription({ events: ['issue-tracking.ticket.exploded'] })],
      ['another API\'s event', subscription({ events: ['sms.message.created'] })],
      ['events not a list', subscription({ events: '*' })],
      ['status out of the enum', subscription({ status: 'paused' })],
      ['not a URL', subscription({ delivery_url: 'receiver.example/hooks' })],
      ['another scheme', subscription({ delivery_url: 'ftp://receiver.example/hooks' })],
      ['description too long', subscription({ description: 'x'.repeat(1025) })],
      ['not an object', ['*']],
    ];
    for (const [name, body] of invalid) {
      const answer = await call('POST', '/webhook/webhooks', body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.type_name, name).toBe('RequestValidationError');
    }
    const created = await create();
    for (const [name, body] of [
      ['read-only field', { unified_api: 'sms' }],
      ['another API\'s event', { events: ['customer-support.customer.created'] }],
      ['null URL', { delivery_url: null }],
    ] as const) {
      const answer = await call('PATCH', `/webhook/webhooks/${created.id}`, body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.type_name, name).toBe('RequestValidationError');
    }
    for (const query of ['limit=0', 'limit=201', 'limit=ten', 'colour=blue']) {
      const answer = await call('GET', `/webhook/webhooks?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.type_name, query).toBe('RequestValidationError');
    }
    // A Vault-only subscription takes Vault events, and nothing of the unified APIs.
    expect((await create({ unified_api: 'vault', events: ['vault.connection.token_refresh.failed'] })).status).toBe('enabled');
    expect((await call('POST', '/webhook/webhooks', subscription({ unified_api: 'vault', events: ['issue-tracking.ticket.created'] }))).status).toBe(400);
  });

  describe('the delivery URL check', () => {
    const refusedUrls: Array<[string, string]> = [
      ['plain http to a public host', 'http://receiver.example/hooks'],
      ['a private address', 'https://10.1.2.3/hooks'],
      ['a cloud metadata address', 'https://169.254.169.254/latest'],
      ['an IPv4-mapped private address', 'https://[::ffff:192.168.0.1]/hooks'],
      ['a name resolving to a private address', 'https://inside.example/hooks'],
      ['a name resolving to a link-local address', 'https://metadata.example/hooks'],
      ['a name with one internal address among public ones', 'https://rebind.example/hooks'],
      ['a name that does not resolve', 'https://nowhere.example/hooks'],
      ['credentials in the URL', 'https://user:pass@receiver.example/hooks'],
      ['plain http to a name resolving to a public address and loopback', 'http://half-loopback.example/hooks'],
    ];
    for (const [name, url] of refusedUrls) {
      it(`saves a subscription to ${name} disabled`, async () => {
        const created = await create({ delivery_url: url });
        expect(created).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_url_validation_failed', delivery_url: url });
        expect(created.secret).toMatch(/^whsec_/);
      });
    }

    it('lets a sandbox key deliver to this machine, over http too, and a live key only to public https', async () => {
      for (const url of ['http://127.0.0.1:4000/hooks', 'https://[::1]:4443/hooks', 'http://localhost:4000/hooks', 'http://loopback.example/hooks']) {
        expect(await create({ delivery_url: url }), url).toMatchObject({ status: 'enabled', disabled_reason: 'none' });
      }
      const { key } = await svc.service.admin.createKey(tenant.appId, 'secret', 'live');
      const live = { authorization: `Bearer ${key}`, 'x-svc-app-id': tenant.appId };
      for (const url of ['http://127.0.0.1:4000/hooks', 'https://127.0.0.1/hooks', 'https://localhost/hooks', 'https://loopback.example/hooks']) {
        expect(await create({ delivery_url: url }, live), url).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_url_validation_failed' });
      }
      expect(await create({ delivery_url: 'https://receiver.example:8443/hooks' }, live)).toMatchObject({ status: 'enabled' });
    });

    it('checks the URL again when it changes or the subscription is enabled again', async () => {
      const created = await create({ delivery_url: 'https://inside.example/hooks' });
      expect(created.status).toBe('disabled');
      // Enabling it without fixing the URL: still disabled, for the same reason.
      const stillBad = await call('PATCH', `/webhook/webhooks/${created.id}`, { status: 'enabled' });
      expect(stillBad.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_url_validation_failed' });
      // A URL that passes brings it back.
      const fixed = await call('PATCH', `/webhook/webhooks/${created.id}`, { delivery_url: 'https://receiver.example/fixed' });
      expect(fixed.body.data).toMatchObject({ status: 'enabled', disabled_reason: 'none', delivery_url: 'https://receiver.example/fixed' });
      // A URL that fails disables it, whatever status is asked for.
      const broken = await call('PATCH', `/webhook/webhooks/${created.id}`, { delivery_url: 'http://receiver.example/plain', status: 'enabled' });
      expect(broken.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_url_validation_failed' });
      // Fixed while asking for disabled: disabled by the caller, not by the service.
      const parked = await call('PATCH', `/webhook/webhooks/${created.id}`, { delivery_url: 'https://receiver.example/fixed', status: 'disabled' });
      expect(parked.body.data).toMatchObject({ status: 'disabled', disabled_reason: 'none' });
    });
  });

  it('rotates the signing secret, keeping the previous one valid for the overlap', async () => {
    const created = await create();
    clock += 1_000;
    const rotated = await call('POST', `/webhook/webhooks/${created.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ status_code: 200, status: 'OK', data: { id: created.id, status: 'enabled' } });
    const secret = rotated.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    expect((await call('GET', `/webhook/webhooks/${created.id}`)).body.data.secret).toBeUndefined();

    const row = await storedRow(created.id as string);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(row.previousSigningSecretExpiresAt?.getTime()).toBe(clock + ROTATION_OVERLAP_MS);
    // Deliveries are signed with both during the overlap, then with the new one only.
    expect(activeSigningSecrets(cipher(), row, new Date(clock))).toEqual([secret, created.secret]);
    expect(activeSigningSecrets(cipher(), row, new Date(clock + ROTATION_OVERLAP_MS - 1))).toEqual([secret, created.secret]);
    expect(activeSigningSecrets(cipher(), row, new Date(clock + ROTATION_OVERLAP_MS))).toEqual([secret]);

    // Rotating again keeps the latest previous secret, never an older one.
    const again = (await call('POST', `/webhook/webhooks/${created.id}/rotate-secret`)).body.data.secret as string;
    expect(activeSigningSecrets(cipher(), await storedRow(created.id as string), new Date(clock))).toEqual([again, secret]);
  });
});
