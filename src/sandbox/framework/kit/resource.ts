/**
 * A resource of an emulated platform, as a declaration: where it lives (one
 * route per operation the platform has; an operation it lacks is simply not
 * declared and is answered as the platform answers an unknown endpoint), its
 * id, its wire shape (wire.ts), the filters and sort orders its list honours,
 * its lifecycle (lifecycle.ts) and the events a change emits. The kit serves
 * create, read, update, delete and list from this (operations.ts). Hooks are
 * for what is truly the platform's own, and they throw failures (failures.ts)
 * rather than build answers.
 */
import type { Faker } from '@faker-js/faker';
import type { Account, ResourceLabels } from './dialect.js';
import type { Lifecycle } from './lifecycle.js';
import type { PagingStyle } from './paging.js';
import type { KitRequest } from './request.js';
import type { RecordTable, TenantState } from './state.js';
import type { FieldTable, StoredRecord } from './wire.js';

/**
 * `upsert` is a platform's "update or create" on one route (Xero's POST on a
 * collection): a body naming an existing record's id (the id field's wire
 * name, as text or a number) updates it, any other creates one.
 */
export type OperationName = 'list' | 'create' | 'get' | 'update' | 'delete' | 'upsert';

/** "GET /contacts/:id", optionally with the success status when it is not 200. */
export type OperationRoute = string | { route: string; status: number };

/** What a handler or hook is given: the account, its state, the request and the clock. */
export interface KitContext<A extends Account = Account> {
  account: A;
  tenant: TenantState;
  request: KitRequest;
  now: number;
  /** Deterministic fake data (ids, names) for this account. */
  faker: Faker;
  /** Emits a platform event (and so its webhooks); `previous` is the record before an update, for platforms that report what changed. */
  emit(type: string, resource: string, record: StoredRecord, previous?: StoredRecord): void;
}

export interface SortRule {
  /** Reads the wanted order from the request: a sort key of `fields` and a direction; undefined for the default. */
  read(request: KitRequest): { key: string; direction: 'asc' | 'desc' } | undefined;
  /** Sort key → stored field. */
  fields: Readonly<Record<string, string>>;
  /** Sort key → the value it compares by, where the platform does not compare the stored value as is (names without case). */
  collate?: Readonly<Record<string, (value: unknown) => unknown>>;
}

export interface ResourceHooks<A extends Account = Account> {
  /** Before a new record is stored: derive fields, refuse what the platform refuses. */
  beforeCreate?(record: StoredRecord, ctx: KitContext<A>): void;
  /** Once a new record is stored, before its event: what settles on other records (the invoices a payment pays). */
  afterCreate?(record: StoredRecord, ctx: KitContext<A>): void;
  /**
   * Before changes are applied to a record: checks, and what the change
   * derives. Returns the changes the kit is to apply when they differ from
   * the ones read from the request (the platform ignores some, or computes
   * more); the record itself is the kit's to change.
   */
  beforeUpdate?(record: StoredRecord, changes: Record<string, unknown>, ctx: KitContext<A>): Record<string, unknown> | void;
  /** After an update is applied: what settles on the record as it now is (the books a document posts to). `previous` is the record before. */
  afterUpdate?(record: StoredRecord, previous: StoredRecord, ctx: KitContext<A>): void;
  beforeDelete?(record: StoredRecord, ctx: KitContext<A>): void;
  /** Once a record is removed, before its event: what settles on the records it named. */
  afterDelete?(record: StoredRecord, ctx: KitContext<A>): void;
  /** Fields computed when the record is written out (links, counts of other records). */
  present?(wire: Record<string, unknown>, record: StoredRecord, ctx: KitContext<A>): Record<string, unknown>;
  /** Narrows a list beyond the declared filters, for a query language (throws on a bad query). */
  select?(records: StoredRecord[], ctx: KitContext<A>): StoredRecord[];
}

export interface EmulatedResource<A extends Account = Account> {
  /** Name of the table and of events: "contacts". */
  name: string;
  /** Names the dialect uses for this resource (list key, object type). */
  labels?: ResourceLabels;
  routes: Partial<Record<OperationName, OperationRoute>>;
  /** The route parameter holding the record id; "id" when absent. */
  idParam?: string;
  newId(ctx: KitContext<A>, table: RecordTable): string;
  fields: FieldTable;
  /** Stored fields the kit stamps with the creation and last change time. */
  timestamps?: { created?: string; updated?: string };
  /** Records live under a parent named in the path: the route parameter, the stored field, and the parent resource that must exist. */
  parent?: {
    param: string;
    field: string;
    resource?: string;
    /** The parent's stored id from another name the path may hold (Jira takes an issue's key); undefined when none matches. */
    lookup?(named: string, ctx: KitContext<A>): string | undefined;
  };
  /** The record's stored id from another name the path may hold (Jira's issue keys, any case); undefined when none matches. */
  lookup?(named: string, ctx: KitContext<A>): string | undefined;
  /** Paging of this resource's list when it differs from the dialect's (another default size or ceiling). */
  paging?: PagingStyle;
  /** List filters: query parameter → predicate over a stored record (throw a validation failure on a bad value). */
  filters?: Readonly<Record<string, (record: StoredRecord, value: string, ctx: KitContext<A>) => boolean>>;
  sort?: SortRule;
  /** Default order of a list: creation order, or newest first. */
  order?: 'oldest-first' | 'newest-first';
  lifecycle?: Lifecycle;
  /** Event types a change emits. `entered` maps lifecycle states to event types. */
  events?: { created?: string; updated?: string; deleted?: string; entered?: Readonly<Record<string, string>> };
  /** Wire names of the request body that hooks read themselves (not refused as unknown fields). */
  alsoAccepted?: readonly string[];
  hooks?: ResourceHooks<A>;
}

export function defineResource<A extends Account = Account>(resource: EmulatedResource<A>): EmulatedResource<A> {
  for (const route of Object.values(resource.routes)) {
    const text = typeof route === 'string' ? route : route.route;
    if (!/^(GET|POST|PUT|PATCH|DELETE) \//.test(text)) throw new Error(`resource ${resource.name}: route "${text}" is not "METHOD /path"`);
  }
  if (resource.lifecycle && !(resource.lifecycle.field in resource.fields)) {
    throw new Error(`resource ${resource.name}: lifecycle field ${resource.lifecycle.field} is not a declared field`);
  }
  return resource;
}

/** Sort keys as `sort_by` + `sort_order` style parameters. */
export function sortByParams(byParam: string, orderParam: string, fields: Record<string, string>): SortRule {
  return {
    fields,
    read(request) {
      const key = request.query.get(byParam);
      if (!key) return undefined;
      const order = request.query.get(orderParam) ?? 'asc';
      return { key, direction: order === 'desc' ? 'desc' : 'asc' };
    },
  };
}

/** Sort keys as one parameter with a leading "-" for descending (`sort=-updated_at`). */
export function signedSortParam(param: string, fields: Record<string, string>): SortRule {
  return {
    fields,
    read(request) {
      const text = request.query.get(param);
      if (!text) return undefined;
      return text.startsWith('-') ? { key: text.slice(1), direction: 'desc' } : { key: text, direction: 'asc' };
    },
  };
}
