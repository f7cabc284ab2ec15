/**
 * Sending events again, by API (the reference has no such routes; Svix calls
 * them resend and recover). Both write new deliveries to the outbox, which
 * the workers then make like any other: the event is the same, so every
 * attempt carries the same `webhook-id` (the event id) and a receiver that
 * already has it drops the duplicate; `execution_attempt` starts again at 1.
 *
 * - replay: one event, to every subscription it was delivered to (or to one
 *   subscription that wants it), whatever became of those deliveries;
 * - recover: every delivery given up (`failed`) since a time, once: a failed
 *   delivery that a later delivery of the same event to the same
 *   subscription already follows (replayed or recovered before) is not sent
 *   again.
 *
 * A subscription that is disabled keeps what is written for it until it is
 * enabled again. A new delivery is ordered after the pending ones of the
 * same record (delivery/publish.ts), so it never overtakes them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ApiError } from '../../core/errors/api-error.js';
import type { Database } from '../../store/database.js';
import { VAULT_API_ID } from '../event-types.js';
import { subscriptionWants } from '../delivery/matching.js';
import { orderingKeyOf } from '../delivery/publish.js';
import type { LogScope } from './log-query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Replay {
  eventId: string;
  /** The subscriptions a new delivery was written for. */
  webhookIds: string[];
}

export interface RecoverRequest {
  since: Date;
  until?: Date | undefined;
  /** Only events of this unified API (`vault`: Vault's connection events). */
  unifiedApi?: string | undefined;
  /** Only deliveries to this subscription. */
  webhookId?: string | undefined;
}

/** A new delivery of the event to each target; a target with a delivery of it still pending is skipped (that one is coming). */
export async function replayEvent(db: Database, scope: LogScope, eventId: string, webhookId: string | undefined, now: Date): Promise<Replay> {
  if (!UUID.test(eventId)) throw eventNotFound(eventId);
  return db.transaction().execute(async (tx) => {
    const event = await tx
      .selectFrom('webhookEvents')
      .selectAll()
      .where('id', '=', eventId)
      .where('applicationId', '=', scope.applicationId)
      .where('mode', '=', scope.mode)
      .executeTakeFirst();
    if (!event) throw eventNotFound(eventId);
    const targets = webhookId === undefined ? await deliveredTo(tx, eventId) : [await wantingSubscription(tx, scope, webhookId, event)];
    const pending = new Set(
      (await tx.selectFrom('webhookDeliveries').select('subscriptionId').where('eventId', '=', eventId).where('status', '=', 'pending').execute()).map(
        (row) => row.subscriptionId,
      ),
    );
    const webhookIds = targets.filter((id) => !pending.has(id));
    if (webhookIds.length > 0) {
      const orderingKey = orderingKeyOf(event);
      await tx
        .insertInto('webhookDeliveries')
        .values(webhookIds.map((subscriptionId) => ({ id: randomUUID(), eventId, subscriptionId, orderingKey, status: 'pending', nextAttemptAt: now, createdAt: now, updatedAt: now })))
        .execute();
    }
    return { eventId, webhookIds };
  });
}

/** New deliveries for the scope's given-up deliveries written from `since` (to `until`); answers how many. */
export async function recoverFailed(db: Database, scope: LogScope, request: RecoverRequest, now: Date): Promise<number> {
  if (request.webhookId !== undefined && !UUID.test(request.webhookId)) throw subscriptionNotFound(request.webhookId);
  const api = request.unifiedApi;
  const result = await sql<{ scheduled: number }>`
    with recovered as (
      insert into webhook_deliveries (id, event_id, subscription_id, ordering_key, status, next_attempt_at, created_at, updated_at)
      select gen_random_uuid(), d.event_id, d.subscription_id, d.ordering_key, 'pending', ${now}, ${now}, ${now}
      from webhook_deliveries d
      join webhook_events e on e.id = d.event_id
      join webhook_subscriptions s on s.id = d.subscription_id
      where d.status = 'failed'
        and e.application_id = ${scope.applicationId} and e.mode = ${scope.mode}
        and s.application_id = ${scope.applicationId} and s.mode = ${scope.mode}
        and d.created_at >= ${request.since}
        ${request.until !== undefined ? sql`and d.created_at <= ${request.until}` : sql``}
        ${api === VAULT_API_ID ? sql`and e.type like 'vault.%'` : api !== undefined ? sql`and e.unified_api = ${api}` : sql``}
        ${request.webhookId !== undefined ? sql`and d.subscription_id = ${request.webhookId}::uuid` : sql``}
        and not exists (
          select 1 from webhook_deliveries later
          where later.event_id = d.event_id and later.subscription_id = d.subscription_id and later.seq > d.seq)
      order by d.seq
      returning 1
    )
    select count(*)::int as scheduled from recovered
  `.execute(db);
  return Number(result.rows[0]?.scheduled ?? 0);
}

/** The subscriptions (still there) that the event was delivered to, by any delivery. */
async function deliveredTo(tx: Database, eventId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookSubscriptions', 'webhookSubscriptions.id', 'webhookDeliveries.subscriptionId')
    .select('webhookDeliveries.subscriptionId')
    .distinct()
    .where('webhookDeliveries.eventId', '=', eventId)
    .orderBy('webhookDeliveries.subscriptionId')
    .execute();
  return rows.map((row) => row.subscriptionId);
}

/** The scope's subscription `webhookId`, which must want the event: replaying an event type it did not ask for would surprise its receiver. */
async function wantingSubscription(tx: Database, scope: LogScope, webhookId: string, event: { type: string; unifiedApi: string }): Promise<string> {
  const subscription = UUID.test(webhookId)
    ? await tx
        .selectFrom('webhookSubscriptions')
        .select(['id', 'unifiedApi', 'events'])
        .where('id', '=', webhookId)
        .where('applicationId', '=', scope.applicationId)
        .where('mode', '=', scope.mode)
        .executeTakeFirst()
    : undefined;
  if (!subscription) throw subscriptionNotFound(webhookId);
  if (!subscriptionWants(subscription, event)) {
    throw new ApiError('RequestValidationError', {
      message: `Webhook subscription ${webhookId} does not subscribe to ${event.type} events`,
      detail: { webhook_id: webhookId, event_type: event.type },
    });
  }
  return subscription.id;
}

const eventNotFound = (id: string) => new ApiError('EntityNotFoundError', { message: 'Webhook event not found', detail: { id } });
const subscriptionNotFound = (id: string) => new ApiError('EntityNotFoundError', { message: 'Webhook subscription not found', detail: { webhook_id: id } });
