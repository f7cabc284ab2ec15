/**
 * Unified collection tags on the tags of the project's workspace
 * (GET /workspaces/{gid}/tags). Asana tags belong to the workspace, not to
 * a project: any of them can be put on any task of the project, so they are
 * the tags a ticket of the collection can carry. Listing only those its
 * tasks carry now would mean reading every task of the project for each
 * page. The project is read first: one that is unknown or of another
 * workspace is 404, as for collections.
 */
import type { ModelOf } from '../../unified/define.js';
import { tags } from '../../unified/issue-tracking/tags.js';
import { collection, fieldTable } from '../kit/index.js';
import { asanaCollections } from './collections.js';
import { asanaDialect } from './dialect.js';

interface AsanaTag {
  gid: string;
  name?: string;
}

export const tagFields = fieldTable<ModelOf<typeof tags>, AsanaTag>({
  id: { at: 'gid', write: false },
  name: { at: 'name', write: false },
});

export const asanaTags = collection(tags, {
  dialect: asanaDialect,
  downstream: { id: 'tag', name: 'Workspace tags' },
  what: 'tag',
  fields: tagFields,
  // The project's workspace, which reading the collection checks is the connection's.
  path: '/workspaces/{workspace_gid}/tags',
  listAt: 'data',
  readQuery: { opt_fields: 'name' },
  list: true,
  one: false,
  hooks: {
    async parents(ctx, parents) {
      await asanaCollections.implementation.one?.(ctx, { id: parents.collection_id as string, parents: {} });
      return parents;
    },
  },
});
