/**
 * Workspaces and users (https://developers.asana.com/reference/workspaces,
 * /reference/users): read only here. The account's own user is also served
 * at GET /users/me (routes.ts).
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE } from './dialect.js';
import { viewOf } from './opt-fields.js';
import { newGid, refsTo } from './records.js';

export const workspaces = defineResource<AsanaAccount>({
  name: 'workspaces',
  routes: { list: `GET ${API_BASE}/workspaces`, get: `GET ${API_BASE}/workspaces/:workspace_gid` },
  idParam: 'workspace_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string' },
    email_domains: { kind: 'array' },
    is_organization: { kind: 'boolean' },
  },
  hooks: { present: viewOf('workspace', { compact: ['name'], idParam: 'workspace_gid' }) },
});

const userView = viewOf('user', { compact: ['name'], idParam: 'user_gid' });

export const users = defineResource<AsanaAccount>({
  name: 'users',
  routes: { list: `GET ${API_BASE}/workspaces/:workspace_gid/users`, get: `GET ${API_BASE}/users/:user_gid` },
  idParam: 'user_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string' },
    email: { kind: 'string', readOnly: true },
    photo: { kind: 'object', readOnly: true, nullable: true },
    workspaces: { kind: 'array', readOnly: true },
  },
  hooks: {
    present: (wire, record, ctx) => userView({ ...wire, workspaces: refsTo(ctx.tenant, 'workspaces', 'workspace', record.workspaces) }, record, ctx),
    select(records, ctx) {
      const workspace = ctx.request.params.workspace_gid as string;
      if (!ctx.tenant.table('workspaces').has(workspace)) throw fail.notFound('unknown workspace', { resource: 'workspaces', id: workspace });
      return records.filter((user) => (user.workspaces as string[]).includes(workspace));
    },
  },
});
