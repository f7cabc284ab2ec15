/**
 * What every Pipedrive resource shares: ids are whole numbers (leads:
 * UUIDs), any other id names nothing without a call; a 404 with Pipedrive's
 * own error body (`success: false`) is a missing record, any other 404 (a
 * proxy's page) a failure. Pipedrive speaks two API versions:
 *
 * - v2 (persons, organizations, deals, activities, pipelines, stages):
 *   cursor paging (`cursor`, `limit` up to 500, `additional_data.next_cursor`),
 *   sort as `sort_by` + `sort_direction`;
 * - v1 (leads, notes, users): start/limit paging with
 *   `more_items_in_collection`, sort as `sort=add_time DESC`.
 *
 * A filter's spec is the query its value becomes (`{ org_id: 12 }`).
 */
import type { ListParams } from '../framework/define.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { Dialect, ListSelection, Query } from '../kit/index.js';
import { NUMERIC_ID, numericId, v1Paging, v2Paging } from './api.js';
import { pipedriveEvents } from './inbound-events.js';

export type PipedriveFilter = (value: string, filter: ListParams['filter']) => Query;

const filterQuery = (selection: ListSelection<PipedriveFilter>): Query =>
  Object.assign({}, ...selection.filters.map(({ spec, value }) => (typeof value === 'string' ? spec(value, selection.params.filter) : {}))) as Query;

export const pipedriveDialect: Dialect<PipedriveFilter> = {
  platform: 'Pipedrive',
  id: NUMERIC_ID,
  notFound: (body) => (body as { success?: unknown } | null)?.success === false,
  paging: v2Paging,
  query: (selection) => ({ ...filterQuery(selection), ...(selection.sort ? { sort_by: selection.sort.key, sort_direction: selection.sort.direction } : {}) }),
};

export const pipedriveV1Dialect: Dialect<PipedriveFilter> = {
  ...pipedriveDialect,
  paging: v1Paging,
  query: (selection) => ({ ...filterQuery(selection), ...(selection.sort ? { sort: `${selection.sort.key} ${selection.sort.direction.toUpperCase()}` } : {}) }),
};

/** A list that answered only what follows (no way back), as before the kit: its pages carry no previous. */
export function forwardOnly(paging: PagingStrategy): PagingStrategy {
  return {
    ...paging,
    neighbours: (state, page) => {
      const { next, count } = paging.neighbours(state, page);
      return { next, ...(count === undefined ? {} : { count }) };
    },
  };
}

/** A filter on a Pipedrive id: the parameter it goes in, the value checked as an id. */
export const idFilter = (field: string, param: string): PipedriveFilter => (value) => ({ [param]: numericId(field, value) ?? undefined });

/** Pipedrive answers an empty list as `data: null`. */
export const dataList = <W>(body: unknown): readonly W[] => (body as { data?: W[] | null }).data ?? [];

/**
 * What a Pipedrive item type read and written the usual way declares on the
 * collection: records under `data`, every operation, updates as PATCH, and
 * the item's webhook events where it has any. A resource overrides what differs.
 */
export const pipedriveRecords = (path: string, item?: string) => ({
  dialect: pipedriveDialect,
  path,
  listAt: dataList,
  recordAt: 'data',
  list: true,
  add: true,
  update: { method: 'PATCH' as const },
  delete: true,
  ...(item === undefined ? {} : { events: pipedriveEvents(item) }),
});
