/**
 * Delivery end to end on loopback: events published to the outbox reach a
 * real receiver, signed so the `standardwebhooks` library verifies them,
 * retried on failure, refused before connecting when the URL's host resolves
 * inside, and a 410 disables the subscription. On every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { publishEvent } from '../../src/webhooks/delivery/publish.js';
import { insertApplication } from '../../src/store/repositories/applications.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookDelivery } from '../../src/webhooks/delivery/index.js';
import { BACKENDS, type Backend } from '../helpers/backends.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openDeliveryFixture, ticketEvent, type DeliveryFixture } from './delivery-fixture.js';

const verify = (secret: string, webhook: ReceivedWebhook) =>
  new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Record<string, unknown> };

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`webhook delivery (${backend})`, () => {
    let fixture: DeliveryFixture;
    const receivers: WebhookReceiver[] = [];
    const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
      const started = await startWebhookReceiver(...args);
      receivers.push(started);
      return started;
    };

    beforeAll(async () => {
      fixture = await openDeliveryFixture(backend);
    });
    afterAll(async () => {
      await Promise.all(receivers.map((started) => started.close()));
      await fixture.dispose();
    });

    it('writes the event and a pending delivery for each enabled subscription of the application and key mode, before any attempt', async () => {
      const wanted = await fixture.subscribe({ delivery_url: 'http://127.0.0.1:9/hooks/wanted', events: ['issue-tracking.ticket.created'] });
      const otherType = await fixture.subscribe({ delivery_url: 'http://127.0.0.1:9/hooks/other-type', events: ['issue-tracking.ticket.deleted'] });
      const disabled = await fixture.subscribe({ delivery_url: 'http://127.0.0.1:9/hooks/disabled' });
      await fixture.subscriptions.update({ applicationId: 'app_delivery', mode: 'sandbox' }, disabled.id, { status: 'disabled' });
      await insertApplication(fixture.store.db, { id: 'app_other', name: 'Another application' });
      const otherApp = await fixture.subscribe({ delivery_url: 'http://127.0.0.1:9/hooks/other-app' }, { applicationId: 'app_other', mode: 'sandbox' });
      const publication = await publishEvent(fixture.store.db, ticketEvent('T-0'));
      expect(publication.subscriptionIds).toEqual([wanted.id]);
      const deliveries = await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('eventId', '=', publication.eventId).execute();
      expect(deliveries).toMatchObject([{ subscriptionId: wanted.id, status: 'pending', attempts: 0, leaseExpiresAt: null }]);
      for (const id of [wanted.id, otherType.id, disabled.id, otherApp.id]) {
        await fixture.subscriptions.delete(id === otherApp.id ? { applicationId: 'app_other', mode: 'sandbox' } : { applicationId: 'app_delivery', mode: 'sandbox' }, id);
      }
      // Deleting a subscription drops its deliveries with it; the event stays for the logs.
      expect(await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('eventId', '=', publication.eventId).execute()).toEqual([]);
    });

    it('delivers a published event, signed so the standardwebhooks library verifies it', async () => {
      const target = await receiver();
      const { id, secret } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/verified` });
      const publication = await publishEvent(fixture.store.db, ticketEvent('T-1'));
      expect(publication.subscriptionIds).toContain(id);
      const worker = fixture.worker();
      worker.start();
      try {
        const [webhook] = await target.waitFor('/hooks/verified');
        const body = verify(secret, webhook!);
        expect(body.payload).toMatchObject({ event_id: publication.eventId, event_type: 'issue-tracking.ticket.created', entity_id: 'T-1', execution_attempt: 1 });
        expect(webhook!.headers['webhook-id']).toBe(publication.eventId);
      } finally {
        await worker.stop();
      }
      const attempts = await fixture.store.db.selectFrom('webhookDeliveryAttempts').selectAll().where('subscriptionId', '=', id).execute();
      expect(attempts).toMatchObject([{ attempt: 1, outcome: 'delivered', responseStatus: 200 }]);
      expect(attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    });

    it('publishes a platform record holding text PostgreSQL cannot store, with each such character as U+FFFD, and delivers it', async () => {
      const target = await receiver();
      const { secret } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/unstorable` });
      const entity = { id: 'T-NUL', subject: 'a\u0000b', note: 'half \ud83d of a pair', kept: '\ud83d\ude00 and a \\u0000 spelled out' };
      const publication = await publishEvent(fixture.store.db, ticketEvent('T-NUL', 'issue-tracking.ticket.created', { entity }));
      const worker = fixture.worker();
      worker.start();
      try {
        const [webhook] = await target.waitFor('/hooks/unstorable');
        expect(verify(secret, webhook!).payload.entity).toEqual({ id: 'T-NUL', subject: 'a\ufffdb', note: 'half \ufffd of a pair', kept: '\ud83d\ude00 and a \\u0000 spelled out' });
      } finally {
        await worker.stop();
      }
      expect(publication.subscriptionIds.length).toBeGreaterThan(0);
    });

    it('retries a receiver that fails twice, then records it delivered', async () => {
      const target = await receiver((_webhook, index) => (index < 2 ? { status: 500, body: `down ${index}` } : { status: 204 }));
      const { id, secret } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/flaky` });
      const { eventId } = await publishEvent(fixture.store.db, ticketEvent('T-2'));
      // The schedule is injected: the same code path as the default one, in milliseconds.
      const worker = fixture.worker({ schedule: [0, 30, 30, 30] });
      worker.start();
      let webhooks: ReceivedWebhook[];
      try {
        webhooks = await target.waitFor('/hooks/flaky', 3);
      } finally {
        await worker.stop();
      }
      expect(webhooks.map((webhook) => verify(secret, webhook).payload.execution_attempt)).toEqual([1, 2, 3]);
      expect(new Set(webhooks.map((webhook) => webhook.headers['webhook-id']))).toEqual(new Set([eventId]));
      const attempts = await fixture.store.db
        .selectFrom('webhookDeliveryAttempts')
        .select(['attempt', 'outcome', 'responseStatus', 'responseSnippet'])
        .where('subscriptionId', '=', id)
        .orderBy('attempt')
        .execute();
      expect(attempts).toEqual([
        { attempt: 1, outcome: 'failed', responseStatus: 500, responseSnippet: 'down 0' },
        { attempt: 2, outcome: 'failed', responseStatus: 500, responseSnippet: 'down 1' },
        { attempt: 3, outcome: 'delivered', responseStatus: 204, responseSnippet: '' },
      ]);
      const delivery = await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('eventId', '=', eventId).where('subscriptionId', '=', id).executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, leaseExpiresAt: null });
    });

    it('makes every attempt of the schedule to a receiver that is down throughout, then gives the delivery up', async () => {
      const target = await receiver(() => ({ status: 502, body: 'still down' }));
      const { id } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/down` });
      const { eventId } = await publishEvent(fixture.store.db, ticketEvent('T-down'));
      const worker = fixture.worker({ schedule: [0, 20, 20, 20] });
      worker.start();
      try {
        await target.waitFor('/hooks/down', 4);
        // One more poll interval or two: a fifth attempt would arrive now if the schedule were not spent.
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await worker.stop();
      }
      expect(target.received).toHaveLength(4);
      const delivery = await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('eventId', '=', eventId).where('subscriptionId', '=', id).executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'failed', attempts: 4 });
      // Failing for minutes, not five days: the subscription keeps receiving new events.
      const subscription = await fixture.subscriptions.get({ applicationId: 'app_delivery', mode: 'sandbox' }, id);
      expect(subscription).toMatchObject({ status: 'enabled' });
    });

    it('disables the subscription when the receiver answers 410, and retries nothing', async () => {
      const target = await receiver(() => ({ status: 410 }));
      const { id } = await fixture.subscribe({ delivery_url: `${target.url}/hooks/gone` });
      await publishEvent(fixture.store.db, ticketEvent('T-3'));
      const worker = fixture.worker({ schedule: [0, 0, 0] });
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
      const subscription = await fixture.subscriptions.get({ applicationId: 'app_delivery', mode: 'sandbox' }, id);
      expect(subscription).toMatchObject({ status: 'disabled', disabledReason: 'retry_limit' });
      const deliveries = await fixture.store.db.selectFrom('webhookDeliveries').select('status').where('subscriptionId', '=', id).execute();
      expect(deliveries).toEqual([{ status: 'failed' }]);
      // Nothing more for it, even with an immediate schedule: the subscription is disabled and the delivery given up.
      await publishEvent(fixture.store.db, ticketEvent('T-3b'));
      await worker.runOnce();
      expect(target.received).toHaveLength(1);
    });

    it('refuses at connect time a delivery URL whose host now resolves to a private address, and records it failed', async () => {
      const target = await receiver();
      const port = new URL(target.url).port;
      fixture.resolver.names.set('hooks.example.test', '127.0.0.1');
      const { id } = await fixture.subscribe({ delivery_url: `http://hooks.example.test:${port}/hooks/rebound` });
      // The name passed when the subscription was saved; it points inside by the time of the delivery.
      fixture.resolver.names.set('hooks.example.test', '10.0.0.7');
      await publishEvent(fixture.store.db, ticketEvent('T-4'));
      const worker = fixture.worker({ schedule: [0, 0] });
      await worker.runOnce();
      const [attempt] = await fixture.store.db.selectFrom('webhookDeliveryAttempts').selectAll().where('subscriptionId', '=', id).execute();
      expect(attempt).toMatchObject({ attempt: 1, outcome: 'failed', responseStatus: null });
      expect(attempt!.error).toMatch(/^refused: private_address: hooks\.example\.test resolves to a private address/);
      expect(target.received).toHaveLength(0);
      // The check is made on each connection: once the name points back at the receiver, the retry goes through.
      fixture.resolver.names.set('hooks.example.test', '127.0.0.1');
      await worker.runOnce();
      expect(target.received.map((webhook) => webhook.path)).toEqual(['/hooks/rebound']);
    });

    it('cuts an attempt still in flight when the shutdown grace ends, recording it failed to be retried', async () => {
      let arrived = 0;
      const silent = createServer(() => {
        arrived += 1; // never answers
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const { id } = await fixture.subscribe({ delivery_url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks/silent` });
        await publishEvent(fixture.store.db, ticketEvent('T-5'));
        const delivery = startWebhookDelivery({ db: fixture.store.db, keyring: fixture.keyring, resolver: fixture.resolver.resolve, log: { warn() {}, error() {} }, pollIntervalMs: 20 });
        const deadline = Date.now() + 5_000;
        while (arrived === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        expect(arrived).toBe(1);
        const stopping = Date.now();
        await delivery.stop(200);
        expect(Date.now() - stopping).toBeLessThan(5_000);
        const row = await fixture.store.db.selectFrom('webhookDeliveries').selectAll().where('subscriptionId', '=', id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'pending', attempts: 1, leasedBy: null, leaseExpiresAt: null });
        // Retried on the schedule (5 s after the first attempt, give or take the jitter), by whichever instance runs next.
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
        const attempts = await fixture.store.db.selectFrom('webhookDeliveryAttempts').selectAll().where('subscriptionId', '=', id).execute();
        expect(attempts).toMatchObject([{ attempt: 1, outcome: 'failed', responseStatus: null }]);
        expect(attempts[0]!.error).toMatch(/^network_error: /);
      } finally {
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });
  });
}
