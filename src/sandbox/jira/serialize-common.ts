/**
 * Wire shapes shared by several resources: users, statuses, priorities, issue
 * types, resolutions and the short project form embedded in issues. Only
 * properties Jira's OpenAPI description declares are sent, since several of
 * these schemas forbid additional properties.
 */
import { projectCategoryById, statusCategory } from './catalog.js';
import type { Links } from './links.js';
import type { IssueTypeDef, JiraProject, JiraUser, PriorityDef, ResolutionDef, StatusDef } from './model.js';

const AVATAR_SIZES = { '16x16': 16, '24x24': 24, '32x32': 32, '48x48': 48 } as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

export function userAvatarUrls(user: JiraUser): Record<string, string> {
  const file = `${initials(user.displayName)}-${user.accountId.slice(-1)}.png`;
  return Object.fromEntries(
    Object.entries(AVATAR_SIZES).map(([label, size]) => [
      label,
      `https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net/initials/${file}?size=${size}&s=${size}`,
    ]),
  );
}

/** The user form Jira embeds in issues (assignee, reporter, creator) and in projects (lead). */
export function userJson(links: Links, user: JiraUser): Record<string, unknown> {
  return {
    self: links.api(`/user?accountId=${encodeURIComponent(user.accountId)}`),
    accountId: user.accountId,
    emailAddress: user.emailAddress,
    avatarUrls: userAvatarUrls(user),
    displayName: user.displayName,
    active: user.active,
    timeZone: user.timeZone,
    accountType: 'atlassian',
  };
}

export function statusJson(links: Links, status: StatusDef): Record<string, unknown> {
  const category = statusCategory(status.categoryKey);
  return {
    self: links.api(`/status/${status.id}`),
    description: status.description,
    iconUrl: links.site(status.iconPath),
    name: status.name,
    id: status.id,
    statusCategory: {
      self: links.api(`/statuscategory/${category.id}`),
      id: category.id,
      key: category.key,
      colorName: category.colorName,
      name: category.name,
    },
  };
}

export function priorityJson(links: Links, priority: PriorityDef): Record<string, unknown> {
  return {
    self: links.api(`/priority/${priority.id}`),
    iconUrl: links.site(`/images/icons/priorities/${priority.iconName}.svg`),
    name: priority.name,
    id: priority.id,
  };
}

export function issueTypeJson(links: Links, type: IssueTypeDef): Record<string, unknown> {
  return {
    self: links.api(`/issuetype/${type.id}`),
    id: type.id,
    description: type.description,
    iconUrl: links.api(`/universal_avatar/view/type/issuetype/avatar/${type.avatarId}?size=medium`),
    name: type.name,
    subtask: type.subtask,
    avatarId: type.avatarId,
    hierarchyLevel: type.hierarchyLevel,
  };
}

export function resolutionJson(links: Links, resolution: ResolutionDef): Record<string, unknown> {
  return { self: links.api(`/resolution/${resolution.id}`), id: resolution.id, description: resolution.description, name: resolution.name };
}

export function projectAvatarUrls(links: Links, project: JiraProject): Record<string, string> {
  // Each project gets its own built-in avatar id, stable across starts.
  const avatarId = 10400 + Number(project.id) - 10000;
  const names = { '16x16': 'xsmall', '24x24': 'small', '32x32': 'medium', '48x48': 'large' } as const;
  return Object.fromEntries(
    Object.entries(names).map(([label, size]) => [label, links.api(`/universal_avatar/view/type/project/avatar/${avatarId}?size=${size}`)]),
  );
}

export function projectCategoryJson(links: Links, project: JiraProject): Record<string, unknown> | undefined {
  const category = projectCategoryById(project.categoryId);
  if (!category) return undefined;
  return { self: links.api(`/projectCategory/${category.id}`), id: category.id, name: category.name, description: category.description };
}

/** The short project form found in `fields.project` of an issue. */
export function projectRefJson(links: Links, project: JiraProject): Record<string, unknown> {
  return {
    self: links.api(`/project/${project.id}`),
    id: project.id,
    key: project.key,
    name: project.name,
    projectTypeKey: project.projectTypeKey,
    simplified: false,
    avatarUrls: projectAvatarUrls(links, project),
    projectCategory: projectCategoryJson(links, project),
  };
}
