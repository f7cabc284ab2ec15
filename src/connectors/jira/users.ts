/**
 * Unified collection users on Jira: the people who can be assigned the
 * project's issues, from GET /rest/api/3/user/assignable/search?project=…
 * (the project's "Assignable user" permission, the closest thing Jira has
 * to project membership). A 404 there is an unknown project.
 *
 * Atlassian describes that search as taking "the users in the range defined
 * by startAt and maxResults, up to the thousandth user", then keeping those
 * who can be assigned: a page can be short or empty with more to come, so
 * Jira's own paging cannot say where the list ends. One call with the whole
 * range (startAt 0, maxResults 1000) returns every user Jira will ever
 * report there; unified pages are slices of it (`whole`), and the list is
 * complete as far as Jira goes.
 *
 * Get: the same search with `accountId`, which Atlassian documents as the
 * way to learn whether a user can be assigned ("the user is returned in the
 * response if they can be assigned"). It needs only the Assign issues
 * project permission, where GET /rest/api/3/user needs the global Browse
 * users and groups one, and it answers 404 for a user of another project.
 * The `query` parameter is not sent: Jira Cloud returns every assignable
 * user without it. An id longer than Jira's 128 characters is not found
 * without the call Jira would refuse with 400.
 */
import { users } from '../../unified/issue-tracking/users.js';
import { collection } from '../kit/index.js';
import { jiraDialect } from './dialect.js';
import { notFound } from './errors.js';
import { userFields } from './user-fields.js';

/** Jira looks at no user past the thousandth. */
export const ASSIGNABLE_RANGE = 1000;

export const jiraUsers = collection(users, {
  dialect: jiraDialect,
  downstream: { id: 'user', name: 'Assignable users' },
  what: 'user who can be assigned issues in this collection',
  fields: userFields,
  path: '/rest/api/3/user/assignable/search',
  id: /^[\s\S]{1,128}$/,
  scopeQuery: (parents) => ({ project: parents.collection_id as string }),
  parentNotFound: (parents) => notFound('project', parents.collection_id as string),
  listQuery: { startAt: 0, maxResults: ASSIGNABLE_RANGE },
  list: { whole: true },
  findOne: (id) => ({ accountId: id }),
});
