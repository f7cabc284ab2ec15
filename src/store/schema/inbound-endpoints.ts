import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';

/**
 * Where a platform's own webhooks for one connection are received
 * (src/webhooks/inbound/): `/webhook/w/{lookupId}/{serviceId}`. The lookup id
 * is random and unguessable, and stays the same for the consumer's connection
 * to that connector (a URL pasted at the platform keeps working). What the
 * service registered at the platform (webhook ids, signing secrets) is
 * AES-256-GCM ciphertext bound to the lookup id.
 */
export const inboundEndpoints = pgTable(
  'inbound_endpoints',
  {
    lookupId: text('lookup_id').primaryKey(),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    consumerId: text('consumer_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    /** The registration at the platform, sealed; null: nothing registered (or nothing to register). */
    registration: text('registration'),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
    /** When the registration sweep next registers or renews (a new callable connection, an expiry, a retry); null: nothing due. */
    renewAt: timestamp('renew_at', { withTimezone: true, mode: 'date' }),
    /** Registration attempts that failed in a row (the retry backs off with them). */
    failures: integer('failures').notNull().default(0),
    /** Why the last attempt failed; null after a success. */
    lastError: text('last_error'),
    /**
     * Each native source's state by source id (src/webhooks/inbound/sources.ts):
     * pending, confirmed or polling, since when, why, and when a verified
     * request last came. A source not listed is pending since created_at.
     */
    sources: jsonb('sources').$type<Record<string, unknown>>().notNull().default({}),
    /** While in the future, an instance is registering; once past, another may. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** Random per lease: the outcome is written only while the lease is still the writer's. */
    leaseToken: text('lease_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('inbound_endpoints_connection_unique').on(table.applicationId, table.mode, table.consumerId, table.unifiedApi, table.serviceId),
    index('inbound_endpoints_renew_idx').on(table.renewAt).where(sql`renew_at is not null`),
  ],
);

export type InboundEndpointRow = typeof inboundEndpoints.$inferSelect;
