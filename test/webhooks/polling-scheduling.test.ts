/**
 * How virtual webhook passes are scheduled, over HTTP on loopback against the
 * Zendesk emulator (customers, listed completely on every pass):
 * - two service instances on one store poll a (connection, resource) once
 *   per interval between them, and publish a change once;
 * - a platform that fails backs the poller off (twice the interval, then four
 *   times) without losing what it remembers, and once it answers again the
 *   change made meanwhile is delivered once;
 * - with no subscription that wants the resource's events, nothing is
 *   polled: no row, no platform call.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../src/connectors/framework/retry-policy.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { createPollScheduler } from '../../src/webhooks/polling/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { pollerRows, pollingOptions, pollOnlyRegistry, setPollInterval, startWorkers, subscribe, verified } from './polling-fixture.js';

const ZENDESK = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };
const CUSTOMERS = 'customer-support/customers';
const CREATED = 'customer-support.customer.created';

/** Calls that list customers from the start (no `page[after]`): exactly one per pass. */
const passesSeenBy = (svc: TestService) =>
  svc.emulators.zendesk!.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path === '/api/v2/users' && !exchange.query.has('page[after]')).length;

/** Deletes a subscription, so the next sync drops its pollers and the next test's passes are its own. */
const unsubscribe = async (svc: TestService, tenant: Tenant, id: string) =>
  expect((await call(`${svc.url}/webhook/webhooks/${id}`, { method: 'DELETE', headers: tenant.headers() })).status).toBe(200);

const newCustomer = (svc: TestService, tenant: Tenant, name: string) =>
  call(`${svc.url}/customer-support/customers`, { method: 'POST', headers: tenant.headers('consumer-1'), json: { first_name: name, last_name: 'Polled', emails: [{ email: `${name.toLowerCase()}@example.com`, type: 'primary' }] } });

for (const backend of BACKENDS) {
  describe(`virtual webhook scheduling (${backend})`, () => {
    const connectors = pollOnlyRegistry();
    const masterKey = randomBytes(32);
    let first: TestService;
    let second: TestService;
    let receiver: WebhookReceiver;

    beforeAll(async () => {
      first = await startTestService({ backend, emulators: [zendeskEmulator], record: true, connectors, masterKey });
      // The second instance: same store and key, same emulator, none of its own.
      second = await startTestService({ store: first.store, connectors, masterKey });
      second.targets.setSandboxUrl('zendesk', first.emulators.zendesk!.url);
      receiver = await startWebhookReceiver();
    });
    afterAll(async () => {
      await receiver?.close();
      await second?.close();
      await first?.close();
    });

    it('two instances on one store make each pass once per interval, and publish a change once', async () => {
      const tenant = await first.tenant();
      await tenant.connect('consumer-1', 'customer-support', 'zendesk', ZENDESK);
      await setPollInterval(first, tenant.appId, 1);
      const { id: subscriptionId, secret } = await subscribe(first, tenant, 'customer-support', `${receiver.url}/two`, [CREATED]);
      const before = passesSeenBy(first);
      const started = Date.now();
      const workers = [startWorkers(first, connectors), startWorkers(second, connectors)];
      let id: string;
      try {
        await waitFor(async () => (await pollerRows(first, tenant.appId, CUSTOMERS))[0]?.passes === 1, 'the baseline', 20_000);
        const created = await newCustomer(first, tenant, 'Twice');
        expect(created.status, created.text).toBe(201);
        id = created.body.data.id;
        await waitFor(() => receiver.received.some((webhook) => webhook.path === '/two' && verified(secret, webhook).payload.entity_id === id), 'the created event', 20_000);
        // A few more passes, during which either instance may take any of them.
        const passes = (await pollerRows(first, tenant.appId, CUSTOMERS))[0]!.passes;
        await waitFor(async () => (await pollerRows(first, tenant.appId, CUSTOMERS))[0]!.passes >= passes + 3, 'three more passes', 20_000);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const elapsedMs = Date.now() - started;
      const [row] = await pollerRows(first, tenant.appId, CUSTOMERS);
      // Every pass listed the platform once (none made twice by two instances), and no two began within one interval.
      expect(passesSeenBy(first) - before).toBe(row!.passes);
      expect(row!.passes).toBeLessThanOrEqual(Math.floor(elapsedMs / 1000) + 1);
      // Each pass was recorded by the one instance that made it.
      expect(workers.reduce((sum, worker) => sum + worker.polling.scheduler.outcomes.complete, 0)).toBe(row!.passes);
      const deliveries = receiver.received.filter((webhook) => webhook.path === '/two').map((webhook) => verified(secret, webhook).payload);
      expect(deliveries.map((payload) => [payload.entity_id, payload.event_type])).toEqual([[id!, CREATED]]);
      const events = await first.store.db.selectFrom('webhookEvents').select('id').where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'polling').execute();
      expect(events).toHaveLength(1);
      await unsubscribe(first, tenant, subscriptionId);
    });

    it('backs off a failing platform, keeps what it remembers, and delivers the change made meanwhile once', async () => {
      const tenant = await first.tenant();
      await tenant.connect('consumer-1', 'customer-support', 'zendesk', ZENDESK);
      await setPollInterval(first, tenant.appId, 1);
      const { id: subscriptionId, secret } = await subscribe(first, tenant, 'customer-support', `${receiver.url}/flaky`, [CREATED]);
      const emulator = first.emulators.zendesk!;
      const row = async () => (await pollerRows(first, tenant.appId, CUSTOMERS))[0];
      const workers = startWorkers(first, connectors);
      let id: string;
      let baseline: NonNullable<Awaited<ReturnType<typeof row>>>;
      try {
        await waitFor(async () => (await row())?.passes === 1, 'the baseline', 20_000);
        baseline = (await row())!;

        // Every try of the next pass's call fails (the connector retries a 503 itself): the pass fails.
        emulator.failNext('server_error', DEFAULT_RETRY_POLICY.maxAttempts);
        await waitFor(async () => (await row())!.failures === 1, 'the first failed pass', 20_000);
        const once = (await row())!;
        expect(once.nextRunAt.getTime() - once.updatedAt.getTime()).toBe(2 * 1000);
        expect(once.lastError).toContain('ConnectorExecutionError');
        expect(once.lastError).not.toContain(ZENDESK_DEMO_ACCOUNT.apiToken);

        // A change while the poller waits; then the platform fails the next pass too.
        const created = await newCustomer(first, tenant, 'Meanwhile');
        expect(created.status, created.text).toBe(201);
        id = created.body.data.id;
        emulator.failNext('server_error', DEFAULT_RETRY_POLICY.maxAttempts);
        await waitFor(async () => (await row())!.failures === 2, 'the second failed pass', 20_000);
        const twice = (await row())!;
        expect(twice.nextRunAt.getTime() - twice.updatedAt.getTime()).toBe(4 * 1000);
        expect([twice.passes, twice.knownCount, twice.known]).toEqual([baseline.passes, baseline.knownCount, baseline.known]);

        await waitFor(() => receiver.received.some((webhook) => webhook.path === '/flaky'), 'the created event', 20_000);
        await waitFor(async () => (await row())!.passes >= baseline.passes + 2, 'another pass after the recovery', 20_000);
      } finally {
        await workers.stop();
      }
      const recovered = (await row())!;
      expect(recovered).toMatchObject({ failures: 0, lastError: null, knownCount: baseline!.knownCount + 1 });
      const deliveries = receiver.received.filter((webhook) => webhook.path === '/flaky').map((webhook) => verified(secret, webhook).payload);
      expect(deliveries.map((payload) => [payload.entity_id, payload.event_type])).toEqual([[id!, CREATED]]);
      await unsubscribe(first, tenant, subscriptionId);
    });

    it('polls nothing, and calls no platform, while no subscription wants the resource\'s events', async () => {
      const tenant = await first.tenant();
      await tenant.connect('consumer-1', 'customer-support', 'zendesk', ZENDESK);
      await setPollInterval(first, tenant.appId, 1);
      // Subscriptions that do not want customer events: another API's, and a disabled one.
      await subscribe(first, tenant, 'issue-tracking', `${receiver.url}/other-api`, ['*']);
      const disabled = await subscribe(first, tenant, 'customer-support', `${receiver.url}/disabled`, ['*']);
      const off = await call(`${first.url}/webhook/webhooks/${disabled.id}`, { method: 'PATCH', headers: tenant.headers(), json: { status: 'disabled' } });
      expect(off.status, off.text).toBe(200);

      // Stepped by hand, with a sync on every tick: no waiting on timers.
      const scheduler = createPollScheduler(pollingOptions(first, connectors, { syncEveryMs: 0 }));
      const calls = first.emulators.zendesk!.exchanges.length;
      for (let tick = 0; tick < 3; tick++) await Promise.all(await scheduler.runOnce());
      expect(await pollerRows(first, tenant.appId, CUSTOMERS)).toEqual([]);
      expect(first.emulators.zendesk!.exchanges.length).toBe(calls);

      // The test can fail: once a subscription wants them, the customers are polled (a baseline).
      await subscribe(first, tenant, 'customer-support', `${receiver.url}/wanted`, [CREATED]);
      expect(await Promise.all(await scheduler.runOnce())).toEqual(['complete']);
      expect(await pollerRows(first, tenant.appId, CUSTOMERS)).toMatchObject([{ passes: 1 }]);
      expect(first.emulators.zendesk!.exchanges.length).toBeGreaterThan(calls);
    });
  });
}
