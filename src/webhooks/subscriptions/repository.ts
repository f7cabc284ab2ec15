/**
 * Webhook subscription rows. Every query is scoped to an application and key
 * mode: another tenant's subscription is not found, never refused.
 */
import type { Database } from '../../store/database.js';
import { jsonb } from '../../store/repositories/json.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';

export interface SubscriptionScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
}

export type NewSubscription = WebhookSubscriptionRow;

export type SubscriptionChanges = Partial<
  Pick<
    WebhookSubscriptionRow,
    'description' | 'deliveryUrl' | 'events' | 'status' | 'disabledReason' | 'signingSecret' | 'previousSigningSecret' | 'previousSigningSecretExpiresAt'
  >
>;

export async function insertSubscription(db: Database, row: NewSubscription): Promise<WebhookSubscriptionRow> {
  return db
    .insertInto('webhookSubscriptions')
    .values({ ...row, events: jsonb(row.events) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `lock`: hold the row until the surrounding transaction ends (read-modify-write of its secrets). */
export async function findSubscription(db: Database, scope: SubscriptionScope, id: string, lock = false): Promise<WebhookSubscriptionRow | undefined> {
  const query = db
    .selectFrom('webhookSubscriptions')
    .selectAll()
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A page of the scope's subscriptions in id order, after the id `after`. */
export async function listSubscriptions(db: Database, scope: SubscriptionScope, page: { after?: string | undefined; limit: number }): Promise<WebhookSubscriptionRow[]> {
  let query = db
    .selectFrom('webhookSubscriptions')
    .selectAll()
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode);
  if (page.after !== undefined) query = query.where('id', '>', page.after);
  return query.orderBy('id').limit(page.limit).execute();
}

export async function updateSubscription(
  db: Database,
  scope: SubscriptionScope,
  id: string,
  changes: SubscriptionChanges,
  now: Date,
): Promise<WebhookSubscriptionRow | undefined> {
  const { events, ...rest } = changes;
  return db
    .updateTable('webhookSubscriptions')
    .set({ ...rest, ...(events !== undefined ? { events: jsonb(events) } : {}), updatedAt: now })
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSubscription(db: Database, scope: SubscriptionScope, id: string): Promise<WebhookSubscriptionRow | undefined> {
  return db
    .deleteFrom('webhookSubscriptions')
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
