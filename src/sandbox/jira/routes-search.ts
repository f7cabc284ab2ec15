/**
 * The enhanced JQL search: GET and POST /rest/api/3/search/jql. Paging is by
 * `nextPageToken` only (no startAt, no total): `maxResults` defaults to 50 and
 * must be 1-5000; a page holds at most 5000 issues when only ids are asked for
 * and at most 100 otherwise; `isLast` is true on the last page, which carries
 * no `nextPageToken`. Fields default to the id alone, unlike GET issue.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerId, type JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { JqlError, searchIssues } from './jql.js';
import { Links } from './links.js';
import { decodePageToken, encodePageToken, pageStart } from './page-token.js';
import { queryInteger, queryList, queryString, type Query } from './query-params.js';
import { issueJson, parseFieldSelection } from './serialize-issue.js';
import { parseExpand } from './serialize-project.js';

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

function runSearch(context: JiraContext, request: FastifyRequest, reply: FastifyReply, params: SearchParams): FastifyReply | Record<string, unknown> {
  const token = params.nextPageToken === undefined || params.nextPageToken === '' ? undefined : decodePageToken(params.nextPageToken, params.jql);
  if (params.nextPageToken && !token) return sendErrors(reply, 400, ['The provided nextPageToken is invalid.']);
  if (!Number.isInteger(params.maxResults) || params.maxResults < 1 || params.maxResults > ID_ONLY_PAGE_LIMIT) {
    return sendErrors(reply, 400, [`The value of maxResults must be between 1 and ${ID_ONLY_PAGE_LIMIT}.`]);
  }
  let issues;
  try {
    issues = searchIssues(params.jql, { store: context.store, callerId: callerId(request), now: context.store.now() });
  } catch (error) {
    if (error instanceof JqlError) return sendErrors(reply, 400, [error.message]);
    throw error;
  }
  const fields = parseFieldSelection(params.fields, 'none');
  const pageSize = Math.min(params.maxResults, fields.size === 0 ? ID_ONLY_PAGE_LIMIT : FULL_PAGE_LIMIT);
  const start = token ? pageStart(token, issues.map((issue) => issue.id)) : 0;
  const page = issues.slice(start, start + pageSize);
  const isLast = start + page.length >= issues.length;
  const links = Links.for(request);
  const expandTransitions = parseExpand(params.expand).has('transitions');
  const body: Record<string, unknown> = { issues: page.map((issue) => issueJson(issue, context.store, links, { fields, expandTransitions })) };
  const last = page[page.length - 1];
  if (!isLast && last) body.nextPageToken = encodePageToken(params.jql, last.id, start + page.length);
  body.isLast = isLast;
  return body;
}

export function registerSearchRoutes(app: FastifyInstance, context: JiraContext): void {
  app.get<{ Querystring: Query }>('/rest/api/3/search/jql', async (request, reply) => runSearch(context, request, reply, paramsFromQuery(request.query)));

  app.post('/rest/api/3/search/jql', async (request, reply) => {
    const params = paramsFromBody(request.body);
    if (!params) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    return runSearch(context, request, reply, params);
  });
}
