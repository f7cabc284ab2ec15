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

/** A record as the platform writes it, lifecycle brought up to date first. */
export function present<A extends Account>(resource: EmulatedResource<A>, record: StoredRecord, ctx: KitContext<A>, dialect: Dialect<A>): Record<string, unknown> {
  if (resource.lifecycle) {
    for (const state of settle(record, resource.lifecycle, ctx.now)) {
      const event = resource.events?.entered?.[state];
      if (event) ctx.emit(event, resource.name, record);
    }
  }
  const wire = toWire(record, resource.fields, dialect);
  return resource.hooks?.present ? resource.hooks.present(wire, record, ctx) : wire;
}

function inScope(resource: Pick<EmulatedResource, 'parent'>, record: StoredRecord, ctx: Pick<KitContext, 'request'>): boolean {
  return !resource.parent || record[resource.parent.field] === ctx.request.params[resource.parent.param];
}

/** The parent named in the path must exist (a list under an unknown project is a 404, not an empty page). */
function requireParent<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>): void {
  const parent = resource.parent;
  if (!parent?.resource) return;
  const id = ctx.request.params[parent.param] ?? '';
  if (!ctx.tenant.table(parent.resource).has(id)) throw fail.notFound(`No ${parent.resource} with id ${id}`, { resource: parent.resource, id });
}

export function findRecord<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>): StoredRecord {
  requireParent(resource, ctx);
  const id = ctx.request.params[resource.idParam ?? 'id'] ?? '';
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
    // Stable: records with equal keys keep their creation order.
    return records.map((record, index) => ({ record, index }))
      .sort((x, y) => sign * compare(x.record[field], y.record[field]) || x.index - y.index)
      .map(({ record }) => record);
  }
  return resource.order === 'newest-first' ? records.reverse() : records;
}

function list<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  requireParent(resource, ctx);
  const page = dialect.paging.read(ctx.request);
  let records = ctx.tenant.table(resource.name).all().filter((record) => inScope(resource, record, ctx));
  if (resource.lifecycle) records.forEach((record) => present(resource, record, ctx, dialect));
  for (const [param, matches] of Object.entries(resource.filters ?? {})) {
    const value = ctx.request.query.get(param);
    if (value !== null) records = records.filter((record) => matches(record, value, ctx));
  }
  if (resource.hooks?.select) records = resource.hooks.select(records, ctx);
  records = ordered(resource, records, ctx);
  const described = dialect.paging.describe(ctx.request, page, records.length);
  const items = records.slice(page.start, page.start + page.size).map((record) => present(resource, record, ctx, dialect));
  return { status: 200, body: dialect.envelopes.list(items, described.info, view(resource)), ...(described.headers ? { headers: described.headers } : {}) };
}

function get<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  const record = findRecord(resource, ctx);
  return { status: routeStatus(resource, 'get', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

function create<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, runtime: OperationRuntime<A>): Answer {
  const { dialect } = runtime;
  requireParent(resource, ctx);
  const values = fromWire(ctx.request.body, resource.fields, { mode: 'create', dialect, alsoAccepted: resource.alsoAccepted ?? [] });
  const table = ctx.tenant.table(resource.name) as RecordTable;
  const record: StoredRecord = { ...values, id: resource.newId(ctx, table) };
  if (resource.parent) record[resource.parent.field] = ctx.request.params[resource.parent.param];
  if (resource.timestamps?.created) record[resource.timestamps.created] = ctx.now;
  if (resource.timestamps?.updated) record[resource.timestamps.updated] = ctx.now;
  if (resource.lifecycle) start(record, resource.lifecycle, ctx.now);
  resource.hooks?.beforeCreate?.(record, ctx);
  table.insert(record);
  if (resource.lifecycle) runtime.track(resource, record, ctx);
  if (resource.events?.created) ctx.emit(resource.events.created, resource.name, record);
  return { status: routeStatus(resource, 'create', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

function update<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, runtime: OperationRuntime<A>): Answer {
  const { dialect } = runtime;
  const record = findRecord(resource, ctx);
  present(resource, record, ctx, dialect);
  const changes = fromWire(ctx.request.body, resource.fields, { mode: 'update', existing: record, dialect, alsoAccepted: resource.alsoAccepted ?? [] });
  resource.hooks?.beforeUpdate?.(record, changes, ctx);
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
  if (resource.events?.updated) ctx.emit(resource.events.updated, resource.name, record);
  return { status: routeStatus(resource, 'update', 200), body: dialect.envelopes.one(present(resource, record, ctx, dialect), view(resource)) };
}

function remove<A extends Account>(resource: EmulatedResource<A>, ctx: KitContext<A>, dialect: Dialect<A>): Answer {
  const record = findRecord(resource, ctx);
  present(resource, record, ctx, dialect);
  resource.hooks?.beforeDelete?.(record, ctx);
  ctx.tenant.table(resource.name).remove(record.id);
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
  }
}
