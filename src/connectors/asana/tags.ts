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
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { asanaPaging } from './api.js';
import { projectOfWorkspace } from './collections.js';
import { segment } from '../framework/rest/path.js';

interface AsanaTag {
  gid: string;
  name?: string;
}

export const fromAsanaTag = mapFields<AsanaTag, ModelOf<typeof tags>>({
  id: (tag) => tag.gid,
  name: (tag) => tag.name ?? null,
});

export const asanaTags = implement(tags, {
  downstream: { id: 'tag', name: 'Workspace tags' },
  mapper: fromAsanaTag,
  list: {
    paging: true,
    async run(ctx, { limit, state, parents }) {
      const project = await projectOfWorkspace(ctx, parents.collection_id as string);
      const path = `/workspaces/${segment(project.workspace?.gid ?? '')}/tags`;
      const list = ctx.http.urlOf(path);
      const call = { list, limit, state: asanaPaging.read(state, list) };
      const page = asanaPaging.request(call);
      const { body, headers } = await ctx.http.request<{ data: AsanaTag[] }>({ method: 'GET', path, query: { opt_fields: 'name', ...('query' in page ? page.query : {}) } });
      const found = body.data ?? [];
      return { items: found.map(fromAsanaTag), ...asanaPaging.neighbours(call, { body, headers, count: found.length }) };
    },
  },
});
