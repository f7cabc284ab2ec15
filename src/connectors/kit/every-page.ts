/**
 * Every record of a platform list, read page after page by the platform's
 * paging strategy: for what a resource's rules read besides its records (a
 * schema's field definitions, a pipeline's stages), not for a resource's own
 * list, which the collection pages. At most `maxPages` calls (20 unless said).
 */
import type { ConnectorContext, PagingState } from '../framework/define.js';
import { itemsOf, type BodyPath } from '../framework/paging/body-path.js';
import type { PagingStrategy } from '../framework/paging/strategy.js';
import type { Query } from './dialect.js';

export interface EveryPage<W> {
  path: string;
  paging: PagingStrategy;
  /** Records asked for per page (the platform's largest page, usually). */
  pageSize: number;
  /** Where an answer holds its records. */
  at: BodyPath<readonly W[]>;
  /** The list's own parameters, besides the paging ones. */
  query?: Query;
  maxPages?: number;
}

export async function everyPage<W>(ctx: ConnectorContext, list: EveryPage<W>): Promise<W[]> {
  const url = ctx.http.urlOf(list.path);
  const found: W[] = [];
  let state: PagingState | undefined;
  for (let pages = 0; pages < (list.maxPages ?? 20); pages++) {
    const call = { list: url, limit: list.pageSize, state: list.paging.read(state, url) };
    const page = list.paging.request(call);
    const { body, headers } = await ctx.http.request('url' in page ? { method: 'GET', path: page.url } : { method: 'GET', path: list.path, query: { ...list.query, ...page.query } });
    const items = itemsOf<W>(body, list.at);
    found.push(...items);
    const { next } = list.paging.neighbours(call, { body, headers, count: items.length });
    if (next === null) break;
    state = next;
  }
  return found;
}
