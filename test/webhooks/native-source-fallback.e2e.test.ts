/**
 * No silent event source (issue 29), end to end on loopback: an Intercom
 * connection whose URL was never pasted at the platform (its emulator sends
 * it nothing) still delivers a customer created, updated and deleted, by
 * polling; the connection and the subscription say why (pending: the URL to
 * paste, and where). Once the URL is set (the emulator's control plane
 * stands in for Intercom's Developer Hub), the first signed notification
 * confirms the source: the poller reconciles once, then leaves every change
 * to the platform, and no change is delivered twice. When the platform
 * later stops sending, the daily reconciliation finds the change it missed,
 * delivers it, and the source falls back to polling until the platform
 * sends again. Real connectors, real emulator, real polling and delivery
 * workers, on every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { pollerRows, setPollInterval, startWorkers, subscribe, verified, type VerifiedDelivery } from './polling-fixture.js';

type Json = Record<string, any>;
const CONSUMER = 'never-pasted';
const CUSTOMER = 'customer-support.customer';

for (const backend of BACKENDS) {
  describe(`a native source that never delivers is covered by polling until it is confirmed (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let workers: ReturnType<typeof startWorkers>;
    let subscription: { id: string; secret: string };

    const deliveries = (): VerifiedDelivery[] => receiver.received.map((webhook) => verified(subscription.secret, webhook)).filter((delivery) => delivery.payload.consumer_id === CONSUMER);
    const about = (id: string) => deliveries().filter((delivery) => delivery.payload.entity_id === id);
    const delivered = async (id: string, action: string) => {
      await waitFor(() => about(id).some((delivery) => delivery.payload.event_type === `${CUSTOMER}.${action}`), `${action} of ${id}`, 20_000);
      return about(id).find((delivery) => delivery.payload.event_type === `${CUSTOMER}.${action}`)!;
    };
    const unified = (method: string, path: string, json?: unknown) => call<Json>(`${svc.url}/customer-support/customers${path}`, { method, headers: tenant.headers(CONSUMER), json });
    const connection = async () => (await call<Json>(`${svc.url}/vault/connections/customer-support/intercom`, { headers: tenant.headers(CONSUMER) })).body.data;
    const poller = async () => (await pollerRows(svc, tenant.appId, 'customer-support/customers'))[0]!;

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [intercomEmulator] });
      tenant = await svc.tenant();
      receiver = await startWebhookReceiver();
      await tenant.connect(CONSUMER, 'customer-support', 'intercom', { api_token: INTERCOM_DEMO_ACCOUNT.accessToken });
      await setPollInterval(svc, tenant.appId, 1);
      subscription = await subscribe(svc, tenant, 'customer-support', `${receiver.url}/hook`, ['*']);
      // No delivery time granted to the platform: a change the reconciliation finds was missed, however recent.
      workers = startWorkers(svc, svc.service.vault.connectors, { nativeGraceMs: 0 });
      await waitFor(async () => (await pollerRows(svc, tenant.appId, 'customer-support/customers'))[0]?.passes === 1, 'the baseline', 20_000);
    });
    afterAll(async () => {
      await workers?.stop();
      await receiver?.close();
      await svc?.close();
    });

    it('says the source is pending, with the URL to paste and where, and that the poller covers its events', async () => {
      const [entry] = (await connection()).subscriptions as Json[];
      expect(entry!.source).toMatchObject({
        id: 'webhooks',
        state: 'pending',
        reason: 'awaiting_setup',
        polled_event_types: [`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`],
        setup: { method: 'paste', url: entry!.execute_url, where: 'Intercom Developer Hub → your app → Webhooks' },
      });
      expect(entry).not.toHaveProperty('created_at');
      const read = await call<Json>(`${svc.url}/webhook/webhooks/${subscription.id}`, { headers: tenant.headers() });
      expect(read.body.data.polling_coverage).toEqual({
        connections: [
          {
            consumer_id: CONSUMER,
            service_id: 'intercom',
            event_types: [`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`],
            sources: [{ id: 'webhooks', state: 'pending', reason: 'awaiting_setup', since: entry!.source.since }],
          },
        ],
        total: 1,
      });
      const listed = await call<Json>(`${svc.url}/webhook/webhooks`, { headers: tenant.headers() });
      expect(listed.body.data[0].polling_coverage.total).toBe(1);
    });

    it('delivers a customer created, updated and deleted by polling while the platform sends nothing', async () => {
      const created = await unified('POST', '', { first_name: 'Polled', last_name: 'Only', emails: [{ email: 'polled.only@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      expect((await delivered(id, 'created')).payload.detected_by).toBe('polling');
      expect((await unified('PATCH', `/${id}`, { last_name: 'Renamed' })).status).toBe(200);
      expect((await delivered(id, 'updated')).payload.detected_by).toBe('polling');
      expect((await unified('DELETE', `/${id}`)).status).toBe(200);
      expect((await delivered(id, 'deleted')).payload.detected_by).toBe('polling');
      expect(about(id).map((delivery) => delivery.payload.event_type)).toEqual([`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`]);
      // Nothing came from the platform: its emulator never sent a notification.
      expect((svc.emulators.intercom as KitEmulatorHandle).kit.deliveries).toEqual([]);
    });

    it('once the URL is set and a signed notification arrives, polling stops for it and no change is delivered twice', async () => {
      const intercom = svc.emulators.intercom as KitEmulatorHandle;
      const [entry] = (await connection()).subscriptions as Json[];
      // The Developer Hub's webhook settings: the URL the connection shows.
      intercom.kit.subscribe({ url: entry!.execute_url });

      const created = await unified('POST', '', { first_name: 'Native', last_name: 'AtLast', emails: [{ email: 'native.at.last@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      await delivered(id, 'created');
      await waitFor(async () => (await connection()).subscriptions[0].source.state === 'confirmed', 'the source confirmed');

      // The poller learns of it, reconciles once (the change it sees there was reported: dropped), then only reconciles daily.
      await waitFor(async () => {
        const row = await poller();
        return row.nativeActions === 'created,updated,deleted' && row.reconciledAt !== null && row.nextRunAt.getTime() > Date.now() + 60 * 60_000;
      }, 'the poller to leave the customers to the platform', 20_000);
      const { passes } = await poller();

      expect((await unified('PATCH', `/${id}`, { last_name: 'Changed' })).status).toBe(200);
      expect((await delivered(id, 'updated')).payload.detected_by).toBe('native');
      expect((await unified('DELETE', `/${id}`)).status).toBe(200);
      expect((await delivered(id, 'deleted')).payload.detected_by).toBe('native');
      // Three polling intervals on: still nothing more, and no pass was made.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(about(id).map((delivery) => delivery.payload.event_type)).toEqual([`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`]);
      expect((await poller()).passes).toBe(passes);
      // Every event once: no event id, and no change of a record, delivered twice.
      const ids = deliveries().map((delivery) => delivery.payload.event_id);
      expect(new Set(ids).size).toBe(ids.length);
      const changes = deliveries().map((delivery) => `${delivery.payload.entity_id} ${delivery.payload.event_type}`);
      expect(new Set(changes).size).toBe(changes.length);

      const confirmed = (await connection()).subscriptions[0].source;
      expect(confirmed).toMatchObject({ state: 'confirmed', polled_event_types: [] });
      expect(confirmed).not.toHaveProperty('reason');
      expect(Date.parse(confirmed.last_delivery_at)).toBeGreaterThan(0);
      const read = await call<Json>(`${svc.url}/webhook/webhooks/${subscription.id}`, { headers: tenant.headers() });
      expect(read.body.data.polling_coverage).toEqual({ connections: [], total: 0 });
    });

    it('finds what a confirmed source stopped sending at the next reconciliation, and polls until the platform sends again', async () => {
      const intercom = svc.emulators.intercom as KitEmulatorHandle;
      const [entry] = (await connection()).subscriptions as Json[];
      // The URL is kept at the platform, but for a topic nothing sends: Intercom goes silent.
      intercom.kit.subscribe({ url: entry!.execute_url, events: ['no.such.topic'] });
      const sentBefore = intercom.kit.deliveries.length;
      const created = await unified('POST', '', { first_name: 'Missed', last_name: 'ByThePlatform', emails: [{ email: 'missed@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;

      // A day on, as far as the poller knows: its reconciliation is due.
      const row = await poller();
      await svc.store.db.updateTable('webhookPollers').set({ reconciledAt: new Date(Date.now() - 25 * 60 * 60_000), nextRunAt: new Date() }).where('id', '=', row.id).execute();
      expect((await delivered(id, 'created')).payload.detected_by).toBe('polling');
      await waitFor(async () => (await connection()).subscriptions[0].source.state === 'polling', 'the source to fall back to polling');
      expect((await connection()).subscriptions[0].source).toMatchObject({ state: 'polling', reason: 'missed_changes', polled_event_types: [`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`] });
      expect(intercom.kit.deliveries).toHaveLength(sentBefore);

      // Polled at the interval again: a change made now comes by polling.
      await waitFor(async () => (await poller()).nativeActions === '', 'the poller to report everything again', 20_000);
      expect((await unified('PATCH', `/${id}`, { last_name: 'StillPolled' })).status).toBe(200);
      expect((await delivered(id, 'updated')).payload.detected_by).toBe('polling');

      // The platform sends again: its next signed notification confirms the source.
      intercom.kit.subscribe({ url: entry!.execute_url });
      expect((await unified('DELETE', `/${id}`)).status).toBe(200);
      await delivered(id, 'deleted');
      await waitFor(async () => (await connection()).subscriptions[0].source.state === 'confirmed', 'the source confirmed again');
      expect(about(id).map((delivery) => delivery.payload.event_type)).toEqual([`${CUSTOMER}.created`, `${CUSTOMER}.updated`, `${CUSTOMER}.deleted`]);
    });
  });
}
