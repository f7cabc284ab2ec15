/**
 * Projects on the wire. The search listing sends the short form and adds
 * `description`, `lead`, `issueTypes`, `url` and `insight` only when expanded;
 * GET project sends the full form. Both stay inside the properties Jira's
 * `Project` schema declares (it forbids any other).
 */
import { issueTypeById } from './catalog.js';
import { formatJiraDateTime } from './dates.js';
import type { Links } from './links.js';
import type { JiraProject } from './model.js';
import { issueTypeJson, projectAvatarUrls, projectCategoryJson, userJson } from './serialize-common.js';
import type { JiraStore } from './store.js';

export const PROJECT_EXPAND = 'description,lead,issueTypes,url,projectKeys,permissions,insight';

export function parseExpand(raw: string | string[] | undefined): Set<string> {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== ''));
}

function baseProjectJson(links: Links, project: JiraProject): Record<string, unknown> {
  return {
    expand: PROJECT_EXPAND,
    self: links.api(`/project/${project.id}`),
    id: project.id,
    key: project.key,
    name: project.name,
    avatarUrls: projectAvatarUrls(links, project),
    projectCategory: projectCategoryJson(links, project),
    projectTypeKey: project.projectTypeKey,
    simplified: false,
    style: 'classic',
    isPrivate: false,
    properties: {},
  };
}

function issueTypesJson(links: Links, project: JiraProject): Record<string, unknown>[] {
  return project.issueTypeIds.flatMap((id) => {
    const type = issueTypeById(id);
    return type ? [issueTypeJson(links, type)] : [];
  });
}

function leadJson(store: JiraStore, links: Links, project: JiraProject): Record<string, unknown> | undefined {
  const lead = store.userById(project.leadAccountId);
  return lead ? userJson(links, lead) : undefined;
}

function insightJson(store: JiraStore, project: JiraProject): Record<string, unknown> {
  const stats = store.projectIssueStats(project.id);
  return stats.lastUpdated === null
    ? { totalIssueCount: stats.total }
    : { totalIssueCount: stats.total, lastIssueUpdateTime: formatJiraDateTime(stats.lastUpdated) };
}

/** A value of GET /project/search. */
export function projectListJson(store: JiraStore, links: Links, project: JiraProject, expand: Set<string>): Record<string, unknown> {
  const json = baseProjectJson(links, project);
  if (expand.has('description')) json.description = project.description;
  if (expand.has('lead')) json.lead = leadJson(store, links, project);
  if (expand.has('issueTypes')) json.issueTypes = issueTypesJson(links, project);
  if (expand.has('url') && project.url !== '') json.url = project.url;
  if (expand.has('insight')) json.insight = insightJson(store, project);
  return json;
}

/** GET /project/{projectIdOrKey}. */
export function projectDetailJson(store: JiraStore, links: Links, project: JiraProject, expand: Set<string>): Record<string, unknown> {
  const json: Record<string, unknown> = {
    ...baseProjectJson(links, project),
    description: project.description,
    lead: leadJson(store, links, project),
    components: [],
    issueTypes: issueTypesJson(links, project),
    assigneeType: 'UNASSIGNED',
    versions: [],
    roles: {},
  };
  if (project.url !== '') json.url = project.url;
  if (expand.has('insight')) json.insight = insightJson(store, project);
  return json;
}
