/**
 * A collection's reach to one record and to the platform: its paths, the
 * dialect's call, the "no such record" rule, the records a resource keeps
 * (`only`), the parents hook, and the field table's mapping of an answer.
 * The list side (collection-list.ts) and the writes (collection-writes.ts)
 * stand on it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, RecordParams } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { itemsOf, valueAt } from '../framework/paging/body-path.js';
import { resolvePath, segment, type PathTemplate } from '../framework/rest/path.js';
import type { MappedField } from '../framework/custom-mapping-types.js';
import type { Dialect, Query } from './dialect.js';
import { withMappedValues } from './custom-mappings.js';
import type { CollectionOptions, Parents, WriteOperation } from './collection-options.js';

export function call(dialect: Dialect<unknown>, ctx: ConnectorContext, request: DownstreamRequest): Promise<DownstreamResponse> {
  return dialect.call ? dialect.call(ctx, request) : ctx.http.request(request);
}

function recordOf<W>(body: unknown, at: string | undefined): W {
  return (at === undefined ? body : valueAt(body, at)) as W;
}

export type RecordAccess<T, W> = ReturnType<typeof recordAccess<T, W, unknown, unknown>>;

export function recordAccess<T, W, C, F>(options: CollectionOptions<T, W, C, F>) {
  const dialect = options.dialect as Dialect<unknown>;
  const recordPath: PathTemplate = options.recordPath ?? (typeof options.path === 'string' ? `${options.path}/{id}` : (values) => `${(options.path as (v: typeof values) => string)(values)}/${segment(values.id ?? '')}`);
  const notFoundError = (id: string) => entityNotFound(`No ${dialect.platform} ${options.what} has this id`, { id: id.slice(0, 64) });
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

  /** `one`: a record read and mapped, with the call's mapped values. */
  const one = async (ctx: ConnectorContext, { id, parents: asked, mapped, passThroughQuery }: RecordParams) => {
    const parents = await parentsFor(ctx, asked, 'one', id);
    const { wire, body } = await readRecord(ctx, id, parents, passThroughQuery, mapped);
    return mapRecord(ctx, parents, wire, body, mapped, await options.load?.(ctx, { parents, id }));
  };

  return { dialect, notFoundError, idRule, mapperOf, mapRecord, idOf, readQueryOf, kept, parentsFor, listCall, callForRecord, pathOf, readRecord, currentOf, one };
}
