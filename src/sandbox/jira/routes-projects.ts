/**
 * Projects: GET /rest/api/3/project/search (offset paging with `startAt`,
 * `maxResults` up to 100, `orderBy`, and the key/id/query/typeKey/categoryId
 * filters) and GET /rest/api/3/project/{projectIdOrKey}.
 */
import type { FastifyInstance } from 'fastify';
import { projectCategoryById } from './catalog.js';
import type { JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { Links } from './links.js';
import type { JiraProject } from './model.js';
import { queryInteger, queryList, queryString, type Query } from './query-params.js';
import { parseExpand, projectDetailJson, projectListJson } from './serialize-project.js';
import type { JiraStore } from './store.js';

const ORDER_FIELDS = ['category', 'key', 'name', 'owner', 'issueCount', 'lastIssueUpdatedDate', 'archivedDate', 'deletedDate'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];

function sortValue(store: JiraStore, project: JiraProject, field: OrderField): string | number {
  switch (field) {
    case 'category':
      return projectCategoryById(project.categoryId)?.name.toLowerCase() ?? '';
    case 'name':
      return project.name.toLowerCase();
    case 'owner':
      return store.userById(project.leadAccountId)?.displayName.toLowerCase() ?? '';
    case 'issueCount':
      return store.projectIssueStats(project.id).total;
    case 'lastIssueUpdatedDate':
      return store.projectIssueStats(project.id).lastUpdated ?? 0;
    default:
      // No project is archived or deleted, so those orders fall back to the key.
      return project.key;
  }
}

function parseOrderBy(raw: string | undefined): { field: OrderField; sign: number } | undefined {
  const text = raw ?? 'key';
  const sign = text.startsWith('-') ? -1 : 1;
  const field = text.replace(/^[+-]/, '') as OrderField;
  return ORDER_FIELDS.includes(field) ? { field, sign } : undefined;
}

function filterProjects(store: JiraStore, query: Query): JiraProject[] {
  const ids = queryList(query, 'id');
  const keys = queryList(query, 'keys')?.flatMap((key) => key.split(',')).map((key) => key.trim().toUpperCase());
  const text = queryString(query, 'query')?.toLowerCase();
  const types = queryString(query, 'typeKey')?.split(',').map((type) => type.trim());
  const categoryId = queryString(query, 'categoryId');
  const statuses = queryList(query, 'status');
  return store.listProjects().filter((project) => {
    if (ids && !ids.includes(project.id)) return false;
    if (keys && !keys.includes(project.key)) return false;
    if (text && !project.key.toLowerCase().includes(text) && !project.name.toLowerCase().includes(text)) return false;
    if (types && !types.includes(project.projectTypeKey)) return false;
    if (categoryId && project.categoryId !== categoryId) return false;
    // Every seeded project is live: asking only for archived or deleted ones finds nothing.
    if (statuses && !statuses.includes('live')) return false;
    return true;
  });
}

export function registerProjectRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;

  app.get<{ Querystring: Query }>('/rest/api/3/project/search', async (request, reply) => {
    const startAt = queryInteger(request.query, 'startAt', 0);
    const requested = queryInteger(request.query, 'maxResults', 50);
    const order = parseOrderBy(queryString(request.query, 'orderBy'));
    if (Number.isNaN(startAt) || startAt < 0 || Number.isNaN(requested) || requested < 0 || !order) {
      return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    }
    // Jira silently lowers maxResults above 100 to 100.
    const maxResults = Math.min(requested, 100);
    const matching = filterProjects(store, request.query).sort((a, b) => {
      const valueA = sortValue(store, a, order.field);
      const valueB = sortValue(store, b, order.field);
      if (valueA === valueB) return a.key < b.key ? -1 : 1;
      return (valueA < valueB ? -1 : 1) * order.sign;
    });
    const links = Links.for(request);
    const expand = parseExpand(request.query.expand);
    const page = matching.slice(startAt, startAt + maxResults);
    const isLast = startAt + maxResults >= matching.length;
    const pageLink = (offset: number): string => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(request.query)) {
        if (name === 'startAt' || name === 'maxResults' || value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
      }
      params.set('startAt', String(offset));
      params.set('maxResults', String(maxResults));
      return links.api(`/project/search?${params.toString()}`);
    };
    const body: Record<string, unknown> = {
      self: pageLink(startAt),
      maxResults,
      startAt,
      total: matching.length,
      isLast,
      values: page.map((project) => projectListJson(store, links, project, expand)),
    };
    if (!isLast) body.nextPage = pageLink(startAt + maxResults);
    return body;
  });

  app.get<{ Params: { projectIdOrKey: string }; Querystring: Query }>('/rest/api/3/project/:projectIdOrKey', async (request, reply) => {
    const project = store.findProject(request.params.projectIdOrKey);
    if (!project) return sendErrors(reply, 404, [MESSAGES.projectNotFound(request.params.projectIdOrKey)]);
    return projectDetailJson(store, Links.for(request), project, parseExpand(request.query.expand));
  });
}
