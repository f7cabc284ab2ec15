/**
 * Jira project → unified Collection (read only).
 *
 * | Collection  | Jira project                                             |
 * |-------------|----------------------------------------------------------|
 * | id          | id (stable; the key can be renamed by an admin)          |
 * | parent_id   | null: projects do not nest (a category is only a label)  |
 * | type        | projectTypeKey (software, business, service_desk)        |
 * | name        | name (sortable: Jira's orderBy=name)                     |
 * | description | description (plain text in Jira, not ADF)                |
 * | created_at, updated_at | null: Jira does not expose them for projects  |
 */
import type { ModelOf } from '../../unified/define.js';
import type { collections } from '../../unified/issue-tracking/collections.js';
import { codecs, fieldTable } from '../kit/index.js';

type Collection = ModelOf<typeof collections>;

export interface JiraProject {
  id: string;
  key: string;
  name?: string;
  description?: string | null;
  projectTypeKey?: string | null;
}

const readOnly = { write: false } as const;

export const projectFields = fieldTable<Collection, JiraProject>(
  {
    id: { at: 'id', ...readOnly },
    type: { at: 'projectTypeKey', ...readOnly },
    name: { at: 'name', sort: true, ...readOnly },
    description: { at: 'description', codec: codecs.text, ...readOnly },
  },
  { absent: ['parent_id', 'updated_at', 'created_at'] },
);

/** Whether a collection id from a path (project id or key) names this project. */
export function namesProject(collectionId: string, project: { id?: string; key?: string } | null | undefined): boolean {
  if (!project) return false;
  // Keys are upper case in Jira; a caller may well type them otherwise.
  return project.id === collectionId || (project.key !== undefined && project.key.toUpperCase() === collectionId.toUpperCase());
}
