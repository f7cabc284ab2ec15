/**
 * The Kysely view of the tables, derived from the Drizzle declarations in
 * schema/ (gathered by schema.ts) at the type level only: those stay the
 * single place a table is declared (drizzle-kit turns them into the SQL
 * migrations in drizzle/), and no Drizzle code is loaded at run time.
 */
import type { Generated } from 'kysely';
import type * as schema from './schema.js';

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** Columns with a default (or nullable) may be left out of inserts. */
type KyselyTable<T extends { $inferSelect: object; $inferInsert: object }> = {
  [K in keyof T['$inferSelect']]: K extends RequiredKeys<T['$inferInsert']> ? T['$inferSelect'][K] : Generated<T['$inferSelect'][K]>;
};

/** Table names and columns in camelCase; Kysely's CamelCasePlugin maps them to the snake_case SQL names. */
export interface Tables {
  applications: KyselyTable<typeof schema.applications>;
  apiKeys: KyselyTable<typeof schema.apiKeys>;
  consumers: KyselyTable<typeof schema.consumers>;
  connections: KyselyTable<typeof schema.connections>;
  appIntegrations: KyselyTable<typeof schema.appIntegrations>;
  customMappings: KyselyTable<typeof schema.customMappings>;
  oauthStates: KyselyTable<typeof schema.oauthStates>;
  vaultSessions: KyselyTable<typeof schema.vaultSessions>;
  idempotencyKeys: KyselyTable<typeof schema.idempotencyKeys>;
  requestCounts: KyselyTable<typeof schema.requestCounts>;
  rateLimitBuckets: KyselyTable<typeof schema.rateLimitBuckets>;
  webhookSubscriptions: KyselyTable<typeof schema.webhookSubscriptions>;
  webhookEvents: KyselyTable<typeof schema.webhookEvents>;
  webhookDeliveries: KyselyTable<typeof schema.webhookDeliveries>;
  webhookDeliveryAttempts: KyselyTable<typeof schema.webhookDeliveryAttempts>;
  webhookPollers: KyselyTable<typeof schema.webhookPollers>;
  webhookSubscriptionRecords: KyselyTable<typeof schema.webhookSubscriptionRecords>;
  inboundEndpoints: KyselyTable<typeof schema.inboundEndpoints>;
  webhookRecordStates: KyselyTable<typeof schema.webhookRecordStates>;
  requestLogs: KyselyTable<typeof schema.requestLogs>;
  serviceFacts: KyselyTable<typeof schema.serviceFacts>;
}
