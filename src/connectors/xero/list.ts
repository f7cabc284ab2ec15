/**
 * Xero's lists, as list implementations:
 *
 * - `pagedList`: collections that page (`page` from 1, `pageSize` up to 1000,
 *   `pagination.pageCount` in the answer) with a `where`, an `order` and
 *   If-Modified-Since built from the unified filters and sort;
 * - `wholeList`: collections Xero answers whole (accounts, tax rates, items,
 *   tracking categories, connections), paged here by position so `cursor`
 *   and `limit` work the same way;
 * - quotes page 100 at a time without `pageSize`: fixed-page-list.ts.
 *
 * Each declares the unified filters and sort fields it honours; the others
 * are refused by the gateway from these declarations.
 */
import type { ConnectorContext, ListPage, ListParams, ResourceImplementation } from '../framework/define.js';
import { pageNumberPaging } from '../framework/paging/page-number.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize } from '../framework/paging/strategy.js';
import type { QueryValue } from '../framework/http.js';
import { ACCOUNTING, xero } from './api.js';
import { allOf } from './where.js';

export const MAX_PAGE_SIZE = 1000;

/** What a list asks Xero for, from the unified filters and sort. */
export interface XeroQuery {
  /** Clauses of the `where`, joined with AND. */
  where?: ReadonlyArray<string | undefined>;
  /** Other query parameters (ContactIDs, Statuses, unitdp …). */
  query?: Record<string, QueryValue>;
  /** If-Modified-Since, as an ISO 8601 instant. */
  modifiedSince?: string | undefined;
}

export interface PagedListOptions<W, T> {
  /** Collection path under /api.xro/2.0 and the key of its records in the answer ("Invoices"). */
  collection: string;
  filters?: readonly string[];
  /** Unified sort field → Xero field of `order`. */
  sort?: Readonly<Record<string, string>>;
  /** The query of a page, from the unified filters (throw a 400 for a value that cannot be sent). */
  request(params: ListParams): XeroQuery;
  map(item: W): T;
  /** Records Xero lists here that are not this resource's (a bill among invoices): left out. */
  keep?(item: W): boolean;
}

type ListImplementation<T> = NonNullable<ResourceImplementation<T>['list']>;

function orderOf(sort: ListParams['sort'], fields: Readonly<Record<string, string>> | undefined): string | undefined {
  const field = sort ? fields?.[sort.by] : undefined;
  return field ? `${field} ${sort!.direction === 'desc' ? 'DESC' : 'ASC'}` : undefined;
}

async function fetchPage(ctx: ConnectorContext, collection: string, asked: XeroQuery, extra: Record<string, QueryValue>, order: string | undefined) {
  const where = allOf(asked.where ?? []);
  return xero<Record<string, unknown>>(ctx, {
    method: 'GET',
    path: `${ACCOUNTING}/${collection}`,
    query: { ...asked.query, ...extra, ...(where ? { where } : {}), ...(order ? { order } : {}) },
    ...(asked.modifiedSince ? { modifiedSince: asked.modifiedSince } : {}),
  });
}

export function pagedList<W, T>(options: PagedListOptions<W, T>): ListImplementation<T> {
  const paging = pageNumberPaging({ page: 'page', size: 'pageSize', max: MAX_PAGE_SIZE, first: 1, totalPages: 'pagination.pageCount' });
  return {
    paging: true,
    ...(options.filters ? { filters: options.filters } : {}),
    ...(options.sort ? { sortBy: Object.keys(options.sort) } : {}),
    async run(ctx, params): Promise<ListPage<T>> {
      const list = ctx.http.urlOf(`${ACCOUNTING}/${options.collection}`);
      const call = { list, limit: params.limit, state: paging.read(params.state, list) };
      const page = paging.request(call) as { query: Record<string, QueryValue> };
      const body = await fetchPage(ctx, options.collection, options.request(params), page.query, orderOf(params.sort, options.sort));
      const items = (body[options.collection] ?? []) as W[];
      // Pagination counts what Xero selected; the records kept here may be fewer (bills left out of invoices).
      const kept = options.keep ? items.filter(options.keep) : items;
      return { items: kept.map(options.map), ...paging.neighbours(call, { body, headers: {}, count: items.length }) };
    },
  };
}

export interface WholeListOptions<W, T> {
  filters?: readonly string[];
  sort?: Readonly<Record<string, string>>;
  /** Reads every record (one call, or the identity API's list). */
  fetch(ctx: ConnectorContext, params: ListParams, order: string | undefined): Promise<W[]>;
  map(item: W): T;
}

/** Our position in a list Xero answers whole. */
function readOffset(state: unknown): number {
  if (state === undefined) return 0;
  if (hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset)) return state.offset;
  throw foreignCursor('offset');
}

export function wholeList<W, T>(options: WholeListOptions<W, T>): ListImplementation<T> {
  return {
    paging: true,
    ...(options.filters ? { filters: options.filters } : {}),
    ...(options.sort ? { sortBy: Object.keys(options.sort) } : {}),
    async run(ctx, params): Promise<ListPage<T>> {
      const offset = readOffset(params.state);
      const size = pageSize(params.limit, MAX_PAGE_SIZE);
      const all = await options.fetch(ctx, params, orderOf(params.sort, options.sort));
      const items = all.slice(offset, offset + size).map(options.map);
      return {
        items,
        next: offset + size < all.length ? { offset: offset + size } : null,
        previous: offset > 0 ? { offset: Math.max(0, offset - size) } : null,
      };
    },
  };
}

/** A whole collection of the Accounting API, with a `where`, an `order` and If-Modified-Since. */
export async function wholeCollection<W>(ctx: ConnectorContext, collection: string, asked: XeroQuery, order: string | undefined): Promise<W[]> {
  const body = await fetchPage(ctx, collection, asked, {}, order);
  return (body[collection] ?? []) as W[];
}
