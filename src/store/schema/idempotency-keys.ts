import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';

/**
 * Idempotency keys (`Idempotency-Key`, `X-Unique-Transaction-ID`): one row per
 * key and scope. The row is claimed (state running) before the downstream
 * write and completed with the response after it, so a retry, on any
 * instance, gets the stored response, a 409 while the first attempt runs, or
 * a 409 when that attempt died after writing: never a second write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    applicationId: ownerApplication(),
    mode: ownerMode(),
    consumerId: text('consumer_id').notNull(),
    /** Which header the key came in (idempotency-key or x-unique-transaction-id): separate namespaces. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Method and route of the first request, e.g. "POST /sms/messages". */
    operation: text('operation').notNull(),
    /** SHA-256 of what makes two requests "the same" (route, path parameters, connector, body). */
    requestHash: text('request_hash').notNull(),
    /** running, completed, or outcome_unknown (a write was sent and its answer lost: blocked until it expires) */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    /**
     * The answer to replay, as JSON text: text rather than jsonb, because an answer may hold what jsonb
     * refuses (a platform's NUL, an unpaired surrogate in a raw body it echoes) and must still be stored.
     */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.mode, table.consumerId, table.kind, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
