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
import { implement, type ConnectorContext, type ListPage, type ListParams, type PagingState } from '../framework/define.js';
import { foreignCursor, isNonNegativeInteger, isRecord } from '../framework/paging/strategy.js';
import { fieldsOf, propertiesOfType, type Activity } from './activity-fields.js';
import type { PropertyValues } from './api.js';
import { ACTIVITY_TYPES, activityId, parseActivityId, typeNamed, type ActivityType } from './activity-types.js';
import { createWithLinks, updateWithLinks } from './linked-records.js';
import { compositeWrite } from '../kit/composite-write.js';
import { archiveRecord, getRecord, listPage, searchPage, type CrmRecord, type ObjectQuery } from './objects.js';
import { relatedLinks } from './notes.js';
import { associatedWith, equals, searchQuery, since, type FilterRule } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

const ASSOCIATIONS = ['contacts', 'companies', 'deals', 'leads'];
const FILTERS: Record<string, FilterRule> = {
  company_id: associatedWith('company'),
  contact_id: associatedWith('contact'),
  owner_id: equals('hubspot_owner_id'),
  updated_since: since('hs_lastmodifieddate'),
};
const SORTS: Record<string, string> = { created_at: 'hs_createdate', updated_at: 'hs_lastmodifieddate' };

const queries = new Map(ACTIVITY_TYPES.map((type): [ActivityType, ObjectQuery] => [type, { objectType: type.objectType, properties: propertiesOfType(type), associations: ASSOCIATIONS }]));
const queryOf = (type: ActivityType) => queries.get(type) as ObjectQuery;

type TypedRecord = { type: ActivityType; record: CrmRecord };

const fromHubspotActivity = ({ type, record }: TypedRecord): Activity => fieldsOf(type)(record);

/** The properties a write sets on an object of the activity's type. */
const propertiesOf = (type: ActivityType, record: Parameters<ReturnType<typeof fieldsOf>['write']>[0]) => (fieldsOf(type).write(record).properties ?? {}) as PropertyValues;

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
  const page = await listPage(ctx, queryOf(type), { limit: params.limit, state: state?.after === undefined ? undefined : { after: state.after } });
  const items = page.records.map((record) => fromHubspotActivity({ type, record }));
  const after = (page.next as { after?: string } | null)?.after;
  const following = types[index + 1];
  const next: WalkState | null = after !== undefined ? { type: type.type, after } : following ? { type: following.type } : null;
  return { items, next };
}

function sortKey(typed: TypedRecord, property: string): number {
  const value = typed.record.properties[property];
  return value ? Date.parse(value) : Number.NaN;
}

async function merge(ctx: ConnectorContext, params: ListParams, types: readonly ActivityType[]): Promise<ListPage<Activity>> {
  const offsets = readMerge(params.state, types);
  const search = searchQuery(FILTERS, SORTS, params);
  const sortProperty = params.sort ? (SORTS[params.sort.by] as string) : 'hs_createdate';
  if (search.sorts.length === 0) search.sorts = [{ propertyName: sortProperty, direction: 'ASCENDING' }];
  const descending = search.sorts[0]?.direction === 'DESCENDING';
  const pages = await Promise.all(types.map(async (type) => {
    const offset = offsets[type.type] ?? 0;
    const page = await searchPage(ctx, queryOf(type), search, { limit: params.limit, state: offset === 0 ? undefined : { after: String(offset) } });
    return { type, offset, page };
  }));
  const candidates = pages.flatMap(({ type, page }) => page.records.map((record, position) => ({ typed: { type, record }, position })));
  candidates.sort((a, b) => {
    const [x, y] = [sortKey(a.typed, sortProperty), sortKey(b.typed, sortProperty)];
    if (x !== y && !Number.isNaN(x) && !Number.isNaN(y)) return descending ? y - x : x - y;
    return types.indexOf(a.typed.type) - types.indexOf(b.typed.type) || a.position - b.position;
  });
  const taken = candidates.slice(0, params.limit);
  const nextOffsets = Object.fromEntries(pages.map(({ type, offset }) => [type.type, offset + taken.filter((item) => item.typed.type === type).length]));
  // More remain where a type has records beyond what was taken from it.
  const more = pages.some(({ type, page, offset }) => (nextOffsets[type.type] as number) < offset + page.records.length || page.next !== null);
  return { items: taken.map((item) => fromHubspotActivity(item.typed)), next: more ? { offsets: nextOffsets } : null };
}

export const hubspotActivities = implement(activities, {
  downstream: { id: 'engagements', name: 'Calls, emails, meetings and tasks' },
  mapper: fieldsOf(ACTIVITY_TYPES[0] as ActivityType),
  list: {
    paging: true,
    filters: [...Object.keys(FILTERS), 'type'],
    sortBy: Object.keys(SORTS),
    async run(ctx, params) {
      const types = typesFor(params.filter);
      if (types.length === 0) return { items: [], next: null };
      const filtered = params.sort !== undefined || Object.keys(params.filter).some((name) => name !== 'type' && params.filter[name] !== undefined);
      return filtered ? merge(ctx, params, types) : walk(ctx, params, types);
    },
  },
  async one(ctx, { id }) {
    const { type, downstreamId } = parseActivityId(id);
    return fromHubspotActivity({ type, record: await getRecord(ctx, queryOf(type), downstreamId, type.type) });
  },
  async add(ctx, { record }) {
    const type = typeNamed(record.type);
    const properties = propertiesOf(type, record);
    // HubSpot needs every engagement's time: a new one without any is timed now.
    if (!properties.hs_timestamp) properties.hs_timestamp = new Date().toISOString();
    return compositeWrite(async (steps) => {
      const created = await createWithLinks(ctx, steps, { objectType: type.objectType, what: type.type }, properties, relatedLinks(record));
      return { id: activityId(type, created) };
    });
  },
  async update(ctx, { id, record }) {
    const { type, downstreamId } = parseActivityId(id);
    if (record.type !== undefined && record.type !== type.type) throw new ApiError('RequestValidationError', { message: `Activity ${id.slice(0, 40)} is a ${type.type}; HubSpot cannot change an activity's type`, detail: { field: 'type' } });
    const properties = propertiesOf(type, record);
    return compositeWrite(async (steps) => {
      await updateWithLinks(ctx, steps, { objectType: type.objectType, what: type.type }, downstreamId, properties, relatedLinks(record));
      return { id };
    });
  },
  async delete(ctx, { id }) {
    const { type, downstreamId } = parseActivityId(id);
    await archiveRecord(ctx, type.objectType, downstreamId, type.type);
    return { id };
  },
  events: subscriptions('object'),
});
