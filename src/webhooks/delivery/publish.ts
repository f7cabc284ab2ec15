/**
 * Publishing an event: the event and one delivery per subscription that wants
 * it are written in one transaction, before any attempt is made, so an
 * instance that stops right after loses nothing: any instance's worker picks
 * the deliveries up (worker.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../store/database.js';
import { jsonb } from '../../store/repositories/json.js';
import type { WebhookEvent } from './payload.js';
import { subscriptionWants } from './matching.js';

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
}

/**
 * The key deliveries are ordered by: one record of one connection (item 6:
 * an `updated` never overtakes its `created`); a JSON array, so no part's
 * content can make two keys equal.
 */
export function orderingKeyOf(event: Pick<WebhookEvent, 'consumerId' | 'serviceId' | 'entityType' | 'entityId'>): string {
  return JSON.stringify([event.consumerId, event.serviceId, event.entityType, event.entityId]);
}

/** Writes `event` and its deliveries; joins the caller's transaction when `db` is one. */
export async function publishEvent(db: Database, event: PublishedEvent, now: Date = new Date()): Promise<Publication> {
  if (db.isTransaction) return write(db, event, now);
  return db.transaction().execute((tx) => write(tx, event, now));
}

async function write(tx: Database, event: PublishedEvent, now: Date): Promise<Publication> {
  const eventId = event.id ?? randomUUID();
  await tx
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
      entity: event.entity === undefined ? null : jsonb(event.entity),
      detectedBy: event.detectedBy,
      occurredAt: event.occurredAt,
      createdAt: now,
    })
    .execute();
  const candidates = await tx
    .selectFrom('webhookSubscriptions')
    .select(['id', 'unifiedApi', 'events'])
    .where('applicationId', '=', event.applicationId)
    .where('mode', '=', event.mode)
    .where('status', '=', 'enabled')
    .orderBy('id')
    .execute();
  const subscriptionIds = candidates.filter((subscription) => subscriptionWants(subscription, event)).map((subscription) => subscription.id);
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
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return { eventId, subscriptionIds };
}
