/**
 * Replay of one event (POST /webhook/events/{id}/replay) and recovery of
 * every given-up delivery since a time (POST /webhook/recover): new
 * deliveries, the same `webhook-id` on every one, `execution_attempt` from 1
 * again, each failure recovered once, scoped to the caller's application.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends.js';
import { expectErrorEnvelope } from '../helpers/http.js';
import { openLogFixture, type LogFixture } from './log-fixture.js';

type Json = Record<string, any>;

describe.each(BACKENDS)('webhook replay and recovery (%s)', (backend) => {
  let fx: LogFixture;

  beforeAll(async () => {
    fx = await openLogFixture(backend);
  }, 60_000);
  afterAll(() => fx?.close());

  const receivedAt = (path: string, eventId: string) => fx.receiver.received.filter((webhook) => webhook.path === path && webhook.headers['webhook-id'] === eventId);

  it('replays an event to every subscription it went to, with the same webhook-id', async () => {
    const secret = await (async () => {
      const created = await fx.post('/webhook/webhooks', { unified_api: 'issue-tracking', events: ['*'], status: 'enabled', delivery_url: `${fx.receiver.url}/replay-a` });
      return created.body.data.secret as string;
    })();
    await fx.subscribe('/replay-b', { unified_api: 'issue-tracking', events: ['issue-tracking.ticket.created'] });
    const eventId = await fx.publish({ type: 'issue-tracking.ticket.created' });
    await fx.drain();
    expect(receivedAt('/replay-a', eventId)).toHaveLength(1);

    const replay = await fx.post(`/webhook/events/${eventId}/replay`);
    expect(replay.status, replay.text).toBe(202);
    expect(replay.body).toMatchObject({ status_code: 202, status: 'Accepted', data: { event_id: eventId } });
    expect(replay.body.data.webhook_ids).toHaveLength(2);
    await fx.drain();

    const [first, again] = receivedAt('/replay-a', eventId);
    expect(again).toBeDefined();
    const payload = (new Webhook(secret).verify(again!.body, again!.headers as Record<string, string>) as Json).payload as Json;
    expect(payload).toMatchObject({ event_id: eventId, execution_attempt: 1 });
    expect(again!.headers['x-svc-idempotency-key']).toBe(first!.headers['x-svc-idempotency-key']);
    expect(receivedAt('/replay-b', eventId)).toHaveLength(2);

    // The log shows both deliveries of the event to each subscription.
    const logs = await fx.get(`/webhook/logs?filter[event_id]=${eventId}`);
    expect(logs.body.data).toHaveLength(4);
    expect((logs.body.data as Json[]).every((entry) => entry.success === true)).toBe(true);
  });

  it('replays to one subscription that wants the event, even one made after it', async () => {
    const eventId = await fx.publish({ type: 'issue-tracking.ticket.updated', consumerId: 'late' });
    await fx.drain();
    const late = await fx.subscribe('/replay-late', { unified_api: 'issue-tracking', events: ['issue-tracking.ticket.updated'] });
    const replay = await fx.post(`/webhook/events/${eventId}/replay`, { webhook_id: late });
    expect(replay.status, replay.text).toBe(202);
    expect(replay.body.data.webhook_ids).toEqual([late]);
    await fx.drain();
    expect(receivedAt('/replay-late', eventId)).toHaveLength(1);

    const unwanted = await fx.subscribe('/replay-sms', { unified_api: 'sms', events: ['*'] });
    expectErrorEnvelope(await fx.post(`/webhook/events/${eventId}/replay`, { webhook_id: unwanted }), 400, 'RequestValidationError');
    expectErrorEnvelope(await fx.post(`/webhook/events/${eventId}/replay`, { webhook_id: '00000000-0000-4000-8000-000000000000' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await fx.post(`/webhook/events/${eventId}/replay`, { webhook_id: 'nope' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await fx.post(`/webhook/events/${eventId}/replay`, { webhook: late }), 400, 'RequestValidationError');
  });

  it('keeps events to their own application', async () => {
    const eventId = await fx.publish({ type: 'issue-tracking.ticket.created' });
    const other = await fx.svc.tenant();
    expectErrorEnvelope(await fx.post(`/webhook/events/${eventId}/replay`, undefined, other.headers()), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await fx.post('/webhook/events/not-a-uuid/replay'), 404, 'EntityNotFoundError');
    const recovered = await fx.post('/webhook/recover', { since: '2000-01-01T00:00:00.000Z' }, other.headers());
    expect(recovered.body.data).toEqual({ deliveries_scheduled: 0 });
    await fx.drain();
  });

  it('recovers each given-up delivery since a time, once', async () => {
    fx.down.value = true;
    const down = await fx.subscribe('/down-recover', { unified_api: 'sms', events: ['*'] });
    const since = new Date(Date.now() - 1000).toISOString();
    const first = await fx.publish({ type: 'sms.message.updated', unifiedApi: 'sms', serviceId: 'twilio', entityType: 'message', entityId: 'SM-r1' });
    const second = await fx.publish({ type: 'sms.message.updated', unifiedApi: 'sms', serviceId: 'twilio', entityType: 'message', entityId: 'SM-r2' });
    await fx.drain();
    const failed = await fx.get(`/webhook/logs?filter[success]=false&filter[exclude_apis]=issue-tracking`);
    expect((failed.body.data as Json[]).map((entry) => entry.retry_scheduled)).toEqual([false, false]);

    fx.down.value = false;
    // Another API's failures only: none here.
    expect((await fx.post('/webhook/recover', { since, unified_api: 'crm' })).body.data).toEqual({ deliveries_scheduled: 0 });
    const recovered = await fx.post('/webhook/recover', { since, unified_api: 'sms', webhook_id: down });
    expect(recovered.status, recovered.text).toBe(202);
    expect(recovered.body).toEqual({ status_code: 202, status: 'Accepted', data: { deliveries_scheduled: 2 } });
    // Recovering again schedules nothing more: those failures are followed already.
    expect((await fx.post('/webhook/recover', { since })).body.data).toEqual({ deliveries_scheduled: 0 });
    await fx.drain();
    for (const eventId of [first, second]) {
      const attempts = receivedAt('/down-recover', eventId);
      expect(attempts.at(-1)!.json).toMatchObject({ payload: { event_id: eventId, execution_attempt: 1 } });
    }
    const latest = await fx.get(`/webhook/logs?filter[event_id]=${first}`);
    const toDown = (latest.body.data as Json[]).filter((entry) => (entry.endpoint as string).endsWith('/down-recover'));
    expect(toDown.map((entry) => entry.success)).toEqual([true, false]);
  });

  it('recovers only within since and until', async () => {
    fx.down.value = true;
    await fx.subscribe('/down-window', { unified_api: 'issue-tracking', events: ['issue-tracking.ticket.deleted'] });
    await fx.publish({ type: 'issue-tracking.ticket.deleted', entityId: 'window-1' });
    await fx.drain();
    fx.down.value = false;
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await fx.post('/webhook/recover', { since: future })).body.data).toEqual({ deliveries_scheduled: 0 });
    expect((await fx.post('/webhook/recover', { since: '2000-01-01T00:00:00.000Z', until: '2001-01-01T00:00:00.000Z' })).body.data).toEqual({ deliveries_scheduled: 0 });
    expect((await fx.post('/webhook/recover', { since: '2000-01-01T00:00:00.000Z', until: future })).body.data).toEqual({ deliveries_scheduled: 1 });
    await fx.drain();
  });

  it('refuses bad recovery requests', async () => {
    expectErrorEnvelope(await fx.post('/webhook/recover', {}), 400, 'RequestValidationError');
    expectErrorEnvelope(await fx.post('/webhook/recover', { since: 'yesterday' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await fx.post('/webhook/recover', { since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await fx.post('/webhook/recover', { since: '2026-02-01T00:00:00Z', unified_api: 'nowhere' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await fx.post('/webhook/recover', { since: '2026-02-01T00:00:00Z', webhook_id: 'nope' }), 404, 'EntityNotFoundError');
  });
});
