/**
 * An activities list with filters or a sort: one search per type, each asked
 * for a page in the same order; the first `limit` of them all make the page,
 * and the cursor keeps each type's offset, so no record is skipped or
 * repeated (their associations are read in one v4 batch per type and
 * associated kind). Sorted by created_at unless updated_at is asked for.
 */
import type { ConnectorContext, ListPage, ListParams, PagingState } from '../framework/define.js';
import { foreignCursor, isNonNegativeInteger, isRecord } from '../framework/paging/strategy.js';
import { collectionOf } from './activity-collections.js';
import type { Activity } from './activity-fields.js';
import type { ActivityType } from './activity-types.js';

/** Merging searches: each type's offset. */
type MergeState = { offsets: Record<string, number> };

function readMerge(state: PagingState | undefined, types: readonly ActivityType[]): MergeState['offsets'] {
  if (state === undefined) return Object.fromEntries(types.map((type) => [type.type, 0]));
  const offsets = isRecord(state) ? state.offsets : undefined;
  if (!isRecord(offsets) || Object.keys(offsets).some((key) => !types.some((type) => type.type === key)) || !Object.values(offsets).every(isNonNegativeInteger)) {
    throw foreignCursor('activity search position');
  }
  return offsets as Record<string, number>;
}

export async function mergeActivitySearches(ctx: ConnectorContext, params: ListParams, types: readonly ActivityType[]): Promise<ListPage<Activity>> {
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
