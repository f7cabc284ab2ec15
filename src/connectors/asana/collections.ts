/**
 * Unified collections on the projects of the connection's workspace:
 * GET /workspaces/{workspace_gid}/projects (archived ones included) and
 * GET /projects/{gid}, which answers 404 for a project of another workspace.
 * Asana's project lists take no order, so no sort field is offered.
 */
import { collections } from '../../unified/issue-tracking/collections.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { restList, segment } from '../framework/rest/index.js';
import { asanaPaging, getRecord, notFound } from './api.js';
import { fromAsanaProject, PROJECT_FIELDS, type AsanaProject } from './project-mapper.js';

/** The project, when it is one of the connection's workspace. */
export async function projectOfWorkspace(ctx: ConnectorContext, id: string): Promise<AsanaProject> {
  const project = await getRecord<AsanaProject>(ctx, 'project', id, `/projects/${segment(id)}`, PROJECT_FIELDS);
  if (project.workspace?.gid !== ctx.settings.workspace_gid) throw notFound('project', id);
  return project;
}

export const asanaCollections = implement(collections, {
  downstream: { id: 'project', name: 'Projects' },
  mapper: fromAsanaProject,
  list: restList<AsanaProject, ReturnType<typeof fromAsanaProject>>({
    path: '/workspaces/{workspace_gid}/projects',
    paging: asanaPaging,
    itemsAt: 'data',
    map: (project) => fromAsanaProject(project),
    query: { opt_fields: PROJECT_FIELDS },
  }),
  one: async (ctx, { id }) => fromAsanaProject(await projectOfWorkspace(ctx, id)),
});
