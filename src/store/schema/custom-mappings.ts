import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { ownerApplication, ownerMode } from './owner-columns.js';
import { consumers } from './consumer-connections.js';

/**
 * Custom mappings: a unified resource's extra field (`key`) read from and
 * written to a path of the platform's record (`finder`, "$.root.a.b"). Set by
 * the application for all its consumers (no consumer) or by one consumer,
 * whose mapping of a key wins over the application's.
 */
export const customMappings = pgTable(
  'custom_mappings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: ownerApplication(),
    mode: ownerMode(),
    /** The consumer whose mapping this is; null: the application's, for every consumer. */
    consumerRef: uuid('consumer_ref').references(() => consumers.id, { onDelete: 'cascade' }),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    resource: text('resource').notNull(),
    key: text('key').notNull(),
    finder: text('finder').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('custom_mappings_application_unique')
      .on(table.applicationId, table.mode, table.unifiedApi, table.serviceId, table.resource, table.key)
      .where(sql`consumer_ref is null`),
    uniqueIndex('custom_mappings_consumer_unique').on(table.consumerRef, table.unifiedApi, table.serviceId, table.resource, table.key),
    index('custom_mappings_application_idx').on(table.applicationId, table.mode),
  ],
);

export type CustomMappingRow = typeof customMappings.$inferSelect;
