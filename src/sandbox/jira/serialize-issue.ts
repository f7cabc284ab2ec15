/**
 * Issues on the wire (IssueBean): `id`, `key`, `self` and a `fields` object
 * holding only the fields the caller asked for. Field selection follows Jira:
 * `*all` / `*navigable`, named fields, and `-name` to exclude.
 */
import { issueTypeById, priorityById, RESOLUTION_DONE, statusById } from './catalog.js';
import { formatJiraDateTime } from './dates.js';
import type { Links } from './links.js';
import type { IssueRecord } from './model.js';
import { issueTypeJson, priorityJson, projectRefJson, resolutionJson, statusJson, userJson } from './serialize-common.js';
import type { JiraStore } from './store.js';
import { availableTransitions, transitionJson } from './workflow.js';

type Renderer = (issue: IssueRecord, store: JiraStore, links: Links) => unknown;

function user(store: JiraStore, links: Links, accountId: string | null): unknown {
  const found = accountId === null ? undefined : store.userById(accountId);
  return found ? userJson(links, found) : null;
}

function status(links: Links, issue: IssueRecord): unknown {
  const found = statusById(issue.statusId);
  return found ? statusJson(links, found) : null;
}

function priority(links: Links, issue: IssueRecord): unknown {
  const found = priorityById(issue.priorityId);
  return found ? priorityJson(links, found) : null;
}

function issueType(links: Links, issue: IssueRecord): unknown {
  const found = issueTypeById(issue.issueTypeId);
  return found ? issueTypeJson(links, found) : null;
}

/** The compact issue form Jira uses for `parent` and `subtasks`. */
function issueRef(issue: IssueRecord, links: Links): Record<string, unknown> {
  return {
    id: issue.id,
    key: issue.key,
    self: links.api(`/issue/${issue.id}`),
    fields: { summary: issue.summary, status: status(links, issue), priority: priority(links, issue), issuetype: issueType(links, issue) },
  };
}

const RENDERERS: Record<string, Renderer> = {
  summary: (issue) => issue.summary,
  description: (issue) => issue.description,
  status: (issue, _store, links) => status(links, issue),
  statuscategorychangedate: (issue) => formatJiraDateTime(issue.statusCategoryChangedAt),
  priority: (issue, _store, links) => priority(links, issue),
  issuetype: (issue, _store, links) => issueType(links, issue),
  assignee: (issue, store, links) => user(store, links, issue.assigneeId),
  reporter: (issue, store, links) => user(store, links, issue.reporterId),
  creator: (issue, store, links) => user(store, links, issue.creatorId),
  labels: (issue) => [...issue.labels],
  duedate: (issue) => issue.duedate,
  created: (issue) => formatJiraDateTime(issue.created),
  updated: (issue) => formatJiraDateTime(issue.updated),
  resolutiondate: (issue) => (issue.resolutiondate === null ? null : formatJiraDateTime(issue.resolutiondate)),
  resolution: (issue, _store, links) => (issue.resolutionId === null ? null : resolutionJson(links, RESOLUTION_DONE)),
  // Jira leaves `parent` out entirely for issues without one.
  parent: (issue, store, links) => {
    const parent = issue.parentId === null ? undefined : store.issueById(issue.parentId);
    return parent ? issueRef(parent, links) : undefined;
  },
  project: (issue, store, links) => {
    const project = store.findProject(issue.projectId);
    return project ? projectRefJson(links, project) : null;
  },
  subtasks: (issue, store, links) =>
    store
      .childrenOf(issue.id)
      .filter((child) => issueTypeById(child.issueTypeId)?.subtask)
      .map((child) => issueRef(child, links)),
};

export const ISSUE_FIELD_NAMES: readonly string[] = Object.keys(RENDERERS);

/**
 * Reads Jira's `fields` parameter (repeatable, comma-separated) into the set
 * of field names to render. `fallback` applies when the caller sent nothing:
 * all fields for GET issue, ids only for search.
 */
export function parseFieldSelection(raw: readonly string[] | undefined, fallback: 'all' | 'none'): Set<string> {
  const tokens = (raw ?? []).flatMap((value) => value.split(',')).map((token) => token.trim()).filter((token) => token !== '');
  if (tokens.length === 0) return fallback === 'all' ? new Set(ISSUE_FIELD_NAMES) : new Set();
  const selected = new Set<string>();
  const excluded: string[] = [];
  for (const token of tokens) {
    if (token === '*all' || token === '*navigable') ISSUE_FIELD_NAMES.forEach((name) => selected.add(name));
    else if (token.startsWith('-')) excluded.push(token.slice(1));
    else if (RENDERERS[token]) selected.add(token);
  }
  // `-name` alone means "the default set minus name".
  if (selected.size === 0 && excluded.length > 0 && tokens.every((token) => token.startsWith('-'))) {
    ISSUE_FIELD_NAMES.forEach((name) => selected.add(name));
  }
  for (const name of excluded) selected.delete(name);
  return selected;
}

export interface IssueJsonOptions {
  fields: Set<string>;
  expandTransitions?: boolean;
}

export const ISSUE_EXPAND = 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations';

export function issueJson(issue: IssueRecord, store: JiraStore, links: Links, options: IssueJsonOptions): Record<string, unknown> {
  const json: Record<string, unknown> = { expand: ISSUE_EXPAND, id: issue.id, self: links.api(`/issue/${issue.id}`), key: issue.key };
  if (options.fields.size > 0) {
    const fields: Record<string, unknown> = {};
    for (const name of options.fields) {
      const value = RENDERERS[name]?.(issue, store, links);
      if (value !== undefined) fields[name] = value;
    }
    json.fields = fields;
  }
  if (options.expandTransitions) json.transitions = availableTransitions(issue).map((transition) => transitionJson(links, transition));
  return json;
}
