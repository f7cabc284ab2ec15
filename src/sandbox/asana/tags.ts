/** Tags of a workspace (https://developers.asana.com/reference/tags): listed, read, created there and deleted; tasks carry them (tasks.ts, routes.ts). */
import { defineResource, fail } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE } from './dialect.js';
import { underParent } from './projects.js';
import { viewOf } from './opt-fields.js';
import { newGid, refTo } from './records.js';

const tagView = viewOf('tag', { compact: ['name'], idParam: 'tag_gid' });

export const tags = defineResource<AsanaAccount>({
  name: 'tags',
  routes: {
    list: `GET ${API_BASE}/workspaces/:workspace_gid/tags`,
    create: { route: `POST ${API_BASE}/workspaces/:workspace_gid/tags`, status: 201 },
    get: `GET ${API_BASE}/tags/:tag_gid`,
    delete: `DELETE ${API_BASE}/tags/:tag_gid`,
  },
  idParam: 'tag_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string', required: true },
    color: { kind: 'string', nullable: true },
    notes: { kind: 'string', default: '' },
    created_at: { kind: 'time', readOnly: true },
    workspace: { kind: 'string', readOnly: true },
  },
  timestamps: { created: 'created_at' },
  hooks: {
    select: underParent('workspace_gid', 'workspaces', 'workspace'),
    beforeCreate(record, ctx) {
      const workspace = ctx.request.params.workspace_gid as string;
      if (!ctx.tenant.table('workspaces').has(workspace)) throw fail.notFound('unknown workspace', { resource: 'workspaces', id: workspace });
      record.workspace = workspace;
      record.color ??= null;
    },
    // A deleted tag is gone from the tasks that carried it.
    beforeDelete(record, ctx) {
      const tasks = ctx.tenant.table('tasks');
      for (const task of tasks.all()) {
        const carried = task.tags as string[] | undefined;
        if (carried?.includes(record.id)) {
          task.tags = carried.filter((gid) => gid !== record.id);
          tasks.updated(task.id);
        }
      }
    },
    present: (wire, record, ctx) => tagView({ ...wire, workspace: refTo(ctx.tenant, 'workspaces', 'workspace', record.workspace) }, record, ctx),
  },
});
