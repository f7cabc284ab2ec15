/**
 * A collection's list: the query its filters and sort become (or the
 * dialect's search), each page's call, paging as the platform pages or in
 * memory where it cannot (`list: { whole: true }`), and the sample record
 * custom mappings are shown.
 */
import type { ConnectorContext, ListPage, ListParams, PagingState, ResourceImplementation } from '../framework/define.js';
import type { DownstreamRequest } from '../framework/http.js';
import { itemsOf } from '../framework/paging/body-path.js';
import type { PageRequest, PagingStrategy } from '../framework/paging/strategy.js';
import { resolvePath } from '../framework/rest/path.js';
import type { DialectSearch, ListSelection, Query } from './dialect.js';
import type { FieldTable } from './field-table.js';
import { pageInMemory } from './in-memory-paging.js';
import type { CollectionOptions, Parents } from './collection-options.js';
import type { RecordAccess } from './collection-records.js';

export function listSide<T, W, C, F>(options: CollectionOptions<T, W, C, F>, records: RecordAccess<T, W>) {
  const { dialect, readQueryOf, kept, parentsFor, listCall, mapperOf, readRecord, pathOf } = records;
  const filters = options.filters ?? {};
  const listOptions = options.list === undefined || options.list === false ? undefined : options.list === true ? {} : options.list;
  // A list read in one call ('unpaged') sends none of the dialect's paging parameters: the platform's other lists page, this endpoint does not.
  const paging = listOptions?.whole === 'unpaged' ? undefined : (listOptions?.paging ?? dialect.paging);

  /** Whether a list is the dialect's search: one that filters or sorts, where the dialect searches those. */
  const searches = (params: ListParams) =>
    dialect.search !== undefined && (params.sort !== undefined || Object.values(params.filter).some((value) => value !== undefined));
  /**
   * A list's query, and the headers its filters become (where the dialect has
   * any); `search`: the selection a search is made of, where the dialect
   * searches lists with filters or a sort.
   */
  const listQuery = async (ctx: ConnectorContext, params: ListParams): Promise<{ query: Query; headers?: Record<string, string>; search?: ListSelection<unknown> }> => {
    const sent = Object.entries(params.filter).map(([name, value]) => ({ name, spec: filters[name] as unknown, value }));
    const sortKey = params.sort ? options.fields.sortKeys[params.sort.by] : undefined;
    const own = { ...(await readQueryOf(ctx, params.parents, params.mapped)), ...options.listQuery, ...options.scopeQuery?.(params.parents) };
    const selection = { params, filters: sent, sort: sortKey && params.sort ? { key: sortKey, direction: params.sort.direction } : undefined, fields: options.fields as FieldTable<unknown, unknown, unknown>, query: own };
    if (searches(params)) return { query: own, search: selection };
    const chosen = sent.length > 0 || selection.sort ? ((await dialect.query?.(selection, ctx)) ?? {}) : {};
    const headers = sent.length > 0 && dialect.headers ? dialect.headers(selection, ctx) : {};
    // The caller's platform parameters have the last word, as pass_through has on writes.
    return { query: { ...own, ...chosen, ...params.passThroughQuery }, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  };

  /** A page's call: the URL the platform gave, or the list's query with the paging parameters (in a search's body where it is one). */
  const pageRequest = async (ctx: ConnectorContext, path: string, page: PageRequest, { query, headers, search: selection }: Awaited<ReturnType<typeof listQuery>>, params: ListParams): Promise<DownstreamRequest> => {
    const sent = headers ? { headers } : {};
    if ('url' in page) return { method: 'GET', path: page.url, ...sent };
    if (selection && dialect.search) return { method: 'POST', path, json: await dialect.search.body(selection, page.query, ctx), idempotent: true };
    const search = listOptions?.search;
    if (!search) return { method: 'GET', path, query: { ...query, ...page.query }, ...sent };
    const inUrl = !search.queryInBody && Object.keys(query).length > 0;
    return { method: 'POST', path, ...(inUrl ? { query } : {}), json: search.body(page.query, params, query), idempotent: true, ...sent };
  };
  const listPathOf = (ctx: ConnectorContext, parents: Parents) => {
    const path = listOptions?.search?.path ?? listOptions?.path;
    return path === undefined ? pathOf(ctx, parents) : resolvePath(path, { parents, settings: ctx.settings });
  };

  /** One page as the platform pages it (filled from further pages where `fill` says so). */
  const platformPage = async (ctx: ConnectorContext, params: ListParams, listPaging: PagingStrategy | undefined, extra?: Query): Promise<ListPage<T>> => {
    const searched = searches(params);
    const path = searched ? (dialect.search as DialectSearch<unknown>).path(listPathOf(ctx, params.parents)) : listPathOf(ctx, params.parents);
    const strategy = searched ? dialect.search?.paging : listPaging;
    const list = ctx.http.urlOf(path);
    const keep = kept(ctx, params.parents);
    const mapped: T[] = [];
    let position = strategy?.read(params.state, list);
    const loaded = await options.load?.(ctx, { parents: params.parents });
    const built = await listQuery(ctx, params);
    // A list hook's own parameters join the collection's query (Pipedrive's ids=).
    const query = extra ? { ...built, query: { ...built.query, ...extra } } : built;
    for (let calls = 1; ; calls++) {
      const state = { list, limit: params.limit - mapped.length, state: position, query: query.query };
      const page = strategy?.request(state) ?? { query: {} };
      const { body, headers } = await listCall(ctx, params.parents, await pageRequest(ctx, path, page, query, params));
      const answered = itemsOf<W>(body, options.listAt ?? ((whole) => whole as readonly W[]));
      const neighbours = strategy?.neighbours(state, { body, headers, count: answered.length });
      // A strategy that asked for more than the page (to know whether one follows) says how many are the page's.
      const items = neighbours?.count === undefined ? answered : answered.slice(0, neighbours.count);
      const map = await mapperOf(ctx, params.parents, body, params.mapped, loaded, searched);
      mapped.push(...items.filter(keep).map(map));
      if (!strategy || !neighbours) return { items: mapped, next: null };
      const full = mapped.length >= params.limit || neighbours.next === null;
      if (listOptions?.fill === undefined || full) return calls === 1 ? { items: mapped, next: neighbours.next, ...(neighbours.previous === undefined ? {} : { previous: neighbours.previous }) } : { items: mapped, next: neighbours.next };
      if (calls >= listOptions.fill) return { items: mapped, next: neighbours.next };
      position = neighbours.next as PagingState;
    }
  };

  /** A platform record showing what can be mapped: the one `id` names, else the list's first. */
  const sample = async (ctx: ConnectorContext, { id, parents: asked }: { id?: string | undefined; parents: Parents }): Promise<unknown> => {
    if (id !== undefined) return (await readRecord(ctx, id, await parentsFor(ctx, asked, 'one', id))).wire;
    if (!listOptions) return undefined;
    const params: ListParams = { limit: 1, state: undefined, filter: {}, sort: undefined, parents: await parentsFor(ctx, asked, 'list') };
    const path = listPathOf(ctx, params.parents);
    const page = paging?.request({ list: ctx.http.urlOf(path), limit: 1, state: undefined }) ?? { query: {} };
    const { body } = await listCall(ctx, params.parents, await pageRequest(ctx, path, page, await listQuery(ctx, params), params));
    return itemsOf<W>(body, options.listAt ?? ((whole) => whole as readonly W[])).find(kept(ctx, params.parents));
  };

  const list: ResourceImplementation<T>['list'] = listOptions && {
    // A list hook without the collection's paging pages itself.
    paging: listOptions.whole !== 'unpaged' && (paging !== undefined || listOptions.whole === true || options.hooks?.list !== undefined),
    filters: Object.keys(filters),
    sortBy: options.fields.sortBy,
    async run(ctx: ConnectorContext, asked: ListParams) {
      const params = { ...asked, parents: await parentsFor(ctx, asked.parents, 'list') };
      const read = async (asked: ListParams, extra?: Query): Promise<ListPage<T>> => {
        if (listOptions.whole === 'unpaged') return { items: (await platformPage(ctx, { ...asked, state: undefined }, paging, extra)).items, next: null };
        return listOptions.whole ? pageInMemory(asked, (first) => platformPage(ctx, first, paging, extra)) : platformPage(ctx, asked, paging, extra);
      };
      return options.hooks?.list ? options.hooks.list(ctx, params, read) : read(params);
    },
  };
  return { listOptions, sample, list };
}
