/**
 * Unified collections on the projects of the connection's workspace:
 * GET /workspaces/{workspace_gid}/projects (archived ones included) and
 * GET /projects/{gid}; a project of another workspace is not found here.
 * Asana's project lists take no order, so no sort field is offered.
 */
import { collections } from '../../unified/issue-tracking/collections.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { getRecord, notFound } from './api.js';
import { asanaDialect } from './dialect.js';
import { projectFields, PROJECT_FIELDS, type AsanaProject } from './project-fields.js';

const ofWorkspace = (project: AsanaProject | undefined, workspace: string | undefined) => project?.workspace?.gid === workspace;

/** The project, when it is one of the connection's workspace: the check of the resources under a collection. */
export async function projectOfWorkspace(ctx: ConnectorContext, id: string): Promise<AsanaProject> {
  const project = await getRecord<AsanaProject>(ctx, 'project', id, `/projects/${segment(id)}`, PROJECT_FIELDS);
  if (!ofWorkspace(project, ctx.settings.workspace_gid)) throw notFound('project', id);
  return project;
}

export const asanaCollections = collection(collections, {
  dialect: asanaDialect,
  downstream: { id: 'project', name: 'Projects' },
  what: 'project',
  fields: projectFields,
  path: '/workspaces/{workspace_gid}/projects',
  recordPath: '/projects/{id}',
  listAt: 'data',
  recordAt: 'data',
  readQuery: { opt_fields: PROJECT_FIELDS },
  only: (project, { settings }) => ofWorkspace(project, settings.workspace_gid),
  list: true,
});
