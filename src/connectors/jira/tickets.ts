/**
 * Unified tickets on Jira issues, inside the project named by `collection_id`
 * (a project id or key). List: see ticket-list.ts. One, update and delete
 * first read the issue and answer 404 when it belongs to another project.
 * Status is not an issue field in Jira: it changes through a transition,
 * checked before any field is written.
 */
import { tickets } from '../../unified/issue-tracking/tickets.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { explainBadRequest, issueInCollection, issuePath } from './issue-lookup.js';
import { listTickets } from './ticket-list.js';
import { fromJiraIssue, ISSUE_FIELDS } from './ticket-mapper.js';
import { applyTransition, planTransition } from './ticket-status.js';
import { toJiraCreateFields, toJiraFields } from './ticket-write.js';
import { JIRA_TICKET_EVENTS } from './webhook-events.js';
import { compositeWrite } from '../kit/composite-write.js';

function collectionOf(parents: Readonly<Record<string, string>>): string {
  return parents.collection_id as string;
}

function wantedStatus(status: unknown): string | undefined {
  return typeof status === 'string' && status !== '' ? status : undefined;
}

/**
 * Jira creates every issue in its workflow's initial status. A different
 * status asked for on create is reached with a transition right after, by
 * the kit's rule for writes in steps (kit/composite-write.ts): if that fails,
 * the new issue is deleted again, or the error says it exists.
 */
async function setStatusAfterCreate(ctx: ConnectorContext, id: string, collectionId: string, wanted: string): Promise<void> {
  const issue = await issueInCollection(ctx, id, collectionId, ['status']);
  const transition = await planTransition(ctx, id, issue.fields?.status, wanted);
  if (transition) await applyTransition(ctx, id, transition);
}

export const jiraTickets = implement(tickets, {
  downstream: { id: 'issue', name: 'Issues' },
  mapper: fromJiraIssue,
  list: {
    paging: true,
    filters: ['status', 'since', 'assignee_id'],
    sortBy: ['created_at', 'updated_at'],
    run: listTickets,
  },
  events: JIRA_TICKET_EVENTS,
  async one(ctx, { id, parents }) {
    return fromJiraIssue(await issueInCollection(ctx, id, collectionOf(parents), ISSUE_FIELDS));
  },
  async add(ctx, { record, parents }) {
    const collectionId = collectionOf(parents);
    const status = wantedStatus(record.status);
    return compositeWrite(async (steps) => {
      const id = await steps.create('ticket', async () => {
        const { body } = await ctx.http
          .request<{ id: string }>({ method: 'POST', path: '/rest/api/3/issue', json: { fields: toJiraCreateFields(record, collectionId) } })
          .catch((error: unknown) => explainBadRequest(ctx, error, collectionId));
        return body.id;
      }, (created) => ctx.http.request({ method: 'DELETE', path: issuePath(created) }));
      if (status !== undefined) await steps.step(`setting its status to ${status}`, () => setStatusAfterCreate(ctx, id, collectionId, status));
      return { id };
    });
  },
  async update(ctx, { id, parents, record }) {
    const issue = await issueInCollection(ctx, id, collectionOf(parents), ['status']);
    const status = wantedStatus(record.status);
    const transition = status === undefined ? undefined : await planTransition(ctx, issue.id, issue.fields?.status, status);
    const fields = toJiraFields(record);
    return compositeWrite(async (steps) => {
      if (Object.keys(fields).length > 0) await steps.change('ticket', issue.id, 'updating the ticket', () => ctx.http.request({ method: 'PUT', path: issuePath(issue.id), json: { fields } }));
      if (transition) await steps.step(`setting its status to ${status}`, () => applyTransition(ctx, issue.id, transition));
      return { id: issue.id };
    });
  },
  async delete(ctx, { id, parents }) {
    const issue = await issueInCollection(ctx, id, collectionOf(parents), []);
    // Without deleteSubtasks Jira refuses to delete an issue that has subtasks: deleting more than asked is not ours to decide.
    await ctx.http.request({ method: 'DELETE', path: issuePath(issue.id) });
    return { id: issue.id };
  },
});
