/**
 * What a resource declares on the collection endpoint (collection.ts): its
 * paths, where answers hold records, its filters, which operations it has,
 * and the named hooks for a platform's quirks (collection-hooks.ts). Apart
 * from the endpoint, so a connector reading what it may declare reads only
 * these two.
 */
import type { ApiError } from '../../core/errors/api-error.js';
import type { MappedField } from '../framework/custom-mapping-types.js';
import type { ConnectorContext, ListParams, ResourceImplementation, WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { BodyPath } from '../framework/paging/body-path.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { PathTemplate } from '../framework/rest/path.js';
import type { CollectionHooks, Parents, WriteOperation } from './collection-hooks.js';
import type { Dialect, Query } from './dialect.js';
import type { FieldTable } from './field-table.js';

export type { AfterWrite, CollectionHooks, ComposedWrite, Parents, WriteOperation } from './collection-hooks.js';

/** What `only` may look at besides the record: the (checked) parents and the connection's settings. */
export interface RecordScope {
  parents: Parents;
  settings: Readonly<Record<string, string | undefined>>;
  /** What the collection's `load` answered for this list page or read (undefined elsewhere). */
  loaded?: unknown;
  /** The answer is a search's (the dialect's `search`), not the collection's GET. */
  searched?: boolean;
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
  /**
   * What the rules read besides a record, once per answer (side-loaded
   * records, the parents asked for), or loaded with calls of its own (a
   * schema saying what the record's fields are, the currency an
   * organisation's amounts are in).
   */
  context?: (body: unknown, scope: RecordScope & { ctx: ConnectorContext }) => C | Promise<C>;
  /**
   * The platform knows a record by more than one id (an issue's key and its
   * id): an update or delete reads it first, calls with its own id and
   * answers that.
   */
  canonicalId?: boolean;
  /**
   * Query of every read, lists and single records (side-loading); a
   * function where it depends on the connection or the checked parents
   * (the fields a parent's schema names), or on the custom mappings the
   * read maps (a platform that answers only the fields a read names).
   */
  readQuery?: Query | ((ctx: ConnectorContext, parents: Parents, mapped?: readonly MappedField[]) => Query | Promise<Query>);
  /**
   * What the rules read that takes calls of its own and must come first (a
   * platform's custom field definitions, read before the list as the
   * platform's own clients do): made once per list page, before its call,
   * and per read after the record is found (an unknown id costs no more);
   * handed to `context` as `scope.loaded`.
   */
  load?: (ctx: ConnectorContext, read: { parents: Parents; id?: string }) => Promise<unknown>;
  /** Query of lists only, besides their filters and paging. */
  listQuery?: Query;
  /** Unified filters the platform honours, with the dialect's spec of each. */
  filters?: Readonly<Record<string, F>>;
  /** Records of the platform's type that are not this resource's (or not of these parents). */
  only?: (wire: W, scope: RecordScope) => boolean;
  /**
   * `whole`: the platform answers the whole list at once, paged here in
   * memory; `'unpaged'` where it is a list of one or a few (a connection's
   * one company): read in one call without the dialect's paging parameters
   * and answered whole, with no paging claimed.
   * `search`: the list is a POST to another path of a JSON body with the
   * paging parameters placed in it (a search only reads: retried like a GET);
   * `body` gets the list's query too, and with `queryInBody` that query is
   * the body's alone, not sent in the URL (a query language's statement).
   * `fill`: where `only` leaves records out, a page is filled from up to this
   * many platform pages, each asked for the room left, so no kept record is
   * skipped (a page still short after them goes on from there).
   * `path`: where the list is read, when not the collection's path (a query endpoint).
   */
  list?: boolean | { paging?: PagingStrategy; whole?: boolean | 'unpaged'; fill?: number; path?: PathTemplate; search?: { path: PathTemplate; body: (paging: Query, params: ListParams, query: Query) => unknown; queryInBody?: boolean } };
  /** The ids this resource's records can have, where they differ from the dialect's rule. */
  id?: RegExp;
  /** The query naming the parents, where the platform takes them as parameters (`project=…`), on lists and `findOne`. */
  scopeQuery?: (parents: Parents) => Query;
  /** A 404 to a list (or `findOne`'s search) means a parent is missing: this error instead. */
  parentNotFound?: (parents: Parents) => ApiError;
  /** A platform that cannot read one record: the list is searched with this query, and the record is the one with the id. */
  findOne?: (id: string) => Query;
  /**
   * Query of writes (what the platform answers with); a function where it
   * depends on the write (Zoho Books keeps a number the caller gives only
   * with `ignore_auto_number_generation=true` on the create). An empty query
   * is none.
   */
  writeQuery?: Query | ((write: { operation: WriteOperation; record: WriteModel<T> }) => Query);
  one?: boolean;
  add?: boolean | { method: 'POST' | 'PUT' };
  /**
   * How an update is sent; `fields`: the only fields an update may write
   * (others are left out of its body); `methodFor`: the method of this
   * update where it depends on what is written (a replacement with PUT, a
   * change of some fields with PATCH), `method` otherwise; `skipEmpty`: an
   * update that writes nothing sends nothing, and reads the record instead
   * (a missing one is still 404); `path`: where the update is sent, when
   * not the record's path (a platform that names the record in the body and
   * takes it at the collection); `queryFor`: parameters of this update where
   * they depend on what is written (an `operation` that voids instead of
   * changing).
   */
  update?: false | { method: 'PUT' | 'PATCH' | 'POST'; path?: PathTemplate; queryFor?: (record: WriteModel<T>) => Query | undefined; fields?: readonly (keyof T & string)[]; methodFor?: (record: WriteModel<T>) => 'PUT' | 'PATCH' | 'POST'; skipEmpty?: boolean };
  /**
   * `{ method, body }`: the platform deletes by a write (a status of DELETED):
   * the record is read (a missing one is 404), then the body made of it is
   * sent to the record (or to `path`) with this method, and `query` where
   * the platform names the operation in one (`?operation=delete`).
   */
  delete?: boolean | { method: 'POST' | 'PUT' | 'PATCH'; body: (current: W) => unknown; path?: PathTemplate; query?: Query };
  events?: readonly NativeEvent[];
  /** The resource's named actions (an order's pay), as ResourceImplementation.actions. */
  actions?: ResourceImplementation<T>['actions'];
  /** Writes that find their own earlier attempt at the platform, as ResourceImplementation.resolvesRetries. */
  resolvesRetries?: readonly string[];
  /** `false`: the resource takes no `pass_through` (its writes are several calls the entries could not name). */
  passThrough?: false;
  hooks?: CollectionHooks<T, W>;
}
