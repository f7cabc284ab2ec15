import { bigserial, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One record per unified, proxy or MCP call of a consumer (src/vault/request-logs/): the Vault's
 * `/vault/logs` and the consumers' request counts. No bodies, no query strings, no headers: nothing a
 * caller sent beyond the path. Written in batches after the answer; rows older than the retention
 * (SVC_REQUEST_LOG_RETENTION_DAYS) are pruned.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The request's Request-Id. */
    requestId: text('request_id').notNull(),
    applicationId: text('application_id').notNull(),
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    /** The unified API called, or "proxy". */
    unifiedApi: text('unified_api').notNull(),
    /** The connector that served it; null when no connection was reached. */
    serviceId: text('service_id'),
    /** The operationId of the route (contactsAll, proxyGet…). */
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    /** The path without the query string. */
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    latencyMs: doublePrecision('latency_ms').notNull(),
    /** api, mcp or proxy. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('request_logs_consumer_idx').on(table.applicationId, table.mode, table.consumerId, table.seq),
    index('request_logs_created_idx').on(table.createdAt),
  ],
);

export type RequestLogRow = typeof requestLogs.$inferSelect;
