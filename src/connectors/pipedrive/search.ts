/**
 * Filters only Pipedrive's search can answer (an email, a phone number, a
 * name, a title), as a list hook: the item type's search gives a page of
 * ids, the collection's own list fetches those records (`ids=`, with the
 * other filters), and every filter is checked again on the records (a
 * search matches more loosely than the unified filters mean), so a page
 * holds only matches (it may be short; links.next goes on). Our cursor
 * carries the search's cursor, so paging goes on where the search is.
 */
import type { ConnectorContext, ListPage, ListParams } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { cursorPaging } from '../framework/paging/index.js';
import type { Query } from '../kit/index.js';

export interface SearchAsk {
  /** Path of the search, e.g. /api/v2/persons/search. */
  path: string;
  term: string;
  fields: string;
  exact: boolean;
  /** Parameters of the search that narrow it (organization_id). */
  query?: Record<string, QueryValue>;
}

/** The v2 searches serve at most 100 results a page. */
const searchPaging = cursorPaging({ size: 'limit', max: 100, next: { param: 'cursor', at: 'additional_data.next_cursor' } });

const lower = (value: unknown) => String(value ?? '').trim().toLowerCase();
/** The same text, regardless of case and surrounding space. */
export const same = (a: unknown, b: unknown) => lower(a) === lower(b);

type Read<T> = (params: ListParams, query?: Query) => Promise<ListPage<T>>;

export function searchThenList<T extends { id?: string | null }>(searchFor: (filter: ListParams['filter']) => SearchAsk | undefined, matches: (record: T, filter: ListParams['filter']) => boolean) {
  return async (ctx: ConnectorContext, params: ListParams, read: Read<T>): Promise<ListPage<T>> => {
    const search = searchFor(params.filter);
    if (!search) {
      const page = await read(params);
      return { ...page, items: page.items.filter((record) => matches(record, params.filter)) };
    }
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
    const ids = found.map((result) => result.item?.id).filter((id): id is number => typeof id === 'number').map(String);
    if (ids.length === 0) return { items: [], next };
    const records = (await read({ ...params, state: undefined, limit: ids.length }, { ids: ids.join(','), limit: ids.length })).items;
    // Without a sort asked for, the search's order (best match first) is kept.
    const ordered = params.sort ? records : [...records].sort((a, b) => ids.indexOf(String(a.id)) - ids.indexOf(String(b.id)));
    return { items: ordered.filter((record) => matches(record, params.filter)), next };
  };
}
