/**
 * The delivery logs (GET /webhook/logs) over HTTP: one entry per delivery,
 * newest first, each attempt with its status, latency and the start of the
 * answer; every filter of the reference; paging by cursor; tenancy by
 * application and key mode; and answers the reference's own description
 * (webhook.yml, GetWebhookEventLogsResponse) accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends.js';
import { expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { referenceApi, referenceDir } from '../catalog/reference-api.js';
import { openLogFixture, type LogFixture } from './log-fixture.js';

type Json = Record<string, any>;

describe.each(BACKENDS)('webhook delivery logs (%s)', (backend) => {
  let fx: LogFixture;
  const ids: Record<string, string> = {};
  const events: Record<string, string> = {};

  beforeAll(async () => {
    fx = await openLogFixture(backend);
    ids.ok = await fx.subscribe('/ok', { unified_api: 'issue-tracking', events: ['*'] });
    ids.down = await fx.subscribe('/down', { unified_api: 'issue-tracking', events: ['issue-tracking.ticket.updated'] });
    ids.flaky = await fx.subscribe('/flaky', { unified_api: 'sms', events: ['*'] });
    ids.vault = await fx.subscribe('/ok-vault', { unified_api: 'vault', events: ['*'] });
    events.created = await fx.publish({ type: 'issue-tracking.ticket.created', consumerId: 'alice' });
    events.updated = await fx.publish({ type: 'issue-tracking.ticket.updated', consumerId: 'bob', serviceId: 'linear' });
    events.sms = await fx.publish({ type: 'sms.message.updated', unifiedApi: 'sms', serviceId: 'twilio', consumerId: 'alice', entityType: 'message', entityId: 'SM1' });
    events.vault = await fx.publish({
      type: 'vault.connection.created',
      serviceId: 'jira',
      consumerId: 'carol',
      entityType: 'Connection',
      entityId: 'issue-tracking+jira',
      detectedBy: 'service',
      entity: { id: 'issue-tracking+jira', consumer_id: 'carol', state: 'added' },
    });
    await fx.drain();
  }, 60_000);
  afterAll(() => fx?.close());

  const logs = async (query = '', headers?: Record<string, string>): Promise<Json[]> => {
    const answer = await fx.get(`/webhook/logs${query}`, headers);
    expect(answer.status, answer.text).toBe(200);
    await expectReferenceShape(answer, `/webhook/logs${query}`);
    return answer.body.data as Json[];
  };
  const eventIdOf = (entry: Json) => (JSON.parse(entry.request_body as string) as Json).payload.event_id as string;

  async function expectReferenceShape(answer: CallResult, url: string): Promise<void> {
    if (!referenceDir()) return;
    const api = await referenceApi('webhook');
    expect(api!.check('GET', url, answer)).toEqual([]);
  }

  it('lists one entry per delivery, newest first, with every attempt', async () => {
    const all = await logs();
    // created → ok; updated → ok and down; sms → flaky; vault → ok-vault.
    expect(all).toHaveLength(5);
    expect(all.map(eventIdOf)).toEqual([events.vault, events.sms, events.updated, events.updated, events.created]);
    expect(all.map((entry) => new URL(entry.endpoint as string).pathname).sort()).toEqual(['/down', '/flaky', '/ok', '/ok', '/ok-vault']);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(5);

    const delivered = all.find((entry) => entry.endpoint.endsWith('/ok') && eventIdOf(entry) === events.created)!;
    expect(delivered).toMatchObject({
      status_code: 200,
      success: true,
      application_id: fx.tenant.appId,
      consumer_id: 'alice',
      unified_api: 'issue-tracking',
      service: { id: 'jira', name: 'Jira' },
      event_type: 'issue-tracking.ticket.created',
      execution_attempt: 1,
      http_method: 'POST',
      entity_type: 'ticket',
      response_body: '{"received":true}',
      retry_scheduled: false,
    });
    expect(delivered.attempts).toEqual([
      { timestamp: delivered.timestamp, execution_attempt: 1, status_code: 200, success: true, latency_ms: expect.any(Number), response_body: '{"received":true}' },
    ]);
    expect(JSON.parse(delivered.request_body as string).payload).toMatchObject({ event_type: 'issue-tracking.ticket.created', execution_attempt: 1 });
    // The body the receiver got is the one logged.
    const received = fx.receiver.received.find((webhook) => webhook.path === '/ok' && webhook.headers['webhook-id'] === events.created)!;
    expect(received.body).toBe(delivered.request_body);

    const failed = all.find((entry) => entry.endpoint.endsWith('/down'))!;
    expect(failed).toMatchObject({ status_code: 500, success: false, execution_attempt: 3, response_body: 'receiver down', retry_scheduled: false });
    expect(failed.attempts.map((attempt: Json) => [attempt.execution_attempt, attempt.status_code, attempt.success])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 500, false],
    ]);
    expect(JSON.parse(failed.request_body as string).payload.execution_attempt).toBe(3);

    const flaky = all.find((entry) => entry.endpoint.endsWith('/flaky'))!;
    expect(flaky).toMatchObject({ success: true, status_code: 200, execution_attempt: 3, service: { id: 'twilio', name: 'Twilio' } });
    expect(flaky.attempts.map((attempt: Json) => attempt.status_code)).toEqual([503, 503, 200]);
    for (const attempt of flaky.attempts as Json[]) expect(attempt.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('filters as the reference names its filters', async () => {
    const endpoints = (entries: Json[]) => entries.map((entry) => `${entry.event_type} ${new URL(entry.endpoint as string).pathname}`).sort();
    expect(endpoints(await logs('?filter[exclude_apis]=vault,sms'))).toEqual([
      'issue-tracking.ticket.created /ok',
      'issue-tracking.ticket.updated /down',
      'issue-tracking.ticket.updated /ok',
    ]);
    expect(endpoints(await logs('?filter[exclude_apis]=issue-tracking'))).toEqual(['sms.message.updated /flaky']);
    expect(endpoints(await logs('?filter[service][id]=linear'))).toEqual(['issue-tracking.ticket.updated /down', 'issue-tracking.ticket.updated /ok']);
    expect(endpoints(await logs('?filter[consumer_id]=alice'))).toEqual(['issue-tracking.ticket.created /ok', 'sms.message.updated /flaky']);
    expect(endpoints(await logs('?filter[entity_type]=Connection'))).toEqual(['vault.connection.created /ok-vault']);
    expect(endpoints(await logs('?filter[event_type]=issue-tracking.ticket.updated'))).toEqual(['issue-tracking.ticket.updated /down', 'issue-tracking.ticket.updated /ok']);
    expect(endpoints(await logs(`?filter[event_id]=${events.sms}`))).toEqual(['sms.message.updated /flaky']);
    expect(await logs('?filter[event_id]=not-an-event')).toEqual([]);
    expect(endpoints(await logs('?filter[success]=false'))).toEqual(['issue-tracking.ticket.updated /down']);
    expect(await logs('?filter[success]=true')).toHaveLength(4);
    expect(endpoints(await logs('?filter[status_code]=500'))).toEqual(['issue-tracking.ticket.updated /down']);
    expect(await logs('?filter[status_codes]=500&filter[status_codes]=200')).toHaveLength(5);
    expect(await logs('?filter[status_codes]=500,503')).toHaveLength(1);
    expect(endpoints(await logs('?filter[execution_attempt]=3'))).toEqual(['issue-tracking.ticket.updated /down', 'sms.message.updated /flaky']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await logs(`?filter[start_date]=${future}`)).toEqual([]);
    expect(await logs(`?filter[end_date]=${future}`)).toHaveLength(5);
    expect(await logs('?filter[end_date]=2020-01-01T00:00:00.000Z')).toEqual([]);
    expect(await logs('?filter[consumer_id]=alice&filter[success]=true&filter[exclude_apis]=sms')).toHaveLength(1);
  });

  it('pages newest first with cursor and limit, links included', async () => {
    const first = await fx.get('/webhook/logs?limit=2&filter[success]=true');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ items_on_page: 2, cursors: { current: null, next: expect.any(String) } });
    const second = await fx.get(first.body.links.next as string);
    expect(second.status).toBe(200);
    await expectReferenceShape(second, first.body.links.next as string);
    expect(second.body.meta.items_on_page).toBe(2);
    expect(second.body.meta.cursors.next).toBeNull();
    expect(second.body.links.next).toBeNull();
    const together = [...(first.body.data as Json[]), ...(second.body.data as Json[])].map((entry) => entry.id);
    expect(new Set(together).size).toBe(4);
    expect(together).toEqual((await logs('?filter[success]=true')).map((entry) => entry.id));
  });

  it('shows an application its own deliveries only, in its key mode', async () => {
    const other = await fx.svc.tenant();
    expect(await logs('', other.headers())).toEqual([]);
    const live = await fx.svc.service.admin.createKey(fx.tenant.appId, 'secret', 'live');
    expect(await logs('', { authorization: `Bearer ${live.key}`, 'x-svc-app-id': fx.tenant.appId })).toEqual([]);
    // A cursor is bound to the application and mode it was issued for.
    const page = await fx.get('/webhook/logs?limit=1');
    expectErrorEnvelope(await fx.get(`/webhook/logs?limit=1&cursor=${encodeURIComponent(page.body.meta.cursors.next as string)}`, other.headers()), 400, 'InvalidCursorError');
    expectErrorEnvelope(await fx.get('/webhook/logs', { 'x-svc-app-id': fx.tenant.appId }), 401, 'UnauthorizedError');
  });

  it('refuses bad filters with RequestValidationError', async () => {
    for (const query of [
      '?filter[start_date]=yesterday',
      '?filter[status_code]=99',
      '?filter[status_codes]=20x',
      '?filter[success]=maybe',
      '?filter[unknown]=1',
      '?limit=0',
      `?filter[start_date]=2026-02-01T00:00:00Z&filter[end_date]=2026-01-01T00:00:00Z`,
    ]) {
      expectErrorEnvelope(await fx.get(`/webhook/logs${query}`), 400, 'RequestValidationError');
    }
    expectErrorEnvelope(await fx.get('/webhook/logs?cursor=forged.cursor'), 400, 'InvalidCursorError');
  });
});
