/**
 * The single-record operations of a standard REST resource, as declarations:
 * one, create, update and delete, each a path template, the request body
 * (JSON or form) from the write model, where the answer holds the id, and how
 * the platform says "no such record" (the unified EntityNotFoundError, not a
 * connector failure).
 */
import { ApiError } from '../../../core/errors/api-error.js';
import type { ConnectorContext, RecordParams, WriteModel } from '../define.js';
import type { DownstreamRequest, QueryValue } from '../http.js';
import { tokenAt, valueAt, type BodyPath } from '../paging/body-path.js';
import { entityNotFound, orEntityNotFound } from '../not-found.js';
import { resolvePath, type PathTemplate } from './path.js';

type Parents = Readonly<Record<string, string>>;
type Query = Record<string, QueryValue>;

export interface NotFoundRule {
  /** The message of EntityNotFoundError, e.g. "No Twilio message has this id". */
  message: string;
  /** Which 404 bodies mean the record is missing (a 404 for a wrong path is a failure); every 404 when omitted. */
  when?: (body: unknown) => boolean;
  /** Ids the platform could have: any other id is not found without a call. */
  id?: RegExp;
}

/** The request body of a write: JSON, or a form for platforms that take one (Twilio). */
export type WriteBody<T> =
  | { json: (record: WriteModel<T>, parents: Parents) => unknown }
  | { form: (record: WriteModel<T>, parents: Parents) => Query };

function notFoundOf(rule: NotFoundRule | undefined, id: string): ApiError {
  return entityNotFound(rule?.message ?? 'No record has this id', { id: id.slice(0, 64) });
}

/** Calls the platform for one record, turning its "no such record" into EntityNotFoundError. */
async function callForRecord(ctx: ConnectorContext, rule: NotFoundRule | undefined, id: string, request: DownstreamRequest) {
  if (rule?.id && !rule.id.test(id)) throw notFoundOf(rule, id);
  const call = ctx.http.request(request);
  return rule ? orEntityNotFound(call, () => notFoundOf(rule, id), rule.when) : call;
}

function bodyOf<T>(write: WriteBody<T>, record: WriteModel<T>, parents: Parents): Pick<DownstreamRequest, 'json' | 'form'> {
  return 'json' in write ? { json: write.json(record, parents) } : { form: write.form(record, parents) };
}

function idFrom(body: unknown, idAt: BodyPath<string | number>): string {
  const id = tokenAt(body, idAt);
  if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'The platform did not answer with the record\'s id' });
  return id;
}

export function restOne<W, T, C = undefined>(options: {
  path: PathTemplate;
  /** Where the answer holds the record ("data", "user"); the whole body when omitted. */
  itemAt?: BodyPath<W>;
  map: (item: W, context: C) => T;
  context?: (body: unknown) => C;
  query?: Query;
  /** Records of the platform's type that are not records of this resource (an agent is not a customer): not found. */
  only?: (item: W) => boolean;
  notFound?: NotFoundRule;
}) {
  return async (ctx: ConnectorContext, { id, parents }: RecordParams): Promise<T> => {
    const path = resolvePath(options.path, { id, parents, settings: ctx.settings });
    const { body } = await callForRecord(ctx, options.notFound, id, { method: 'GET', path, ...(options.query ? { query: options.query } : {}) });
    const item = (options.itemAt === undefined ? body : valueAt(body, options.itemAt)) as W;
    if (options.only && !options.only(item)) throw notFoundOf(options.notFound, id);
    return options.map(item, options.context?.(body) as C);
  };
}

export function restCreate<T>(options: { path: PathTemplate; method?: 'POST' | 'PUT'; idAt: BodyPath<string | number> } & WriteBody<T>) {
  return async (ctx: ConnectorContext, { record, parents }: { record: WriteModel<T>; parents: Parents }): Promise<{ id: string }> => {
    const path = resolvePath(options.path, { parents, settings: ctx.settings });
    const { body } = await ctx.http.request({ method: options.method ?? 'POST', path, ...bodyOf(options, record, parents) });
    return { id: idFrom(body, options.idAt) };
  };
}

export function restUpdate<T>(
  options: {
    path: PathTemplate;
    method: 'PUT' | 'PATCH' | 'POST';
    /** Where the answer holds the id; the id asked for when omitted (answers without a body). */
    idAt?: BodyPath<string | number>;
    notFound?: NotFoundRule;
  } & WriteBody<T>,
) {
  return async (ctx: ConnectorContext, { id, parents, record }: RecordParams & { record: WriteModel<T> }): Promise<{ id: string }> => {
    const path = resolvePath(options.path, { id, parents, settings: ctx.settings });
    const { body } = await callForRecord(ctx, options.notFound, id, { method: options.method, path, ...bodyOf(options, record, parents) });
    return { id: options.idAt === undefined ? id : idFrom(body, options.idAt) };
  };
}

export function restDelete(options: { path: PathTemplate; notFound?: NotFoundRule }) {
  return async (ctx: ConnectorContext, { id, parents }: RecordParams): Promise<{ id: string }> => {
    await callForRecord(ctx, options.notFound, id, { method: 'DELETE', path: resolvePath(options.path, { id, parents, settings: ctx.settings }) });
    return { id };
  };
}
