/**
 * The delivery outbox's queries. An attempt is leased, not locked: one
 * statement marks due deliveries as taken until `leaseExpiresAt` (rows other
 * instances are taking at that moment are skipped with FOR UPDATE SKIP
 * LOCKED, and a row taken meanwhile fails the lease condition when
 * re-checked), and no transaction stays open during the HTTP call. So two
 * instances never make the same attempt, and the attempt of an instance that
 * died is made again once its lease has expired. The same SQL runs on
 * PostgreSQL and PGlite.
 */
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../store/database.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';
import type { EventDetection, WebhookEvent } from './payload.js';

/** A leased attempt, with what it needs to be made. */
export interface LeasedAttempt {
  deliveryId: string;
  /** The execution_attempt of this attempt (1 for the first). */
  attempt: number;
  event: WebhookEvent;
  subscription: Pick<WebhookSubscriptionRow, 'id' | 'mode' | 'deliveryUrl' | 'signingSecret' | 'previousSigningSecret' | 'previousSigningSecretExpiresAt'>;
}

export interface LeaseRequest {
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

interface LeasedRow {
  deliveryId: string;
  attempts: number;
  eventId: string;
  type: string;
  unifiedApi: string;
  serviceId: string;
  consumerId: string;
  entityId: string;
  entityType: string;
  entityUrl: string;
  entity: Record<string, unknown> | null;
  occurredAt: Date | string;
  detectedBy: EventDetection;
  subscriptionId: string;
  mode: string;
  deliveryUrl: string;
  signingSecret: string;
  previousSigningSecret: string | null;
  previousSigningSecretExpiresAt: Date | string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Where a change sits among the changes of one record that occurred at the
 * same moment (platforms stamp in whole seconds): created, then updated, then
 * deleted.
 */
function actionRank(type: RawBuilder<unknown>) {
  return sql`(case when ${type} like '%.created' then 0 when ${type} like '%.deleted' then 2 else 1 end)`;
}

/**
 * Leases up to `limit` due attempts: pending, due, not leased (or the lease
 * expired), of an enabled subscription, and with no pending delivery of the
 * same subscription and record that comes before it (ordering, item 6). A
 * record's changes come in the order they occurred, not the order they were
 * published: a platform that sends its webhooks concurrently can have an
 * `updated` arrive before its `created` (publish.ts holds such events briefly
 * so the earlier one can still arrive).
 */
export async function leaseDueAttempts(db: Database, request: LeaseRequest): Promise<LeasedAttempt[]> {
  const { now, workerId, limit } = request;
  const leaseUntil = new Date(now.getTime() + request.leaseMs);
  const result = await sql<LeasedRow>`
    with leased as (
      update webhook_deliveries
      set lease_expires_at = ${leaseUntil}, leased_by = ${workerId}, attempts = attempts + 1, updated_at = ${now}
      where id in (
        select d.id from webhook_deliveries d
        join webhook_subscriptions s on s.id = d.subscription_id
        join webhook_events e on e.id = d.event_id
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.lease_expires_at is null or d.lease_expires_at <= ${now})
          and s.status = 'enabled'
          and not exists (
            select 1 from webhook_deliveries earlier
            join webhook_events earlier_event on earlier_event.id = earlier.event_id
            where earlier.subscription_id = d.subscription_id and earlier.ordering_key = d.ordering_key
              and earlier.status = 'pending' and earlier.id <> d.id
              and (earlier_event.occurred_at, ${actionRank(sql.ref('earlier_event.type'))}, earlier.seq)
                < (e.occurred_at, ${actionRank(sql.ref('e.type'))}, d.seq)
          )
        order by d.next_attempt_at, d.seq
        limit ${limit}
        for update of d skip locked
      )
      and status = 'pending' and (lease_expires_at is null or lease_expires_at <= ${now})
      returning id, event_id, subscription_id, attempts
    )
    select leased.id as delivery_id, leased.attempts, e.id as event_id, e.type, e.unified_api, e.service_id, e.consumer_id,
      e.entity_id, e.entity_type, e.entity_url, e.entity, e.occurred_at, e.detected_by, s.id as subscription_id, s.mode, s.delivery_url,
      s.signing_secret, s.previous_signing_secret, s.previous_signing_secret_expires_at
    from leased
    join webhook_events e on e.id = leased.event_id
    join webhook_subscriptions s on s.id = leased.subscription_id
  `.execute(db);
  return result.rows.map((row) => ({
    deliveryId: row.deliveryId,
    attempt: Number(row.attempts),
    event: {
      id: row.eventId,
      type: row.type,
      unifiedApi: row.unifiedApi,
      serviceId: row.serviceId,
      consumerId: row.consumerId,
      entityId: row.entityId,
      entityType: row.entityType,
      entityUrl: row.entityUrl,
      occurredAt: asDate(row.occurredAt),
      detectedBy: row.detectedBy,
      ...(row.entity !== null ? { entity: row.entity } : {}),
    },
    subscription: {
      id: row.subscriptionId,
      mode: row.mode,
      deliveryUrl: row.deliveryUrl,
      signingSecret: row.signingSecret,
      previousSigningSecret: row.previousSigningSecret,
      previousSigningSecretExpiresAt: row.previousSigningSecretExpiresAt === null ? null : asDate(row.previousSigningSecretExpiresAt),
    },
  }));
}

export interface AttemptRecord {
  outcome: 'delivered' | 'failed';
  responseStatus: number | null;
  responseSnippet: string | null;
  error: string | null;
  latencyMs: number;
  startedAt: Date;
}

/** What becomes of the delivery after the attempt. */
export type NextStep = { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'give_up' };

/**
 * Records the attempt and moves the delivery on, in one transaction. The
 * delivery is only moved while this worker still holds the lease for this
 * attempt: if the lease expired and another instance took the delivery over,
 * that instance's outcome stands (the attempt is still logged).
 */
export async function finishAttempt(db: Database, leased: LeasedAttempt, workerId: string, record: AttemptRecord, next: NextStep, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('webhookDeliveryAttempts')
      .values({ id: randomUUID(), deliveryId: leased.deliveryId, subscriptionId: leased.subscription.id, attempt: leased.attempt, ...record })
      .execute();
    await tx
      .updateTable('webhookDeliveries')
      .set({
        status: next.kind === 'delivered' ? 'delivered' : next.kind === 'give_up' ? 'failed' : 'pending',
        ...(next.kind === 'retry' ? { nextAttemptAt: next.at } : {}),
        ...(next.kind === 'delivered' ? { deliveredAt: now } : {}),
        leaseExpiresAt: null,
        leasedBy: null,
        updatedAt: now,
      })
      .where('id', '=', leased.deliveryId)
      .where('leasedBy', '=', workerId)
      .where('attempts', '=', leased.attempt)
      .execute();
  });
}

/** Disables a subscription for `reason` (the reference's `retry_limit`), unless the caller disabled it already. */
export async function disableSubscription(db: Database, subscriptionId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('webhookSubscriptions')
    .set({ status: 'disabled', disabledReason: reason, updatedAt: now })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'enabled')
    .execute();
}

/**
 * When the subscription's run of failures began: the first attempt after its
 * last successful one, when every attempt since has failed; undefined when
 * its last attempt succeeded or none was made.
 */
export async function failingSince(db: Database, subscriptionId: string): Promise<Date | undefined> {
  const result = await sql<{ since: Date | string | null }>`
    select min(a.started_at) as since from webhook_delivery_attempts a
    where a.subscription_id = ${subscriptionId}
      and a.started_at > coalesce(
        (select max(ok.started_at) from webhook_delivery_attempts ok where ok.subscription_id = ${subscriptionId} and ok.outcome = 'delivered'),
        '-infinity'::timestamptz)
  `.execute(db);
  const since = result.rows[0]?.since;
  return since === null || since === undefined ? undefined : asDate(since);
}
