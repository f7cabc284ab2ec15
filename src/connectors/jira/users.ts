/**
 * Unified collection users on Jira: the people who can be assigned the
 * project's issues, from GET /rest/api/3/user/assignable/search?project=…
 * (the project's "Assignable user" permission, the closest thing Jira has
 * to project membership).
 *
 * Atlassian describes that search as taking "the users in the range defined
 * by startAt and maxResults, up to the thousandth user", then keeping those
 * who can be assigned: a page can be short or empty with more to come, so
 * Jira's own paging cannot say where the list ends. One call with the whole
 * range (startAt 0, maxResults 1000) returns every user Jira will ever
 * report there; unified pages are slices of it, and the list is complete as
 * far as Jira goes.
 *
 * Get: the same search with `accountId`, which Atlassian documents as the
 * way to learn whether a user can be assigned ("the user is returned in the
 * response if they can be assigned"). It needs only the Assign issues
 * project permission, where GET /rest/api/3/user needs the global Browse
 * users and groups one, and it answers 404 for a user of another project.
 * The `query` parameter is not sent: Jira Cloud returns every assignable
 * user without it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { users } from '../../unified/issue-tracking/users.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { orNotFound } from './errors.js';
import { fromJiraUser, type JiraUser } from './user-mapper.js';

/** Jira looks at no user past the thousandth. */
export const ASSIGNABLE_RANGE = 1000;
/** Jira's limit on accountId. */
const ACCOUNT_ID_MAX = 128;

const SEARCH_PATH = '/rest/api/3/user/assignable/search';

function userNotFound(id: string): ApiError {
  return new ApiError('EntityNotFoundError', {
    message: `No Jira user "${id.slice(0, 128)}" who can be assigned issues in this collection`,
    detail: { id: id.slice(0, 128) },
  });
}

/** Jira answers 404 for an unknown project here: the collection is not found. */
async function assignable(ctx: ConnectorContext, collectionId: string, query: Record<string, string | number>): Promise<JiraUser[]> {
  const { body } = await orNotFound(
    () => ctx.http.request<JiraUser[]>({ method: 'GET', path: SEARCH_PATH, query: { project: collectionId, ...query } }),
    'project',
    collectionId,
  );
  return Array.isArray(body) ? body : [];
}

function offsetOf(state: unknown): number {
  if (state === undefined) return 0;
  if (typeof state === 'number' && Number.isSafeInteger(state) && state >= 0) return state;
  throw new ApiError('InvalidCursorError', { detail: { cursor: 'not a Jira user list cursor' } });
}

export const jiraUsers = implement(users, {
  downstream: { id: 'user', name: 'Assignable users' },
  mapper: fromJiraUser,
  list: {
    paging: true,
    async run(ctx, { limit, state, parents }) {
      const offset = offsetOf(state);
      const all = await assignable(ctx, parents.collection_id as string, { startAt: 0, maxResults: ASSIGNABLE_RANGE });
      const page = all.slice(offset, offset + limit);
      const reached = offset + page.length;
      return {
        items: page.map(fromJiraUser),
        next: page.length > 0 && reached < all.length ? reached : null,
        previous: offset > 0 ? Math.max(0, offset - limit) : null,
      };
    },
  },
  async one(ctx, { id, parents }) {
    // Longer than Jira accepts: no such account, without a call Jira would refuse with 400.
    if (id.length > ACCOUNT_ID_MAX) throw userNotFound(id);
    const found = await assignable(ctx, parents.collection_id as string, { accountId: id });
    const user = found.find((candidate) => candidate.accountId === id);
    if (!user) throw userNotFound(id);
    return fromJiraUser(user);
  },
});
