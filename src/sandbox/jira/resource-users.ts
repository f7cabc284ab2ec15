/**
 * GET /rest/api/3/user/assignable/search: the users who can be assigned the
 * issues of a project (`project`) or an issue (`issueKey`/`issueId`), as a
 * bare array.
 *
 * As Atlassian describes it: users matching `query` (a prefix of a word of
 * the display name, or of the email) or exactly `accountId` are ordered,
 * the range startAt…startAt+maxResults is taken, up to the thousandth user,
 * and only those of the range who can be assigned are returned, so a page is
 * often shorter than maxResults: the range is the `select` hook's, and the
 * kit's paging is told to take the whole selection. The description calls
 * `query` required unless `accountId` is given; Jira Cloud answers a search
 * without either with every assignable user, and so does this emulator.
 */
import { defineResource, fail, type KitContext, type PagingStyle, type StoredRecord } from '../framework/kit/index.js';
import type { JiraSiteAccount } from './auth.js';
import { MESSAGES } from './errors.js';
import { Links } from './links.js';
import type { JiraUser } from './model.js';
import { startAtPaging } from './paging.js';
import { queryString } from './query-params.js';
import { userJson } from './serialize-common.js';
import { JiraStore } from './store.js';

/** Jira looks at no user past the thousandth. */
const USER_RANGE_END = 1000;
const range = startAtPaging({ defaultSize: 50, maxSize: Number.MAX_SAFE_INTEGER });
/** The selection is already the page. */
const wholeSelection: PagingStyle = {
  read: () => ({ start: 0, size: USER_RANGE_END }),
  describe: (_request, page, total) => ({ info: { ...page, total, count: Math.min(total, page.size), next: null, previous: null } }),
};

function matchesQuery(user: JiraUser, query: string): boolean {
  const wanted = query.toLowerCase();
  return [...user.displayName.toLowerCase().split(/\s+/), user.emailAddress.toLowerCase()].some((word) => word.startsWith(wanted));
}

/** The project whose assignees are asked for, from an issue or a project. */
function projectIdOf(store: JiraStore, query: URLSearchParams): string {
  const issueRef = queryString(query, 'issueKey') ?? queryString(query, 'issueId');
  const projectRef = queryString(query, 'project');
  if (issueRef !== undefined) {
    const issue = store.findIssue(issueRef);
    if (!issue) throw fail.notFound(MESSAGES.issueNotFound);
    return issue.projectId;
  }
  if (projectRef === undefined) throw fail.validation("At least one of the parameters 'issueKey', 'issueId' or 'project' is required.");
  const project = store.findProject(projectRef);
  if (!project) throw fail.notFound(MESSAGES.projectNotFound(projectRef));
  return project.id;
}

function select(records: StoredRecord[], ctx: KitContext<JiraSiteAccount>): StoredRecord[] {
  const { query: params } = ctx.request;
  const page = range.read(ctx.request);
  const [query, accountId] = [queryString(params, 'query'), queryString(params, 'accountId')];
  if (query !== undefined && query !== '' && accountId !== undefined) throw fail.validation("The query parameters 'query' and 'accountId' cannot be provided together.");
  if (accountId !== undefined && accountId.length > 128) throw fail.validation('The accountId must not be longer than 128 characters.');
  const store = JiraStore.of(ctx);
  const projectId = projectIdOf(store, params);
  const candidates = (records as unknown as (JiraUser & StoredRecord)[])
    .filter((user) => user.active && (accountId !== undefined ? user.accountId === accountId : query ? matchesQuery(user, query) : true))
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.accountId.localeCompare(b.accountId));
  return candidates
    .slice(Math.min(page.start, USER_RANGE_END), Math.min(page.start + page.size, USER_RANGE_END))
    .filter((user) => store.canBeAssigned(projectId, user.accountId));
}

export const users = defineResource<JiraSiteAccount>({
  name: 'users',
  labels: { list: 'bare' },
  routes: { list: 'GET /rest/api/3/user/assignable/search' },
  paging: wholeSelection,
  newId: () => {
    throw fail.unsupported('Users are not created through this API');
  },
  fields: {
    accountId: { kind: 'string', readOnly: true },
    emailAddress: { kind: 'string', readOnly: true },
    displayName: { kind: 'string', readOnly: true },
    active: { kind: 'boolean', readOnly: true },
    timeZone: { kind: 'string', readOnly: true },
  },
  hooks: {
    select,
    // UserDetails: links and avatars are the request's and the user's.
    present: (_wire, record, ctx) => userJson(Links.for(ctx.request), record as unknown as JiraUser),
  },
});
