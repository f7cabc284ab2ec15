/** Short-lived rows of a consumer connecting a platform: OAuth authorizations in flight and hosted connect page sessions. */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';

/**
 * OAuth authorizations in flight. The row is the single-use half of the state
 * parameter: the callback deletes it, so a state is honoured once.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    consumerId: text('consumer_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

/** Hosted connect page sessions: a short-lived token for one consumer. Only the token's hash is kept. */
export const vaultSessions = pgTable(
  'vault_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    consumerId: text('consumer_id').notNull(),
    redirectUri: text('redirect_uri'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    consumerMetadata: jsonb('consumer_metadata').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vault_sessions_token_hash_unique').on(table.tokenHash), index('vault_sessions_expires_idx').on(table.expiresAt)],
);

export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type VaultSessionRow = typeof vaultSessions.$inferSelect;
