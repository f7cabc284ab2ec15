/**
 * Tasks (https://developers.asana.com/reference/tasks): GET /tasks needs a
 * project (or a section, or assignee + workspace) and honours
 * completed_since and modified_since; POST /tasks takes projects, tags and
 * workspace only on create; PUT changes the other fields; DELETE removes.
 * Tags change afterwards through addTag/removeTag (routes.ts).
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE, asanaDialect, dataOf } from './dialect.js';
import { viewOf } from './opt-fields.js';
import { newGid, refsTo, refTo } from './records.js';
import { syncText } from './rich-text.js';
import { TASK_EVENTS } from './webhook-events.js';

const CREATE_ONLY = ['projects', 'tags', 'workspace'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function sinceParam(param: string, value: string, now: number): number {
  const ms = value === 'now' && param === 'completed_since' ? now : asanaDialect.parseTime(value);
  if (ms === undefined) throw fail.validation(`${param}: Not a valid date-time: ${value}`, { field: param });
  return ms;
}

function known(ctx: KitContext<AsanaAccount>, table: string, field: string, gid: unknown): string {
  if (typeof gid !== 'string' || !ctx.tenant.table(table).has(gid)) throw fail.validation(`${field}: Not a recognized ID: ${String(gid)}`, { field });
  return gid;
}

/** What create and update share: the assignee ("me" or a gid), one due field at most, and the two forms of the notes. */
function normalise(values: Record<string, unknown>, record: StoredRecord, ctx: KitContext<AsanaAccount>): void {
  if (values.assignee === 'me') values.assignee = ctx.account.userGid;
  if (typeof values.assignee === 'string') known(ctx, 'users', 'assignee', values.assignee);
  if (values.due_on !== undefined && values.due_at !== undefined) throw fail.validation('You may only provide one of due_on or due_at', { field: 'due_at' });
  // A due time also sets the due date; clearing it clears both; a date replaces a time.
  if (typeof values.due_at === 'number') values.due_on = new Date(values.due_at).toISOString().slice(0, 10);
  else if (values.due_at === null) values.due_on = null;
  else if (values.due_on !== undefined) values.due_at = null;
  syncText(values, 'notes', 'html_notes');
  if (values.completed === true && record.completed !== true) values.completed_at = ctx.now;
  if (values.completed === false) values.completed_at = null;
}

const taskView = viewOf('task', { compact: ['name', 'resource_subtype'], optIn: ['created_by', 'html_notes'], idParam: 'task_gid' });

export const tasks = defineResource<AsanaAccount>({
  name: 'tasks',
  routes: {
    list: `GET ${API_BASE}/tasks`,
    create: { route: `POST ${API_BASE}/tasks`, status: 201 },
    get: `GET ${API_BASE}/tasks/:task_gid`,
    update: `PUT ${API_BASE}/tasks/:task_gid`,
    delete: `DELETE ${API_BASE}/tasks/:task_gid`,
  },
  idParam: 'task_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    name: { kind: 'string', default: '' },
    resource_subtype: { kind: 'string', enum: ['default_task', 'milestone', 'approval'], default: 'default_task' },
    assignee: { kind: 'string', nullable: true },
    completed: { kind: 'boolean', default: false },
    completed_at: { kind: 'time', readOnly: true, nullable: true },
    created_at: { kind: 'time', readOnly: true },
    created_by: { kind: 'string', readOnly: true },
    due_at: { kind: 'time', nullable: true },
    due_on: { kind: 'string', nullable: true, parse: (value) => {
      if (value === null || (typeof value === 'string' && DATE.test(value))) return value;
      throw fail.validation('due_on: Not a valid date: must be YYYY-MM-DD', { field: 'due_on' });
    } },
    html_notes: { kind: 'string' },
    memberships: { kind: 'array', readOnly: true },
    modified_at: { kind: 'time', readOnly: true },
    notes: { kind: 'string' },
    parent: { kind: 'string', readOnly: true, nullable: true },
    projects: { kind: 'array' },
    tags: { kind: 'array', default: [] },
    workspace: { kind: 'string' },
  },
  timestamps: { created: 'created_at', updated: 'modified_at' },
  events: TASK_EVENTS,
  filters: {
    project: (record, value) => (record.projects as string[]).includes(value),
    section: (record, value) => (record.memberships as { section?: string }[]).some((membership) => membership.section === value),
    assignee: (record, value, ctx) => record.assignee === (value === 'me' ? ctx.account.userGid : value),
    workspace: (record, value) => record.workspace === value,
    completed_since: (record, value, ctx) => record.completed !== true || Number(record.completed_at) >= sinceParam('completed_since', value, ctx.now),
    modified_since: (record, value, ctx) => Number(record.modified_at) >= sinceParam('modified_since', value, ctx.now),
  },
  hooks: {
    select(records, ctx) {
      const query = ctx.request.query;
      const scopes = [query.has('project'), query.has('section'), query.has('assignee') && query.has('workspace')].filter(Boolean).length;
      if (scopes !== 1) throw fail.validation('Must specify exactly one of project, tag, section, user task list, or assignee + workspace');
      for (const [param, table] of [['project', 'projects'], ['section', 'sections'], ['workspace', 'workspaces']] as const) {
        const gid = query.get(param);
        if (gid !== null && !ctx.tenant.table(table).has(gid)) throw fail.notFound('unknown', { resource: table, id: gid });
      }
      return records;
    },
    beforeCreate(record, ctx) {
      const projects = ((record.projects as unknown[] | undefined) ?? []).map((gid) => known(ctx, 'projects', 'projects', gid));
      if (projects.length === 0 && record.workspace === undefined) throw fail.validation('You should specify one of workspace, parent, projects');
      record.projects = projects;
      record.workspace = projects.length > 0 ? ctx.tenant.table('projects').get(projects[0] as string)?.workspace : known(ctx, 'workspaces', 'workspace', record.workspace);
      record.tags = (record.tags as unknown[]).map((gid) => known(ctx, 'tags', 'tags', gid));
      normalise(record, record, ctx);
      record.completed_at ??= null;
      record.notes ??= '';
      record.html_notes ??= '<body></body>';
      record.created_by = ctx.account.userGid;
      const sections = ctx.tenant.table('sections').all();
      record.memberships = projects.map((project) => ({ project, section: sections.find((section) => section.project === project)?.id }));
      ctx.tenant.table('stories').insert({
        id: newGid(ctx, ctx.tenant.table('stories')), task: record.id, type: 'system', resource_subtype: 'added_to_project',
        text: 'created this task', created_at: ctx.now, created_by: ctx.account.userGid, is_edited: false, is_pinned: false, source: 'api',
      });
    },
    beforeUpdate(record, changes, ctx) {
      const body = dataOf(ctx.request.body);
      for (const field of CREATE_ONLY) if (field in body) throw fail.validation(`${field}: Cannot write this property`, { field });
      normalise(changes, record, ctx);
    },
    beforeDelete(record, ctx) {
      for (const story of ctx.tenant.table('stories').all()) if (story.task === record.id) ctx.tenant.table('stories').remove(story.id);
    },
    present(wire, record, ctx) {
      const { tenant } = ctx;
      const memberships = (record.memberships as { project: string; section?: string }[]).map((membership) => ({
        project: refTo(tenant, 'projects', 'project', membership.project),
        ...(membership.section ? { section: refTo(tenant, 'sections', 'section', membership.section) } : {}),
      }));
      return taskView({
        ...wire,
        assignee: refTo(tenant, 'users', 'user', record.assignee),
        created_by: { gid: record.created_by, resource_type: 'user' },
        memberships,
        parent: refTo(tenant, 'tasks', 'task', record.parent),
        projects: refsTo(tenant, 'projects', 'project', record.projects),
        tags: refsTo(tenant, 'tags', 'tag', record.tags),
        workspace: refTo(tenant, 'workspaces', 'workspace', record.workspace),
      }, record, ctx);
    },
  },
});
