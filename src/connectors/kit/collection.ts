/**
 * The one collection endpoint every connector resource is declared on: list,
 * one, add, update and delete of a platform's records at a path, with the
 * platform's dialect handed in and the resource's field table. What is left
 * to a connector is its table, its paths, where answers hold records, and
 * named hooks for true quirks.
 *
 * - Ids the dialect says the platform cannot have are not found without a
 *   call; the platform's "no such record" is EntityNotFoundError.
 * - Records of the platform's type that are not this resource's (`only`:
 *   an agent is not a customer) are left out of lists and are not found when
 *   read, changed or deleted: a write reads the record first to know.
 * - A platform that searches lists with filters or a sort (the dialect's
 *   `search`) is sent a search for those, and a GET of the collection for others.
 * - A platform that cannot page a list is paged here (`list: { whole: true }`):
 *   the whole list is read once per page asked for and cut in memory.
 * - A resource under another (a ticket's comments) checks its parents in
 *   the `parents` hook before its calls, after a write's body is mapped.
 * - A write that takes further calls after the record's own (`afterWrite`)
 *   runs on the composite-write rule; one whose calls the collection cannot
 *   order keeps its mapping and its own call (`send`) and runs its steps in
 *   the `compose` hook, on the same rule.
 */
import type { Static, TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ConnectorContext, type ListPage, type ListParams, type PagingState, type RecordParams, type ResourceBinding, type ResourceImplementation, type WriteModel } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { itemsOf, tokenAt, valueAt } from '../framework/paging/body-path.js';
import type { PageRequest, PagingStrategy } from '../framework/paging/strategy.js';
import { resolvePath, segment, type PathTemplate } from '../framework/rest/path.js';
import type { Dialect, DialectSearch, ListSelection, Query } from './dialect.js';
import type { FieldTable } from './field-table.js';
import { compositeWrite } from './composite-write.js';
import { pageInMemory } from './in-memory-paging.js';
import { applyPassThrough, requireFormValues, type PassThroughEntry } from './pass-through.js';
import { requireFormMappedValues, requireMappedValuesUnder, withMappedValues, writeMappedValues } from './custom-mappings.js';
import type { MappedField, MappedValue } from '../framework/custom-mapping-types.js';

import type { CollectionOptions, Parents, WriteOperation } from './collection-options.js';

export type { AfterWrite, CollectionHooks, CollectionOptions, ComposedWrite, RecordScope, WriteOperation } from './collection-options.js';

function call(dialect: Dialect<unknown>, ctx: ConnectorContext, request: DownstreamRequest): Promise<DownstreamResponse> {
  return dialect.call ? dialect.call(ctx, request) : ctx.http.request(request);
}

function recordOf<W>(body: unknown, at: string | undefined): W {
  return (at === undefined ? body : valueAt(body, at)) as W;
}

export function collection<M extends TObject, W, C = undefined, F = never>(
  declaration: ResourceDeclaration<M>,
  options: CollectionOptions<Static<M>, W, C, F>,
): ResourceBinding<M> {
  type T = Static<M>;
  const dialect = options.dialect as Dialect<unknown>;
  const recordPath: PathTemplate = options.recordPath ?? (typeof options.path === 'string' ? `${options.path}/{id}` : (values) => `${(options.path as (v: typeof values) => string)(values)}/${segment(values.id ?? '')}`);
  const notFoundError = (id: string) => entityNotFound(`No ${dialect.platform} ${options.what} has this id`, { id: id.slice(0, 64) });
  const filters = options.filters ?? {};
  const idRule = options.id ?? dialect.id;
  /** The records of one answer as the table maps them, with what the rules read besides them (once per answer), and the call's mapped values. */
  const mapperOf = async (ctx: ConnectorContext, parents: Parents, body: unknown, mapped?: readonly MappedField[], loaded?: unknown, searched?: boolean) => {
    const context = options.context ? await options.context(body, { parents, settings: ctx.settings, ctx, ...(loaded === undefined ? {} : { loaded }), ...(searched ? { searched } : {}) }) : undefined;
    return (wire: W) => withMappedValues((options.fields as unknown as (wire: W, context?: C) => T)(wire, context), wire, mapped);
  };
  const mapRecord = async (ctx: ConnectorContext, parents: Parents, wire: W, body: unknown, mapped?: readonly MappedField[], loaded?: unknown) => (await mapperOf(ctx, parents, body, mapped, loaded))(wire);
  const idOf = async (ctx: ConnectorContext, parents: Parents, read: { wire: W; body: unknown }) => String(((await mapRecord(ctx, parents, read.wire, read.body)) as { id?: unknown }).id);
  const readQueryOf = async (ctx: ConnectorContext, parents: Parents, mapped?: readonly MappedField[]): Promise<Query | undefined> =>
    typeof options.readQuery === 'function' ? options.readQuery(ctx, parents, mapped) : options.readQuery;
  const kept = (ctx: ConnectorContext, parents: Parents) => (wire: W) => !options.only || options.only(wire, { parents, settings: ctx.settings });
  const parentsFor = async (ctx: ConnectorContext, parents: Parents, name: 'list' | 'one' | WriteOperation | 'delete', id?: string) =>
    options.hooks?.parents ? options.hooks.parents(ctx, parents, id === undefined ? { name } : { name, id }) : parents;
  /** A list's call: its 404 is the parent's, where the collection says so. */
  const listCall = (ctx: ConnectorContext, parents: Parents, request: DownstreamRequest) =>
    options.parentNotFound ? orEntityNotFound(call(dialect, ctx, request), () => (options.parentNotFound as (p: Parents) => ApiError)(parents), dialect.notFound, dialect.notFoundStatus) : call(dialect, ctx, request);

  /** Calls for one record: ids the platform cannot have are not found at once; its "no such record" is EntityNotFoundError. */
  const callForRecord = (ctx: ConnectorContext, id: string, request: DownstreamRequest) => {
    if (idRule && !idRule.test(id)) throw notFoundError(id);
    return orEntityNotFound(call(dialect, ctx, request), () => notFoundError(id), dialect.notFound, dialect.notFoundStatus);
  };
  const pathOf = (ctx: ConnectorContext, parents: Parents, id?: string) =>
    resolvePath(id === undefined ? options.path : recordPath, { id, parents, settings: ctx.settings });

  const readRecord = async (ctx: ConnectorContext, id: string, parents: Parents, passThrough?: Query, mapped?: readonly MappedField[]): Promise<{ wire: W; body: unknown }> => {
    if (options.findOne) return findRecord(ctx, id, parents);
    const asked = await readQueryOf(ctx, parents, mapped);
    const query = passThrough ? { ...asked, ...passThrough } : asked;
    const { body } = await callForRecord(ctx, id, { method: 'GET', path: pathOf(ctx, parents, id), ...(query ? { query } : {}) });
    const wire = recordOf<W>(body, options.recordAt);
    if (!kept(ctx, parents)(wire)) throw notFoundError(id);
    return { wire, body };
  };

  /** One record out of the list searched for it (`findOne`): the one whose mapped id is the id asked for. */
  const findRecord = async (ctx: ConnectorContext, id: string, parents: Parents): Promise<{ wire: W; body: unknown }> => {
    if (idRule && !idRule.test(id)) throw notFoundError(id);
    const query = { ...(await readQueryOf(ctx, parents)), ...options.scopeQuery?.(parents), ...(options.findOne as (id: string) => Query)(id) };
    const { body } = await listCall(ctx, parents, { method: 'GET', path: pathOf(ctx, parents), query });
    const map = await mapperOf(ctx, parents, body);
    const wire = itemsOf<W>(body, options.listAt ?? ((whole) => whole as readonly W[])).filter(kept(ctx, parents)).find((item) => (map(item) as { id?: unknown }).id === id);
    if (wire === undefined) throw notFoundError(id);
    return { wire, body };
  };

  /** The record being changed, read at most once per write (by `only`'s check and a hook alike). */
  const currentOf = (ctx: ConnectorContext, id: string, parents: () => Parents) => {
    let read: Promise<{ wire: W; body: unknown }> | undefined;
    return () => (read ??= readRecord(ctx, id, parents()));
  };

  const afterWrite = options.hooks?.afterWrite;
  /** What `afterWrite` is handed to reach the record written. */
  const forRecord = (ctx: ConnectorContext, id: string, parents: Parents) => {
    const path = pathOf(ctx, parents, id);
    return { path, call: (request: DownstreamRequest) => callForRecord(ctx, id, request) };
  };

  const byWrite = typeof options.delete === 'object' ? options.delete : undefined;
  /** A delete's call: DELETE, or the write the platform deletes by, made of the current record. */
  const deleteRequest = (ctx: ConnectorContext, parents: Parents, id: string, current: W | undefined): DownstreamRequest => {
    if (!byWrite) return { method: 'DELETE', path: pathOf(ctx, parents, id) };
    const path = byWrite.path ? resolvePath(byWrite.path, { id, parents, settings: ctx.settings }) : pathOf(ctx, parents, id);
    // A write's query made of what is written has nothing to go on here; a fixed one (Xero's) still applies.
    const fixed = typeof options.writeQuery === 'function' ? undefined : options.writeQuery;
    return { method: byWrite.method, path, ...encode(byWrite.body(current as W), byWrite.query ? { ...fixed, ...byWrite.query } : fixed) };
  };
  /** A record this write created, removed again (read first where the platform deletes by a write). */
  const remove = async (ctx: ConnectorContext, parents: Parents, id: string) =>
    void (await call(dialect, ctx, deleteRequest(ctx, parents, id, byWrite ? (await readRecord(ctx, id, parents)).wire : undefined)));

  const updatable = options.update ? options.update.fields : undefined;
  /** The one platform call of each write, as `pass_through` names it ("users.create"). */
  const callIds = { add: `${options.downstream.id}.create`, update: `${options.downstream.id}.update` } as const;
  const writeQuery = (operation: WriteOperation, record: WriteModel<T>) => (typeof options.writeQuery === 'function' ? options.writeQuery({ operation, record }) : options.writeQuery);
  const encode = (body: unknown, query: Query | undefined) => ({
    ...(query && Object.keys(query).length > 0 ? { query } : {}),
    ...(dialect.body === 'form' ? { form: body as Query } : { json: body }),
  });
  const writeBody = async (ctx: ConnectorContext, operation: WriteOperation, record: WriteModel<T>, current?: () => Promise<{ wire: W }>, passThrough?: readonly PassThroughEntry[], customValues?: readonly MappedValue[]) => {
    const written = operation === 'update' && updatable ? (Object.fromEntries(updatable.map((name) => [name, record[name]])) as WriteModel<T>) : record;
    // Mapped values go where the platform's record keeps them, before the platform's wrapper.
    if (dialect.body === 'form') requireFormMappedValues(customValues);
    if (dialect.mappedValuesUnder !== undefined) requireMappedValuesUnder(customValues, dialect.mappedValuesUnder, dialect.platform);
    const fields = writeMappedValues(options.fields.write(written), customValues);
    let body = options.wrap ? options.wrap(fields, operation) : fields;
    if (options.hooks?.beforeWrite) {
      const read = current ? async () => (await current()).wire : () => Promise.reject(new Error('a create has no current record'));
      body = await options.hooks.beforeWrite(ctx, { operation, record, body, current: read });
    }
    // After mapping and the platform's own rules: the caller's platform data has the last word.
    const passed = passThrough !== undefined && passThrough.length > 0;
    if (passed) body = applyPassThrough(body as Record<string, unknown>, passThrough, callIds[operation]);
    if (passed && dialect.body === 'form') requireFormValues(body as Record<string, unknown>);
    return { empty: Object.keys(fields).length === 0 && !passed, body };
  };

  const idFrom = (body: unknown): string => {
    const id = tokenAt(body, options.idAt ?? (options.recordAt === undefined ? 'id' : `${options.recordAt}.id`));
    if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: `${dialect.platform} did not answer with the ${options.what}'s id` });
    return id;
  };

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

  const implementation: ResourceImplementation<T> = {
    downstream: options.downstream,
    mapper: options.fields,
    customMappings: { sample, standardPaths: options.fields.paths, writable: options.add || options.update ? options.fields.writable : [] },
    passThrough: options.passThrough === false ? {} : {
      ...(options.add ? { add: [callIds.add] } : {}),
      ...(options.update && !options.hooks?.update ? { update: [callIds.update] } : {}),
      // A list hook builds its own calls (a search language), so its parameters cannot be merged for it.
      ...(listOptions && !options.hooks?.list && !listOptions.search && dialect.readPassThrough !== false ? { list: true } : {}),
      ...(options.one !== false && !options.findOne && dialect.readPassThrough !== false ? { one: true } : {}),
    },
    ...(options.events ? { events: options.events } : {}),
    ...(options.actions ? { actions: options.actions } : {}),
    ...(options.resolvesRetries ? { resolvesRetries: options.resolvesRetries } : {}),
    ...(listOptions
      ? {
          list: {
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
          },
        }
      : {}),
    ...(options.one === false
      ? {}
      : {
          async one(ctx: ConnectorContext, { id, parents: asked, mapped, passThroughQuery }: RecordParams) {
            const parents = await parentsFor(ctx, asked, 'one', id);
            const { wire, body } = await readRecord(ctx, id, parents, passThroughQuery, mapped);
            return mapRecord(ctx, parents, wire, body, mapped, await options.load?.(ctx, { parents, id }));
          },
        }),
    ...(options.add
      ? {
          async add(ctx: ConnectorContext, { record, parents, passThrough, customValues }: { record: WriteModel<T>; parents: Parents; passThrough?: readonly PassThroughEntry[]; customValues?: readonly MappedValue[] }) {
            const method = options.add === true ? 'POST' : (options.add as { method: 'POST' | 'PUT' }).method;
            const { body, empty } = await writeBody(ctx, 'add', record, undefined, passThrough, customValues);
            const checked = await parentsFor(ctx, parents, 'add');
            const send = async (sent: unknown) => idFrom((await call(dialect, ctx, { method, path: pathOf(ctx, checked), ...encode(sent, writeQuery('add', record)) })).body);
            const current = () => Promise.reject(new Error('a create has no current record'));
            if (options.hooks?.compose) return options.hooks.compose(ctx, { operation: 'add', record, body, empty, parents: checked, current, send });
            if (!afterWrite) return { id: await send(body) };
            return compositeWrite(async (steps) => {
              const undo = options.delete ? (created: string) => remove(ctx, checked, created) : undefined;
              const id = await steps.create(declaration.singular, () => send(body), undo);
              await afterWrite(ctx, { operation: 'add', id, record, ...forRecord(ctx, id, checked), steps });
              return { id };
            });
          },
        }
      : {}),
    ...(options.update
      ? {
          async update(ctx: ConnectorContext, { id, parents: asked, record, passThrough, customValues }: RecordParams & { record: WriteModel<T>; passThrough?: readonly PassThroughEntry[]; customValues?: readonly MappedValue[] }) {
            const update = options.update as { method: 'PUT' | 'PATCH' | 'POST'; path?: PathTemplate; queryFor?: (record: WriteModel<T>) => Query | undefined; skipEmpty?: boolean; methodFor?: (record: WriteModel<T>) => 'PUT' | 'PATCH' | 'POST' };
            let parents = asked;
            const current = currentOf(ctx, id, () => parents);
            if (options.hooks?.update) {
              if (idRule && !idRule.test(id)) throw notFoundError(id);
              parents = await parentsFor(ctx, asked, 'update', id);
              await options.hooks.update(ctx, { id, parents, record, current: async () => (await current()).wire });
              return { id };
            }
            // Mapped before any call: what the platform cannot take is refused without touching it.
            const { empty, body } = await writeBody(ctx, 'update', record, current, passThrough, customValues);
            parents = await parentsFor(ctx, asked, 'update', id);
            const recordId = options.canonicalId ? await idOf(ctx, parents, await current()) : id;
            const path = update.path === undefined ? pathOf(ctx, parents, recordId) : resolvePath(update.path, { id: recordId, parents, settings: ctx.settings });
            const query = update.queryFor?.(record);
            const send = async (sent: unknown) => {
              const encoded = encode(sent, writeQuery('update', record));
              await callForRecord(ctx, recordId, { method: update.methodFor?.(record) ?? update.method, path, ...encoded, ...(query ? { query: { ...encoded.query, ...query } } : {}) });
              return recordId;
            };
            if (options.hooks?.compose) {
              const read = async () => (await current()).wire;
              return options.hooks.compose(ctx, { operation: 'update', id: recordId, record, body, empty, parents, current: read, send });
            }
            if (update.skipEmpty && empty) {
              await current();
              return { id: recordId };
            }
            if (options.only) await current();
            if (!afterWrite) return { id: await send(body) };
            return compositeWrite(async (steps) => {
              await steps.change(declaration.singular, recordId, `updating the ${declaration.singular}`, () => send(body));
              await afterWrite(ctx, { operation: 'update', id: recordId, record, ...forRecord(ctx, recordId, parents), steps });
              return { id: recordId };
            });
          },
        }
      : {}),
    ...(options.delete
      ? {
          async delete(ctx: ConnectorContext, { id, parents: asked }: RecordParams) {
            const parents = await parentsFor(ctx, asked, 'delete', id);
            const read = options.only || options.canonicalId || byWrite ? await readRecord(ctx, id, parents) : undefined;
            const recordId = read && options.canonicalId ? await idOf(ctx, parents, read) : id;
            const deleting = options.hooks?.delete;
            if (deleting) {
              if (idRule && !idRule.test(recordId)) throw notFoundError(recordId);
              const current = currentOf(ctx, recordId, () => parents);
              await deleting(ctx, { id: recordId, parents, current: async () => (read ?? (await current())).wire, call: (request) => callForRecord(ctx, recordId, request) });
            } else await callForRecord(ctx, recordId, deleteRequest(ctx, parents, recordId, read?.wire));
            await options.hooks?.afterDelete?.(ctx, { id: recordId, parents });
            return { id: recordId };
          },
        }
      : {}),
  };
  return implement(declaration, implementation);
}
