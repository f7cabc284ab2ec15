/**
 * GET /rest/api/3/user/assignable/search: the users who can be assigned the
 * issues of a project (`project`) or an issue (`issueKey`/`issueId`).
 *
 * As Atlassian describes it: users matching `query` (a prefix of a word of
 * the display name, or of the email) or exactly `accountId` are ordered,
 * the range startAt…startAt+maxResults is taken, up to the thousandth user,
 * and only those of the range who can be assigned are returned, so a page is
 * often shorter than maxResults. The description calls `query` required
 * unless `accountId` is given; Jira Cloud answers a search without either
 * with every assignable user, and so does this emulator. Sending both is 400.
 */
import type { FastifyInstance } from 'fastify';
import type { JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { Links } from './links.js';
import type { JiraUser } from './model.js';
import { queryInteger, queryString, type Query } from './query-params.js';
import { userJson } from './serialize-common.js';

/** Jira looks at no user past the thousandth. */
const USER_RANGE_END = 1000;

function matchesQuery(user: JiraUser, query: string): boolean {
  const wanted = query.toLowerCase();
  const words = [...user.displayName.toLowerCase().split(/\s+/), user.emailAddress.toLowerCase()];
  return words.some((word) => word.startsWith(wanted));
}

export function registerUserRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;

  app.get<{ Querystring: Query }>('/rest/api/3/user/assignable/search', async (request, reply) => {
    const query = queryString(request.query, 'query');
    const accountId = queryString(request.query, 'accountId');
    const projectRef = queryString(request.query, 'project');
    const issueRef = queryString(request.query, 'issueKey') ?? queryString(request.query, 'issueId');
    const startAt = queryInteger(request.query, 'startAt', 0);
    const maxResults = queryInteger(request.query, 'maxResults', 50);
    if (Number.isNaN(startAt) || startAt < 0 || Number.isNaN(maxResults) || maxResults < 0) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    if (query !== undefined && query !== '' && accountId !== undefined) {
      return sendErrors(reply, 400, ['The query parameters \'query\' and \'accountId\' cannot be provided together.']);
    }
    if (accountId !== undefined && accountId.length > 128) return sendErrors(reply, 400, ['The accountId must not be longer than 128 characters.']);

    let projectId: string;
    if (issueRef !== undefined) {
      const issue = store.findIssue(issueRef);
      if (!issue) return sendErrors(reply, 404, [MESSAGES.issueNotFound]);
      projectId = issue.projectId;
    } else if (projectRef !== undefined) {
      const project = store.findProject(projectRef);
      if (!project) return sendErrors(reply, 404, [MESSAGES.projectNotFound(projectRef)]);
      projectId = project.id;
    } else {
      return sendErrors(reply, 400, ['At least one of the parameters \'issueKey\', \'issueId\' or \'project\' is required.']);
    }

    const candidates = store
      .listUsers()
      .filter((user) => user.active)
      .filter((user) => (accountId !== undefined ? user.accountId === accountId : query ? matchesQuery(user, query) : true))
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.accountId.localeCompare(b.accountId));
    const range = candidates.slice(Math.min(startAt, USER_RANGE_END), Math.min(startAt + maxResults, USER_RANGE_END));
    const links = Links.for(request);
    return range.filter((user) => store.canBeAssigned(projectId, user.accountId)).map((user) => userJson(links, user));
  });
}
