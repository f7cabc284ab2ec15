/**
 * The named hooks a resource may declare on the collection endpoint
 * (collection-options.ts `hooks`): each wraps one step of one resource where
 * the platform has a quirk, and what each is handed.
 */
import type { ConnectorContext, ListPage, ListParams, WriteModel } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse } from '../framework/http.js';
import type { WriteSteps } from './composite-write.js';
import type { Query } from './dialect.js';

export type Parents = Readonly<Record<string, string>>;
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
  /**
   * A delete the platform takes as another call than DELETE on the record (a
   * POST naming the record's version, a deactivation): `current` reads the
   * record, `call` sends a request about it (its "no such record" is
   * EntityNotFoundError). Ids the platform cannot have are not found before it.
   */
  delete?(ctx: ConnectorContext, deleted: { id: string; parents: Parents; current: () => Promise<W>; call: (request: DownstreamRequest) => Promise<DownstreamResponse> }): Promise<void>;
  /** After a delete the platform accepted (what was kept of the record forgotten). */
  afterDelete?(ctx: ConnectorContext, deleted: { id: string; parents: Parents }): void | Promise<void>;
  /**
   * The parents checked before the operation's calls (a write's body is
   * mapped first), and what the paths and rules see of them: a parent the
   * platform lacks, or one the record path does not name, is 404 here; the
   * answer may resolve one (an issue key to its id) or add a value.
   */
  parents?(ctx: ConnectorContext, parents: Parents, operation: { name: 'list' | 'one' | WriteOperation | 'delete'; id?: string }): Parents | Promise<Parents>;
  /**
   * A list the collection's GET cannot say (a search in the platform's query
   * language), or one its answer must amend; `read` is the collection's own
   * list, with parameters of the hook's own added to its call where given
   * (the `ids=` of records a search found). The filters and sort keys are
   * still declared.
   */
  list?(ctx: ConnectorContext, params: ListParams, read: (params: ListParams, query?: Query) => Promise<ListPage<T>>): Promise<ListPage<T>>;
  /**
   * A write of several platform calls, on the composite-write rule
   * (kit/composite-write.ts): the hook runs the steps. It gets the mapped
   * body (and whether it is empty), the checked parents, the current record
   * of an update, and `send`, the collection's own call of the record with a
   * body (POST to the collection, or the update to the record), answering its id.
   */
  compose?(ctx: ConnectorContext, write: ComposedWrite<T, W>): Promise<{ id: string }>;
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

export interface ComposedWrite<T, W> {
  operation: WriteOperation;
  /** The record's id (an update's; on `canonicalId`, its own id as read). */
  id?: string;
  record: WriteModel<T>;
  body: unknown;
  empty: boolean;
  parents: Parents;
  current: () => Promise<W>;
  send: (body: unknown) => Promise<string>;
}
