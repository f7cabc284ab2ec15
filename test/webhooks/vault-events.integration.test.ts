/**
 * Vault's connection changes as webhook events, end to end on loopback: a
 * Jira connection's life (OAuth consent, disable, enable, metadata, revoke,
 * delete), a token refresh that fails then recovers, and a consumer deleted
 * with its connections reach a test receiver as signed deliveries that the
 * `standardwebhooks` library verifies. Subscriptions of the connection's API
 * get the Vault events they list, `vault` ones every Vault event, others
 * none. The event is written in the change's own transaction; a change that
 * fails publishes nothing, and a listener that fails never fails the change.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import { selectRows } from '../../src/store/database.js';
import { VAULT_EVENT_TYPES } from '../../src/vault/events.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../src/webhooks/delivery/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

describe.each(BACKENDS)('Vault connection events (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let receiver: WebhookReceiver;
  let delivery: WebhookDelivery;
  const secrets: Record<string, string> = {};
  const logLines: Json[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(chunk.toString('utf8')) as Json);
          done();
        },
      }),
    );
    svc = await startTestService({ backend, emulators: [jiraEmulator], record: true, refreshTiming: { marginMs: 30_000, failureBackoffMs: 0 }, logger });
    tenant = await svc.tenant();
    receiver = await startWebhookReceiver();
    const subscriptions: Record<string, Json> = {
      // Issue Tracking, listing every Vault event: those of Issue Tracking connections.
      '/it-listed': { unified_api: 'issue-tracking', events: [...VAULT_EVENT_TYPES] },
      // Issue Tracking's own events only: `*` is not Vault's.
      '/it-star': { unified_api: 'issue-tracking', events: ['*'] },
      '/vault-star': { unified_api: 'vault', events: ['*'] },
      // Another API listing a Vault event: not about its connections.
      '/sms-listed': { unified_api: 'sms', events: ['vault.connection.created', 'vault.connection.deleted'] },
    };
    for (const [path, body] of Object.entries(subscriptions)) {
      const created = await call(`${svc.url}/webhook/webhooks`, {
        method: 'POST',
        headers: tenant.headers(),
        json: { ...body, delivery_url: `${receiver.url}${path}`, status: 'enabled' },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data.status).toBe('enabled');
      secrets[path] = created.body.data.secret as string;
    }
    delivery = startWebhookDelivery({ db: svc.store.db, keyring: svc.keyring, log: { warn() {}, error() {} }, pollIntervalMs: 20 });
  }, 60_000);
  afterAll(async () => {
    await delivery?.stop(1000);
    await receiver?.close();
    await svc?.close();
  });

  const connectionPath = '/vault/connections/issue-tracking/jira';
  const connection = (consumer: string) => call(`${svc.url}${connectionPath}`, { headers: tenant.headers(consumer) });
  const patch = (consumer: string, json: Json) => call(`${svc.url}${connectionPath}`, { method: 'PATCH', headers: tenant.headers(consumer), json });

  async function authorize(consumer: string): Promise<void> {
    const view = await connection(consumer);
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();
  }

  /** The verified payloads a path received about `consumer`, in arrival order. */
  function payloadsOf(path: string, consumer: string): Json[] {
    return receiver.received
      .filter((webhook) => webhook.path === path)
      .map((webhook) => verified(path, webhook))
      .filter((payload) => payload.consumer_id === consumer);
  }

  function verified(path: string, webhook: ReceivedWebhook): Json {
    return (new Webhook(secrets[path]!).verify(webhook.body, webhook.headers as Record<string, string>) as Json).payload as Json;
  }

  async function eventTypesAt(path: string, consumer: string, count: number): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    while (payloadsOf(path, consumer).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return payloadsOf(path, consumer).map((payload) => payload.event_type as string);
  }

  async function storedEventTypes(consumer: string): Promise<string[]> {
    const rows = await selectRows<{ type: string }>(svc.store.db, sql`select type from webhook_events where consumer_id = ${consumer} order by created_at, id`);
    return rows.map((row) => row.type);
  }

  it('delivers a connection\'s life, in order, to the subscriptions that want it, signed', async () => {
    await authorize('life');
    expect((await patch('life', { enabled: false })).status).toBe(200);
    expect((await patch('life', { enabled: true })).status).toBe(200);
    expect((await patch('life', { metadata: { plan: 'gold' } })).status).toBe(200);
    const revokeUrl = (await connection('life')).body.data.revoke_url as string;
    const revoked = await fetch(`${revokeUrl}&redirect_uri=${encodeURIComponent(`${svc.url}/connect/done`)}`, { redirect: 'manual' });
    expect(revoked.status).toBe(302);
    const deleted = await call(`${svc.url}${connectionPath}`, { method: 'DELETE', headers: tenant.headers('life') });
    expect(deleted.status).toBe(204);

    const life = [
      'vault.connection.created',
      'vault.connection.callable',
      'vault.connection.disabled',
      'vault.connection.updated',
      'vault.connection.updated',
      'vault.connection.updated',
      'vault.connection.revoked',
      'vault.connection.deleted',
    ];
    expect(await eventTypesAt('/vault-star', 'life', life.length)).toEqual(life);
    expect(await eventTypesAt('/it-listed', 'life', life.length)).toEqual(life);
    expect(payloadsOf('/it-star', 'life')).toEqual([]);
    expect(payloadsOf('/sms-listed', 'life')).toEqual([]);

    const [created, callable] = payloadsOf('/vault-star', 'life');
    expect(created).toMatchObject({
      event_type: 'vault.connection.created',
      unified_api: 'issue-tracking',
      service_id: 'jira',
      consumer_id: 'life',
      entity_id: 'issue-tracking+jira',
      entity_type: 'Connection',
      entity_url: `${svc.url}/vault/connections/issue-tracking/jira`,
      detected_by: 'service',
      execution_attempt: 1,
    });
    expect(created!.entity).toMatchObject({ id: 'issue-tracking+jira', consumer_id: 'life', unified_api: 'issue-tracking', service_id: 'jira', state: 'callable' });
    expect(JSON.stringify(created)).not.toMatch(/access_token|refresh_token/);
    expect(Date.parse(created!.occurred_at as string)).not.toBeNaN();
    expect(callable!.event_id).not.toBe(created!.event_id);
    const last = payloadsOf('/vault-star', 'life').at(-1)!;
    expect(last.entity).toMatchObject({ consumer_id: 'life', state: 'added' });

    // The entity URL reads the connection through the Vault API.
    const read = await call(created!.entity_url as string, { headers: tenant.headers('life') });
    expect(read.status).toBe(200);
  });

  it('reports a token refresh that fails, then the one that recovers', async () => {
    await authorize('refresh');
    svc.emulators.jira!.failNext('server_error');
    const failed = await call(`${svc.url}${connectionPath}/token`, { method: 'POST', headers: tenant.headers('refresh') });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const recovered = await call(`${svc.url}${connectionPath}/token`, { method: 'POST', headers: tenant.headers('refresh') });
    expect(recovered.status, recovered.text).toBe(200);
    // A refresh that follows a success is routine: no event.
    expect((await call(`${svc.url}${connectionPath}/token`, { method: 'POST', headers: tenant.headers('refresh') })).status).toBe(200);

    const expected = ['vault.connection.created', 'vault.connection.callable', 'vault.connection.token_refresh.failed', 'vault.connection.token_refresh.recovered'];
    expect(await eventTypesAt('/vault-star', 'refresh', expected.length)).toEqual(expected);
    expect(await storedEventTypes('refresh')).toEqual(expected);
  });

  it('reports each connection of a deleted consumer as deleted', async () => {
    expect((await patch('leaver', {})).status).toBe(200);
    const gone = await call(`${svc.url}/vault/consumers/leaver`, { method: 'DELETE', headers: tenant.headers() });
    expect(gone.status).toBe(200);
    const expected = ['vault.connection.created', 'vault.connection.deleted'];
    expect(await eventTypesAt('/vault-star', 'leaver', expected.length)).toEqual(expected);
    expect(payloadsOf('/vault-star', 'leaver')[1]!.entity).toMatchObject({ consumer_id: 'leaver', service_id: 'jira' });
  });

  it('writes the event with the change, publishes nothing for a change refused, and nothing for a write that changes nothing', async () => {
    expect((await patch('quick', { metadata: { a: 1 } })).status).toBe(200);
    // Read at once, no waiting: the event was committed with the change.
    expect(await storedEventTypes('quick')).toEqual(['vault.connection.created']);

    expectErrorEnvelope(await patch('quick', { settings: { no_such_setting: 'x' } }), 400, 'RequestValidationError');
    expect((await patch('quick', { metadata: { a: 1 } })).status).toBe(200);
    expect(await storedEventTypes('quick')).toEqual(['vault.connection.created']);
  });

  it('never fails a change for a listener that fails, and logs it', async () => {
    const changes = svc.service.vault.changes;
    const stopInTransaction = changes.listenInTransaction(async (tx) => {
      // A failing statement inside the change's transaction: rolled back alone, to its savepoint.
      await sql`select * from no_such_table`.execute(tx);
    });
    const stopAfter = changes.listen(() => {
      throw new Error('listener down');
    });
    try {
      expect((await patch('sturdy', {})).status).toBe(200);
      await changes.settled();
    } finally {
      stopInTransaction();
      stopAfter();
    }
    expect((await connection('sturdy')).body.data.state).not.toBe('available');
    expect(await storedEventTypes('sturdy')).toEqual(['vault.connection.created']);
    expect(await eventTypesAt('/vault-star', 'sturdy', 1)).toEqual(['vault.connection.created']);
    const warnings = logLines.filter((line) => line.event_type === 'vault.connection.created' && /listener of Vault's connection changes failed/.test(line.msg as string));
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringContaining('in the transaction'),
      expect.stringContaining('after the commit'),
    ]);
  });

  it('reports a refresh the platform refuses for good as failed, and the connection updated (invalid)', async () => {
    await authorize('refused');
    // Last in this file: every grant of the emulator is revoked.
    svc.emulators.jira!.oauth!.revokeAllGrants();
    const refused = await call(`${svc.url}${connectionPath}/token`, { method: 'POST', headers: tenant.headers('refused') });
    expectErrorEnvelope(refused, 401, 'ConnectorCredentialsError');
    const expected = ['vault.connection.created', 'vault.connection.callable', 'vault.connection.token_refresh.failed', 'vault.connection.updated'];
    expect(await eventTypesAt('/vault-star', 'refused', expected.length)).toEqual(expected);
    expect(payloadsOf('/vault-star', 'refused').at(-1)!.entity).toMatchObject({ state: 'invalid', health: 'needs_auth' });
  });
});
