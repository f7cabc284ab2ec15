/**
 * Unified tickets on the tasks of the project named by `collection_id`.
 *
 * List: GET /tasks?project= (not /projects/{gid}/tasks, which lacks
 * modified_since). Asana filters server-side by `completed_since` (tasks
 * still open, or completed since a time) and `modified_since`, so:
 * filter[since] → modified_since; filter[status] [open] → completed_since=(now),
 * [open, closed] → no parameter, a set with no open or closed matches no
 * task (an empty page); [closed] alone is UnsupportedFiltersError, since
 * Asana cannot select only completed tasks. Asana's task lists take no
 * order, and an assignee can only be asked for with a workspace and no
 * project: sort[by] and filter[assignee_id] are refused by declaration.
 *
 * One, update and delete read the task first: one of another project is 404.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { tickets } from '../../unified/issue-tracking/tickets.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { asanaPaging, getRecord, GID, notFound, optFields } from './api.js';
import { fromAsanaTask, TASK_FIELDS, type AsanaTask } from './ticket-mapper.js';
import { tagGids } from './tag-names.js';
import { toAsanaNewTask, toAsanaTask } from './ticket-write.js';
import { ASANA_TICKET_EVENTS } from './webhook-events.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite, type WriteSteps } from '../kit/composite-write.js';

/** A write needs only the gid, which always comes: the smallest field Asana's opt_fields allow keeps the answer short. */
const WRITE_ANSWER = 'name';

const collectionOf = (parents: Readonly<Record<string, string>>) => parents.collection_id as string;

/** The task, when it is in the collection's project. */
export async function taskInProject(ctx: ConnectorContext, id: string, collectionId: string, fields = TASK_FIELDS): Promise<AsanaTask> {
  const task = await getRecord<AsanaTask>(ctx, 'task', id, `/tasks/${segment(id)}`, fields);
  if (!(task.projects ?? []).some((project) => project.gid === collectionId)) throw notFound('task', id);
  return task;
}

/** The query for filter[status]; null when the statuses asked for match no Asana task. */
function statusQuery(statuses: unknown): Record<string, string> | null {
  if (!Array.isArray(statuses)) return {};
  const open = statuses.includes('open');
  const closed = statuses.includes('closed');
  if (closed && !open) {
    throw new ApiError('UnsupportedFiltersError', {
      message: 'Asana can select open tickets, or all of them, but not only closed ones',
      detail: { unsupported_filters: ['status'], supported_status_values: ['open', 'open,closed'] },
    });
  }
  if (!open) return null;
  // Asana also takes the keyword "now" here, but its description types the parameter as a date-time.
  return closed ? {} : { completed_since: new Date().toISOString() };
}

async function listTasks(ctx: ConnectorContext, params: ListParams) {
  const collectionId = collectionOf(params.parents);
  if (!GID.test(collectionId)) throw notFound('project', collectionId);
  const status = statusQuery(params.filter.status);
  const since = typeof params.filter.since === 'string' ? { modified_since: new Date(params.filter.since).toISOString() } : {};
  const list = ctx.http.urlOf('/tasks');
  const call = { list, limit: params.limit, state: asanaPaging.read(params.state, list) };
  const page = asanaPaging.request(call);
  const query = { project: collectionId, ...status, ...since, opt_fields: TASK_FIELDS, ...('query' in page ? page.query : {}) };
  const { body, headers } = await orEntityNotFound(ctx.http.request<{ data: AsanaTask[] }>({ method: 'GET', path: '/tasks', query }), () => notFound('project', collectionId));
  if (status === null) return { items: [], next: null };
  const items = (body.data ?? []).map((task) => fromAsanaTask(task, collectionId));
  return { items, ...asanaPaging.neighbours(call, { body, headers, count: items.length }) };
}

async function syncTags(ctx: ConnectorContext, steps: WriteSteps, task: AsanaTask, wanted: string[]): Promise<void> {
  const current = (task.tags ?? []).map((tag) => tag.gid);
  const path = (action: string) => `/tasks/${segment(task.gid)}/${action}`;
  for (const tag of wanted.filter((gid) => !current.includes(gid))) await steps.change('task', task.gid, `adding tag ${tag}`, () => ctx.http.request({ method: 'POST', path: path('addTag'), json: { data: { tag } } }));
  for (const tag of current.filter((gid) => !wanted.includes(gid))) await steps.change('task', task.gid, `removing tag ${tag}`, () => ctx.http.request({ method: 'POST', path: path('removeTag'), json: { data: { tag } } }));
}

export const asanaTickets = implement(tickets, {
  downstream: { id: 'task', name: 'Tasks' },
  mapper: fromAsanaTask,
  list: { paging: true, filters: ['status', 'since'], run: listTasks },
  events: ASANA_TICKET_EVENTS,
  async one(ctx, { id, parents }) {
    return fromAsanaTask(await taskInProject(ctx, id, collectionOf(parents)), collectionOf(parents));
  },
  async add(ctx, { record, parents }) {
    const collectionId = collectionOf(parents);
    if (!GID.test(collectionId)) throw notFound('project', collectionId);
    toAsanaTask(record); // refuses bad input before any tag is looked up or created
    // Tags made for the task are deleted again when the task is refused (kit/composite-write.ts).
    return compositeWrite(async (steps) => {
      const data = toAsanaNewTask(record, collectionId, await tagGids(ctx, steps, record.tags));
      const { body } = await steps.step('creating the task', () => ctx.http.request<{ data: { gid: string } }>({
        method: 'POST', path: '/tasks', query: { opt_fields: WRITE_ANSWER }, json: { data },
      }));
      return { id: body.data.gid };
    });
  },
  async update(ctx, { id, parents, record }) {
    const task = await taskInProject(ctx, id, collectionOf(parents), optFields('projects', 'tags'));
    const data = toAsanaTask(record);
    return compositeWrite(async (steps) => {
      const tags = await tagGids(ctx, steps, record.tags);
      if (Object.keys(data).length > 0) {
        await steps.change('task', task.gid, 'updating the task', () => ctx.http.request({ method: 'PUT', path: `/tasks/${segment(id)}`, query: { opt_fields: WRITE_ANSWER }, json: { data } }));
      }
      if (tags) await syncTags(ctx, steps, task, tags);
      return { id };
    });
  },
  async delete(ctx, { id, parents }) {
    await taskInProject(ctx, id, collectionOf(parents), optFields('projects'));
    await ctx.http.request({ method: 'DELETE', path: `/tasks/${segment(id)}` });
    return { id };
  },
});
