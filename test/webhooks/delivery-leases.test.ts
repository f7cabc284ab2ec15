/**
 * The outbox under several workers and a moving clock: each attempt is made
 * once by one of two workers, an attempt whose worker died is made again once
 * its lease expires, a record's later event waits for its earlier one,
 * Retry-After is honoured, and five days of failures disable a subscription.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_REORDER_WINDOW_MS, publishEvent } from '../../src/webhooks/delivery/publish.js';
import { leaseDueAttempts } from '../../src/webhooks/delivery/leases.js';
import { BACKENDS, type Backend } from '../helpers/backends.js';
import { startWebhookReceiver, type WebhookReceiver, type WebhookResponder } from '../helpers/webhook-receiver.js';
import { SANDBOX, openDeliveryFixture, ticketEvent, type DeliveryFixture } from './delivery-fixture.js';

const DAY = 24 * 60 * 60 * 1000;

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`webhook delivery leases (${backend})`, () => {
    let fixture: DeliveryFixture;
    let target: WebhookReceiver;
    let clock: Date;
    let respond: WebhookResponder = () => ({ status: 200 });
    const payloadOf = (index: number) => JSON.parse(target.received[index]!.body).payload as Record<string, unknown>;

    beforeEach(async () => {
      clock = new Date();
      respond = () => ({ status: 200 });
      fixture = await openDeliveryFixture(backend, () => clock);
      target = await startWebhookReceiver((webhook, index) => respond(webhook, index));
    });
    afterEach(async () => {
      await target.close();
      await fixture.dispose();
    });

    it('makes each attempt once with two workers on one database', async () => {
      await fixture.subscribe({ delivery_url: `${target.url}/hooks/shared` });
      const published = [];
      for (let index = 0; index < 24; index++) published.push((await publishEvent(fixture.store.db, ticketEvent(`S-${index}`))).eventId);
      const workers = [fixture.worker({ batchSize: 3, now: () => new Date() }), fixture.worker({ batchSize: 3, now: () => new Date() })];
      const drain = async (worker: (typeof workers)[number]) => {
        let made = 0;
        for (let batch = await worker.runOnce(); batch > 0; batch = await worker.runOnce()) made += batch;
        return made;
      };
      const made = await Promise.all(workers.map(drain));
      expect(made[0]! + made[1]!).toBe(24);
      const ids = target.received.map((webhook) => webhook.headers['webhook-id']);
      expect(ids).toHaveLength(24);
      expect(new Set(ids)).toEqual(new Set(published));
      const attempts = await fixture.store.db.selectFrom('webhookDeliveryAttempts').select('attempt').execute();
      expect(attempts).toHaveLength(24);
      expect(attempts.every((row) => row.attempt === 1)).toBe(true);
    });

    it('never leases one attempt to two instances leasing at the same moment', async () => {
      await fixture.subscribe({ delivery_url: `${target.url}/hooks/race` });
      for (let index = 0; index < 30; index++) await publishEvent(fixture.store.db, ticketEvent(`C-${index}`), clock);
      for (let round = 0; round < 3; round++) {
        const leases = await Promise.all(
          Array.from({ length: 8 }, (_, instance) => leaseDueAttempts(fixture.store.db, { workerId: `instance-${instance}`, now: clock, leaseMs: 60_000, limit: 4 })),
        );
        const leased = leases.flat().map((attempt) => attempt.deliveryId);
        expect(new Set(leased).size).toBe(leased.length);
        clock = new Date(clock.getTime() + 61_000);
      }
      const rows = await fixture.store.db.selectFrom('webhookDeliveries').select('attempts').execute();
      // Each lease counts an attempt: three rounds of expired leases, never two at once.
      expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThanOrEqual(3 * 30);
    });

    it('makes the attempt of a worker that died again once its lease has expired, and not before', async () => {
      await fixture.subscribe({ delivery_url: `${target.url}/hooks/lease` });
      const { eventId } = await publishEvent(fixture.store.db, ticketEvent('L-1'), clock);
      // An instance leases the attempt and is killed before it records anything.
      const lost = await leaseDueAttempts(fixture.store.db, { workerId: 'killed-instance', now: clock, leaseMs: 60_000, limit: 10 });
      expect(lost.map((attempt) => [attempt.event.id, attempt.attempt])).toEqual([[eventId, 1]]);
      const survivor = fixture.worker({ leaseMs: 60_000 });
      clock = new Date(clock.getTime() + 59_000);
      expect(await survivor.runOnce()).toBe(0);
      clock = new Date(clock.getTime() + 2_000);
      expect(await survivor.runOnce()).toBe(1);
      expect(target.received).toHaveLength(1);
      expect(target.received[0]!.headers['webhook-id']).toBe(eventId);
      // Counted as the second attempt: the first may have reached the receiver before the instance died.
      expect(payloadOf(0).execution_attempt).toBe(2);
      const delivery = await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('eventId', '=', eventId).executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'delivered', leasedBy: null });
    });

    it('holds a record\'s later event while its earlier one is pending, without holding other records', async () => {
      await fixture.subscribe({ delivery_url: `${target.url}/hooks/order` });
      respond = (_webhook, index) => ({ status: index === 0 ? 500 : 200 });
      await publishEvent(fixture.store.db, ticketEvent('O-1', 'issue-tracking.ticket.created'), clock);
      await publishEvent(fixture.store.db, ticketEvent('O-1', 'issue-tracking.ticket.updated'), clock);
      await publishEvent(fixture.store.db, ticketEvent('O-2', 'issue-tracking.ticket.created'), clock);
      const worker = fixture.worker({ schedule: [0, 5_000] });
      expect(await worker.runOnce()).toBe(2);
      // O-1's created failed and waits 5 s; its updated may not overtake it.
      expect(await worker.runOnce()).toBe(0);
      clock = new Date(clock.getTime() + 6_000);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(1);
      const sent = target.received.map((_webhook, index) => `${payloadOf(index).entity_id} ${payloadOf(index).event_type} #${payloadOf(index).execution_attempt}`);
      expect(sent.filter((line) => line.startsWith('O-1'))).toEqual([
        'O-1 issue-tracking.ticket.created #1',
        'O-1 issue-tracking.ticket.created #2',
        'O-1 issue-tracking.ticket.updated #1',
      ]);
      expect(sent).toContain('O-2 issue-tracking.ticket.created #1');
    });

    it('delivers a record\'s changes in the order they occurred when the platform reported the update first', async () => {
      await fixture.subscribe({ delivery_url: `${target.url}/hooks/reordered` });
      const created = ticketEvent('R-1', 'issue-tracking.ticket.created');
      const updated = ticketEvent('R-1', 'issue-tracking.ticket.updated');
      // The platform's two webhooks raced: the update's arrived (and was published) first.
      await publishEvent(fixture.store.db, updated, clock);
      // An update reported by the platform waits a moment for a created still on its way.
      expect(await fixture.worker().runOnce()).toBe(0);
      await publishEvent(fixture.store.db, created, clock);
      clock = new Date(clock.getTime() + NATIVE_REORDER_WINDOW_MS);
      const worker = fixture.worker();
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(1);
      expect([payloadOf(0).event_type, payloadOf(1).event_type]).toEqual(['issue-tracking.ticket.created', 'issue-tracking.ticket.updated']);
    });

    it('retries no sooner than a 503\'s Retry-After, and on the jittered schedule otherwise', async () => {
      const { id } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/busy` });
      respond = (_webhook, index) => (index === 0 ? { status: 503, headers: { 'retry-after': '120' } } : { status: 502 });
      await publishEvent(fixture.store.db, ticketEvent('R-1'), clock);
      const started = clock.getTime();
      const worker = fixture.worker({ schedule: [0, 1_000, 1_000], random: () => 1 - Number.EPSILON });
      await worker.runOnce();
      const due = async () => (await fixture.store.db.selectFrom('webhookDeliveries').select('nextAttemptAt').where('subscriptionId', '=', id).executeTakeFirstOrThrow()).nextAttemptAt.getTime();
      expect(await due()).toBe(started + 120_000);
      clock = new Date(started + 120_000);
      await worker.runOnce();
      // A 502 has no say: 1 s on the schedule, at most 10 % later for the jitter.
      expect(await due() - clock.getTime()).toBeGreaterThan(1_000);
      expect(await due() - clock.getTime()).toBeLessThanOrEqual(1_100);
    });

    it('disables with retry_limit a subscription whose every delivery failed for five days', async () => {
      const { id } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/dead` });
      respond = () => ({ status: 500 });
      await publishEvent(fixture.store.db, ticketEvent('D-1'), clock);
      const worker = fixture.worker({ schedule: [0, 3 * DAY, 3 * DAY, 3 * DAY] });
      const status = async () => (await fixture.subscriptions.get(SANDBOX, id)).status;
      await worker.runOnce();
      clock = new Date(clock.getTime() + 3 * DAY + 1);
      await worker.runOnce();
      expect(await status()).toBe('enabled');
      clock = new Date(clock.getTime() + 3 * DAY + 1);
      await worker.runOnce();
      expect(target.received).toHaveLength(3);
      expect(await fixture.subscriptions.get(SANDBOX, id)).toMatchObject({ status: 'disabled', disabledReason: 'retry_limit' });
    });
  });
}
