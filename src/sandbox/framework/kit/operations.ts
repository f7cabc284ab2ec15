/**
 * The five operations the kit serves for every declared resource, written
 * once: find the record in the account's table (under its parent), read the
 * body through the field table, run the lifecycle, call the resource's hooks,
 * emit events, and hand the records to the dialect's envelopes. Nothing here
 * knows a platform.
 */
import type { Account, Answer, Dialect } from './dialect.js';
import { fail } from './failures.js';
import { move, settle, start, stateOf } from './lifecycle.js';
import type { EmulatedResource, KitContext, OperationName } from './resource.js';
import type { RecordTable } from './state.js';
import { fromWire, toWire, type StoredRecord } from './wire.js';

export interface OperationRuntime<A extends Account> {
  dialect: Dialect<A>;
  resource(name: string): EmulatedResource<A> | undefined;
  /** Starts the record's lifecycle timers (after a create or a move). */
  track(resource: EmulatedResource<A>, record: StoredRecord, ctx: KitContext<A>): void;
}

function view(resource: Pick<EmulatedResource, 'name' | 'labels'>) {
  return { name: resource.name, labels: resource.labels ?? {} };
}

export function routeStatus(resource: Pick<EmulatedResource, 'routes'>, operation: OperationName, fallback: number): number {
  const route = resource.routes[operation];
  return typeof route === 'object' ? route.status : fallback;
}

/** Applies the lifecycle's progressions due by now, emitting their events. */
function bringUpToDate<A extends Account>(resource: EmulatedResource<A>, record: StoredRecord, ctx: KitContext<A>): void {
  if (!resource.lifecycle) return;
  for (const state of settle(record, resource.lifecycle, ctx.now)) {
    const event = resource.events?.entered?.[state];
    if (event) ctx.emit(event, resource.name, record);
  }
}

/** A record as the platform writes it, lifecycle brought up to date first. */
export function present<A extends Account>(resource: EmulatedResource<A>, record: StoredRecord, ctx: KitContext<A>, dialect: Dialect<A>): Record<string, unknown> {
  bringUpToDate(resource, record, ctx);
  const wire = toWire(record, resource.fields, dialect);
  return resource.hooks?.present ? resource.hooks.present(wire, record, ctx) : wire;
}

/** The stored id of the parent named in the path (the resource's `parent.lookup` reads another name of it, as Jira's issue keys). */
function parentIdOf<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>): string | undefined {
  const parent = resource.parent;
  if (!parent) return undefined;
  const named = ctx.request.params[parent.param] ?? '';
  return parent.lookup?.(named, ctx) ?? named;
}

function inScope<A extends Account>(resource: EmulatedResource<A>, record: StoredRecord, ctx: KitContext<A>): boolean {
  return !resource.parent || record[resource.parent.field] === parentIdOf(resource, ctx);
}

/** The parent named in the path must exist (a list under an unknown project is a 404, not an empty page). */
function requireParent<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>): void {
  const parent = resource.parent;
  if (!parent?.resource) return;
  const id = parentIdOf(resource, ctx) ?? '';
  if (!ctx.tenant.table(parent.resource).has(id)) throw fail.notFound(`No ${parent.resource} with id ${id}`, { resource: parent.resource, id });
}

export function findRecord<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>): StoredRecord {
  requireParent(resource, ctx);
  const named = ctx.request.params[resource.idParam ?? 'id'] ?? '';
  const id = resource.lookup?.(named, ctx) ?? named;
  const record = ctx.tenant.table(resource.name).get(id);
  if (!record || !inScope(resource, record, ctx)) throw fail.notFound(`No ${resource.name} with id ${id}`, { resource: resource.name, id });
  return record;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return a < b ? -1 : 1;
}

function ordered<A extends Account>(resource: EmulatedResource<A>, records: StoredRecord[], ctx: KitContext<A>): StoredRecord[] {
  const wanted = resource.sort?.read(ctx.request);
  if (wanted) {
    const field = resource.sort?.fields[wanted.key];
    if (!field) throw fail.validation(`Cannot sort by ${wanted.key}`, { field: wanted.key, code: 'invalid_sort' });
    const sign = wanted.direction === 'desc' ? -1 : 1;
    const collated = resource.sort?.collate?.[wanted.key] ?? ((value: unknown) => value);
    // Stable: records with equal keys keep their creation order.
    return records.map((record, index) => ({ record, index, key: collated(record[field]) }))
      .sort((x, y) => sign * compare(x.key, y.key) || x.index - y.index)
      .map(({ record }) => record);
  }
  return resource.order === 'newest-first' ? records.reverse() : records;
}

function list<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  requireParent(resource, ctx);
  // A resource may page its own way (Jira pages projects, comments and labels with different ceilings).
  const paging = resource.paging ?? dialect.paging;
  const asked = paging.read(ctx.request);
  const table = ctx.tenant.table(resource.name);
  let records = table.all().filter((record) => inScope(resource, record, ctx));
  // States first (filters may read them), without writing every record out.
  if (resource.lifecycle) records.forEach((record) => bringUpToDate(resource, record, ctx));
  for (const [param, matches] of Object.entries(resource.filters ?? {})) {
    const value = ctx.request.query.get(param);
    if (value !== null) records = records.filter((record) => matches(record, value, ctx));
  }
  if (resource.hooks?.select) records = resource.hooks.select(records, ctx);
  records = ordered(resource, records, ctx);
  const page = paging.locate ? paging.locate(ctx.request, asked, records, table) : asked;
  const described = paging.describe(ctx.request, page, records.length, records);
  const items = records.slice(page.start, page.start + page.size).map((record) => present(resource, record, ctx, dialect));
  const empty = items.length === 0 ? dialect.envelopes.emptyPage?.(view(resource)) : undefined;
  if (empty) return { ...empty, headers: { ...described.headers, ...empty.headers } };
  return { status: 200, body: dialect.envelopes.list(items, described.info, view(resource)), ...(described.headers ? { headers: described.headers } : {}) };
}

function get<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  const record = findRecord(resource, ctx);
  return { status: routeStatus(resource, 'get', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

/** The record a write sends, unwrapped by the dialect where the platform wraps it. */
function bodyOf<A extends Account>(dialect: Dialect<A>, ctx: KitContext<A>, resource: EmulatedResource<A>): unknown {
  return dialect.requestBody ? dialect.requestBody(ctx.request.body, view(resource)) : ctx.request.body;
}

/** Update when the body names a record of this resource by id, else create; the route's id parameter is the body's. */
function upsert<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, runtime: OperationRuntime<A>): Answer {
  const body = bodyOf(runtime.dialect, ctx, resource);
  const idWire = resource.fields.id?.wire ?? 'id';
  const named = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[idWire] : undefined;
  const id = typeof named === 'number' && Number.isFinite(named) ? String(named) : named;
  if (typeof id !== 'string' || id.trim() === '') return create(resource, ctx, runtime);
  return update(resource, { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, [resource.idParam ?? 'id']: id } } }, runtime);
}

function create<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, runtime: OperationRuntime<A>): Answer {
  const { dialect } = runtime;
  requireParent(resource, ctx);
  const values = fromWire(bodyOf(dialect, ctx, resource), resource.fields, { mode: 'create', dialect, alsoAccepted: resource.alsoAccepted ?? [] });
  const table = ctx.tenant.table(resource.name) as RecordTable;
  const record: StoredRecord = { ...values, id: resource.newId(ctx, table) };
  if (resource.parent) record[resource.parent.field] = parentIdOf(resource, ctx);
  if (resource.timestamps?.created) record[resource.timestamps.created] = ctx.now;
  if (resource.timestamps?.updated) record[resource.timestamps.updated] = ctx.now;
  if (resource.lifecycle) start(record, resource.lifecycle, ctx.now);
  resource.hooks?.beforeCreate?.(record, ctx);
  table.insert(record);
  if (resource.lifecycle) runtime.track(resource, record, ctx);
  resource.hooks?.afterCreate?.(record, ctx);
  if (resource.events?.created) ctx.emit(resource.events.created, resource.name, record);
  return { status: routeStatus(resource, 'create', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

function update<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, runtime: OperationRuntime<A>): Answer {
  const { dialect } = runtime;
  const record = findRecord(resource, ctx);
  present(resource, record, ctx, dialect);
  const previous = { ...record };
  const read = fromWire(bodyOf(dialect, ctx, resource), resource.fields, { mode: 'update', existing: record, dialect, alsoAccepted: resource.alsoAccepted ?? [] });
  const changes = resource.hooks?.beforeUpdate?.(record, read, ctx) ?? read;
  const lifecycle = resource.lifecycle;
  const wantedState = lifecycle && lifecycle.field in changes ? String(changes[lifecycle.field]) : undefined;
  if (lifecycle) delete changes[lifecycle.field];
  Object.assign(record, changes);
  if (lifecycle && wantedState !== undefined && wantedState !== stateOf(record, lifecycle)) {
    move(record, lifecycle, wantedState, ctx.now);
    runtime.track(resource, record, ctx);
    const event = resource.events?.entered?.[wantedState];
    if (event) ctx.emit(event, resource.name, record);
  }
  if (resource.timestamps?.updated) record[resource.timestamps.updated] = ctx.now;
  resource.hooks?.afterUpdate?.(record, previous, ctx);
  ctx.tenant.table(resource.name).updated(record.id);
  if (resource.events?.updated) ctx.emit(resource.events.updated, resource.name, record, previous);
  return { status: routeStatus(resource, 'update', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

function remove<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  const record = findRecord(resource, ctx);
  present(resource, record, ctx, dialect);
  resource.hooks?.beforeDelete?.(record, ctx);
  ctx.tenant.table(resource.name).remove(record.id);
  resource.hooks?.afterDelete?.(record, ctx);
  if (resource.events?.deleted) ctx.emit(resource.events.deleted, resource.name, record);
  return dialect.envelopes.deleted(toWire(record, resource.fields, dialect), view(resource));
}

export function runOperation<A extends Account>(
  operation: OperationName,
  resource: EmulatedResource<A>,
  ctx: KitContext<A>,
  runtime: OperationRuntime<A>,
): Answer {
  switch (operation) {
    case 'list':
      return list(resource, ctx, runtime.dialect);
    case 'get':
      return get(resource, ctx, runtime.dialect);
    case 'create':
      return create(resource, ctx, runtime);
    case 'update':
      return update(resource, ctx, runtime);
    case 'delete':
      return remove(resource, ctx, runtime.dialect);
    case 'upsert':
      return upsert(resource, ctx, runtime);
  }
}
