/**
 * Projects of a workspace, their sections and their memberships
 * (https://developers.asana.com/reference/projects, /reference/sections,
 * /reference/project-memberships): read only here.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE } from './dialect.js';
import { viewOf } from './opt-fields.js';
import { newGid, refTo } from './records.js';

const COLORS = ['dark-pink', 'dark-green', 'dark-blue', 'dark-red', 'dark-teal', 'dark-brown', 'dark-orange', 'dark-purple', 'dark-warm-gray', 'light-pink', 'light-green', 'light-blue', 'light-red', 'light-teal', 'light-brown', 'light-orange', 'light-purple', 'light-warm-gray', 'none'] as const;

/** Records under the parent named in the path, which must exist (an unknown parent is a 404, not an empty list). */
export function underParent(param: string, table: string, field: string) {
  return (records: StoredRecord[], ctx: KitContext<AsanaAccount>): StoredRecord[] => {
    const parent = ctx.request.params[param] as string;
    if (!ctx.tenant.table(table).has(parent)) throw fail.notFound('unknown parent', { resource: table, id: parent });
    return records.filter((record) => record[field] === parent);
  };
}

const projectView = viewOf('project', { compact: ['name'], idParam: 'project_gid' });

export const projects = defineResource<AsanaAccount>({
  name: 'projects',
  routes: { list: `GET ${API_BASE}/workspaces/:workspace_gid/projects`, get: `GET ${API_BASE}/projects/:project_gid` },
  idParam: 'project_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string', required: true },
    archived: { kind: 'boolean', default: false },
    color: { kind: 'string', enum: COLORS, nullable: true },
    created_at: { kind: 'time', readOnly: true },
    modified_at: { kind: 'time', readOnly: true },
    notes: { kind: 'string', default: '' },
    owner: { kind: 'string', nullable: true },
    workspace: { kind: 'string', readOnly: true },
  },
  timestamps: { created: 'created_at', updated: 'modified_at' },
  filters: { archived: (record, value) => String(record.archived) === value },
  hooks: {
    select: underParent('workspace_gid', 'workspaces', 'workspace'),
    present: (wire, record, ctx) =>
      projectView({ ...wire, owner: refTo(ctx.tenant, 'users', 'user', record.owner), workspace: refTo(ctx.tenant, 'workspaces', 'workspace', record.workspace) }, record, ctx),
  },
});

const sectionView = viewOf('section', { compact: ['name'], idParam: 'section_gid' });

export const sections = defineResource<AsanaAccount>({
  name: 'sections',
  routes: { list: `GET ${API_BASE}/projects/:project_gid/sections`, get: `GET ${API_BASE}/sections/:section_gid` },
  idParam: 'section_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string', required: true },
    created_at: { kind: 'time', readOnly: true },
    project: { kind: 'string', readOnly: true },
  },
  hooks: {
    select: underParent('project_gid', 'projects', 'project'),
    present: (wire, record, ctx) => sectionView({ ...wire, project: refTo(ctx.tenant, 'projects', 'project', record.project) }, record, ctx),
  },
});

const membershipView = viewOf('project_membership', { compact: ['parent', 'member', 'access_level'], idParam: 'project_membership_gid' });

/** Who is a member of a project; `user` takes a gid, an email or "me", as Asana documents. */
export const projectMemberships = defineResource<AsanaAccount>({
  name: 'project_memberships',
  routes: { list: `GET ${API_BASE}/projects/:project_gid/project_memberships` },
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    project: { kind: 'string', readOnly: true },
    user: { kind: 'string', readOnly: true },
    access_level: { kind: 'string', enum: ['admin', 'editor', 'commenter', 'viewer'], readOnly: true },
  },
  filters: {
    user(record, value, ctx) {
      const user = ctx.tenant.table('users').get(String(record.user));
      return value === 'me' ? record.user === ctx.account.userGid : record.user === value || user?.email === value;
    },
  },
  hooks: {
    select: underParent('project_gid', 'projects', 'project'),
    present(wire, record, ctx) {
      const { project, user, ...rest } = wire;
      const parent = refTo(ctx.tenant, 'projects', 'project', record.project);
      const member = refTo(ctx.tenant, 'users', 'user', record.user);
      return membershipView({ ...rest, parent, member }, record, ctx);
    },
  },
});
