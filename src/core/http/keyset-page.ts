/**
 * One page of a platform list read from the store by key (consumers, webhook
 * subscriptions): ask the store for one row more than the page, and the
 * signed cursor of the next page is the last key of this one. Meta and links
 * are the unified lists' (`meta.cursors`, absolute `links`).
 */
import type { CursorBinding, CursorCodec } from '../cursor.js';

export interface KeysetRequest {
  cursors: CursorCodec;
  binding: CursorBinding;
  /** The request's `cursor` and `limit` (default 20). */
  query: { cursor?: string; limit?: number };
  /** The request's URL (path and query) and the service's public URL, for `links`. */
  url: string;
  publicUrl: string;
}

/** The key to read after, from the request's cursor (undefined for the first page), and how many rows to ask for. */
export function keysetStart(request: KeysetRequest): { after: string | undefined; limit: number } {
  const limit = (request.query.limit ?? 20) + 1;
  const after = request.query.cursor ? (request.cursors.decode(request.binding, request.query.cursor) as string) : undefined;
  return { after, limit };
}

/** The page, and the meta and links of its list answer, from the rows read (one more than the page when there is a next page). */
export function keysetPage<T>(request: KeysetRequest, rows: readonly T[], keyOf: (row: T) => string) {
  const limit = request.query.limit ?? 20;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last !== undefined ? request.cursors.encode(request.binding, keyOf(last)) : null;
  const [path, search = ''] = request.url.split('?', 2) as [string, string?];
  const withCursor = (cursor: string) => {
    const params = new URLSearchParams(search);
    params.set('cursor', cursor);
    return `${request.publicUrl}${path}?${params.toString()}`;
  };
  return {
    page,
    meta: { items_on_page: page.length, cursors: { current: request.query.cursor ?? null, next } },
    links: { current: `${request.publicUrl}${request.url}`, next: next === null ? null : withCursor(next) },
  };
}
