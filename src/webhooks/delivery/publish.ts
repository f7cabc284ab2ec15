/**
 * Publishing an event: the event and one delivery per subscription that wants
 * it are written in one transaction, before any attempt is made, so an
 * instance that stops right after loses nothing: any instance's worker picks
 * the deliveries up (worker.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';
import { jsonbFromPlatform } from '../../store/repositories/json.js';
import type { WebhookEvent } from './payload.js';
import { subscriptionWants } from './matching.js';
import { signalOutbox } from './outbox-signal.js';

export interface PublishedEvent extends Omit<WebhookEvent, 'id'> {
  /** Generated when absent; give one to make publishing the same change twice idempotent at the producer. */
  readonly id?: string | undefined;
  readonly applicationId: string;
  readonly mode: 'sandbox' | 'live';
}

export interface Publication {
  eventId: string;
  /** The subscriptions a delivery was written for. */
  subscriptionIds: string[];
  /** The event id was published before (a platform's retry): nothing was written this time. */
  duplicate?: true;
}

/**
 * The key deliveries are ordered by: one record of one connection (item 6:
 * an `updated` never overtakes its `created`); a JSON array, so no part's
 * content can make two keys equal.
 */
export function orderingKeyOf(event: Pick<WebhookEvent, 'consumerId' | 'serviceId' | 'entityType' | 'entityId'>): string {
  return JSON.stringify([event.consumerId, event.serviceId, event.entityType, event.entityId]);
}

/**
 * How long a platform's report of an update or deletion waits before its first
 * attempt: platforms send webhooks concurrently, so the `created` of the same
 * record may still be on its way. Within this window the leases put them back
 * in the order they occurred (leases.ts); a `created` never waits.
 */
export const NATIVE_REORDER_WINDOW_MS = 500;

function firstAttemptAt(event: PublishedEvent, now: Date): Date {
  const waits = event.detectedBy === 'native' && !event.type.endsWith('.created');
  return waits ? new Date(now.getTime() + NATIVE_REORDER_WINDOW_MS) : now;
}

/**
 * Writes `event` and its deliveries; joins the caller's transaction when `db`
 * is one. An event whose id was published already writes nothing (`duplicate`),
 * so a producer that derives ids from what it saw (a platform's retried
 * webhook) publishes each change once.
 */
export async function publishEvent(db: Database, event: PublishedEvent, now: Date = new Date()): Promise<Publication> {
  // In the caller's transaction: the caller signals once it has committed.
  if (db.isTransaction) return write(db, event, now);
  const publication = await db.transaction().execute((tx) => write(tx, event, now));
  if (publication.subscriptionIds.length > 0) signalOutbox();
  return publication;
}

/** What matching reads of a subscription; the statement below builds it with these names. */
type Candidate = Pick<WebhookSubscriptionRow, 'id' | 'unifiedApi' | 'events' | 'onlyNamedRecords'>;

/**
 * The event's insert and the read of the application's enabled subscriptions
 * go to the store as one statement: an event is published for every platform
 * webhook and every change a poller sees, and on a store on the same small
 * machine each round trip wakes its backend once more. `inserted` is false
 * when the id was there already.
 */
async function insertEvent(tx: Database, event: PublishedEvent, eventId: string, now: Date): Promise<{ inserted: boolean; candidates: Candidate[] }> {
  const row = await tx
    .with('inserted', (db) =>
      db
        .insertInto('webhookEvents')
        .values({
          id: eventId,
          applicationId: event.applicationId,
          mode: event.mode,
          type: event.type,
          unifiedApi: event.unifiedApi,
          serviceId: event.serviceId,
          consumerId: event.consumerId,
          entityId: event.entityId,
          entityType: event.entityType,
          entityUrl: event.entityUrl,
          entity: event.entity === undefined ? null : jsonbFromPlatform(event.entity),
          detectedBy: event.detectedBy,
          occurredAt: event.occurredAt,
          createdAt: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id'),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('inserted').select('id')).as('inserted'),
      sql<Candidate[]>`coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'unifiedApi', s.unified_api, 'events', s.events, 'onlyNamedRecords', s.only_named_records) order by s.id)
        from webhook_subscriptions s
        where s.application_id = ${event.applicationId} and s.mode = ${event.mode} and s.status = 'enabled'
      ), '[]'::jsonb)`.as('candidates'),
    ])
    .executeTakeFirstOrThrow();
  return { inserted: row.inserted === true, candidates: row.candidates };
}

async function write(tx: Database, event: PublishedEvent, now: Date): Promise<Publication> {
  const eventId = event.id ?? randomUUID();
  const { inserted, candidates } = await insertEvent(tx, event, eventId, now);
  if (!inserted) return { eventId, subscriptionIds: [], duplicate: true };
  const wanting = candidates.filter((subscription) => subscriptionWants(subscription, event));
  const named = await recordsNamedBy(tx, wanting.filter((subscription) => subscription.onlyNamedRecords).map((subscription) => subscription.id), event);
  const subscriptionIds = wanting.filter((subscription) => !subscription.onlyNamedRecords || named.has(subscription.id)).map((subscription) => subscription.id);
  if (subscriptionIds.length > 0) {
    const orderingKey = orderingKeyOf(event);
    await tx
      .insertInto('webhookDeliveries')
      .values(
        subscriptionIds.map((subscriptionId) => ({
          id: randomUUID(),
          eventId,
          subscriptionId,
          orderingKey,
          status: 'pending',
          nextAttemptAt: firstAttemptAt(event, now),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return { eventId, subscriptionIds };
}

/** Of the subscriptions that take only the records that named them (a message's webhook_url), those the event's record named. */
async function recordsNamedBy(tx: Database, subscriptionIds: string[], event: PublishedEvent): Promise<Set<string>> {
  if (subscriptionIds.length === 0) return new Set();
  const rows = await tx
    .selectFrom('webhookSubscriptionRecords')
    .select('subscriptionId')
    .where('subscriptionId', 'in', subscriptionIds)
    .where('serviceId', '=', event.serviceId)
    .where('consumerId', '=', event.consumerId)
    .where('entityType', '=', event.entityType)
    .where('entityId', '=', event.entityId)
    .execute();
  return new Set(rows.map((row) => row.subscriptionId));
}
