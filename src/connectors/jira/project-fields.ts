/**
 * Jira project → unified Collection.
 *
 * | Collection  | Jira project                                             |
 * |-------------|----------------------------------------------------------|
 * | id          | id (stable; the key can be renamed by an admin)          |
 * | parent_id   | null: projects do not nest (a category is only a label)  |
 * | type        | projectTypeKey (software, business, service_desk)        |
 * | name        | name                                                     |
 * | description | description (plain text in Jira, not ADF)                |
 * | created_at, updated_at | null: Jira does not expose them for projects  |
 */
import type { ModelOf } from '../../unified/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { collections } from '../../unified/issue-tracking/collections.js';

type Collection = ModelOf<typeof collections>;

export interface JiraProject {
  id: string;
  key: string;
  name?: string;
  description?: string | null;
  projectTypeKey?: string | null;
}

/** Projects neither nest nor carry timestamps in Jira: parent_id, created_at and updated_at are always null. */
export const fromJiraProject = mapFields<JiraProject, Collection>(
  {
    id: (project) => project.id,
    type: (project) => project.projectTypeKey ?? null,
    name: (project) => project.name ?? null,
    description: (project) => (project.description === undefined || project.description === '' ? null : project.description),
  },
  { absent: ['parent_id', 'updated_at', 'created_at'] },
);

/** Whether a collection id from a path (project id or key) names this project. */
export function namesProject(collectionId: string, project: { id?: string; key?: string } | null | undefined): boolean {
  if (!project) return false;
  // Keys are upper case in Jira; a caller may well type them otherwise.
  return project.id === collectionId || (project.key !== undefined && project.key.toUpperCase() === collectionId.toUpperCase());
}
