/**
 * A unified list over a Shopify connection: one GraphQL page per call, its
 * Relay `endCursor` carried in the unified cursor, `first` the unified limit
 * within what one page may cost (queries.ts). The connector kit's
 * collections are REST-shaped (a path per list and record), so Shopify's
 * lists are this hook over `implement()`, with the kit's field tables for
 * the mapping.
 */
import type { ConnectorContext, ListPage, ListParams } from '../framework/define.js';
import { ApiError } from '../../core/errors/api-error.js';
import { shopifyQuery } from './graphql.js';

interface Connection<N> {
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface GraphList<N, T, D> {
  query: string;
  /** The most records a page may ask for within the cost bucket. */
  pageMax: number;
  /** The list's connection in the answer. */
  connection(data: D): Connection<N>;
  /** Search and sort variables from the unified filters and sort. */
  variables(params: ListParams): Record<string, unknown>;
  map(node: N, data: D): T;
  /** Records the search returns but the unified filter would not (a title search finds titles that contain the name). */
  keep?(record: T, params: ListParams): boolean;
}

export async function graphList<N, T, D>(ctx: ConnectorContext, list: GraphList<N, T, D>, params: ListParams): Promise<{ page: ListPage<T>; data: D }> {
  if (params.state !== undefined && typeof params.state !== 'string') throw new ApiError('InvalidCursorError', { detail: { reason: 'not a Shopify cursor' } });
  const first = Math.max(1, Math.min(params.limit, list.pageMax));
  const { data } = await shopifyQuery<D>(ctx, list.query, { first, ...(params.state ? { after: params.state } : {}), ...list.variables(params) });
  const found = list.connection(data);
  const items = found.nodes.map((node) => list.map(node, data)).filter((record) => list.keep?.(record, params) ?? true);
  return { page: { items, next: found.pageInfo.hasNextPage ? found.pageInfo.endCursor : null }, data };
}
