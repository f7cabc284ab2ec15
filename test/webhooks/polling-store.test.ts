/**
 * The pollers' leases in the store, on every store: a due pass is leased by
 * one taker only; a lease that expired is taken over with a new token, and
 * the old holder can then neither renew nor record its pass (its events are
 * not published); a failed pass keeps what the poller remembers; a
 * platform's notification makes the pollers due now, and one that comes
 * during a pass makes another follow it, with the feed's position kept.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../src/store/repositories/applications.js';
import { upsertConsumer } from '../../src/store/repositories/consumers.js';
import { completePass, failPass, leaseDuePollers, pollNow, renewLease } from '../../src/webhooks/polling/poller-store.js';
import type { PublishedEvent } from '../../src/webhooks/delivery/publish.js';
import { BACKENDS, openTestStore, type Backend, type TestStore } from '../helpers/backends.js';

const APP = 'app_polling_store';

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`poller leases (${backend})`, () => {
    let store: TestStore;
    let connectionId: string;

    beforeAll(async () => {
      store = await openTestStore(backend);
      await insertApplication(store.db, { id: APP, name: 'Polling store' });
      const [consumer] = await upsertConsumer(store.db, { applicationId: APP, mode: 'sandbox' }, 'consumer-1', undefined);
      connectionId = randomUUID();
      await store.db.insertInto('connections').values({ id: connectionId, consumerRef: consumer.id, unifiedApi: 'customer-support', serviceId: 'zendesk', state: 'callable' }).execute();
    });
    afterAll(() => store?.dispose());

    const addPoller = async (resourceKey: string, nextRunAt: Date) => {
      const id = randomUUID();
      await store.db.insertInto('webhookPollers').values({ id, connectionId, resourceKey, nextRunAt }).execute();
      return id;
    };
    const event = (entityId: string): PublishedEvent => ({
      applicationId: APP,
      mode: 'sandbox',
      type: 'customer-support.customer.created',
      unifiedApi: 'customer-support',
      serviceId: 'zendesk',
      consumerId: 'consumer-1',
      entityId,
      entityType: 'customer',
      entityUrl: `http://127.0.0.1:8080/customer-support/customers/${entityId}`,
      occurredAt: new Date(),
      detectedBy: 'polling',
    });

    it('leases a due pass to one taker, with what it needs to make it', async () => {
      const now = new Date();
      const id = await addPoller('customer-support/customers', new Date(now.getTime() - 1000));
      await addPoller('customer-support/later', new Date(now.getTime() + 60_000));
      const takers = await Promise.all([0, 1, 2].map(() => leaseDuePollers(store.db, { now, leaseMs: 60_000, limit: 5 })));
      const leased = takers.flat();
      expect(leased.map((poller) => poller.id)).toEqual([id]);
      expect(leased[0]).toMatchObject({ connectionId, serviceId: 'zendesk', applicationId: APP, mode: 'sandbox', consumerId: 'consumer-1', passes: 0, known: null, intervalSeconds: null });
      // Leased: not due again until the lease expires.
      expect(await leaseDuePollers(store.db, { now: new Date(now.getTime() + 59_000), leaseMs: 60_000, limit: 5 })).toEqual([]);
      await store.db.deleteFrom('webhookPollers').execute();
    });

    it('takes an expired lease over: the old holder can neither renew it nor record its pass', async () => {
      const start = new Date();
      const id = await addPoller('customer-support/customers', start);
      const [stale] = await leaseDuePollers(store.db, { now: start, leaseMs: 1_000, limit: 1 });
      const later = new Date(start.getTime() + 2_000);
      const [current] = await leaseDuePollers(store.db, { now: later, leaseMs: 60_000, limit: 1 });
      expect(current?.id).toBe(id);
      expect(current!.leaseToken).not.toBe(stale!.leaseToken);

      expect(await renewLease(store.db, stale!, later, 60_000)).toBe(false);
      const pass = { known: 'a\tAAAAAAAAAAA', knownCount: 1, watermark: start, nextRunAt: new Date(later.getTime() + 60_000), reconciledAt: start };
      expect(await completePass(store.db, stale!, pass, { events: [event('from-the-stale-pass')] }, later)).toBe(false);
      expect(await store.db.selectFrom('webhookEvents').select('entityId').where('applicationId', '=', APP).execute()).toEqual([]);

      expect(await renewLease(store.db, current!, later, 60_000)).toBe(true);
      expect(await completePass(store.db, current!, pass, { events: [event('from-the-current-pass')] }, later)).toBe(true);
      const events = await store.db.selectFrom('webhookEvents').select(['entityId', 'detectedBy']).where('applicationId', '=', APP).execute();
      expect(events).toEqual([{ entityId: 'from-the-current-pass', detectedBy: 'polling' }]);
      const row = await store.db.selectFrom('webhookPollers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ passes: 1, known: pass.known, knownCount: 1, leaseToken: null, leaseExpiresAt: null, failures: 0 });
      expect(row.nextRunAt.getTime()).toBe(pass.nextRunAt.getTime());

      // A failed pass keeps what was remembered and says when to try again.
      const retryAt = new Date(later.getTime() + 120_000);
      const [failing] = await leaseDuePollers(store.db, { now: pass.nextRunAt, leaseMs: 60_000, limit: 1 });
      await failPass(store.db, failing!, 'ConnectorExecutionError: down', retryAt, pass.nextRunAt);
      expect(await store.db.selectFrom('webhookPollers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        passes: 1,
        known: pass.known,
        failures: 1,
        lastError: 'ConnectorExecutionError: down',
        nextRunAt: retryAt,
        leaseToken: null,
      });
    });

    it('makes a connection\'s pollers due on a notification; one during a pass makes another follow it, the feed position kept', async () => {
      await store.db.deleteFrom('webhookPollers').execute();
      const start = new Date();
      const id = await addPoller('file-storage/files', new Date(start.getTime() + 600_000));
      await pollNow(store.db, connectionId, start);
      const [leased] = await leaseDuePollers(store.db, { now: start, leaseMs: 60_000, limit: 1 });
      expect(leased?.id).toBe(id);
      expect(leased!.cursor).toBeNull();
      // Notified while the pass runs: once it is stored, the next is due at once rather than at the interval.
      const during = new Date(start.getTime() + 1_000);
      await pollNow(store.db, connectionId, during);
      const pass = { known: 'k\t00', knownCount: 1, watermark: start, startedAt: start, nextRunAt: new Date(start.getTime() + 600_000), reconciledAt: undefined, cursor: '42' };
      expect(await completePass(store.db, leased!, pass, { events: [] }, new Date(start.getTime() + 2_000))).toBe(true);
      const row = await store.db.selectFrom('webhookPollers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect([row.nextRunAt.getTime(), row.cursor]).toEqual([during.getTime(), '42']);
      // Without a notification, the pass's own schedule stands and the position carries on.
      const [again] = await leaseDuePollers(store.db, { now: new Date(start.getTime() + 3_000), leaseMs: 60_000, limit: 1 });
      expect(again!.cursor).toBe('42');
      const later = { ...pass, startedAt: new Date(start.getTime() + 3_000), cursor: '43' };
      expect(await completePass(store.db, again!, later, { events: [] }, new Date(start.getTime() + 4_000))).toBe(true);
      const after = await store.db.selectFrom('webhookPollers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect([after.nextRunAt.getTime(), after.cursor]).toEqual([pass.nextRunAt.getTime(), '43']);
    });
  });
}
