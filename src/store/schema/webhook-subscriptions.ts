import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';

/**
 * Webhook subscriptions of an application, per key mode (src/webhooks/subscriptions/).
 * Signing secrets are AES-256-GCM ciphertext bound to the row's id; after a
 * rotation the previous secret stays beside the new one until it expires, so
 * deliveries carry both signatures for the overlap.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey(),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    unifiedApi: text('unified_api').notNull(),
    description: text('description'),
    deliveryUrl: text('delivery_url').notNull(),
    /** Event types, or ["*"] for all of the API's. */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    /** enabled or disabled */
    status: text('status').notNull(),
    /** Why the service disabled it (retry_limit, delivery_url_validation_failed, ...); null: it did not. */
    disabledReason: text('disabled_reason'),
    signingSecret: text('signing_secret').notNull(),
    previousSigningSecret: text('previous_signing_secret'),
    previousSigningSecretExpiresAt: timestamp('previous_signing_secret_expires_at', { withTimezone: true, mode: 'date' }),
    /** Receives only the events of records that named its URL (an SMS message's `webhook_url`): webhookSubscriptionRecords. */
    onlyNamedRecords: boolean('only_named_records').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_subscriptions_app_mode_idx').on(table.applicationId, table.mode, table.id)],
);

/**
 * The records a subscription with `onlyNamedRecords` receives the events of:
 * one row per record created through a unified API with the subscription's
 * URL in its notification field (src/webhooks/subscriptions/notification-urls.ts).
 */
export const webhookSubscriptionRecords = pgTable(
  'webhook_subscription_records',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.serviceId, table.consumerId, table.entityType, table.entityId] })],
);

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookSubscriptionRecordRow = typeof webhookSubscriptionRecords.$inferSelect;
