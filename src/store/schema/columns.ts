/** The creation and last-change times most tables keep, declared once so every table writes them alike. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
