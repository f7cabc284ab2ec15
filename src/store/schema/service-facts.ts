/**
 * Facts about the service's data as a whole, one row per name: the
 * fingerprint of the encryption key the data was written with
 * (src/vault/encryption-key-check.ts). A fact is written once, by the first
 * instance that needs it, and compared on every start after.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const serviceFacts = pgTable('service_facts', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type ServiceFactRow = typeof serviceFacts.$inferSelect;
