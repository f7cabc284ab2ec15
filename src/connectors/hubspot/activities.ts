/**
 * Unified activities on HubSpot's calls, emails, meetings and tasks
 * (activity-types.ts; each type's field table in activity-fields.ts).
 *
 * A list without filters or sort walks the four object lists one after the
 * other with their associations inline (one call a page; a page may end
 * short where one type's list ends). With filters or a sort it merges one
 * search per type: each is asked for a page in the same order, the first
 * `limit` of them all make the page, and the cursor keeps each type's offset,
 * so no record is skipped or repeated (their associations are read in one
 * v4 batch per type and associated kind). filter[type] narrows to one type;
 * a unified type HubSpot has no object for lists nothing, and "note" is
 * refused (notes are /crm/notes). Sort by created_at or updated_at.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { activities } from '../../unified/crm/activities.js';
import { implement, type ConnectorContext, type ListPage, type ListParams, type PagingState, type ResourceImplementation } from '../framework/define.js';
import { foreignCursor, isNonNegativeInteger, isRecord } from '../framework/paging/strategy.js';
import { fieldsOf, type Activity } from './activity-fields.js';
import { ACTIVITY_TYPES, activityId, parseActivityId, typeNamed, type ActivityType } from './activity-types.js';
import { crmObjects } from './crm-objects.js';
import { relatedLinks } from './notes.js';
import { associatedWith, equals, since } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

const FILTERS = { company_id: associatedWith('company'), contact_id: associatedWith('contact'), owner_id: equals('hubspot_owner_id'), updated_since: since('hs_lastmodifieddate') };

/** Each type's objects as a collection of its own, which the list walks or merges and the other operations reach by the id's type. */
const collections = new Map(ACTIVITY_TYPES.map((type) => [type, crmObjects(activities, {
  downstream: { id: type.objectType, name: type.objectType },
  what: type.type,
  fields: fieldsOf(type),
  associations: ['contacts', 'companies', 'deals', 'leads'],
  // The times each type's search sorts by: HubSpot's createdAt and updatedAt, which the merge compares.
  properties: ['hs_createdate', 'hs_lastmodifieddate'],
  filters: FILTERS,
  links: relatedLinks,
  hooks: {
    // HubSpot needs every engagement's time: a new one without any is timed now.
    properties: (_ctx, { mode }, mapped) => (mode === 'create' && !mapped.hs_timestamp ? { hs_timestamp: new Date().toISOString() } : {}),
  },
}).implementation]));
const collectionOf = (type: ActivityType) => collections.get(type) as Required<ResourceImplementation<Activity>>;

/** The types a list covers; none for a unified type HubSpot has no object for. */
function typesFor(filter: Readonly<Record<string, unknown>>): readonly ActivityType[] {
  const wanted = filter.type;
  if (wanted === undefined) return ACTIVITY_TYPES;
  if (wanted === 'note') {
    throw new ApiError('UnsupportedFiltersError', { message: 'HubSpot notes are served at /crm/notes, not as activities', detail: { unsupported_filters: ['type'], supported_types: ACTIVITY_TYPES.map((type) => type.type) } });
  }
  return ACTIVITY_TYPES.filter((type) => type.type === wanted);
}

/** Walking the lists: which type, and its list cursor. */
type WalkState = { type: string; after?: string };
/** Merging searches: each type's offset. */
type MergeState = { offsets: Record<string, number> };

function readWalk(state: PagingState | undefined): WalkState | undefined {
  if (state === undefined) return undefined;
  if (isRecord(state) && typeof state.type === 'string' && ACTIVITY_TYPES.some((type) => type.type === state.type) && (state.after === undefined || typeof state.after === 'string') && !('offsets' in state)) return state as WalkState;
  throw foreignCursor('activity list position');
}

function readMerge(state: PagingState | undefined, types: readonly ActivityType[]): MergeState['offsets'] {
  if (state === undefined) return Object.fromEntries(types.map((type) => [type.type, 0]));
  const offsets = isRecord(state) ? state.offsets : undefined;
  if (!isRecord(offsets) || Object.keys(offsets).some((key) => !types.some((type) => type.type === key)) || !Object.values(offsets).every(isNonNegativeInteger)) {
    throw foreignCursor('activity search position');
  }
  return offsets as Record<string, number>;
}

async function walk(ctx: ConnectorContext, params: ListParams, types: readonly ActivityType[]): Promise<ListPage<Activity>> {
  const state = readWalk(params.state);
  const index = state ? types.findIndex((type) => type.type === state.type) : 0;
  const type = types[index];
  if (!type) throw foreignCursor('activity list position');
  const page = await collectionOf(type).list.run(ctx, { ...params, filter: {}, state: state?.after === undefined ? undefined : { after: state.after } });
  const after = (page.next as { after?: string } | null)?.after;
  const following = types[index + 1];
  const next: WalkState | null = after !== undefined ? { type: type.type, after } : following ? { type: following.type } : null;
  return { items: page.items, next };
}

async function merge(ctx: ConnectorContext, params: ListParams, types: readonly ActivityType[]): Promise<ListPage<Activity>> {
  const offsets = readMerge(params.state, types);
  const { type: _type, ...filter } = params.filter;
  const sort = params.sort ?? { by: 'created_at', direction: 'asc' as const };
  const pages = await Promise.all(types.map(async (type) => {
    const offset = offsets[type.type] ?? 0;
    const page = await collectionOf(type).list.run(ctx, { ...params, filter, sort, state: offset === 0 ? undefined : { after: String(offset) } });
    return { type, offset, page };
  }));
  const timeOf = (activity: Activity) => Date.parse(String(sort.by === 'updated_at' ? activity.updated_at : activity.created_at));
  const candidates = pages.flatMap(({ type, page }) => page.items.map((activity, position) => ({ type, activity, position })));
  candidates.sort((a, b) => {
    const [x, y] = [timeOf(a.activity), timeOf(b.activity)];
    if (x !== y && !Number.isNaN(x) && !Number.isNaN(y)) return sort.direction === 'desc' ? y - x : x - y;
    return types.indexOf(a.type) - types.indexOf(b.type) || a.position - b.position;
  });
  const taken = candidates.slice(0, params.limit);
  const nextOffsets = Object.fromEntries(pages.map(({ type, offset }) => [type.type, offset + taken.filter((item) => item.type === type).length]));
  // More remain where a type has records beyond what was taken from it.
  const more = pages.some(({ type, page, offset }) => (nextOffsets[type.type] as number) < offset + page.items.length || page.next !== null);
  return { items: taken.map((item) => item.activity), next: more ? { offsets: nextOffsets } : null };
}

export const hubspotActivities = implement(activities, {
  downstream: { id: 'engagements', name: 'Calls, emails, meetings and tasks' },
  mapper: fieldsOf(ACTIVITY_TYPES[0] as ActivityType),
  list: {
    paging: true,
    filters: [...Object.keys(FILTERS), 'type'],
    sortBy: ['created_at', 'updated_at'],
    async run(ctx, params) {
      const types = typesFor(params.filter);
      if (types.length === 0) return { items: [], next: null };
      const filtered = params.sort !== undefined || Object.keys(params.filter).some((name) => name !== 'type' && params.filter[name] !== undefined);
      return filtered ? merge(ctx, params, types) : walk(ctx, params, types);
    },
  },
  async one(ctx, { id }) {
    const { type, downstreamId } = parseActivityId(id);
    return collectionOf(type).one(ctx, { id: downstreamId, parents: {} });
  },
  async add(ctx, { record }) {
    const type = typeNamed(record.type);
    return { id: activityId(type, (await collectionOf(type).add(ctx, { record, parents: {} })).id) };
  },
  async update(ctx, { id, record }) {
    const { type, downstreamId } = parseActivityId(id);
    if (record.type !== undefined && record.type !== type.type) throw new ApiError('RequestValidationError', { message: `Activity ${id.slice(0, 40)} is a ${type.type}; HubSpot cannot change an activity's type`, detail: { field: 'type' } });
    await collectionOf(type).update(ctx, { id: downstreamId, parents: {}, record });
    return { id };
  },
  async delete(ctx, { id }) {
    const { type, downstreamId } = parseActivityId(id);
    await collectionOf(type).delete(ctx, { id: downstreamId, parents: {} });
    return { id };
  },
  events: subscriptions('object'),
});
