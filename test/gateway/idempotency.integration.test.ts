/**
 * Idempotency-Key and X-Unique-Transaction-ID over real HTTP, with two service
 * instances on one database and the platform emulators counting what reaches
 * them: a retry gets the first answer and writes nothing again; a retry while
 * the first runs is 409 (on either instance); another request under the same
 * key is 422; a request that wrote nothing frees its key; one whose outcome
 * is unknown keeps it blocked; keys belong to one application and consumer.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { defineConnector } from '../../src/connectors/framework/define.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { openStore, type Store } from '../../src/store/database.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { waitFor } from '../helpers/wait.js';

const BRIEF_WINDOW_MS = 300;

/** Twilio under another id, declaring a short key window (as a platform with its own shorter window would). */
const twilioBrief = defineConnector({ ...twilio, id: 'twilio-brief', name: 'Twilio (brief key window)', idempotencyWindowMs: BRIEF_WINDOW_MS });

const message = (text: string) => ({ from: '+15005550006', to: '+15005550001', body: text });

describe.each(BACKENDS)('idempotency (%s)', (backend) => {
  let store: TestStore;
  let second: Store | undefined;
  let a: TestService;
  let b: TestService;
  let tenant: Tenant;
  const emulators: Record<'twilio' | 'zendesk' | 'jira', EmulatorHandle> = {} as never;

  beforeAll(async () => {
    emulators.twilio = await twilioEmulator.start({ record: true });
    emulators.zendesk = await zendeskEmulator.start({ record: true });
    emulators.jira = await jiraEmulator.start({ record: true });
    store = await openTestStore(backend);
    const masterKey = randomBytes(32);
    const connectors = new ConnectorRegistry([...CONNECTORS, twilioBrief]);
    a = await startTestService({ store, masterKey, connectors });
    // A second instance: its own connection pool on the same database (PostgreSQL), or the same embedded store.
    second = store.databaseUrl ? await openStore({ databaseUrl: store.databaseUrl, maxConnections: 5 }) : undefined;
    b = await startTestService({ store: second ? { ...second, databaseUrl: store.databaseUrl, dispose: () => second!.close() } : store, masterKey, connectors });
    for (const svc of [a, b]) {
      for (const [id, emulator] of Object.entries(emulators)) svc.targets.setSandboxUrl(id, emulator.url);
      svc.targets.setSandboxUrl('twilio-brief', emulators.twilio.url);
    }
    tenant = await a.tenant();
    for (const consumer of ['c1', 'c2']) await tenant.connect(consumer, 'sms', 'twilio', twilioSettings);
    await tenant.connect('c1', 'customer-support', 'zendesk', {
      subdomain: ZENDESK_DEMO_ACCOUNT.subdomain,
      email: ZENDESK_DEMO_ACCOUNT.email,
      api_token: ZENDESK_DEMO_ACCOUNT.apiToken,
    });
    await tenant.connect('c1', 'issue-tracking', 'jira', { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken });
    await tenant.connect('brief', 'sms', 'twilio-brief', twilioSettings);
  });
  afterAll(async () => {
    for (const emulator of Object.values(emulators)) emulator?.releaseDelayed();
    await b?.close();
    await a?.close();
    await second?.close();
    await store?.dispose();
    await Promise.all(Object.values(emulators).map((emulator) => emulator?.close()));
  });

  /** Writes that reached a platform: POSTs other than its searches. */
  const writes = (emulator: EmulatorHandle) => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && !exchange.path.includes('/search')).length;

  const send = (svc: TestService, path: string, body: unknown, headers: Record<string, string>, options: { consumer?: string; who?: Tenant; method?: string } = {}) =>
    call(`${svc.url}${path}`, { method: options.method ?? 'POST', headers: (options.who ?? tenant).headers(options.consumer ?? 'c1', headers), json: body });

  const sms = (svc: TestService, body: unknown, headers: Record<string, string>, options: { consumer?: string; who?: Tenant } = {}) =>
    send(svc, '/sms/messages', body, headers, options);

  const newKey = () => `key-${randomBytes(6).toString('hex')}`;

  function expectReplayOf(replay: CallResult, original: CallResult): void {
    expect(replay.status).toBe(original.status);
    expect(replay.body).toEqual(original.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(original.headers.get('idempotent-replayed')).toBeNull();
  }

  it('answers a retry with the first status and body and writes nothing again, on either instance', async () => {
    const key = newKey();
    const before = writes(emulators.twilio);
    const first = await sms(a, message('once'), { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    for (const svc of [a, b, a]) expectReplayOf(await sms(svc, message('once'), { 'idempotency-key': key }), first);
    expect(writes(emulators.twilio)).toBe(before + 1);
  });

  it('treats a quoted key as the bare one and a body in another key order as the same body', async () => {
    const key = newKey();
    const first = await sms(a, { from: '+15005550006', to: '+15005550001', body: 'order' }, { 'idempotency-key': `"${key}"` });
    expect(first.status, first.text).toBe(201);
    expectReplayOf(await sms(b, { body: 'order', to: '+15005550001', from: '+15005550006' }, { 'idempotency-key': key }), first);
  });

  it('refuses the same key for a different body, route or connector with 422, and writes nothing', async () => {
    const key = newKey();
    expect((await sms(a, message('first'), { 'idempotency-key': key })).status).toBe(201);
    const before = writes(emulators.twilio) + writes(emulators.zendesk);
    const otherBody = await sms(b, message('second'), { 'idempotency-key': key });
    expectErrorEnvelope(otherBody, 422, 'IdempotencyKeyReusedError');
    expect(otherBody.body.detail).toMatchObject({ first_used_for: 'POST /sms/messages' });
    const otherRoute = await send(a, '/customer-support/customers', { first_name: 'Ada', last_name: 'Lovelace' }, { 'idempotency-key': key });
    expectErrorEnvelope(otherRoute, 422, 'IdempotencyKeyReusedError');
    expect(writes(emulators.twilio) + writes(emulators.zendesk)).toBe(before);
  });

  it('answers 409 to a retry while the first request runs, on the other instance too, then replays its answer', async () => {
    const key = newKey();
    const before = writes(emulators.twilio);
    emulators.twilio.delayNext(20_000);
    const pending = sms(a, message('slow'), { 'idempotency-key': key });
    await waitFor(() => writes(emulators.twilio) === before + 1, 'the create to reach Twilio');
    for (const svc of [a, b]) {
      const busy = await sms(svc, message('slow'), { 'idempotency-key': key });
      expectErrorEnvelope(busy, 409, 'IdempotencyKeyInUseError');
      expect(busy.body.detail).toMatchObject({ state: 'running' });
    }
    emulators.twilio.releaseDelayed();
    const first = await pending;
    expect(first.status, first.text).toBe(201);
    expectReplayOf(await sms(b, message('slow'), { 'idempotency-key': key }), first);
    expect(writes(emulators.twilio)).toBe(before + 1);
  });

  it('lets exactly one of many concurrent requests with one key reach the platform', async () => {
    const key = newKey();
    const before = writes(emulators.twilio);
    emulators.twilio.delayNext(20_000);
    const results: CallResult[] = [];
    const all = [a, b, a, b, a, b].map((svc) => sms(svc, message('race'), { 'x-unique-transaction-id': key }).then((result) => results.push(result)));
    await waitFor(() => results.length === 5, 'the five losers to be answered');
    for (const result of results) expectErrorEnvelope(result, 409, 'IdempotencyKeyInUseError');
    emulators.twilio.releaseDelayed();
    await Promise.all(all);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(writes(emulators.twilio)).toBe(before + 1);
  });

  it('honours X-Unique-Transaction-ID on the create of every unified API', async () => {
    const cases: Array<[EmulatorHandle, string, unknown]> = [
      [emulators.twilio, '/sms/messages', message('transaction')],
      [emulators.zendesk, '/customer-support/customers', { first_name: 'Grace', last_name: 'Hopper', emails: [{ email: `${newKey()}@example.com`, type: 'primary' }] }],
      [emulators.jira, '/issue-tracking/collections/10003/tickets', { subject: 'Idempotent ticket' }],
    ];
    for (const [emulator, path, body] of cases) {
      const key = newKey();
      const before = writes(emulator);
      const first = await send(a, path, body, { 'x-unique-transaction-id': key });
      expect(first.status, `${path}: ${first.text}`).toBe(201);
      expectReplayOf(await send(b, path, body, { 'x-unique-transaction-id': key }), first);
      expect(writes(emulator), path).toBe(before + 1);
    }
  });

  it('keeps keys per application, consumer and header', async () => {
    const key = newKey();
    const other = await a.tenant();
    await other.connect('c1', 'sms', 'twilio', twilioSettings);
    const before = writes(emulators.twilio);
    const answers = [
      await sms(a, message('scoped'), { 'idempotency-key': key }),
      await sms(b, message('scoped'), { 'idempotency-key': key }, { who: other }),
      await sms(a, message('scoped'), { 'idempotency-key': key }, { consumer: 'c2' }),
      await sms(b, message('scoped'), { 'x-unique-transaction-id': key }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(4);
    expect(writes(emulators.twilio)).toBe(before + 4);
  });

  it('refuses malformed keys and both headers at once with 400, before anything is sent', async () => {
    const before = writes(emulators.twilio);
    const bad = ['', 'x'.repeat(256), '""', '"unterminated', 'tab\there', 'cl\u00e9'];
    for (const value of bad) {
      const result = await sms(a, message('bad key'), { 'idempotency-key': value });
      expectErrorEnvelope(result, 400, 'RequestHeadersValidationError');
      expect(result.body.message, JSON.stringify(value)).toMatch(/Idempotency-Key/);
    }
    const both = await sms(a, message('bad key'), { 'idempotency-key': newKey(), 'x-unique-transaction-id': newKey() });
    expectErrorEnvelope(both, 400, 'RequestHeadersValidationError');
    expect(writes(emulators.twilio)).toBe(before);
    expect((await sms(a, message('long key'), { 'idempotency-key': `${newKey()}${'x'.repeat(239)}` })).status).toBe(201);
  });

  it('refuses a key on an operation that does not honour it with 400', async () => {
    const id = (await sms(a, message('target'), {})).body.data.id as string;
    const cases: Array<[string, string, Record<string, string>, unknown?]> = [
      ['GET', '/sms/messages', { 'idempotency-key': newKey() }],
      ['GET', `/sms/messages/${id}`, { 'x-unique-transaction-id': newKey() }],
      ['PATCH', `/sms/messages/${id}`, { 'idempotency-key': newKey() }, { ...message(''), body: '' }],
      ['PATCH', `/sms/messages/${id}`, { 'x-unique-transaction-id': newKey() }, { ...message(''), body: '' }],
      ['DELETE', `/sms/messages/${id}`, { 'idempotency-key': newKey() }],
      ['GET', '/issue-tracking/collections', { 'idempotency-key': newKey() }],
    ];
    for (const [method, path, headers, body] of cases) {
      const result = await call(`${a.url}${path}`, { method, headers: tenant.headers('c1', headers), ...(body ? { json: body } : {}) });
      expectErrorEnvelope(result, 400, 'IdempotencyKeyNotSupportedError');
    }
    expect((await call(`${a.url}/sms/messages/${id}`, { headers: tenant.headers('c1') })).status).toBe(200);
  });

  it('frees the key of a request that wrote nothing, so it can be fixed and retried', async () => {
    const key = newKey();
    const invalid = await sms(a, { from: '+15005550006', body: 'no recipient' }, { 'idempotency-key': key });
    expectErrorEnvelope(invalid, 400, 'RequestValidationError');
    const noConnection = await sms(a, message('fixed'), { 'idempotency-key': key }, { consumer: 'nobody' });
    expectErrorEnvelope(noConnection, 404, 'ConnectionNotFoundError');
    // The platform refused the credentials: it acted on nothing.
    emulators.twilio.failNext('unauthorized');
    expectErrorEnvelope(await sms(b, message('fixed'), { 'idempotency-key': key }), 401, 'ConnectorCredentialsError');
    const before = writes(emulators.twilio);
    const fixed = await sms(a, message('fixed'), { 'idempotency-key': key });
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(writes(emulators.twilio)).toBe(before + 1);
  });

  it('remembers an error the platform answered, and replays it', async () => {
    const key = newKey();
    const first = await sms(a, { from: '+15005550006', to: 'not-a-number', body: 'x' }, { 'idempotency-key': key });
    expectErrorEnvelope(first, 400, 'ConnectorExecutionError');
    const before = writes(emulators.twilio);
    const replay = await sms(b, { from: '+15005550006', to: 'not-a-number', body: 'x' }, { 'idempotency-key': key });
    expectReplayOf(replay, first);
    expect(Object.keys(replay.body)).toEqual(Object.keys(first.body));
    expect(writes(emulators.twilio)).toBe(before);
  });

  it('keeps the key blocked when the platform received the write but its answer never came', async () => {
    const key = newKey();
    const before = writes(emulators.twilio);
    emulators.twilio.delayNext(20_000);
    const timedOut = await sms(a, message('lost answer'), { 'idempotency-key': key, 'x-svc-timeout': '300' });
    expectErrorEnvelope(timedOut, 504, 'ConnectorTimeoutError');
    emulators.twilio.releaseDelayed();
    expect(writes(emulators.twilio)).toBe(before + 1);
    for (const svc of [a, b]) {
      const retry = await sms(svc, message('lost answer'), { 'idempotency-key': key });
      expectErrorEnvelope(retry, 409, 'IdempotencyKeyInUseError');
      expect(retry.body.detail).toMatchObject({ state: 'outcome_unknown' });
      expect(retry.body.message).toMatch(/outcome .* is unknown/);
    }
    expect(writes(emulators.twilio)).toBe(before + 1);
  });

  it('remembers a key 24 hours, or the connector\'s shorter window, and forgets it after', async () => {
    const rowOf = (key: string) => store.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    const daily = newKey();
    expect((await sms(a, message('daily'), { 'idempotency-key': daily })).status).toBe(201);
    const dailyRow = await rowOf(daily);
    expect(dailyRow.expiresAt.getTime() - dailyRow.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    const brief = newKey();
    const first = await sms(a, message('brief'), { 'idempotency-key': brief }, { consumer: 'brief' });
    expect(first.status, first.text).toBe(201);
    const briefRow = await rowOf(brief);
    expect(briefRow.expiresAt.getTime() - briefRow.createdAt.getTime()).toBe(BRIEF_WINDOW_MS);
    // Past the window (by the database's clock, which decides), the key is new again.
    const expired = async () =>
      (await store.db.selectFrom('idempotencyKeys').select('key').where('key', '=', brief).where('expiresAt', '<=', sql<Date>`now()`).execute()).length === 1;
    await waitFor(expired, 'the key to expire');
    const before = writes(emulators.twilio);
    const again = await sms(b, message('brief'), { 'idempotency-key': brief }, { consumer: 'brief' });
    expect(again.status, again.text).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.data.id).not.toBe(first.body.data.id);
    expect(writes(emulators.twilio)).toBe(before + 1);
  });
});
