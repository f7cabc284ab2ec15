/**
 * Projects: GET /rest/api/3/project/search (a PageBean of 50, at most 100,
 * `orderBy`, and the id/keys/query/typeKey/categoryId/status filters) and
 * GET /rest/api/3/project/{projectIdOrKey} (by id or key, any case). The
 * search lists the short form and expands on request; GET sends the full
 * form (serialize-project.ts). Projects are not writable through this API.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { JiraSiteAccount } from './auth.js';
import { projectCategoryById } from './catalog.js';
import { MESSAGES } from './errors.js';
import { Links } from './links.js';
import type { JiraProject } from './model.js';
import { queryList, queryString } from './query-params.js';
import { parseExpand, projectDetailJson, projectListJson } from './serialize-project.js';
import { JiraStore } from './store.js';

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

function orderOf(raw: string | undefined): { field: OrderField; sign: number } {
  const text = raw ?? 'key';
  const field = text.replace(/^[+-]/, '') as OrderField;
  if (!ORDER_FIELDS.includes(field)) throw fail.validation(MESSAGES.invalidPayload);
  return { field, sign: text.startsWith('-') ? -1 : 1 };
}

/** Jira's filters take repeated and comma-separated values, so they are read here rather than as the kit's single-valued filters. */
function matches(project: JiraProject, query: URLSearchParams): boolean {
  const ids = queryList(query, 'id');
  const keys = queryList(query, 'keys')?.flatMap((key) => key.split(',')).map((key) => key.trim().toUpperCase());
  const text = queryString(query, 'query')?.toLowerCase();
  const types = queryString(query, 'typeKey')?.split(',').map((type) => type.trim());
  const categoryId = queryString(query, 'categoryId');
  const statuses = queryList(query, 'status');
  if (ids && !ids.includes(project.id)) return false;
  if (keys && !keys.includes(project.key)) return false;
  if (text && !project.key.toLowerCase().includes(text) && !project.name.toLowerCase().includes(text)) return false;
  if (types && !types.includes(project.projectTypeKey)) return false;
  if (categoryId && project.categoryId !== categoryId) return false;
  // Every seeded project is live: asking only for archived or deleted ones finds nothing.
  return !statuses || statuses.includes('live');
}

function select(records: StoredRecord[], ctx: KitContext<JiraSiteAccount>): StoredRecord[] {
  const store = JiraStore.of(ctx);
  const order = orderOf(queryString(ctx.request.query, 'orderBy'));
  const value = (record: StoredRecord) => sortValue(store, record as JiraProject, order.field);
  return records
    .filter((record) => matches(record as JiraProject, ctx.request.query))
    .sort((a, b) => {
      const [valueA, valueB] = [value(a), value(b)];
      if (valueA === valueB) return String(a.key) < String(b.key) ? -1 : 1;
      return (valueA < valueB ? -1 : 1) * order.sign;
    });
}

const readOnly = { readOnly: true } as const;

export const projects = defineResource<JiraSiteAccount>({
  name: 'projects',
  labels: { list: 'values' },
  routes: { list: 'GET /rest/api/3/project/search', get: 'GET /rest/api/3/project/:projectIdOrKey' },
  idParam: 'projectIdOrKey',
  lookup: (named, ctx) => JiraStore.of(ctx).findProject(named)?.id,
  newId: (ctx) => String(ctx.tenant.next('project-id', 10000)),
  fields: {
    id: { kind: 'string', ...readOnly },
    key: { kind: 'string', ...readOnly },
    name: { kind: 'string', ...readOnly },
    description: { kind: 'string', ...readOnly },
    projectTypeKey: { kind: 'string', enum: ['software', 'business'], ...readOnly },
    url: { kind: 'string', ...readOnly },
  },
  hooks: {
    select,
    // The short form in a search, the full form by id or key; both expand on request.
    present(_wire, record, ctx) {
      const form = ctx.request.params.projectIdOrKey === undefined ? projectListJson : projectDetailJson;
      return form(JiraStore.of(ctx), Links.for(ctx.request), record as JiraProject, parseExpand(ctx.request.query.getAll('expand')));
    },
  },
});
