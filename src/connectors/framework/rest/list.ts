/**
 * The list operation of a standard REST resource, as a declaration: GET the
 * path with the list's query and the paging strategy's parameters, take the
 * records at `itemsAt`, map each, and let the strategy say where the
 * neighbouring pages are.
 */
import { ApiError } from '../../../core/errors/api-error.js';
import type { ConnectorContext, ListPage, ListParams, PagingState, ResourceImplementation } from '../define.js';
import type { DownstreamRequest, QueryValue } from '../http.js';
import { valueAt, type BodyPath } from '../paging/body-path.js';
import type { PageRequest, PagingStrategy } from '../paging/strategy.js';
import { resolvePath, type PathTemplate } from './path.js';

type Query = Record<string, QueryValue>;

export interface RestListOptions<W, T, C, S extends PagingState> {
  path: PathTemplate;
  /** Without one the platform returns everything at once, and `cursor` and `limit` are refused. */
  paging?: PagingStrategy<S>;
  /** Where the answer holds the records, e.g. "data" (or a function of the body). */
  itemsAt: BodyPath<readonly W[]>;
  /** The resource's mapper; `context` is what `context` reads once per page (side-loaded records). */
  map: (item: W, context: C) => T;
  context?: (body: unknown) => C;
  /** The list's own query: fixed parameters, or filters and sort turned into the platform's. */
  query?: Query | ((params: ListParams, ctx: ConnectorContext) => Query);
  /**
   * For lists read through a search call: POSTs this JSON body with the
   * paging parameters placed where the platform wants them (Intercom's
   * `pagination: { per_page, starting_after }`). Only with query-style paging.
   */
  search?: (paging: Query, params: ListParams) => unknown;
  /** Unified filters and sort fields the query honours (the Connector API's coverage). */
  filters?: readonly string[];
  sortBy?: readonly string[];
}

type ListImplementation<T> = NonNullable<ResourceImplementation<T>['list']>;

export function itemsOf<W>(body: unknown, itemsAt: BodyPath<readonly W[]>): readonly W[] {
  const items = valueAt(body, itemsAt);
  if (!Array.isArray(items)) {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'The platform answered a list without its records' });
  }
  return items as readonly W[];
}

function requestFor<W, T, C, S extends PagingState>(
  options: RestListOptions<W, T, C, S>,
  path: string,
  query: Query | undefined,
  page: PageRequest,
  params: ListParams,
): DownstreamRequest {
  // A URL the platform gave for the page already carries the list's query.
  if ('url' in page) return { method: 'GET', path: page.url };
  if (!options.search) return { method: 'GET', path, query: { ...query, ...page.query } };
  // A search only reads: retried like a GET.
  return { method: 'POST', path, ...(query ? { query } : {}), json: options.search(page.query, params), idempotent: true };
}

export function restList<W, T, C = undefined, S extends PagingState = PagingState>(options: RestListOptions<W, T, C, S>): ListImplementation<T> {
  const { paging } = options;
  return {
    paging: paging !== undefined,
    ...(options.filters ? { filters: options.filters } : {}),
    ...(options.sortBy ? { sortBy: options.sortBy } : {}),
    async run(ctx, params): Promise<ListPage<T>> {
      const path = resolvePath(options.path, { parents: params.parents, settings: ctx.settings });
      const query = typeof options.query === 'function' ? options.query(params, ctx) : options.query;
      const list = ctx.http.urlOf(path);
      const call = { list, limit: params.limit, state: paging?.read(params.state, list) };
      const page = paging?.request(call) ?? { query: {} };
      const { body, headers } = await ctx.http.request(requestFor(options, path, query, page, params));
      const answered = itemsOf(body, options.itemsAt);
      const context = options.context?.(body) as C;
      const neighbours = paging?.neighbours(call, { body, headers, count: answered.length });
      // A strategy that asked for more than the page says how many are the page's.
      const items = neighbours?.count === undefined ? answered : answered.slice(0, neighbours.count);
      const mapped = items.map((item) => options.map(item, context));
      if (!neighbours) return { items: mapped, next: null };
      return { items: mapped, next: neighbours.next, ...(neighbours.previous === undefined ? {} : { previous: neighbours.previous }) };
    },
  };
}
