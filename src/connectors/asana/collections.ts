/**
 * Unified collections on the projects of the connection's workspace:
 * GET /workspaces/{workspace_gid}/projects (archived ones included) and
 * GET /projects/{gid}; a project of another workspace is not found here.
 * Asana's project lists take no order, so no sort field is offered.
 */
import { collections } from '../../unified/issue-tracking/collections.js';
import { collection } from '../kit/index.js';
import { asanaDialect } from './dialect.js';
import { projectFields, PROJECT_FIELDS, type AsanaProject } from './project-fields.js';

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
  only: (project: AsanaProject, { settings }) => project.workspace?.gid === settings.workspace_gid,
  list: true,
});
