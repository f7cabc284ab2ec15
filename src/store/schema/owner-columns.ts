/**
 * The columns that say whose a row is, declared once: the application it
 * belongs to (its rows go when it is deleted) and the mode, sandbox or live,
 * it was made in (keys of one mode never see the other's rows).
 */
import { text } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';

export const ownerApplication = () =>
  text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

/** sandbox or live */
export const ownerMode = () => text('mode').notNull();
