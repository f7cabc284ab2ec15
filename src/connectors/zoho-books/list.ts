/**
 * A Zoho Books list, declared: the path, where the answer holds the records,
 * the unified filters the list's own parameters honour (`query`) and those
 * checked on each record (`keep`: a page may then come back short, and
 * links.next goes on), and the unified sort fields as `sort_column`.
 *
 * Zoho's lists filter by no "changed since" or "created since" time. Those
 * filters are honoured all the same, exactly: the list is asked sorted by
 * that time, newest first (`sort_column=last_modified_time&sort_order=D`),
 * records before it are dropped, and the list ends at the first page that
 * reaches one (every later record is older). Such a list comes newest first;
 * another sort with it is refused rather than silently ignored.
 */
import type { ConnectorContext, ListParams, ResourceImplementation } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { itemsOf } from '../framework/rest/index.js';
import { invalid, isoTime, zohoPaging } from './api.js';

type Filter = ListParams['filter'];

export interface SinceFilter {
  /** Zoho's sort column of the time: `last_modified_time`, `created_time`. */
  column: string;
  /** The unified sort field of the same time. */
  sortField: string;
}

export const UPDATED_SINCE: SinceFilter = { column: 'last_modified_time', sortField: 'updated_at' };
export const CREATED_SINCE: SinceFilter = { column: 'created_time', sortField: 'created_at' };

export interface ZohoListOptions<W, T> {
  path: string;
  itemsAt: string;
  map: (item: W) => T;
  /** Unified filters → the list's query parameters. */
  query?: (filter: Filter) => Record<string, QueryValue>;
  /** Unified filters checked on each record (those Zoho's parameters cannot say exactly). */
  keep?: (item: W, filter: Filter) => boolean;
  /** Unified time filters, honoured by sorting on the time (see above). */
  since?: Readonly<Record<string, SinceFilter>>;
  /** Every unified filter honoured, by any of the means above. */
  filters: readonly string[];
  /** Unified sort field → Zoho's `sort_column`. */
  sortColumns?: Readonly<Record<string, string>>;
}

type ListImplementation<T> = NonNullable<ResourceImplementation<T>['list']>;

function timeOf(item: unknown, column: string): number {
  const iso = isoTime((item as Record<string, unknown>)[column]);
  return iso === null ? Number.NaN : Date.parse(iso);
}

/** The active time filters, the first deciding the order. */
function sinceFilters(options: ZohoListOptions<unknown, unknown>, filter: Filter) {
  return Object.entries(options.since ?? {})
    .filter(([name]) => typeof filter[name] === 'string')
    // Zoho writes times to the second: a threshold inside a second keeps that whole second, so no record after it is lost.
    .map(([name, since]) => ({ name, ...since, threshold: Math.floor(Date.parse(String(filter[name])) / 1000) * 1000 }));
}

function sortQuery(options: ZohoListOptions<unknown, unknown>, params: ListParams, ordering: (SinceFilter & { name: string }) | undefined): Record<string, string> {
  const sort = params.sort;
  if (ordering) {
    if (sort && !(sort.by === ordering.sortField && sort.direction === 'desc')) {
      throw invalid(`filter[${ordering.name}] lists newest first by ${ordering.sortField} on Zoho Books: sort by ${ordering.sortField} desc or not at all`, { sort: sort.by, filter: ordering.name });
    }
    return { sort_column: ordering.column, sort_order: 'D' };
  }
  const column = sort ? options.sortColumns?.[sort.by] : undefined;
  return column ? { sort_column: column, sort_order: sort!.direction === 'desc' ? 'D' : 'A' } : {};
}

export function zohoList<W, T>(options: ZohoListOptions<W, T>): ListImplementation<T> {
  return {
    paging: true,
    filters: options.filters,
    ...(options.sortColumns ? { sortBy: Object.keys(options.sortColumns) } : {}),
    async run(ctx: ConnectorContext, params: ListParams) {
      const list = ctx.http.urlOf(options.path);
      const call = { list, limit: params.limit, state: zohoPaging.read(params.state, list) };
      const page = zohoPaging.request(call) as { query: Record<string, QueryValue> };
      const since = sinceFilters(options as ZohoListOptions<unknown, unknown>, params.filter);
      const ordering = since[0];
      const query = { ...options.query?.(params.filter), ...sortQuery(options as ZohoListOptions<unknown, unknown>, params, ordering), ...page.query };
      const { body, headers } = await ctx.http.request({ method: 'GET', path: options.path, query });
      const items = itemsOf<W>(body, options.itemsAt);
      const kept = items.filter((item) => since.every((entry) => timeOf(item, entry.column) >= entry.threshold) && (options.keep?.(item, params.filter) ?? true));
      const { next, previous } = zohoPaging.neighbours(call, { body, headers, count: items.length });
      const last = items[items.length - 1];
      // Newest first: once a record is older than the filter, so is every later one.
      const ended = ordering !== undefined && last !== undefined && !(timeOf(last, ordering.column) >= ordering.threshold);
      return { items: kept.map((item) => options.map(item)), next: ended ? null : next, ...(previous === undefined ? {} : { previous }) };
    },
  };
}
