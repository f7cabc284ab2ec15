/**
 * The enhanced JQL search: GET and POST /rest/api/3/search/jql. Paging is by
 * `nextPageToken` only (no startAt, no total): `maxResults` defaults to 50 and
 * must be 1-5000; a page holds at most 5000 issues when only ids are asked for
 * and at most 100 otherwise; `isLast` is true on the last page, which carries
 * no `nextPageToken`. Fields default to the id alone, unlike GET issue.
 */
import { fail, type Answer, type KitContext } from '../framework/kit/index.js';
import { callerId, type JiraSiteAccount } from './auth.js';
import { MESSAGES } from './errors.js';
import { JqlError, searchIssues } from './jql.js';
import { Links } from './links.js';
import { decodePageToken, encodePageToken, pageStart } from './page-token.js';
import { queryInteger, queryList, queryString, type Query } from './query-params.js';
import { JiraStore } from './store.js';
import { issueJson, parseFieldSelection } from './serialize-issue.js';
import { parseExpand } from './serialize-project.js';

type Ctx = KitContext<JiraSiteAccount>;

interface SearchParams {
  jql: string;
  nextPageToken?: string;
  maxResults: number;
  fields?: string[];
  expand?: string;
}

const ID_ONLY_PAGE_LIMIT = 5000;
const FULL_PAGE_LIMIT = 100;

/** The POST body's properties and their JSON types, per SearchAndReconcileRequestBean. */
const BODY_PROPERTIES: Record<string, (value: unknown) => boolean> = {
  jql: (value) => typeof value === 'string',
  nextPageToken: (value) => typeof value === 'string',
  maxResults: (value) => Number.isInteger(value),
  fields: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  expand: (value) => typeof value === 'string',
  properties: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  fieldsByKeys: (value) => typeof value === 'boolean',
  reconcileIssues: (value) => Array.isArray(value) && value.every((item) => Number.isInteger(item)),
};

/** Reads the POST body; Jira refuses unknown properties and wrongly typed ones alike. */
function paramsFromBody(body: unknown): SearchParams | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const entries = Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== null);
  for (const [name, value] of entries) {
    const check = BODY_PROPERTIES[name];
    if (!check || !check(value)) return undefined;
  }
  const values = Object.fromEntries(entries) as Partial<Record<string, unknown>>;
  return {
    jql: (values.jql as string | undefined) ?? '',
    nextPageToken: values.nextPageToken as string | undefined,
    maxResults: (values.maxResults as number | undefined) ?? 50,
    fields: values.fields as string[] | undefined,
    expand: values.expand as string | undefined,
  };
}

function paramsFromQuery(query: Query): SearchParams {
  return {
    jql: queryString(query, 'jql') ?? '',
    nextPageToken: queryString(query, 'nextPageToken'),
    maxResults: queryInteger(query, 'maxResults', 50),
    fields: queryList(query, 'fields'),
    expand: queryString(query, 'expand'),
  };
}

function runSearch(ctx: Ctx, params: SearchParams): Answer {
  const store = JiraStore.of(ctx);
  const token = params.nextPageToken === undefined || params.nextPageToken === '' ? undefined : decodePageToken(params.nextPageToken, params.jql);
  if (params.nextPageToken && !token) throw fail.validation('The provided nextPageToken is invalid.');
  if (!Number.isInteger(params.maxResults) || params.maxResults < 1 || params.maxResults > ID_ONLY_PAGE_LIMIT) {
    throw fail.validation(`The value of maxResults must be between 1 and ${ID_ONLY_PAGE_LIMIT}.`);
  }
  let issues;
  try {
    issues = searchIssues(params.jql, { store, callerId: callerId(ctx.request), now: ctx.now });
  } catch (error) {
    if (error instanceof JqlError) throw fail.validation(error.message);
    throw error;
  }
  const fields = parseFieldSelection(params.fields, 'none');
  const pageSize = Math.min(params.maxResults, fields.size === 0 ? ID_ONLY_PAGE_LIMIT : FULL_PAGE_LIMIT);
  const start = token ? pageStart(token, issues.map((issue) => issue.id)) : 0;
  const page = issues.slice(start, start + pageSize);
  const isLast = start + page.length >= issues.length;
  const links = Links.for(ctx.request);
  const expandTransitions = parseExpand(params.expand).has('transitions');
  const body: Record<string, unknown> = { issues: page.map((issue) => issueJson(issue, store, links, { fields, expandTransitions })) };
  const last = page[page.length - 1];
  if (!isLast && last) body.nextPageToken = encodePageToken(params.jql, last.id, start + page.length);
  body.isLast = isLast;
  return { status: 200, body };
}

/** GET /rest/api/3/search/jql: the query in the query string. */
export const searchByQuery = (ctx: Ctx): Answer => runSearch(ctx, paramsFromQuery(ctx.request.query));

/** POST /rest/api/3/search/jql: the query in a SearchAndReconcileRequestBean. */
export function searchByBody(ctx: Ctx): Answer {
  const params = paramsFromBody(ctx.request.body);
  if (!params) throw fail.validation(MESSAGES.invalidPayload);
  return runSearch(ctx, params);
}
