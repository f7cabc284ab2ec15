/** What several instances share to limit traffic when no Redis is configured: request counts for quotas, and downstream rate-limit buckets. */
import { bigint, doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { ownerApplication } from './owner-columns.js';

/** Requests counted per application and calendar month (UTC), for quotas; shared by every instance. */
export const requestCounts = pgTable(
  'request_counts',
  {
    applicationId: ownerApplication(),
    /** "YYYY-MM", UTC */
    month: text('month').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.month] })],
);

/**
 * Downstream rate-limit state when no Redis is configured: one row per
 * bucket (connector and connection), holding the bucket's state as one number
 * (e.g. a GCRA theoretical arrival time in epoch milliseconds).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    value: doublePrecision('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index('rate_limit_buckets_updated_idx').on(table.updatedAt)],
);

export type RequestCountRow = typeof requestCounts.$inferSelect;
export type RateLimitBucketRow = typeof rateLimitBuckets.$inferSelect;
