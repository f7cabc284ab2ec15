/**
 * What every Jira resource shares: any 404 is a missing record (Jira's "does
 * not exist or you do not have permission to see it"), and a list's sort is
 * Jira's `orderBy` (`name`, `-name`, `created`, `-created`). Each endpoint
 * pages its own way (its own ceiling, `isLast` or `total`), so paging is
 * declared per collection. Ticket searches speak JQL instead (`jqlDialect`).
 */
import type { ConnectorContext } from '../framework/define.js';
import { offsetPaging } from '../framework/paging/index.js';
import type { Dialect, ListSelection, Query } from '../kit/index.js';
import { cursorTimeZone } from './jql-paging.js';
import { sinceOf, ticketJql } from './jql.js';

export const jiraDialect: Dialect<string> = {
  platform: 'Jira',
  query: ({ sort }) => (sort ? { orderBy: sort.direction === 'desc' ? `-${sort.key}` : sort.key } : {}),
};

/**
 * JQL dates are read in the searching user's time zone (GET
 * /rest/api/3/myself, once per list: later pages read it from the cursor).
 */
async function userTimeZone(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ timeZone?: unknown }>({ method: 'GET', path: '/rest/api/3/myself' });
  return typeof body.timeZone === 'string' && body.timeZone !== '' ? body.timeZone : 'UTC';
}

/**
 * A ticket search's filters and sort as one JQL statement (jql.ts), with the
 * time zone a `since` was read in (`tz`: kept by the paging, jql-paging.ts;
 * the search's body takes only the JQL).
 */
async function ticketSearchQuery({ params }: ListSelection<string>, ctx: ConnectorContext): Promise<Query> {
  const since = sinceOf(params.filter);
  const timeZone = since === undefined ? undefined : (cursorTimeZone(params.state) ?? (await userTimeZone(ctx)));
  const jql = ticketJql({
    collectionId: params.parents.collection_id as string,
    statuses: Array.isArray(params.filter.status) ? (params.filter.status as string[]) : undefined,
    since: since === undefined ? undefined : { epochMs: since, timeZone },
    assigneeId: typeof params.filter.assignee_id === 'string' ? params.filter.assignee_id : undefined,
    sort: params.sort,
  });
  return { jql, ...(timeZone === undefined ? {} : { tz: timeZone }) };
}

/** F: the JQL field a ticket filter restricts (ticketJql builds the statement). */
export const jqlDialect: Dialect<string> = { platform: 'Jira', query: ticketSearchQuery };

/** Whether Jira says more follows (`isLast: false`); a page that does not say is the last one. */
export const notLast = (body: unknown): boolean => (body as { isLast?: unknown } | null)?.isLast === false;

/** Jira's offset paging of project searches and of the app's webhooks: startAt, at most 100 a page, `isLast`. */
export const startAtPaging = offsetPaging({ offset: 'startAt', size: 'maxResults', max: 100, hasMore: notLast });
