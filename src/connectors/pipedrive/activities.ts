/**
 * Unified activities on Pipedrive activities (API v2: /api/v2/activities).
 * Filters, all parameters of the list: owner_id, contact_id (person_id),
 * company_id (org_id) and updated_since. Pipedrive's v2 list takes no
 * activity type, so filter[type] is not offered. Sort: created_at
 * (add_time), updated_at (update_time).
 */
import { activities } from '../../unified/crm/activities.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, notFoundRule, numericId, rfc3339, V2, v2Sort, writeRecord } from './api.js';
import { fromPipedriveActivity, toPipedriveActivity, type PipedriveActivity } from './activity-mapper.js';
import { listPage } from './v2-list.js';

const ACTIVITIES = `${V2}/activities`;
const SORT_FIELDS = { created_at: 'add_time', updated_at: 'update_time' } as const;

async function listActivities(ctx: ConnectorContext, params: ListParams) {
  const { filter } = params;
  const ref = (name: string, param: string) => (typeof filter[name] === 'string' ? { [param]: numericId(name, filter[name] as string) ?? undefined } : {});
  const query = {
    ...ref('owner_id', 'owner_id'), ...ref('contact_id', 'person_id'), ...ref('company_id', 'org_id'),
    ...(typeof filter.updated_since === 'string' ? { updated_since: rfc3339(filter.updated_since) } : {}),
    ...v2Sort(params.sort, SORT_FIELDS),
  };
  const page = await listPage<PipedriveActivity>(ctx, ACTIVITIES, params, query);
  return { items: page.items.map((activity) => fromPipedriveActivity(activity)), next: page.next };
}

export const pipedriveActivities = implement(activities, {
  downstream: { id: 'activities', name: 'Activities' },
  mapper: fromPipedriveActivity,
  list: { paging: true, filters: ['owner_id', 'contact_id', 'company_id', 'updated_since'], sortBy: Object.keys(SORT_FIELDS), run: listActivities },
  async one(ctx, { id }) {
    return fromPipedriveActivity(await getData<PipedriveActivity>(ctx, 'activity', id, `${ACTIVITIES}/${segment(id)}`));
  },
  async add(ctx, { record }) {
    const { body } = await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: ACTIVITIES, json: toPipedriveActivity(record) });
    return { id: String(body.data.id) };
  },
  async update(ctx, { id, record }) {
    await writeRecord(ctx, 'activity', id, { method: 'PATCH', path: `${ACTIVITIES}/${segment(id)}`, json: toPipedriveActivity(record) });
    return { id };
  },
  delete: restDelete({ path: `${ACTIVITIES}/{id}`, notFound: notFoundRule('activity') }),
  events: [
    { action: 'created', downstream: 'added.activity' },
    { action: 'updated', downstream: 'updated.activity' },
    { action: 'deleted', downstream: 'deleted.activity' },
    { action: 'created', downstream: 'create.activity' },
    { action: 'updated', downstream: 'change.activity' },
    { action: 'deleted', downstream: 'delete.activity' },
  ],
});
