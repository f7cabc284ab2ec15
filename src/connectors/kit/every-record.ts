/**
 * Every record of a platform list, read page after page with the platform's
 * paging strategy: for a connector's own bookkeeping (the projects a
 * webhook must cover, the tags a name is looked up among), not for a
 * unified list, which the collection pages for its caller.
 */
import type { ConnectorContext, PagingState } from '../framework/define.js';
import { itemsOf, type BodyPath } from '../framework/paging/body-path.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { Query } from './dialect.js';

export interface WholeList<W> {
  path: string;
  query?: Query;
  paging: PagingStrategy;
  /** Where an answer holds its records. */
  at: BodyPath<readonly W[]>;
  /** Pages read at most: what lies beyond them is left out. */
  maxPages?: number;
}

export async function everyRecord<W>(ctx: ConnectorContext, list: WholeList<W>): Promise<W[]> {
  const all: W[] = [];
  const url = ctx.http.urlOf(list.path);
  let state: PagingState | undefined;
  for (let page = 0; page < (list.maxPages ?? Infinity); page++) {
    // The largest page the platform serves: the strategy caps the limit asked for.
    const call = { list: url, limit: Number.MAX_SAFE_INTEGER, state };
    const asked = list.paging.request(call);
    const request = 'url' in asked ? { path: asked.url } : { path: list.path, query: { ...list.query, ...asked.query } };
    const { body, headers } = await ctx.http.request({ method: 'GET', ...request });
    const answered = itemsOf<W>(body, list.at);
    const { next, count } = list.paging.neighbours(call, { body, headers, count: answered.length });
    all.push(...(count === undefined ? answered : answered.slice(0, count)));
    if (next === null) return all;
    state = next;
  }
  return all;
}
