/**
 * An activities list without filters or sort: the types' object lists walked
 * one after the other, with their associations inline (one call a page; a
 * page may end short where one type's list ends). The cursor names the type
 * and its list cursor.
 */
import type { ConnectorContext, ListPage, ListParams, PagingState } from '../framework/define.js';
import { foreignCursor, isRecord } from '../framework/paging/strategy.js';
import { collectionOf } from './activity-collections.js';
import type { Activity } from './activity-fields.js';
import { ACTIVITY_TYPES, type ActivityType } from './activity-types.js';

/** Walking the lists: which type, and its list cursor. */
type WalkState = { type: string; after?: string };

function readWalk(state: PagingState | undefined): WalkState | undefined {
  if (state === undefined) return undefined;
  if (isRecord(state) && typeof state.type === 'string' && ACTIVITY_TYPES.some((type) => type.type === state.type) && (state.after === undefined || typeof state.after === 'string') && !('offsets' in state)) return state as WalkState;
  throw foreignCursor('activity list position');
}

export async function walkActivityLists(ctx: ConnectorContext, params: ListParams, types: readonly ActivityType[]): Promise<ListPage<Activity>> {
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
