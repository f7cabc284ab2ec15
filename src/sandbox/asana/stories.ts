/**
 * Stories of a task (https://developers.asana.com/reference/stories): the
 * task's history, where comments are the stories of type "comment" and the
 * rest are "system" stories Asana writes itself. Only comments can be
 * created, and only their author may edit or delete them.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE } from './dialect.js';
import { underParent } from './projects.js';
import { viewOf } from './opt-fields.js';
import { newGid, refTo } from './records.js';
import { syncText } from './rich-text.js';
import { STORY_EVENTS } from './webhook-events.js';

function ownComment(record: StoredRecord, ctx: KitContext<AsanaAccount>, doing: string): void {
  if (record.type !== 'comment') throw fail.forbidden(`You cannot ${doing} a story that is not a comment`);
  if (record.created_by !== ctx.account.userGid) throw fail.forbidden(`You can only ${doing} comments you created`);
}

const storyView = viewOf('story', { compact: ['created_at', 'created_by', 'resource_subtype', 'text'], idParam: 'story_gid' });

export const stories = defineResource<AsanaAccount>({
  name: 'stories',
  routes: {
    list: `GET ${API_BASE}/tasks/:task_gid/stories`,
    create: { route: `POST ${API_BASE}/tasks/:task_gid/stories`, status: 201 },
    get: `GET ${API_BASE}/stories/:story_gid`,
    update: `PUT ${API_BASE}/stories/:story_gid`,
    delete: `DELETE ${API_BASE}/stories/:story_gid`,
  },
  idParam: 'story_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    created_by: { kind: 'string', readOnly: true },
    resource_subtype: { kind: 'string', readOnly: true },
    text: { kind: 'string' },
    html_text: { kind: 'string' },
    is_pinned: { kind: 'boolean', default: false },
    type: { kind: 'string', readOnly: true },
    is_edited: { kind: 'boolean', readOnly: true },
    source: { kind: 'string', readOnly: true },
    task: { kind: 'string', readOnly: true },
  },
  timestamps: { created: 'created_at' },
  events: STORY_EVENTS,
  hooks: {
    select: underParent('task_gid', 'tasks', 'task'),
    beforeCreate(record, ctx) {
      const task = ctx.request.params.task_gid as string;
      if (!ctx.tenant.table('tasks').has(task)) throw fail.notFound('unknown task', { resource: 'tasks', id: task });
      if (typeof record.text !== 'string' && typeof record.html_text !== 'string') throw fail.validation('text: Missing input', { field: 'text' });
      syncText(record, 'text', 'html_text');
      Object.assign(record, { task, type: 'comment', resource_subtype: 'comment_added', created_by: ctx.account.userGid, is_edited: false, source: 'api' });
    },
    beforeUpdate(record, changes, ctx) {
      ownComment(record, ctx, 'edit');
      syncText(changes, 'text', 'html_text');
      if (changes.text !== undefined) changes.is_edited = true;
    },
    beforeDelete: (record, ctx) => ownComment(record, ctx, 'delete'),
    present(wire, record, ctx) {
      const { task, ...rest } = wire;
      const own = record.type === 'comment' && record.created_by === ctx.account.userGid;
      const author = refTo(ctx.tenant, 'users', 'user', record.created_by);
      return storyView({ ...rest, created_by: author, is_editable: own, target: refTo(ctx.tenant, 'tasks', 'task', task) }, record, ctx);
    },
  },
});
