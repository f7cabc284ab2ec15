/**
 * The database schema, declared once: Drizzle derives the row types from it and
 * drizzle-kit generates the SQL migrations in `drizzle/` from it. The same SQL
 * runs on PGlite (embedded default) and PostgreSQL.
 *
 * The tables are declared in schema/, one file per domain; this module
 * gathers them so that drizzle-kit (drizzle.config.ts) and every importer
 * read one place.
 */
export * from './schema/applications.js';
export * from './schema/consumer-connections.js';
export * from './schema/custom-mappings.js';
export * from './schema/connect-flows.js';
export * from './schema/idempotency-keys.js';
export * from './schema/request-limits.js';
export * from './schema/request-logs.js';
export * from './schema/webhook-subscriptions.js';
export * from './schema/webhook-deliveries.js';
export * from './schema/webhook-pollers.js';
export * from './schema/inbound-endpoints.js';
export * from './schema/service-facts.js';
