/**
 * Every record of a platform list, read page after page with the platform's
 * paging strategy: for a connector's own bookkeeping (the projects a
 * webhook must cover, the tags a name is looked up among, the accounts a
 * report names), not for a unified list, which the collection pages for its
 * caller.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, PagingState } from '../framework/define.js';
import type { DownstreamRequest } from '../framework/http-types.js';
import { itemsOf, type BodyPath } from '../framework/paging/body-path.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { Dialect, Query } from './dialect.js';

export interface WholeList<W> {
  path: string;
  query?: Query;
  /** The platform's paging; the dialect's when omitted. */
  paging?: PagingStrategy;
  /** Where an answer holds its records. */
  at: BodyPath<readonly W[]>;
  /** The platform's dialect: its `call` carries what every request needs (a tenant header, a query statement). */
  dialect?: Pick<Dialect, 'platform' | 'paging' | 'call'>;
  /** Pages read at most. */
  maxPages?: number;
  /**
   * Past `maxPages`, what lies beyond is left out (a lookup that may miss
   * one name), unless the list must be whole (a report's totals): then,
   * named here ("Account records"), a longer list is a failure and never
   * an answer built from part of it.
   */
  whole?: string;
}

export async function everyRecord<W>(ctx: ConnectorContext, list: WholeList<W>): Promise<W[]> {
  const paging = list.paging ?? list.dialect?.paging;
  if (!paging) throw new Error(`everyRecord(${list.path}): no paging strategy`);
  const call = list.dialect?.call;
  const send = (request: DownstreamRequest) => (call ? call(ctx, request) : ctx.http.request(request));
  const all: W[] = [];
  const url = ctx.http.urlOf(list.path);
  const maxPages = list.maxPages ?? Infinity;
  let state: PagingState | undefined;
  for (let page = 0; page < maxPages; page++) {
    // The largest page the platform serves: the strategy caps the limit asked for.
    const asked = { list: url, limit: Number.MAX_SAFE_INTEGER, state };
    const request = paging.request(asked);
    const { body, headers } = await send({ method: 'GET', ...('url' in request ? { path: request.url } : { path: list.path, query: { ...list.query, ...request.query } }) });
    const answered = itemsOf<W>(body, list.at);
    const { next, count } = paging.neighbours(asked, { body, headers, count: answered.length });
    all.push(...(count === undefined ? answered : answered.slice(0, count)));
    if (next === null) return all;
    state = next;
  }
  if (list.whole === undefined) return all;
  throw new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `${list.dialect?.platform ?? 'The platform'} has more ${list.whole} than the ${all.length} the connector reads (${maxPages} pages)`,
    detail: { records: list.whole, pages: maxPages, read: all.length },
  });
}
