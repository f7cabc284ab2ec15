/**
 * Which (connection, resource) pairs are worth polling, kept in step with
 * the store: a connection that is enabled and callable, of an application
 * and key mode with an enabled subscription that wants one of the events
 * polling would report for that resource (delivery/matching.ts decides, as
 * for delivery). Nothing else is worth a platform call.
 *
 * Every instance runs this now and then; it only adds rows that are missing
 * (ON CONFLICT DO NOTHING) and removes rows no longer wanted, so instances
 * running it at once agree. A removed row takes its memory with it: when a
 * subscription wants the events again, polling starts over with a baseline
 * rather than reporting, late, every change made while nobody listened.
 * A row another instance added after this one read the store is never
 * removed by it (created_at is compared with the time the read began).
 */
import { randomUUID } from 'node:crypto';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import { subscriptionWants, type SubscriptionInterest } from '../delivery/matching.js';
import { nativeEventsArrive, polledResources } from './polled-resources.js';

export interface PollTarget {
  connectionId: string;
  resourceKey: string;
}

export interface SyncResult {
  targets: number;
  added: number;
  removed: number;
}

const targetKey = (target: PollTarget) => `${target.connectionId}|${target.resourceKey}`;

/** The pairs worth polling right now. */
export async function wantedTargets(db: Database, connectors: ConnectorRegistry): Promise<PollTarget[]> {
  const subscriptions = await db
    .selectFrom('webhookSubscriptions')
    .select(['applicationId', 'mode', 'unifiedApi', 'events'])
    .where('status', '=', 'enabled')
    .execute();
  if (subscriptions.length === 0) return [];
  const byTenant = new Map<string, SubscriptionInterest[]>();
  for (const subscription of subscriptions) {
    const tenant = `${subscription.applicationId}|${subscription.mode}`;
    byTenant.set(tenant, [...(byTenant.get(tenant) ?? []), subscription]);
  }
  const connections = await db
    .selectFrom('connections as c')
    .innerJoin('consumers as k', 'k.id', 'c.consumerRef')
    .leftJoin('inboundEndpoints as e', (join) =>
      join
        .onRef('e.applicationId', '=', 'k.applicationId')
        .onRef('e.mode', '=', 'k.mode')
        .onRef('e.consumerId', '=', 'k.consumerId')
        .onRef('e.unifiedApi', '=', 'c.unifiedApi')
        .onRef('e.serviceId', '=', 'c.serviceId'),
    )
    .select(['c.id as connectionId', 'c.serviceId', 'c.unifiedApi', 'k.applicationId', 'k.mode', 'e.delivers'])
    .where('c.enabled', '=', true)
    .where('c.state', '=', 'callable')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhookSubscriptions as s')
          .select('s.id')
          .whereRef('s.applicationId', '=', 'k.applicationId')
          .whereRef('s.mode', '=', 'k.mode')
          .where('s.status', '=', 'enabled'),
      ),
    )
    .execute();
  return connections.flatMap((connection) => {
    const connector = connectors.find(connection.serviceId);
    const interested = byTenant.get(`${connection.applicationId}|${connection.mode}`) ?? [];
    if (!connector || interested.length === 0) return [];
    return polledResources(connector, connection.unifiedApi, nativeEventsArrive(connector, connection.delivers === true))
      .filter((resource) =>
        resource.eventTypes.some((type) => interested.some((subscription) => subscriptionWants(subscription, { type, unifiedApi: resource.binding.declaration.api }))),
      )
      .map((resource) => ({ connectionId: connection.connectionId, resourceKey: resource.binding.declaration.key }));
  });
}

/** Adds the rows of wanted pairs (first pass due at once: the baseline) and removes the rest. */
export async function syncPollers(db: Database, connectors: ConnectorRegistry, now: Date): Promise<SyncResult> {
  const readAt = now;
  const [targets, existing] = await Promise.all([
    wantedTargets(db, connectors),
    db.selectFrom('webhookPollers').select(['id', 'connectionId', 'resourceKey', 'createdAt']).execute(),
  ]);
  const wanted = new Set(targets.map(targetKey));
  const present = new Set(existing.map(targetKey));
  const missing = targets.filter((target) => !present.has(targetKey(target)));
  const unwanted = existing.filter((row) => !wanted.has(targetKey(row)) && row.createdAt < readAt).map((row) => row.id);
  if (missing.length > 0) {
    await db
      .insertInto('webhookPollers')
      .values(missing.map((target) => ({ id: randomUUID(), ...target, nextRunAt: now, createdAt: now, updatedAt: now })))
      .onConflict((conflict) => conflict.columns(['connectionId', 'resourceKey']).doNothing())
      .execute();
  }
  if (unwanted.length > 0) await db.deleteFrom('webhookPollers').where('id', 'in', unwanted).execute();
  return { targets: targets.length, added: missing.length, removed: unwanted.length };
}
