/**
 * Asana project → unified Collection (read only).
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
import { fieldTable } from '../kit/index.js';
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

const readOnly = { write: false } as const;

export const projectFields = fieldTable<ModelOf<typeof collections>, AsanaProject>({
  id: { at: 'gid', ...readOnly },
  type: { read: () => 'project', ...readOnly },
  name: { at: 'name', ...readOnly },
  description: { at: 'notes', ...readOnly },
  // Left out, not null, when Asana does not send them.
  created_at: { read: (project) => project.created_at, ...readOnly },
  updated_at: { read: (project) => project.modified_at, ...readOnly },
});
