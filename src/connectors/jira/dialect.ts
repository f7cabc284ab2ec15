/**
 * What every Jira resource shares: any 404 is a missing record (Jira's "does
 * not exist or you do not have permission to see it"), and a list's sort is
 * Jira's `orderBy` (`name`, `-name`, `created`, `-created`). Each endpoint
 * pages its own way (its own ceiling, `isLast` or `total`), so paging is
 * declared per collection; ticket searches are JQL (ticket-list.ts).
 */
import type { Dialect } from '../kit/index.js';

/** F: the JQL field a ticket filter restricts (ticket-list.ts builds the query). */
export const jiraDialect: Dialect<string> = {
  platform: 'Jira',
  query: ({ sort }) => (sort ? { orderBy: sort.direction === 'desc' ? `-${sort.key}` : sort.key } : {}),
};

/** Whether Jira says more follows (`isLast: false`); a page that does not say is the last one. */
export const notLast = (body: unknown): boolean => (body as { isLast?: unknown } | null)?.isLast === false;
