/**
 * Asana's endpoints that are not one of a resource's five operations:
 * GET /users/me (the token's own user) and a task's addTag / removeTag
 * (tags cannot be written with PUT /tasks/{gid}). Both tag actions answer
 * an empty `data`, as documented; and POST /webhooks, whose handshake
 * happens inside the request (webhook-resource.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fail, findRecord, type PlatformKit } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE, dataOf } from './dialect.js';
import { TASK_EVENTS } from './webhook-events.js';
import { registerWebhookCreate } from './webhook-resource.js';

export function asanaRoutes(app: FastifyInstance, kit: PlatformKit<AsanaAccount>): void {
  app.get(`${API_BASE}/users/me`, kit.handler((ctx) => {
    const me = ctx.tenant.table('users').get(ctx.account.userGid);
    if (!me) throw fail.unauthenticated();
    return { status: 200, body: { data: kit.present('users', me, ctx) } };
  }));

  for (const action of ['addTag', 'removeTag'] as const) {
    app.post(`${API_BASE}/tasks/:task_gid/${action}`, kit.handler((ctx) => {
      const task = findRecord(kit.resource('tasks'), ctx);
      const tag = dataOf(ctx.request.body).tag;
      if (typeof tag !== 'string' || !ctx.tenant.table('tags').has(tag)) throw fail.validation(`tag: Not a recognized ID: ${String(tag ?? '')}`, { field: 'tag' });
      const previous = { ...task };
      const current = task.tags as string[];
      task.tags = action === 'addTag' ? [...current.filter((gid) => gid !== tag), tag] : current.filter((gid) => gid !== tag);
      task.modified_at = ctx.now;
      ctx.tenant.table('tasks').updated(task.id);
      ctx.emit(TASK_EVENTS.updated, 'tasks', task, previous);
      return { status: 200, body: { data: {} } };
    }));
  }

  registerWebhookCreate(app, kit);
}
