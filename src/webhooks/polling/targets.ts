/**
 * Which (connection, resource) pairs are worth polling, kept in step with
 * the store: a connection that is enabled and callable, of an application
 * and key mode with an enabled subscription that wants one of the
 * resource's events (delivery/matching.ts decides, as for delivery). Nothing
 * else is worth a platform call. Each pair also carries which of those
 * changes the platform reports itself right now (the events of the
 * connection's confirmed native sources, inbound/sources.ts): the passes
 * leave those to it, and reconcile now and then (pass-plan.ts).
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
import { apisOf, type ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import { subscriptionWants, type SubscriptionInterest } from '../delivery/matching.js';
import { liveDownstreamEvents, sourceStatuses } from '../inbound/sources.js';
import { polledResources } from './polled-resources.js';
import { connectionsWithEndpoints } from '../inbound/connection-endpoints.js';

export interface PollTarget {
  connectionId: string;
  resourceKey: string;
  /** The changes the platform reports itself for the connection now, comma-separated (pass-plan.ts). */
  nativeActions: string;
}

export interface SyncResult {
  targets: number;
  added: number;
  removed: number;
  /** Rows whose platform coverage changed: due now, reporting every change. */
  changed: number;
}

const targetKey = (target: Pick<PollTarget, 'connectionId' | 'resourceKey'>) => `${target.connectionId}|${target.resourceKey}`;

/** The pairs worth polling right now, each with what the platform reports itself. */
export async function wantedTargets(db: Database, connectors: ConnectorRegistry, now: Date): Promise<PollTarget[]> {
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
  const connections = await connectionsWithEndpoints(db)
    .select(['c.id as connectionId', 'c.serviceId', 'c.unifiedApi', 'c.createdAt', 'k.applicationId', 'k.mode', 'e.sources', 'e.createdAt as endpointCreatedAt'])
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
  // With no connection to poll, the connectors' code need not load (connectors/index.ts).
  if (connections.length > 0) await connectors.ready();
  return connections.flatMap((connection) => {
    const connector = connectors.find(connection.serviceId);
    const interested = byTenant.get(`${connection.applicationId}|${connection.mode}`) ?? [];
    if (!connector || interested.length === 0) return [];
    const live = liveDownstreamEvents(sourceStatuses(connector, connection.sources, connection.endpointCreatedAt ?? connection.createdAt, now));
    // A connection serves every unified API of its connector: each API's resources are polled on it.
    return apisOf(connector)
      .flatMap((api) => polledResources(connector, api, live))
      .filter((resource) =>
        resource.eventTypes.some((type) => interested.some((subscription) => subscriptionWants(subscription, { type, unifiedApi: resource.binding.declaration.api }))),
      )
      .map((resource) => ({ connectionId: connection.connectionId, resourceKey: resource.binding.declaration.key, nativeActions: resource.nativeActions.join(',') }));
  });
}

/**
 * Adds the rows of wanted pairs (first pass due at once: the baseline),
 * removes the rest, and makes a row whose platform coverage changed due now:
 * its next pass reports every change (the ones made before a source was
 * confirmed, or those the platform stopped reporting).
 */
export async function syncPollers(db: Database, connectors: ConnectorRegistry, now: Date): Promise<SyncResult> {
  const readAt = now;
  const [targets, existing] = await Promise.all([
    wantedTargets(db, connectors, now),
    db.selectFrom('webhookPollers').select(['id', 'connectionId', 'resourceKey', 'createdAt', 'nativeActions']).execute(),
  ]);
  const wanted = new Map(targets.map((target) => [targetKey(target), target]));
  const present = new Set(existing.map(targetKey));
  const missing = targets.filter((target) => !present.has(targetKey(target)));
  const unwanted = existing.filter((row) => !wanted.has(targetKey(row)) && row.createdAt < readAt).map((row) => row.id);
  const changed = existing.flatMap((row) => {
    const target = wanted.get(targetKey(row));
    return target && target.nativeActions !== row.nativeActions ? [{ id: row.id, from: row.nativeActions, to: target.nativeActions }] : [];
  });
  if (missing.length > 0) {
    await db
      .insertInto('webhookPollers')
      .values(missing.map((target) => ({ id: randomUUID(), ...target, nextRunAt: now, createdAt: now, updatedAt: now })))
      .onConflict((conflict) => conflict.columns(['connectionId', 'resourceKey']).doNothing())
      .execute();
  }
  if (unwanted.length > 0) await db.deleteFrom('webhookPollers').where('id', 'in', unwanted).execute();
  for (const row of changed) {
    // Only from the value read: two instances syncing at once change it once.
    await db
      .updateTable('webhookPollers')
      .set({ nativeActions: row.to, reconciledAt: null, nextRunAt: now, updatedAt: now })
      .where('id', '=', row.id)
      .where('nativeActions', '=', row.from)
      .execute();
  }
  return { targets: targets.length, added: missing.length, removed: unwanted.length, changed: changed.length };
}
