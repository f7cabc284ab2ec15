/**
 * Reading one issue or project on behalf of a unified call. A ticket path
 * names its collection, so an issue of another project is reported as not
 * found (SPEC: a get by an id belonging to another container returns 404),
 * exactly like an issue that does not exist.
 */
import type { ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { downstreamStatus, notFound } from './errors.js';
import { namesProject, type JiraProject } from './project-fields.js';
import type { JiraIssue } from './ticket-fields.js';
import { segment } from '../framework/rest/path.js';

export function issuePath(idOrKey: string, suffix = ''): string {
  return `/rest/api/3/issue/${segment(idOrKey)}${suffix}`;
}

/** The issue, with the fields asked for (project always included), if it belongs to the collection. */
export async function issueInCollection(ctx: ConnectorContext, ticketId: string, collectionId: string, fields: readonly string[]): Promise<JiraIssue> {
  const wanted = [...new Set(['project', ...fields])].join(',');
  // Jira's 404 ("does not exist or you do not have permission to see it") is no such issue.
  const read = ctx.http.request<JiraIssue>({ method: 'GET', path: issuePath(ticketId), query: { fields: wanted } });
  const { body } = await orEntityNotFound(read, () => notFound('issue', ticketId));
  if (!namesProject(collectionId, body.fields?.project)) throw notFound('issue', ticketId);
  return body;
}

export async function fetchProject(ctx: ConnectorContext, collectionId: string): Promise<JiraProject> {
  const read = ctx.http.request<JiraProject>({ method: 'GET', path: `/rest/api/3/project/${segment(collectionId)}` });
  return (await orEntityNotFound(read, () => notFound('project', collectionId))).body;
}

/**
 * Jira answers 400 (not 404) when a search or a create names a project that
 * does not exist. After such a 400, look the project up: a missing one is
 * EntityNotFoundError; otherwise Jira's own 400 stands.
 */
export async function explainBadRequest(ctx: ConnectorContext, error: unknown, collectionId: string): Promise<never> {
  if (downstreamStatus(error) === 400) await fetchProject(ctx, collectionId);
  throw error;
}
