/**
 * Unified tickets on Jira issues, inside the project named by `collection_id`
 * (a project id or key); the mapping is ticket-fields.ts. List: Jira's JQL
 * search (ticket-list.ts). One, update and delete read the issue first and
 * answer 404 when it belongs to another project; a ticket named by its key
 * is updated and deleted by its id, and answered with it.
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
import { jiraDialect } from './dialect.js';
import { explainBadRequest, issueInCollection, issuePath } from './issue-lookup.js';
import { namesProject } from './project-fields.js';
import { listTickets } from './ticket-list.js';
import { createBody, ISSUE_FIELDS, ticketFields, type JiraIssue } from './ticket-fields.js';
import { applyTransition, planTransition } from './ticket-status.js';
import { JIRA_TICKET_EVENTS } from './webhook-events.js';

function wantedStatus(status: unknown): string | undefined {
  return typeof status === 'string' && status !== '' ? status : undefined;
}

async function setStatusAfterCreate(ctx: ConnectorContext, id: string, collectionId: string, wanted: string): Promise<void> {
  const issue = await issueInCollection(ctx, id, collectionId, ['status']);
  const transition = await planTransition(ctx, id, issue.fields?.status, wanted);
  if (transition) await applyTransition(ctx, id, transition);
}

export const jiraTickets = collection(tickets, {
  dialect: jiraDialect,
  downstream: { id: 'issue', name: 'Issues' },
  what: 'issue in this collection',
  fields: ticketFields,
  path: '/rest/api/3/issue',
  readQuery: { fields: [...new Set(['project', ...ISSUE_FIELDS])].join(',') },
  only: (issue: JiraIssue, { parents }) => namesProject(parents.collection_id as string, issue.fields?.project),
  canonicalId: true,
  // The JQL field each filter restricts (jql.ts).
  filters: { status: 'status', since: 'updated', assignee_id: 'assignee' },
  list: true,
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: JIRA_TICKET_EVENTS,
  hooks: {
    list: listTickets,
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
