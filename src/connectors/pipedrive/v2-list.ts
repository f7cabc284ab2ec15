/**
 * One unified page of a v2 list, read either from the list endpoint (with
 * the filters it takes as query parameters) or, for filters only a search
 * can answer (an email, a phone number, a name), from the item type's search
 * endpoint: the search gives a page of ids, and one list call with `ids=`
 * (and the other filters) gives the full records. Our cursor carries the
 * search's or the list's cursor, so paging goes on where the platform is.
 */
import type { ConnectorContext, ListPage, ListParams } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { searchPaging, v2Paging } from './api.js';

export interface SearchAsk {
  /** Path of the search, e.g. /api/v2/persons/search. */
  path: string;
  term: string;
  fields: string;
  exact: boolean;
  /** Parameters of the search that narrow it (organization_id). */
  query?: Record<string, QueryValue>;
}

type Query = Record<string, QueryValue>;

/** A page of the list endpoint. */
export async function listPage<W>(ctx: ConnectorContext, path: string, params: ListParams, query: Query): Promise<{ items: W[]; next: ListPage<unknown>['next'] }> {
  const list = ctx.http.urlOf(path);
  const call = { list, limit: params.limit, state: v2Paging.read(params.state, list) };
  const page = v2Paging.request(call);
  const { body, headers } = await ctx.http.request<{ data?: W[] | null }>({ method: 'GET', path, query: { ...query, ...('query' in page ? page.query : {}) } });
  const items = body.data ?? [];
  return { items, next: v2Paging.neighbours(call, { body, headers, count: items.length }).next };
}

/** A page of search results as full records: the search's ids fetched through the list endpoint with the other filters. */
export async function searchedPage<W extends { id: number }>(ctx: ConnectorContext, listPath: string, search: SearchAsk, params: ListParams, query: Query): Promise<{ items: W[]; next: ListPage<unknown>['next'] }> {
  const list = ctx.http.urlOf(search.path);
  const call = { list, limit: params.limit, state: searchPaging.read(params.state, list) };
  const page = searchPaging.request(call);
  const { body, headers } = await ctx.http.request<{ data?: { items?: { item?: { id?: number } }[] } | null }>({
    method: 'GET',
    path: search.path,
    query: { term: search.term, fields: search.fields, exact_match: search.exact, ...search.query, ...('query' in page ? page.query : {}) },
  });
  const found = body.data?.items ?? [];
  const next = searchPaging.neighbours(call, { body, headers, count: found.length }).next;
  const ids = found.map((result) => result.item?.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return { items: [], next };
  const { body: records } = await ctx.http.request<{ data?: W[] | null }>({ method: 'GET', path: listPath, query: { ...query, ids: ids.join(','), limit: ids.length } });
  const items = records.data ?? [];
  // Without a sort asked for, the search's order (best match first) is kept.
  if (query.sort_by === undefined) items.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { items, next };
}
