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
 * - A platform that cannot page a list is paged here (`list: { whole: true }`):
 *   the whole list is read once per page asked for and cut in memory.
 * - A write that takes further calls after the record's own (`afterWrite`)
 *   runs on the composite-write rule.
 */
import type { Static, TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ConnectorContext, type ListPage, type ListParams, type RecordParams, type ResourceBinding, type ResourceImplementation, type WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { tokenAt, valueAt, type BodyPath } from '../framework/paging/body-path.js';
import type { PageRequest, PagingStrategy } from '../framework/paging/strategy.js';
import { itemsOf } from '../framework/rest/list.js';
import { resolvePath, segment, type PathTemplate } from '../framework/rest/path.js';
import type { Dialect, Query } from './dialect.js';
import type { FieldTable } from './field-table.js';
import { compositeWrite, type WriteSteps } from './composite-write.js';
import { pageInMemory } from './in-memory-paging.js';
import { applyPassThrough, requireFormValues, type PassThroughEntry } from './pass-through.js';

type Parents = Readonly<Record<string, string>>;
export type WriteOperation = 'add' | 'update';

/** Named quirks: each wraps one step of one resource. */
export interface CollectionHooks<T, W> {
  /** The body about to be sent, with the record it came from; may read the current record (`current`) to complete it. */
  beforeWrite?(ctx: ConnectorContext, write: { operation: WriteOperation; record: WriteModel<T>; body: unknown; current: () => Promise<W> }): unknown | Promise<unknown>;
  /**
   * Calls a write makes after the record's own (archiving it, moving its
   * status), on the composite-write rule (composite-write.ts): when one fails,
   * a record just created is deleted again (where the collection deletes) and
   * a changed one is named in `partial_write`. What they would refuse is
   * checked before the first call (in the field table's write). `call` sends
   * a request about this record: its "no such record" is EntityNotFoundError.
   */
  afterWrite?(ctx: ConnectorContext, write: AfterWrite<T>): Promise<void>;
  /**
   * An update the platform takes in several calls (fields made first, then
   * the record changed), written by the composite-write rule in place of
   * the one call; ids the platform cannot have are not found before it.
   */
  update?(ctx: ConnectorContext, write: { id: string; parents: Parents; record: WriteModel<T>; current: () => Promise<W> }): Promise<void>;
  /** After a delete the platform accepted (what was kept of the record forgotten). */
  afterDelete?(ctx: ConnectorContext, deleted: { id: string; parents: Parents }): void | Promise<void>;
}

export interface AfterWrite<T> {
  operation: WriteOperation;
  id: string;
  record: WriteModel<T>;
  /** The record's path at the platform. */
  path: string;
  call: (request: DownstreamRequest) => Promise<DownstreamResponse>;
  steps: WriteSteps;
}

export interface CollectionOptions<T, W, C, F> {
  dialect: Dialect<F>;
  downstream: { id: string; name: string };
  /** The record as messages name it: "customer (end user)". */
  what: string;
  fields: FieldTable<T, W, C>;
  /** The collection: a list GETs it, a create POSTs to it. */
  path: PathTemplate;
  /** One record: `${path}/{id}` unless said. */
  recordPath?: PathTemplate;
  /** Where a list's answer holds its records ("users"); the whole body when omitted. */
  listAt?: BodyPath<readonly W[]>;
  /** Where a single record's answer (a read's, a write's) holds it ("user"); the whole body when omitted. */
  recordAt?: string;
  /** Where a write's answer holds the new id: the record's `id` unless said. */
  idAt?: BodyPath<string | number>;
  /** The write body around the mapped fields, as the platform takes it: `(fields) => ({ user: fields })`. */
  wrap?: (fields: Record<string, unknown>, operation: WriteOperation) => unknown;
  /** What the rules read besides a record, once per answer (side-loaded records). */
  context?: (body: unknown) => C;
  /** Query of every read, lists and single records (side-loading). */
  readQuery?: Query;
  /** Query of lists only, besides their filters and paging. */
  listQuery?: Query;
  /** Unified filters the platform honours, with the dialect's spec of each. */
  filters?: Readonly<Record<string, F>>;
  /** Records of the platform's type that are not this resource's. */
  only?: (wire: W) => boolean;
  /** `search`: the list is a POST to another path of a JSON body with the paging parameters placed in it (a search only reads: retried like a GET). */
  list?: boolean | { paging?: PagingStrategy; whole?: boolean; search?: { path: PathTemplate; body: (paging: Query, params: ListParams) => unknown } };
  one?: boolean;
  add?: boolean | { method: 'POST' | 'PUT' };
  /**
   * How an update is sent; `fields`: the only fields an update may write
   * (others are left out of its body); `methodFor`: the method of this
   * update where it depends on what is written (a replacement with PUT, a
   * change of some fields with PATCH), `method` otherwise.
   */
  update?: false | { method: 'PUT' | 'PATCH' | 'POST'; fields?: readonly (keyof T & string)[]; methodFor?: (record: WriteModel<T>) => 'PUT' | 'PATCH' | 'POST' };
  delete?: boolean;
  events?: readonly NativeEvent[];
  hooks?: CollectionHooks<T, W>;
}

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
  const mapRecord = (wire: W, body: unknown) => (options.fields as unknown as (wire: W, context?: C) => T)(wire, options.context?.(body));

  /** Calls for one record: ids the platform cannot have are not found at once; its "no such record" is EntityNotFoundError. */
  const callForRecord = (ctx: ConnectorContext, id: string, request: DownstreamRequest) => {
    if (dialect.id && !dialect.id.test(id)) throw notFoundError(id);
    return orEntityNotFound(call(dialect, ctx, request), () => notFoundError(id), dialect.notFound);
  };
  const pathOf = (ctx: ConnectorContext, parents: Parents, id?: string) =>
    resolvePath(id === undefined ? options.path : recordPath, { id, parents, settings: ctx.settings });

  const readRecord = async (ctx: ConnectorContext, id: string, parents: Parents): Promise<{ wire: W; body: unknown }> => {
    const { body } = await callForRecord(ctx, id, { method: 'GET', path: pathOf(ctx, parents, id), ...(options.readQuery ? { query: options.readQuery } : {}) });
    const wire = recordOf<W>(body, options.recordAt);
    if (options.only && !options.only(wire)) throw notFoundError(id);
    return { wire, body };
  };

  /** The record being changed, read at most once per write (by `only`'s check and a hook alike). */
  const currentOf = (ctx: ConnectorContext, id: string, parents: Parents) => {
    let read: Promise<{ wire: W; body: unknown }> | undefined;
    return () => (read ??= readRecord(ctx, id, parents));
  };

  const afterWrite = options.hooks?.afterWrite;
  /** What `afterWrite` is handed to reach the record written. */
  const forRecord = (ctx: ConnectorContext, id: string, parents: Parents) => {
    const path = pathOf(ctx, parents, id);
    return { path, call: (request: DownstreamRequest) => callForRecord(ctx, id, request) };
  };

  const updatable = options.update ? options.update.fields : undefined;
  /** The one platform call of each write, as `pass_through` names it ("users.create"). */
  const callIds = { add: `${options.downstream.id}.create`, update: `${options.downstream.id}.update` } as const;
  const writeBody = async (ctx: ConnectorContext, operation: WriteOperation, record: WriteModel<T>, current?: () => Promise<{ wire: W }>, passThrough?: readonly PassThroughEntry[]) => {
    const written = operation === 'update' && updatable ? (Object.fromEntries(updatable.map((name) => [name, record[name]])) as WriteModel<T>) : record;
    const fields = options.fields.write(written);
    let body = options.wrap ? options.wrap(fields, operation) : fields;
    if (options.hooks?.beforeWrite) {
      const read = current ? async () => (await current()).wire : () => Promise.reject(new Error('a create has no current record'));
      body = await options.hooks.beforeWrite(ctx, { operation, record, body, current: read });
    }
    // After mapping and the platform's own rules: the caller's platform data has the last word.
    if (passThrough) body = applyPassThrough(body as Record<string, unknown>, passThrough, callIds[operation]);
    if (dialect.body !== 'form') return { json: body };
    if (passThrough) requireFormValues(body as Record<string, unknown>);
    return { form: body as Query };
  };

  const idFrom = (body: unknown): string => {
    const id = tokenAt(body, options.idAt ?? (options.recordAt === undefined ? 'id' : `${options.recordAt}.id`));
    if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: `${dialect.platform} did not answer with the ${options.what}'s id` });
    return id;
  };

  const listOptions = options.list === undefined || options.list === false ? undefined : options.list === true ? {} : options.list;
  const paging = listOptions?.paging ?? dialect.paging;

  const listQuery = (ctx: ConnectorContext, params: ListParams): Query => {
    const sent = Object.entries(params.filter).map(([name, value]) => ({ name, spec: filters[name] as unknown, value }));
    const sortKey = params.sort ? options.fields.sortKeys[params.sort.by] : undefined;
    const selection = { params, filters: sent, sort: sortKey && params.sort ? { key: sortKey, direction: params.sort.direction } : undefined, fields: options.fields as FieldTable<unknown, unknown, unknown> };
    const chosen = sent.length > 0 || selection.sort ? (dialect.query?.(selection, ctx) ?? {}) : {};
    return { ...options.readQuery, ...options.listQuery, ...chosen };
  };

  /** A page's call: the URL the platform gave, or the list's query with the paging parameters (in a search's body where it is one). */
  const pageRequest = (path: string, page: PageRequest, query: Query, params: ListParams): DownstreamRequest => {
    if ('url' in page) return { method: 'GET', path: page.url };
    const search = listOptions?.search;
    if (!search) return { method: 'GET', path, query: { ...query, ...page.query } };
    return { method: 'POST', path, ...(Object.keys(query).length > 0 ? { query } : {}), json: search.body(page.query, params), idempotent: true };
  };
  const listPathOf = (ctx: ConnectorContext, parents: Parents) =>
    listOptions?.search ? resolvePath(listOptions.search.path, { parents, settings: ctx.settings }) : pathOf(ctx, parents);

  /** One page as the platform pages it. */
  const platformPage = async (ctx: ConnectorContext, params: ListParams, strategy: PagingStrategy | undefined): Promise<ListPage<T>> => {
    const path = listPathOf(ctx, params.parents);
    const list = ctx.http.urlOf(path);
    const state = { list, limit: params.limit, state: strategy?.read(params.state, list) };
    const page = strategy?.request(state) ?? { query: {} };
    const request = pageRequest(path, page, listQuery(ctx, params), params);
    const { body, headers } = await call(dialect, ctx, request);
    const items = itemsOf<W>(body, options.listAt ?? ((whole) => whole as readonly W[]));
    const kept = options.only ? items.filter(options.only) : items;
    const mapped = kept.map((wire) => mapRecord(wire, body));
    if (!strategy) return { items: mapped, next: null };
    return { items: mapped, ...strategy.neighbours(state, { body, headers, count: items.length }) };
  };

  const implementation: ResourceImplementation<T> = {
    downstream: options.downstream,
    mapper: options.fields,
    passThrough: { ...(options.add ? { add: [callIds.add] } : {}), ...(options.update && !options.hooks?.update ? { update: [callIds.update] } : {}) },
    ...(options.events ? { events: options.events } : {}),
    ...(listOptions
      ? {
          list: {
            paging: paging !== undefined || listOptions.whole === true,
            filters: Object.keys(filters),
            sortBy: options.fields.sortBy,
            run: (ctx, params) =>
              listOptions.whole ? pageInMemory(params, (first) => platformPage(ctx, first, paging)) : platformPage(ctx, params, paging),
          },
        }
      : {}),
    ...(options.one === false
      ? {}
      : {
          async one(ctx: ConnectorContext, { id, parents }: RecordParams) {
            const { wire, body } = await readRecord(ctx, id, parents);
            return mapRecord(wire, body);
          },
        }),
    ...(options.add
      ? {
          async add(ctx: ConnectorContext, { record, parents, passThrough }: { record: WriteModel<T>; parents: Parents; passThrough?: readonly PassThroughEntry[] }) {
            const method = options.add === true ? 'POST' : (options.add as { method: 'POST' | 'PUT' }).method;
            const body = await writeBody(ctx, 'add', record, undefined, passThrough);
            const create = async () => idFrom((await call(dialect, ctx, { method, path: pathOf(ctx, parents), ...body })).body);
            if (!afterWrite) return { id: await create() };
            return compositeWrite(async (steps) => {
              const undo = options.delete ? async (created: string) => void (await call(dialect, ctx, { method: 'DELETE', path: pathOf(ctx, parents, created) })) : undefined;
              const id = await steps.create(declaration.singular, create, undo);
              await afterWrite(ctx, { operation: 'add', id, record, ...forRecord(ctx, id, parents), steps });
              return { id };
            });
          },
        }
      : {}),
    ...(options.update
      ? {
          async update(ctx: ConnectorContext, { id, parents, record, passThrough }: RecordParams & { record: WriteModel<T>; passThrough?: readonly PassThroughEntry[] }) {
            const current = currentOf(ctx, id, parents);
            if (options.hooks?.update) {
              if (dialect.id && !dialect.id.test(id)) throw notFoundError(id);
              await options.hooks.update(ctx, { id, parents, record, current: async () => (await current()).wire });
              return { id };
            }
            // Mapped before any call: what the platform cannot take is refused without touching it.
            const body = await writeBody(ctx, 'update', record, current, passThrough);
            if (options.only) await current();
            const sending = options.update as { method: 'PUT' | 'PATCH' | 'POST'; methodFor?: (record: WriteModel<T>) => 'PUT' | 'PATCH' | 'POST' };
            const change = () => callForRecord(ctx, id, { method: sending.methodFor?.(record) ?? sending.method, path: pathOf(ctx, parents, id), ...body });
            if (!afterWrite) {
              await change();
              return { id };
            }
            return compositeWrite(async (steps) => {
              await steps.change(declaration.singular, id, `updating the ${declaration.singular}`, change);
              await afterWrite(ctx, { operation: 'update', id, record, ...forRecord(ctx, id, parents), steps });
              return { id };
            });
          },
        }
      : {}),
    ...(options.delete
      ? {
          async delete(ctx: ConnectorContext, { id, parents }: RecordParams) {
            if (options.only) await readRecord(ctx, id, parents);
            await callForRecord(ctx, id, { method: 'DELETE', path: pathOf(ctx, parents, id) });
            await options.hooks?.afterDelete?.(ctx, { id, parents });
            return { id };
          },
        }
      : {}),
  };
  return implement(declaration, implementation);
}
