/**
 * The ticket list: Jira's enhanced JQL search, POST /rest/api/3/search/jql
 * (POST so a long status filter never meets a URL length limit).
 *
 * - Page size: maxResults = min(limit, 100). Jira returns at most 100 issues
 *   a page whenever fields other than the id are requested, so a larger
 *   `limit` yields pages of 100 and more cursors, never a refused call.
 * - Paging: forward only, by `nextPageToken` (no previous cursor). A token is
 *   only valid for the JQL it came from, so the paging state keeps a
 *   fingerprint of that JQL: a cursor reused with other filters or sort is
 *   InvalidCursorError rather than Jira's 400.
 * - `since`: JQL dates have minute precision and are read in the searching
 *   user's time zone (GET /rest/api/3/myself, once per list; the zone then
 *   travels in the paging state). The JQL bound is rounded down to the
 *   minute and the few issues updated in that minute before `since` are
 *   dropped here, so pages may hold fewer items than asked.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListPage, ListParams } from '../framework/define.js';
import { explainBadRequest } from './issue-lookup.js';
import { ticketJql } from './jql.js';
import { ISSUE_FIELDS, ticketFields, type JiraIssue, type Ticket } from './ticket-fields.js';

/** Jira's page ceiling for searches that return issue fields. */
export const SEARCH_PAGE_MAX = 100;

interface SearchPage {
  issues?: JiraIssue[];
  nextPageToken?: string | null;
  isLast?: boolean;
}

type TicketPagingState = {
  /** Jira's nextPageToken. */
  token: string;
  /** Fingerprint of the JQL the token belongs to. */
  jql: string;
  /** The user's time zone, when `since` needed it. */
  tz?: string;
};

function fingerprint(jql: string): string {
  return createHash('sha256').update(jql).digest('base64url').slice(0, 22);
}

function readState(state: unknown): TicketPagingState | undefined {
  if (state === undefined) return undefined;
  const candidate = state as Partial<TicketPagingState> | null;
  if (typeof candidate?.token !== 'string' || typeof candidate.jql !== 'string' || (candidate.tz !== undefined && typeof candidate.tz !== 'string')) {
    throw new ApiError('InvalidCursorError', { detail: { cursor: 'not a Jira ticket list cursor' } });
  }
  return candidate as TicketPagingState;
}

async function userTimeZone(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ timeZone?: unknown }>({ method: 'GET', path: '/rest/api/3/myself' });
  return typeof body.timeZone === 'string' && body.timeZone !== '' ? body.timeZone : 'UTC';
}

function sinceOf(filter: ListParams['filter']): number | undefined {
  if (typeof filter.since !== 'string') return undefined;
  const epochMs = Date.parse(filter.since);
  if (Number.isNaN(epochMs)) throw new ApiError('RequestValidationError', { message: 'filter[since] must be a date-time', detail: { 'filter[since]': filter.since.slice(0, 40) } });
  return epochMs;
}

export async function listTickets(ctx: ConnectorContext, params: ListParams): Promise<ListPage<Ticket>> {
  const collectionId = params.parents.collection_id as string;
  const previous = readState(params.state);
  const since = sinceOf(params.filter);
  const timeZone = since === undefined ? undefined : (previous?.tz ?? (await userTimeZone(ctx)));
  const jql = ticketJql({
    collectionId,
    statuses: Array.isArray(params.filter.status) ? (params.filter.status as string[]) : undefined,
    since: since === undefined ? undefined : { epochMs: since, timeZone },
    assigneeId: typeof params.filter.assignee_id === 'string' ? params.filter.assignee_id : undefined,
    sort: params.sort,
  });
  if (previous && previous.jql !== fingerprint(jql)) {
    throw new ApiError('InvalidCursorError', {
      message: 'This cursor belongs to the same list with other filters or sort; start again without a cursor',
      detail: { cursor: 'filters or sort changed' },
    });
  }

  const body: Record<string, unknown> = { jql, maxResults: Math.min(params.limit, SEARCH_PAGE_MAX), fields: [...ISSUE_FIELDS] };
  if (previous) body.nextPageToken = previous.token;
  const page = await ctx.http
    // A search sent as POST changes nothing on the site: safe to retry like a GET.
    .request<SearchPage>({ method: 'POST', path: '/rest/api/3/search/jql', json: body, idempotent: true })
    .catch((error: unknown) => explainBadRequest(ctx, error, collectionId));

  const items = (page.body.issues ?? []).map((issue) => ticketFields(issue)).filter((ticket) => {
    if (since === undefined) return true;
    const updated = ticket.updated_at ? Date.parse(ticket.updated_at) : Number.NaN;
    return Number.isNaN(updated) || updated >= since;
  });
  const token = page.body.nextPageToken;
  const more = page.body.isLast !== true && typeof token === 'string' && token !== '';
  const next: TicketPagingState | null = more ? { token, jql: fingerprint(jql), ...(timeZone !== undefined ? { tz: timeZone } : {}) } : null;
  return { items, next };
}
