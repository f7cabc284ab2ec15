import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { connections } from './consumer-connections.js';

/**
 * Virtual webhooks (src/webhooks/polling/): one row per connection and
 * resource polled for changes. A pass is leased like a delivery attempt (a
 * random token per lease; FOR UPDATE SKIP LOCKED), so with several instances
 * each scheduled pass is made once; its outcome is written only while the
 * lease is still held, in the transaction that publishes its events.
 */
export const webhookPollers = pgTable(
  'webhook_pollers',
  {
    id: uuid('id').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The unified resource polled: "issue-tracking/tickets". */
    resourceKey: text('resource_key').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** While in the future, an instance is making a pass; once past, another may take it over. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** Random per lease: only the holder of this lease writes the pass's outcome. */
    leaseToken: text('lease_token'),
    /** Complete passes so far; 0 until the baseline pass is made. */
    passes: integer('passes').notNull().default(0),
    /** When the last complete pass began: the next listing of changes asks for records updated since then, minus an overlap. */
    watermark: timestamp('watermark', { withTimezone: true, mode: 'date' }),
    /** The records seen by the complete passes: sorted lines "key<TAB>fingerprint" (known-records.ts); null before the baseline. */
    known: text('known'),
    knownCount: integer('known_count').notNull().default(0),
    /** Failed passes in a row (the backoff); 0 after a complete pass. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    lastPassAt: timestamp('last_pass_at', { withTimezone: true, mode: 'date' }),
    /**
     * The changes of this resource the platform's own webhooks report for the
     * connection right now (its confirmed sources), comma-separated: the
     * passes leave them to the platform, except a reconciling one. Set by the
     * target sync; empty while polling reports everything.
     */
    nativeActions: text('native_actions').notNull().default(''),
    /** When the last pass that reported every change began (a reconciliation, or any pass while nothing is native). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Where the platform's changes feed is to be read from next, for a
     * resource that has one (framework/changes-feed.ts: Drive's page token);
     * null before the first listing and for resources without a feed.
     */
    cursor: text('cursor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('webhook_pollers_connection_resource_unique').on(table.connectionId, table.resourceKey),
    index('webhook_pollers_due_idx').on(table.nextRunAt),
  ],
);

export type WebhookPollerRow = typeof webhookPollers.$inferSelect;
