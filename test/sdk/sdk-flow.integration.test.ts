/**
 * The typed client (packages/sdk) against the running service, for a whole
 * flow: a consumer and its Twilio connection made through the Vault API, the
 * catalog read through the Connector API, messages listed page by page with
 * the cursors, one created (and replayed with an Idempotency-Key) and read
 * back, a platform call through the Proxy API, a webhook subscription, and typed error envelopes for
 * bad requests. The `@ts-expect-error` lines below are checked by
 * `tsc --noEmit` (npm test): the client's types refuse wrong paths,
 * parameters, fields and error types.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcClient, isSvcApiError, SvcApiError, unwrap, type Schema, type SvcClient } from '@unified-integration-api/sdk';
import { buildOfflineDocuments } from '../../src/server/offline-documents.js';
import { SEEDED_MESSAGE_COUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const newMessage = { from: '+15005550006', to: '+15005550001', body: 'Sent through the typed client' };

describe('typed client (packages/sdk)', () => {
  let svc: TestService;
  let tenant: Tenant;
  let consumerId: string;
  /** A client without a consumer: application-wide Vault and Connector API calls. */
  let app: SvcClient<'x-svc-app-id'>;
  /** A client acting for the consumer. */
  let client: SvcClient<'x-svc-app-id' | 'x-svc-consumer-id'>;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator] });
    tenant = await svc.tenant();
    consumerId = `sdk-${randomBytes(4).toString('hex')}`;
    app = createSvcClient({ baseUrl: `${svc.url}/`, apiKey: tenant.key, appId: tenant.appId });
    client = createSvcClient({ baseUrl: svc.url, apiKey: tenant.key, appId: tenant.appId, consumerId });
  });
  afterAll(() => svc.close());

  it('is generated from the documents the service serves', async () => {
    const offline = await buildOfflineDocuments({ publicUrl: svc.url });
    for (const { id, document } of offline) {
      const served = await fetch(`${svc.url}/openapi/${id}.json`);
      expect(served.status).toBe(200);
      expect(await served.json(), id).toEqual(document);
    }
  });

  it('creates a consumer and connects Twilio through the Vault API', async () => {
    const created = await app.POST('/vault/consumers', { body: { consumer_id: consumerId, metadata: { account_name: 'SDK flow' } } });
    expect(created.error).toBeUndefined();
    expect(created.response.status).toBe(200);
    expect(created.data?.data.consumer_id).toBe(consumerId);

    const connected = await unwrap(
      client.PATCH('/vault/connections/{unified_api}/{service_id}', {
        params: { path: { unified_api: 'sms', service_id: 'twilio' } },
        body: { settings: twilioSettings },
      }),
    );
    expect(connected.data).toMatchObject({ service_id: 'twilio', unified_api: 'sms', state: 'callable', enabled: true });
    // Secrets come back masked.
    expect(connected.data.settings).toMatchObject({ account_sid: twilioSettings.account_sid, auth_token: '********' });

    const consumer = await unwrap(app.GET('/vault/consumers/{consumer_id}', { params: { path: { consumer_id: consumerId } } }));
    expect(consumer.data.consumer_id).toBe(consumerId);
    expect(consumer.data.metadata?.account_name).toBe('SDK flow');

    const connections = await unwrap(client.GET('/vault/connections', { params: { query: { api: 'sms' } } }));
    expect(connections.data.find((connection) => connection.service_id === 'twilio')?.state).toBe('callable');
  });

  it('subscribes to events and rotates the signing secret through the Webhook API', async () => {
    const created = await unwrap(
      app.POST('/webhook/webhooks', {
        body: { unified_api: 'sms', delivery_url: 'http://127.0.0.1:9/hooks', events: ['*'], status: 'enabled' },
      }),
    );
    expect(created.data).toMatchObject({ unified_api: 'sms', status: 'enabled', disabled_reason: 'none', secret: expect.stringMatching(/^whsec_/) });
    const rotated = await unwrap(app.POST('/webhook/webhooks/{id}/rotate-secret', { params: { path: { id: created.data.id } } }));
    expect(rotated.data.secret).not.toBe(created.data.secret);
    // @ts-expect-error: a read answer has no secret
    expect((await unwrap(app.GET('/webhook/webhooks/{id}', { params: { path: { id: created.data.id } } }))).data.secret).toBeUndefined();
    await unwrap(app.DELETE('/webhook/webhooks/{id}', { params: { path: { id: created.data.id } } }));
  });

  it('reads the catalog through the Connector API', async () => {
    const twilio = await unwrap(app.GET('/connector/connectors/{id}', { params: { path: { id: 'twilio' } } }));
    expect(twilio.data).toMatchObject({ id: 'twilio', unified_apis: [expect.objectContaining({ id: 'sms' })] });
    const coverage = await unwrap(
      app.GET('/connector/apis/{id}/resources/{resource_id}/coverage', { params: { path: { id: 'sms', resource_id: 'messages' } } }),
    );
    expect(coverage.data.coverage.map((entry) => entry.service_id)).toContain('twilio');
  });

  it('lists messages page by page with the cursors', async () => {
    const seen = new Set<string>();
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await unwrap(client.GET('/sms/messages', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } }));
      expect(page).toMatchObject({ status_code: 200, service: 'twilio', resource: 'messages', operation: 'all' });
      expect(page.meta.items_on_page).toBe(page.data.length);
      for (const message of page.data) {
        expect(message.id).toBeTypeOf('string');
        seen.add(message.id as string);
      }
      cursor = page.meta.cursors?.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(cursor).toBeNull();
    expect(pages).toBe(Math.ceil(SEEDED_MESSAGE_COUNT / 100));
    expect(seen.size).toBe(SEEDED_MESSAGE_COUNT);
  });

  it('creates a message, replays it under its Idempotency-Key, and reads it back', async () => {
    const key = `sdk-${randomBytes(6).toString('hex')}`;
    const create = () => client.POST('/sms/messages', { params: { header: { 'Idempotency-Key': key } }, body: newMessage });
    const first = await create();
    expect(first.response.status).toBe(201);
    const id = first.data?.data.id;
    expect(id).toBeTypeOf('string');

    const replay = await create();
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data?.data.id).toBe(id);

    const read = await unwrap(client.GET('/sms/messages/{id}', { params: { path: { id: id as string }, query: { fields: 'id,from,to,body,direction' } } }));
    const message: Schema<'sms', 'Message'> = read.data;
    expect(message).toEqual({ id, ...newMessage, direction: 'outbound-api' });
  });

  it('calls the platform through the Proxy API with the stored credentials', async () => {
    const result = await client.GET('/proxy', {
      params: { header: { 'x-svc-service-id': 'twilio', 'x-svc-downstream-url': '/2010-04-01/Accounts/{account_sid}/Messages.json?PageSize=2' } },
      parseAs: 'json',
    });
    expect(result.response.status).toBe(200);
    expect((result.data as { messages: unknown[] }).messages).toHaveLength(2);
  });

  it('returns the error envelope typed, or throws it with unwrap', async () => {
    const invalid = await client.GET('/sms/messages', { params: { query: { limit: 500 } } });
    expect(invalid.data).toBeUndefined();
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ status_code: 400, type_name: 'RequestValidationError' });
    expect(invalid.error?.ref).toBe(`${svc.url}/errors/RequestValidationError`);

    const thrown = await unwrap(client.GET('/sms/messages/{id}', { params: { path: { id: 'SM00000000000000000000000000000000' } } })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(SvcApiError);
    expect(isSvcApiError(thrown, 'EntityNotFoundError')).toBe(true);
    expect(isSvcApiError(thrown, 'RequestValidationError')).toBe(false);
    const error = thrown as SvcApiError;
    expect(error.status).toBe(404);
    expect(error.typeName).toBe('EntityNotFoundError');
    expect(error.requestId).toBeTruthy();
    expect(error.message).toMatch(/^EntityNotFoundError: /);

    // A client made without a consumer: the types refuse the unified call, and so does the service.
    // @ts-expect-error x-svc-consumer-id is required when the client does not send it
    const anonymous = await app.GET('/sms/messages');
    expect(anonymous.response.status).toBe(400);
    expect(anonymous.error?.type_name).toBe('RequestHeadersValidationError');

    const badKey = createSvcClient({ baseUrl: svc.url, apiKey: 'sk_sandbox_wrong', appId: tenant.appId, consumerId });
    const refused = await badKey.GET('/sms/messages');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.type_name).toBe('UnauthorizedError');
  });
});

/**
 * Never run: compiled by `tsc --noEmit`, which fails when a line marked
 * `@ts-expect-error` compiles (the client's types let a mistake through).
 */
export function typeChecks(client: SvcClient<'x-svc-app-id' | 'x-svc-consumer-id'>, app: SvcClient<'x-svc-app-id'>): void {
  // @ts-expect-error a path the service does not serve
  void client.GET('/sms/mesages');
  // @ts-expect-error a query parameter the list does not take
  void client.GET('/sms/messages', { params: { query: { limt: 5 } } });
  // @ts-expect-error limit is a number
  void client.GET('/sms/messages', { params: { query: { limit: '5' } } });
  // @ts-expect-error the path parameter is missing
  void client.GET('/sms/messages/{id}', { params: { path: {} } });
  // @ts-expect-error a field the message model does not have
  void client.POST('/sms/messages', { body: { ...newMessage, colour: 'red' } });
  // @ts-expect-error `to` is required on create
  void client.POST('/sms/messages', { body: { from: newMessage.from, body: newMessage.body } });
  // @ts-expect-error id is read-only: answers carry it, bodies do not
  void client.POST('/sms/messages', { body: { ...newMessage, id: 'SM1' } });
  // @ts-expect-error the SMS list honours no Idempotency-Key
  void client.GET('/sms/messages', { params: { header: { 'Idempotency-Key': 'k' } } });
  // @ts-expect-error a client made without a consumer must name one for a unified call
  void app.GET('/sms/messages');
  // @ts-expect-error the Proxy API needs the platform URL
  void client.GET('/proxy', { params: { header: { 'x-svc-service-id': 'twilio' } } });
  void client.GET('/sms/messages').then(({ error }) => {
    // @ts-expect-error not an error type of the service
    if (error?.type_name === 'NoSuchError') return;
  });
  // The same calls, correct, compile.
  void client.GET('/sms/messages', { params: { query: { limit: 5 } } });
  void app.GET('/sms/messages', { params: { header: { 'x-svc-consumer-id': 'someone' } } });
  void client.POST('/sms/messages', { body: newMessage });
}
