/** Applications, their API keys, and the connectors each offers its consumers. */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Requests allowed per calendar month (UTC); null: unlimited. */
  monthlyRequestQuota: bigint('monthly_request_quota', { mode: 'number' }),
  /** Seconds between two polls of a virtual webhook (src/webhooks/polling/); null: the service's default for the key mode. */
  webhookPollIntervalSeconds: integer('webhook_poll_interval_seconds'),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** secret or public */
    kind: text('kind').notNull(),
    /** sandbox or live */
    mode: text('mode').notNull(),
    /** SHA-256 of the key; the key itself is never stored. */
    hash: text('hash').notNull(),
    /** Prefix and last characters, so people can tell keys apart in listings. */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * What the key may do (src/vault/key-scopes.ts: read, write, destructive, money, pii); null: all of it,
     * as every key did before scopes existed. Unified routes and MCP sessions never go beyond it.
     */
    scopes: text('scopes').array(),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.hash), index('api_keys_application_idx').on(table.applicationId)],
);

/**
 * Connectors an application offers its consumers, with the application's own
 * OAuth client for the platform. Applications opt in per connector.
 */
export const appIntegrations = pgTable(
  'app_integrations',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    oauthClientId: text('oauth_client_id'),
    /** AES-256-GCM ciphertext bound to "application|service". */
    oauthClientSecret: text('oauth_client_secret'),
    /** Where the service may send a consumer back after authorizing or revoking. */
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
    /** Scopes to ask for instead of the connector's defaults; null keeps the defaults. */
    oauthScopes: jsonb('oauth_scopes').$type<string[] | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.serviceId] })],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AppIntegrationRow = typeof appIntegrations.$inferSelect;
