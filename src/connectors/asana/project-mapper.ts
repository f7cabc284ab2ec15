/**
 * Asana project → unified Collection.
 *
 * | Collection  | Asana project                                   |
 * |-------------|-------------------------------------------------|
 * | id          | gid                                             |
 * | name        | name                                            |
 * | description | notes                                           |
 * | type        | "project" (Asana has one kind of project)       |
 * | created_at  | created_at                                      |
 * | updated_at  | modified_at                                     |
 *
 * parent_id is left out: a project's team is not a collection here.
 */
import type { ModelOf } from '../../unified/define.js';
import type { collections } from '../../unified/issue-tracking/collections.js';
import { mapFields } from '../framework/field-mapper.js';
import { optFields } from './api.js';

export interface AsanaProject {
  gid: string;
  name?: string;
  notes?: string;
  created_at?: string;
  modified_at?: string;
  workspace?: { gid?: string } | null;
}

export const PROJECT_FIELDS = optFields('name', 'notes', 'created_at', 'modified_at', 'workspace');

export const fromAsanaProject = mapFields<AsanaProject, ModelOf<typeof collections>>({
  id: (project) => project.gid,
  type: () => 'project',
  name: (project) => project.name ?? null,
  description: (project) => project.notes ?? null,
  created_at: (project) => project.created_at,
  updated_at: (project) => project.modified_at,
});
