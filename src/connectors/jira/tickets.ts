/**
 * Unified tickets on Jira issues, inside the project named by `collection_id`
 * (a project id or key); the mapping is ticket-fields.ts. List: Jira's
 * enhanced JQL search, POST /rest/api/3/search/jql (POST so a long status
 * filter never meets a URL length limit), its statement built by the JQL
 * dialect (dialect.ts, jql.ts) and paged by its token (jql-paging.ts).
 * One, update and delete read the issue first and answer 404 when it
 * belongs to another project; a ticket named by its key is updated and
 * deleted by its id, and answered with it.
 *
 * Status is not an issue field in Jira: it changes through a transition
 * (ticket-status.ts). Jira creates every issue in its workflow's initial
 * status; a different status asked for on create is reached with a
 * transition right after, by the kit's rule for writes in steps
 * (kit/composite-write.ts): if that fails, the new issue is deleted again, or
 * the error says it exists. An update checks the transition before it writes
 * any field.
 */
import { tickets } from '../../unified/issue-tracking/tickets.js';
import type { ConnectorContext } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { jqlDialect } from './dialect.js';
import { explainBadRequest, issueInCollection, issuePath } from './issue-lookup.js';
import { jqlPaging } from './jql-paging.js';
import { sinceOf, ticketJql } from './jql.js';
import { namesProject } from './project-fields.js';
import { createBody, ISSUE_FIELDS, ticketFields, type JiraIssue, type Ticket } from './ticket-fields.js';
import { applyTransition, planTransition } from './ticket-status.js';
import { JIRA_TICKET_EVENTS } from './webhook-events.js';

/**
 * JQL dates have minute precision, so the statement's `since` is rounded
 * down to the minute: the few issues updated in that minute before `since`
 * are dropped here, and pages may hold fewer items than asked.
 */
function updatedSince(filter: Readonly<Record<string, unknown>>): (ticket: Ticket) => boolean {
  const since = sinceOf(filter);
  return (ticket) => {
    if (since === undefined) return true;
    const updated = ticket.updated_at ? Date.parse(ticket.updated_at) : Number.NaN;
    return Number.isNaN(updated) || updated >= since;
  };
}

function wantedStatus(status: unknown): string | undefined {
  return typeof status === 'string' && status !== '' ? status : undefined;
}

async function setStatusAfterCreate(ctx: ConnectorContext, id: string, collectionId: string, wanted: string): Promise<void> {
  const issue = await issueInCollection(ctx, id, collectionId, ['status']);
  const transition = await planTransition(ctx, id, issue.fields?.status, wanted);
  if (transition) await applyTransition(ctx, id, transition);
}

export const jiraTickets = collection(tickets, {
  dialect: jqlDialect,
  downstream: { id: 'issue', name: 'Issues' },
  what: 'issue in this collection',
  fields: ticketFields,
  path: '/rest/api/3/issue',
  // An answer without `issues` is an empty page.
  listAt: (body) => (body as { issues?: JiraIssue[] }).issues ?? [],
  readQuery: { fields: [...new Set(['project', ...ISSUE_FIELDS])].join(',') },
  only: (issue: JiraIssue, { parents }) => namesProject(parents.collection_id as string, issue.fields?.project),
  canonicalId: true,
  // The JQL field each filter restricts (jql.ts).
  filters: { status: 'status', since: 'updated', assignee_id: 'assignee' },
  // The statement of a list without filters or sort: the project, newest first.
  scopeQuery: (parents) => ({ jql: ticketJql({ collectionId: parents.collection_id as string }) }),
  list: {
    paging: jqlPaging,
    search: {
      path: '/rest/api/3/search/jql',
      body: (paging, _params, query) => ({ jql: query.jql, maxResults: paging.maxResults, fields: [...ISSUE_FIELDS], ...(paging.nextPageToken === undefined ? {} : { nextPageToken: paging.nextPageToken }) }),
      queryInBody: true,
    },
  },
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: JIRA_TICKET_EVENTS,
  hooks: {
    // Jira answers 400, not 404, to a search of a project it lacks; JQL's minute leaves a few issues before `since`.
    async list(ctx, params, read) {
      const page = await read(params).catch((error: unknown) => explainBadRequest(ctx, error, params.parents.collection_id as string));
      return { ...page, items: page.items.filter(updatedSince(params.filter)) };
    },
    async compose(ctx, { operation, record, body, empty, parents, current, send }) {
      const status = wantedStatus(record.status);
      const collectionId = parents.collection_id as string;
      if (operation === 'add') {
        return compositeWrite(async (steps) => {
          const create = () => send(createBody(body as { fields?: Record<string, unknown> }, collectionId)).catch((error: unknown) => explainBadRequest(ctx, error, collectionId));
          const id = await steps.create('ticket', create, (created) => ctx.http.request({ method: 'DELETE', path: issuePath(created) }));
          if (status !== undefined) await steps.step(`setting its status to ${status}`, () => setStatusAfterCreate(ctx, id, collectionId, status));
          return { id };
        });
      }
      const issue = await current();
      const transition = status === undefined ? undefined : await planTransition(ctx, issue.id, issue.fields?.status, status);
      return compositeWrite(async (steps) => {
        if (!empty) await steps.change('ticket', issue.id, 'updating the ticket', () => send(body));
        if (transition) await steps.step(`setting its status to ${status}`, () => applyTransition(ctx, issue.id, transition));
        return { id: issue.id };
      });
    },
  },
});
