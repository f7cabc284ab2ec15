import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';
import { webhookSubscriptions } from './webhook-subscriptions.js';

/**
 * Webhook events, written before any delivery attempt (src/webhooks/delivery/):
 * one row per event, the same for every subscription it goes to.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The event_id, webhook-id and x-svc-idempotency-key of every delivery. */
    id: uuid('id').primaryKey(),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    type: text('type').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    entityId: text('entity_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityUrl: text('entity_url').notNull(),
    entity: jsonb('entity').$type<Record<string, unknown>>(),
    /** How the change was learnt: native (the platform's webhook), polling (virtual webhooks), service (Vault's own). */
    detectedBy: text('detected_by').notNull().default('service'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_app_mode_idx').on(table.applicationId, table.mode, table.createdAt)],
);

/**
 * One event to one subscription: the outbox row a delivery worker leases.
 * `seq` orders the deliveries of one subscription and record (`orderingKey`):
 * a later one is not attempted while an earlier one is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** Consumer, service, entity type and id: one record of one connection. */
    orderingKey: text('ordering_key').notNull(),
    /** pending, delivered or failed (the schedule ran out, or the receiver answered 410) */
    status: text('status').notNull(),
    /** Attempts leased so far; the next attempt's execution_attempt is this plus one. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** While in the future, an instance is making an attempt; once past, another may take it over. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    leasedBy: text('leased_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_order_idx').on(table.subscriptionId, table.orderingKey, table.seq).where(sql`status = 'pending'`),
    index('webhook_deliveries_event_idx').on(table.eventId),
  ],
);

/** Every attempt made, with what the receiver answered (the delivery logs read these). */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').notNull(),
    /** The payload's execution_attempt. */
    attempt: integer('attempt').notNull(),
    /** delivered or failed */
    outcome: text('outcome').notNull(),
    /** The receiver's status; null when none came (refused address, network error, timeout). */
    responseStatus: integer('response_status'),
    /** The first bytes of the receiver's answer, or why no answer came. */
    responseSnippet: text('response_snippet'),
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attempt),
    index('webhook_delivery_attempts_subscription_idx').on(table.subscriptionId, table.startedAt),
  ],
);

/**
 * What receivers were last told about each record of a connection whose
 * platform sends its own webhooks (src/webhooks/delivery/record-ledger.ts):
 * the change, the record's version, who detected it. A change the other
 * source already reported is recognised here and not published twice.
 */
export const webhookRecordStates = pgTable(
  'webhook_record_states',
  {
    applicationId: ownerApplication(),
    mode: ownerMode(),
    /** Consumer, service, entity type and id (the deliveries' ordering key). */
    recordKey: text('record_key').notNull(),
    /** created, updated or deleted: the last change published. */
    action: text('action').notNull(),
    /** The record's last-modified time that change reported; null when unknown. */
    version: timestamp('version', { withTimezone: true, mode: 'date' }),
    /** native or polling */
    detectedBy: text('detected_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.mode, table.recordKey] })],
);

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
export type WebhookRecordStateRow = typeof webhookRecordStates.$inferSelect;
