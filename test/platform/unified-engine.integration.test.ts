/**
 * The unified engine end to end over HTTP: connection resolution, paging and
 * cursors, fields, raw, filters and sort checks, write validation, and the
 * mapping of downstream failures. Twilio (and a second Twilio account under
 * another connector id) exercise the real path; a test-only tracker connector
 * with deliberately partial coverage exercises the "unsupported" answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement } from '../../src/connectors/framework/define.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { tickets } from '../../src/unified/issue-tracking/tickets.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The same platform under a second connector id, to have two connections for one unified API. */
const twilioSecondary = defineConnector({ ...twilio, id: 'twilio-secondary', name: 'Twilio (second account)' });

/** Partial coverage on purpose: lists without paging, one filter, one sort field, no delete. */
const partialTracker = defineConnector({
  id: 'partial-tracker',
  name: 'Partial Tracker',
  description: 'Test connector with partial coverage.',
  websiteUrl: 'https://tracker.invalid',
  status: 'beta',
  authType: 'apiKey',
  settings: [{ id: 'token', label: 'Token', type: 'password', required: true, sensitive: true }],
  auth: bearerAuth('token'),
  liveBaseUrl: () => 'https://tracker.invalid',
  hosts: ['tracker.invalid'],
  paging: 'cursor',
  rateLimit: { documented: 'none', retryAfterSeconds: () => undefined },
  resources: [
    implement(tickets, {
      downstream: { id: 'issues', name: 'Issues' },
      list: {
        paging: false,
        filters: ['status'],
        sortBy: ['created_at'],
        async run(_ctx, params) {
          return { items: [{ id: '1', subject: `filter=${JSON.stringify(params.filter)} sort=${JSON.stringify(params.sort)}` }, { id: '2', subject: 'second' }], next: null };
        },
      },
      async one(ctx, { id }) {
        // Calls a downstream that never answers: the timeout path.
        await ctx.http.request({ method: 'GET', path: `/issues/${id}` });
        return { id };
      },
    }),
  ],
});

for (const backend of BACKENDS) {
  describe(`unified engine (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let silent: Server;
    const twilioHeaders = () => tenant.headers('solo');

    beforeAll(async () => {
      svc = await startTestService({
        backend,
        emulators: [twilioEmulator],
        record: true,
        connectors: new ConnectorRegistry([twilio, twilioSecondary, partialTracker]),
        config: { downstreamTimeoutMs: 300 },
      });
      svc.targets.setSandboxUrl('twilio-secondary', svc.emulators.twilio!.url);
      silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      svc.targets.setSandboxUrl('partial-tracker', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      tenant = await svc.tenant();
      await tenant.connect('solo', 'sms', 'twilio', twilioSettings);
      await tenant.connect('duo', 'sms', 'twilio', twilioSettings);
      await tenant.connect('duo', 'sms', 'twilio-secondary', twilioSettings);
      await tenant.connect('tracker', 'issue-tracking', 'partial-tracker', { token: 't' });
    });
    afterAll(async () => {
      silent.closeAllConnections();
      silent.close();
      await svc.close();
    });

    describe('connection resolution', () => {
      it('needs x-svc-consumer-id', async () => {
        expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers() }), 400, 'RequestHeadersValidationError');
      });

      it('answers ConnectionNotFoundError when the consumer has no connection for the API', async () => {
        expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers('nobody') }), 404, 'ConnectionNotFoundError');
        expectErrorEnvelope(await call(`${svc.url}/customer-support/customers`, { headers: twilioHeaders() }), 404, 'ConnectionNotFoundError');
      });

      it('asks for x-svc-service-id when there are several connections, and honours it', async () => {
        const ambiguous = await call(`${svc.url}/sms/messages`, { headers: tenant.headers('duo') });
        expectErrorEnvelope(ambiguous, 400, 'RequestHeadersValidationError');
        expect(ambiguous.body.detail.connections.sort()).toEqual(['twilio', 'twilio-secondary']);
        for (const serviceId of ['twilio', 'twilio-secondary']) {
          const chosen = await call(`${svc.url}/sms/messages?limit=1`, { headers: tenant.headers('duo', { 'x-svc-service-id': serviceId }) });
          expect(chosen.status).toBe(200);
          expect(chosen.body.service).toBe(serviceId);
        }
      });

      it('answers ConnectorNotFoundError for an unknown connector id, ConnectionNotFoundError for a known one not connected', async () => {
        expectErrorEnvelope(
          await call(`${svc.url}/sms/messages`, { headers: tenant.headers('solo', { 'x-svc-service-id': 'twillio' }) }),
          404,
          'ConnectorNotFoundError',
        );
        expectErrorEnvelope(
          await call(`${svc.url}/sms/messages`, { headers: tenant.headers('solo', { 'x-svc-service-id': 'partial-tracker' }) }),
          404,
          'ConnectorNotFoundError',
        );
        expectErrorEnvelope(
          await call(`${svc.url}/sms/messages`, { headers: tenant.headers('solo', { 'x-svc-service-id': 'twilio-secondary' }) }),
          404,
          'ConnectionNotFoundError',
        );
      });

      it('answers ConnectionSettingsError when required settings are missing, ConnectorDisabledError when disabled', async () => {
        await tenant.connect('partial', 'sms', 'twilio', { account_sid: twilioSettings.account_sid });
        const missing = await call(`${svc.url}/sms/messages`, { headers: tenant.headers('partial') });
        expectErrorEnvelope(missing, 422, 'ConnectionSettingsError');
        expect(missing.body.detail.missing).toEqual(['auth_token']);

        await tenant.connect('off', 'sms', 'twilio', twilioSettings);
        const disable = await call(`${svc.url}/vault/connections/sms/twilio`, {
          method: 'PATCH',
          headers: tenant.headers('off'),
          json: { enabled: false },
        });
        expect(disable.body.data.enabled).toBe(false);
        expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers('off') }), 401, 'ConnectorDisabledError');
      });

      it('answers ConnectorCredentialsError when the platform refuses the credentials', async () => {
        await tenant.connect('wrong', 'sms', 'twilio', { ...twilioSettings, auth_token: 'f'.repeat(32) });
        const refused = await call(`${svc.url}/sms/messages`, { headers: tenant.headers('wrong') });
        expectErrorEnvelope(refused, 401, 'ConnectorCredentialsError');
        expect(refused.body.detail.downstream_status).toBe(401);
      });
    });

    describe('paging', () => {
      it('validates limit: 1 to 200, default 20', async () => {
        for (const limit of ['0', '201', 'abc', '1.5', '-3']) {
          expectErrorEnvelope(await call(`${svc.url}/sms/messages?limit=${limit}`, { headers: twilioHeaders() }), 400, 'RequestValidationError');
        }
        const page = await call(`${svc.url}/sms/messages`, { headers: twilioHeaders() });
        expect(page.body.meta.items_on_page).toBe(20);
        expect((await call(`${svc.url}/sms/messages?limit=200`, { headers: twilioHeaders() })).body.data).toHaveLength(200);
      });

      it('walks the whole list through meta.cursors.next, without duplicates', async () => {
        const seen = new Set<string>();
        let cursor: string | null = null;
        let pages = 0;
        do {
          const result: { body: any } = await call(`${svc.url}/sms/messages?limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
            headers: twilioHeaders(),
          });
          for (const message of result.body.data) seen.add(message.id);
          expect(result.body.meta.items_on_page).toBe(result.body.data.length);
          expect(result.body.meta.cursors.current).toBe(cursor);
          cursor = result.body.meta.cursors.next;
          pages++;
        } while (cursor !== null && pages < 20);
        expect(cursor).toBeNull();
        const total = (await call(`${svc.url}/sms/messages?limit=200`, { headers: twilioHeaders() })).body.data.length;
        expect(seen.size).toBeGreaterThanOrEqual(250);
        expect(pages).toBe(Math.ceil(seen.size / 60));
        expect(total).toBe(200);
      });

      it('gives absolute links that work, and a previous cursor that goes back', async () => {
        const first = await call(`${svc.url}/sms/messages?limit=5&fields=id`, { headers: twilioHeaders() });
        expect(first.body.links.current).toBe(`${svc.url}/sms/messages?limit=5&fields=id`);
        expect(first.body.links.previous).toBeNull();
        const second = await call(first.body.links.next, { headers: twilioHeaders() });
        expect(second.status).toBe(200);
        expect(second.body.data[0]).toEqual({ id: expect.any(String) });
        expect(second.body.data.map((m: { id: string }) => m.id)).not.toContain(first.body.data[0].id);
        const back = await call(second.body.links.previous, { headers: twilioHeaders() });
        expect(back.body.data).toEqual(first.body.data);
      });

      it('refuses forged, altered and foreign cursors with InvalidCursorError', async () => {
        const page = await call(`${svc.url}/sms/messages?limit=2`, { headers: tenant.headers('duo', { 'x-svc-service-id': 'twilio' }) });
        const cursor = page.body.meta.cursors.next as string;
        const onOtherConnector = await call(`${svc.url}/sms/messages?cursor=${encodeURIComponent(cursor)}`, {
          headers: tenant.headers('duo', { 'x-svc-service-id': 'twilio-secondary' }),
        });
        expectErrorEnvelope(onOtherConnector, 400, 'InvalidCursorError');
        expect(onOtherConnector.body.detail.cursor).toContain('twilio');
        const onOtherConsumer = await call(`${svc.url}/sms/messages?cursor=${encodeURIComponent(cursor)}`, { headers: twilioHeaders() });
        expectErrorEnvelope(onOtherConsumer, 400, 'InvalidCursorError');
        const forged = Buffer.from(JSON.stringify({ c: 'twilio', r: 'sms/messages', s: '/2010-04-01/Accounts/ACx/Messages.json' })).toString('base64url');
        for (const bad of [`${forged}.AAAA`, 'garbage', cursor.slice(0, -2)]) {
          expectErrorEnvelope(await call(`${svc.url}/sms/messages?cursor=${encodeURIComponent(bad)}`, { headers: twilioHeaders() }), 400, 'InvalidCursorError');
        }
      });

      it('answers a list that cannot page whole: a limit it fits in is met, a smaller limit and a cursor refused', async () => {
        const base = `${svc.url}/issue-tracking/collections/P1/tickets`;
        const headers = tenant.headers('tracker');
        const whole = await call(base, { headers });
        expect(whole.status).toBe(200);
        expect(whole.body.data.map((ticket: { id: string }) => ticket.id)).toEqual(['1', '2']);
        for (const limit of [2, 20, 200]) {
          const page = await call(`${base}?limit=${limit}&raw=false`, { headers });
          expect(page.status, `limit=${limit}`).toBe(200);
          expect(page.body.data).toEqual(whole.body.data);
          expect(page.body.meta.cursors.next).toBeNull();
        }
        const tooSmall = await call(`${base}?limit=1`, { headers });
        expectErrorEnvelope(tooSmall, 400, 'PaginationNotSupportedError');
        expect(tooSmall.body.detail).toMatchObject({ limit: 1, items: 2 });
        expectErrorEnvelope(await call(`${base}?cursor=abc`, { headers }), 400, 'PaginationNotSupportedError');
        expectErrorEnvelope(await call(`${base}?cursor=abc&limit=20`, { headers }), 400, 'PaginationNotSupportedError');
      });
    });

    describe('fields, raw, filters and sort', () => {
      it('projects with fields and refuses unknown fields', async () => {
        const page = await call(`${svc.url}/sms/messages?limit=3&fields=id,price.currency`, { headers: twilioHeaders() });
        for (const message of page.body.data) expect(Object.keys(message).sort()).toEqual(['id', 'price']);
        expect(page.body.data[0].price).toEqual({ currency: 'USD' });
        expectErrorEnvelope(await call(`${svc.url}/sms/messages?fields=id,nope`, { headers: twilioHeaders() }), 400, 'RequestValidationError');
      });

      it('adds the untouched downstream exchange with raw=true or x-svc-raw, never the credentials', async () => {
        const viaQuery = await call(`${svc.url}/sms/messages?limit=1&raw=true`, { headers: twilioHeaders() });
        const viaHeader = await call(`${svc.url}/sms/messages?limit=1`, { headers: tenant.headers('solo', { 'x-svc-raw': 'true' }) });
        for (const result of [viaQuery, viaHeader]) {
          const [exchange] = result.body._raw.calls;
          expect(exchange.request.url).toContain('/Messages.json?PageSize=1');
          expect(exchange.response.status_code).toBe(200);
          expect(exchange.response.body.messages[0].sid).toBe(result.body.data[0].id);
          expect(result.text).not.toContain(twilioSettings.auth_token);
        }
        expect((await call(`${svc.url}/sms/messages?limit=1`, { headers: twilioHeaders() })).body._raw).toBeUndefined();
        expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers('solo', { 'x-svc-raw': 'yes' }) }), 400, 'RequestHeadersValidationError');
      });

      it('tells invalid filters and sort fields from valid ones the connector lacks', async () => {
        const base = `${svc.url}/issue-tracking/collections/P1/tickets`;
        const headers = tenant.headers('tracker');
        const supported = await call(`${base}?filter[status]=open&sort[by]=created_at&sort[direction]=desc`, { headers });
        expect(supported.body.data[0].subject).toBe('filter={"status":["open"]} sort={"by":"created_at","direction":"desc"}');
        expectErrorEnvelope(await call(`${base}?filter[assignee_id]=u1`, { headers }), 400, 'UnsupportedFiltersError');
        expectErrorEnvelope(await call(`${base}?sort[by]=updated_at`, { headers }), 400, 'UnsupportedSortFieldError');
        expectErrorEnvelope(await call(`${base}?filter[colour]=red`, { headers }), 400, 'RequestValidationError');
        expectErrorEnvelope(await call(`${base}?sort[by]=colour`, { headers }), 400, 'RequestValidationError');
        expectErrorEnvelope(await call(`${svc.url}/sms/messages?filter[status]=sent`, { headers: twilioHeaders() }), 400, 'RequestValidationError');
      });

      it('answers ConnectorOperationUnsupportedError for an operation the connector lacks', async () => {
        const result = await call(`${svc.url}/issue-tracking/collections/P1/tickets/9`, { method: 'DELETE', headers: tenant.headers('tracker') });
        expectErrorEnvelope(result, 400, 'ConnectorOperationUnsupportedError');
        expectErrorEnvelope(await call(`${svc.url}/issue-tracking/collections`, { headers: tenant.headers('tracker') }), 400, 'ConnectorOperationUnsupportedError');
      });
    });

    describe('writes and downstream failures', () => {
      const newMessage = { from: '+15005550006', to: '+15005550001', body: 'Hello from the test' };

      it('creates with 201 and data.id, then reads the record back in the unified model', async () => {
        const created = await call(`${svc.url}/sms/messages`, { method: 'POST', headers: twilioHeaders(), json: newMessage });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status_code: 201, status: 'Created', service: 'twilio', resource: 'messages', operation: 'add' });
        const read = await call(`${svc.url}/sms/messages/${created.body.data.id}`, { headers: twilioHeaders() });
        expect(read.body).toMatchObject({ operation: 'one', data: { id: created.body.data.id, ...newMessage, direction: 'outbound-api', type: 'sms' } });
        expect(read.body.data.created_at).toMatch(ISO_DATE);
      });

      it('refuses invalid bodies with the field named, and sends nothing downstream', async () => {
        const before = svc.emulators.twilio!.exchanges.filter((exchange) => exchange.method === 'POST').length;
        const cases: Array<[unknown, string]> = [
          [{ ...newMessage, body: 'x'.repeat(1601) }, 'body'],
          [{ from: newMessage.from, body: 'x' }, 'to'],
          [{ ...newMessage, colour: 'red' }, 'colour'],
          [{ ...newMessage, to: 15005550001 }, 'to'],
          [{ ...newMessage, type: 'fax' }, 'type'],
          [{ ...newMessage, scheduled_at: 'tomorrow' }, 'scheduled_at'],
        ];
        for (const [body, field] of cases) {
          const result = await call(`${svc.url}/sms/messages`, { method: 'POST', headers: twilioHeaders(), json: body });
          expectErrorEnvelope(result, 400, 'RequestValidationError');
          expect(result.body.detail.body.map((problem: { field: string }) => problem.field)).toContain(field);
        }
        expect(svc.emulators.twilio!.exchanges.filter((exchange) => exchange.method === 'POST').length).toBe(before);
      });

      it('accepts read-only fields from a previous read and does not send them downstream', async () => {
        const page = await call(`${svc.url}/sms/messages?limit=1`, { headers: twilioHeaders() });
        const { id, ...record } = page.body.data[0];
        const updated = await call(`${svc.url}/sms/messages/${id}`, { method: 'PATCH', headers: twilioHeaders(), json: { ...record, id, body: '' } });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({ operation: 'update', data: { id } });
        const sent = svc.emulators.twilio!.exchanges.at(-1)!;
        expect(sent.method).toBe('POST');
        expect(new URLSearchParams(sent.requestBody).get('Body')).toBe('');
        expect(sent.requestBody).not.toContain('Price');
        expect((await call(`${svc.url}/sms/messages/${id}`, { headers: twilioHeaders() })).body.data.body).toBe('');
      });

      it('deletes and answers data.id', async () => {
        const page = await call(`${svc.url}/sms/messages?limit=50&fields=id,status`, { headers: twilioHeaders() });
        const delivered = page.body.data.find((message: { status: string }) => message.status === 'delivered');
        const deleted = await call(`${svc.url}/sms/messages/${delivered.id}`, { method: 'DELETE', headers: twilioHeaders() });
        expect(deleted.body).toMatchObject({ status_code: 200, operation: 'delete', data: { id: delivered.id } });
        const gone = await call(`${svc.url}/sms/messages/${delivered.id}`, { headers: twilioHeaders() });
        expectErrorEnvelope(gone, 404, 'EntityNotFoundError');
        expect(gone.body.detail.id).toBe(delivered.id);
      });

      it('maps platform rate limits, outages and refusals to their error types', async () => {
        const emulator = svc.emulators.twilio!;
        // A time budget too short for a retry (reads are retried after 503s and 429s): the first answer is reported.
        const once = () => tenant.headers('solo', { 'x-svc-timeout': '100' });
        emulator.failNext('server_error');
        const down = await call(`${svc.url}/sms/messages`, { headers: once() });
        expectErrorEnvelope(down, 503, 'ConnectorExecutionError');
        expect(down.body.detail.downstream_status).toBe(503);
        emulator.failNext('unauthorized');
        expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: once() }), 401, 'ConnectorCredentialsError');
        emulator.failNext('rate_limit');
        const limited = await call(`${svc.url}/sms/messages`, { headers: once() });
        expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
        // The platform asked for a second's pause: a budget that covers it waits and gets through.
        const after = await call(`${svc.url}/sms/messages?limit=1`, { headers: tenant.headers('solo', { 'x-svc-timeout': '5000' }) });
        expect(after.status).toBe(200);
      });

      it('gives up on a platform that does not answer in time with ConnectorTimeoutError', async () => {
        const result = await call(`${svc.url}/issue-tracking/collections/P1/tickets/1`, { headers: tenant.headers('tracker') });
        expectErrorEnvelope(result, 504, 'ConnectorTimeoutError');
      });

      it('writes every date as YYYY-MM-DDTHH:MM:SS.sssZ', async () => {
        const page = await call(`${svc.url}/sms/messages?limit=100`, { headers: twilioHeaders() });
        for (const message of page.body.data) {
          for (const field of ['created_at', 'updated_at', 'sent_at']) {
            if (message[field] !== null && message[field] !== undefined) expect(message[field]).toMatch(ISO_DATE);
          }
        }
      });
    });
  });
}
