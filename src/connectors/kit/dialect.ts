/**
 * What is the same for every resource of one platform, declared once in the
 * platform's folder and handed to each collection (never imported by the
 * kit): how records are named in messages, which ids the platform could
 * have, which 404 answers mean "no such record", how lists page, how a
 * list's filters and sort become the platform's query, and how a write body
 * travels. The HTTP call itself (base URL, auth, retries, pacing, error
 * reading) is the connector definition's, through `ctx.http`.
 */
import type { ConnectorContext, ListParams } from '../framework/define.js';
import type { DownstreamRequest, DownstreamResponse, QueryValue } from '../framework/http.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { FieldTable } from './field-table.js';

export type Query = Record<string, QueryValue>;

/** A list's filters and sort, as the collection hands them to the dialect's query builder. */
export interface ListSelection<F> {
  params: ListParams;
  /** The collection's filter specs of the filters the request sent: the unified value under each. */
  filters: ReadonlyArray<{ name: string; spec: F; value: unknown }>;
  /** The platform's sort key and direction, when the request sorts. */
  sort: { key: string; direction: 'asc' | 'desc' } | undefined;
  fields: FieldTable<unknown, unknown, unknown>;
  /**
   * The collection's own query of the list (its read, list and scope
   * parameters): the builder's parameters replace these, so a platform that
   * joins them (Xero's `where`, one expression) reads them here.
   */
  query: Query;
}

export interface Dialect<F = never> {
  /** "Zendesk": messages name the platform. */
  platform: string;
  /** Ids the platform could have: any other id is not found without a call. */
  id?: RegExp;
  /** Which 404 bodies mean the record is missing (a 404 for a wrong path is a failure); every 404 when omitted. */
  notFound?: (body: unknown) => boolean;
  /** The status of the platform's "no such record", where it is not 404 (QuickBooks answers 400 with its code 610). */
  notFoundStatus?: number;
  /** The platform's list paging; a collection without paging reads the whole list. */
  paging?: PagingStrategy;
  /**
   * The query of a list's filters and sort (`F` is the platform's filter
   * spec: a parameter name, a JQL clause...); asynchronous where building it
   * takes a call (the time zone a query language reads dates in).
   */
  query?(selection: ListSelection<F>, ctx: ConnectorContext): Query | Promise<Query>;
  /**
   * Whether a read's `pass_through[...]` parameters may join its query
   * (true when omitted). False for a platform whose read parameters are the
   * parts of one statement (QuickBooks' query language), which a caller's
   * parameter could otherwise rewrite.
   */
  readPassThrough?: boolean;
  /** Headers of a list's filters (Xero's If-Modified-Since), sent on each page's call with the query. */
  headers?(selection: ListSelection<F>, ctx: ConnectorContext): Record<string, string>;
  /** How a write body travels: JSON (the default) or a form (Twilio). */
  body?: 'json' | 'form';
  /** Every call of the platform's collections goes through here when given (a header or parameter on every request). */
  call?(ctx: ConnectorContext, request: DownstreamRequest): Promise<DownstreamResponse>;
}
