/** An application's consumers and their connections to platforms (settings, sealed credentials, state). */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { ownerApplication } from './owner-columns.js';

export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: ownerApplication(),
    /** Sandbox and live keys see separate consumers, as test and live objects. */
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('consumers_app_mode_consumer_unique').on(table.applicationId, table.mode, table.consumerId)],
);

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    consumerRef: uuid('consumer_ref')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** available, callable, added, authorized or invalid */
    state: text('state').notNull(),
    /** Non-secret settings, readable back through the API. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Secret settings and tokens: AES-256-GCM ciphertext bound to this row's id. */
    credentials: text('credentials'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Why the connection is invalid (a refused refresh, credentials the platform rejected); null otherwise. */
    stateReason: text('state_reason'),
    /** When the stored access token expires (null: no token, or one without an expiry). */
    credentialsExpireAt: timestamp('credentials_expire_at', { withTimezone: true, mode: 'date' }),
    lastRefreshFailedAt: timestamp('last_refresh_failed_at', { withTimezone: true, mode: 'date' }),
    /** Defaults the consumer set per resource, applied on create: { leads: { currency: "EUR" } } (src/vault/resource-config/). */
    configuration: jsonb('configuration').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('connections_consumer_api_service_unique').on(table.consumerRef, table.unifiedApi, table.serviceId)],
);

export type ConsumerRow = typeof consumers.$inferSelect;
export type ConnectionRow = typeof connections.$inferSelect;
