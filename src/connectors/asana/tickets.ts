/**
 * Unified tickets on the tasks of the project named by `collection_id`; the
 * mapping is ticket-fields.ts.
 *
 * List: GET /tasks?project= (not /projects/{gid}/tasks, which lacks
 * modified_since): filter[since] → modified_since, filter[status] as
 * task-status-filter.ts says. Asana's task lists take no order, and an
 * assignee can only be asked for with a workspace and no project: sort[by]
 * and filter[assignee_id] are refused by declaration.
 *
 * One, update and delete read the task first: one of another project is 404.
 * Tags are named by gid or name (tag-names.ts): on the rule for writes in
 * several calls (kit/composite-write.ts), tags made for a task Asana then
 * refuses are deleted again, and an update that fails part way names the
 * task it changed.
 */
import { tickets } from '../../unified/issue-tracking/tickets.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { getRecord, GID, notFound } from './api.js';
import { asanaDialect, IN_DATA } from './dialect.js';
import { syncTags, tagGids } from './tag-names.js';
import { statusQuery } from './task-status-filter.js';
import { taskFields, TASK_FIELDS, type AsanaTask } from './ticket-fields.js';
import { ASANA_TICKET_EVENTS } from './webhook-events.js';

const inProject = (task: AsanaTask, collectionId: string | undefined) => (task.projects ?? []).some((project) => project.gid === collectionId);

/** The task, when it is in the collection's project (the check of a comment's ticket). */
export async function taskInProject(ctx: ConnectorContext, id: string, collectionId: string, fields = TASK_FIELDS): Promise<AsanaTask> {
  const task = await getRecord<AsanaTask>(ctx, 'task', id, `/tasks/${segment(id)}`, fields);
  if (!inProject(task, collectionId)) throw notFound('task', id);
  return task;
}

const projectNotFound = (parents: Readonly<Record<string, string>>) => notFound('project', parents.collection_id as string);

export const asanaTickets = collection(tickets, {
  dialect: asanaDialect,
  downstream: { id: 'task', name: 'Tasks' },
  what: 'task',
  fields: taskFields,
  path: '/tasks',
  ...IN_DATA,
  readQuery: { opt_fields: TASK_FIELDS },
  // A write needs only the gid, which always comes: the smallest field Asana's opt_fields allow keeps the answer short.
  writeQuery: { opt_fields: 'name' },
  context: (_body, { parents }) => parents.collection_id as string,
  only: (task: AsanaTask, { parents }) => inProject(task, parents.collection_id),
  scopeQuery: (parents) => ({ project: parents.collection_id as string }),
  parentNotFound: projectNotFound,
  filters: {
    status: (statuses) => statusQuery(statuses) ?? {},
    since: (since) => ({ modified_since: new Date(since as string).toISOString() }),
  },
  list: true,
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: ASANA_TICKET_EVENTS,
  hooks: {
    parents(_ctx, parents) {
      if (!GID.test(parents.collection_id as string)) throw projectNotFound(parents);
      return parents;
    },
    // Asana has no query for "no task": the project is still asked (an unknown one is 404), and nothing is answered.
    async list(_ctx, params, read) {
      const page = await read(params);
      return statusQuery(params.filter.status) === null ? { items: [], next: null } : page;
    },
    async compose(ctx, { operation, record, body, empty, parents, current, send }) {
      const data = (body as { data: Record<string, unknown> }).data;
      if (operation === 'add') {
        return compositeWrite(async (steps) => {
          const tags = await tagGids(ctx, steps, record.tags);
          // The task's project and tags, under what the caller's pass_through set.
          const id = await steps.step('creating the task', () => send({ ...(body as object), data: { projects: [parents.collection_id], ...(tags ? { tags } : {}), ...data } }));
          return { id };
        });
      }
      const task = await current();
      return compositeWrite(async (steps) => {
        const tags = await tagGids(ctx, steps, record.tags);
        if (!empty) await steps.change('task', task.gid, 'updating the task', () => send(body));
        if (tags) await syncTags(ctx, steps, task, tags);
        return { id: task.gid };
      });
    },
  },
});
