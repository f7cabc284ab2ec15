/**
 * Builds the body of a paged list in whichever style the request chose:
 *
 *   cursor: {"users":[...],"meta":{"has_more":true,"after_cursor":"..","before_cursor":".."},
 *            "links":{"prev":"<url>","next":"<url>"}}
 *   offset: {"users":[...],"next_page":"<url>"|null,"previous_page":"<url>"|null,"count":126}
 *
 * As Zendesk does, a non-empty cursor page always carries both cursors and
 * both links (even on the last page: clients stop on `has_more: false`); an
 * empty page has null cursors and links. Links point back at `.json` URLs on
 * the host the client called, keeping the client's other query parameters.
 */
import {
  cursorPage,
  encodeCursor,
  offsetPage,
  readPageRequest,
  type CursorPageRequest,
  type OffsetPageRequest,
} from './pagination.js';

const PAGING_PARAMS = ['page', 'per_page', 'page[size]', 'page[after]', 'page[before]'];

export interface ListSpec<T extends { id: number }> {
  /** Collection key in the body, e.g. "users". */
  key: string;
  /** Path for links, e.g. "/api/v2/users.json". */
  path: string;
  baseUrl: string;
  /** Parsed query (for the paging parameters). */
  query: Record<string, unknown>;
  /** Raw query string as sent (keeps repeated parameters such as role[] for links). */
  rawSearch: string;
  /** All records in ascending id order. */
  items: readonly T[];
  matches?: (item: T) => boolean;
  /** One record as JSON text (lists are assembled as text so records can be cached serialized). */
  toJsonText: (item: T) => string;
  /** Side-loaded arrays for the records of the page (`include=...`), placed after the records. */
  sideloads?: (items: readonly T[]) => Record<string, unknown>;
}

/** `body` is JSON text. */
export type ListResult = { ok: true; body: string } | { ok: false; description: string };

/** `{"<key>":[<records>],<rest of the envelope>}` without re-serializing the records. */
function assemble(key: string, records: string[], envelope: Record<string, unknown>): string {
  const rest = JSON.stringify(envelope).slice(1, -1);
  return `{${JSON.stringify(key)}:[${records.join(',')}],${rest}}`;
}

/** Brackets stay literal in parameter names, as in Zendesk's own links (`page[size]=100`). */
function encodeName(name: string): string {
  return encodeURIComponent(name).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function linkBuilder<T extends { id: number }>(spec: ListSpec<T>) {
  const kept = [...new URLSearchParams(spec.rawSearch)].filter(([name]) => !PAGING_PARAMS.includes(name));
  return (paging: [string, string][]): string => {
    const pairs = [...kept, ...paging].map(([name, value]) => `${encodeName(name)}=${encodeURIComponent(value)}`);
    return `${spec.baseUrl}${spec.path}?${pairs.join('&')}`;
  };
}

function cursorBody<T extends { id: number }>(spec: ListSpec<T>, request: CursorPageRequest): string {
  const page = cursorPage(spec.items, spec.matches, request);
  const first = page.items[0];
  const last = page.items.at(-1);
  const link = linkBuilder(spec);
  const size = String(request.size);
  const afterCursor = last ? encodeCursor(last.id) : null;
  const beforeCursor = first ? encodeCursor(first.id) : null;
  return assemble(spec.key, page.items.map(spec.toJsonText), {
    ...spec.sideloads?.(page.items),
    meta: { has_more: page.hasMore, after_cursor: afterCursor, before_cursor: beforeCursor },
    links: {
      prev: beforeCursor ? link([['page[before]', beforeCursor], ['page[size]', size]]) : null,
      next: afterCursor ? link([['page[after]', afterCursor], ['page[size]', size]]) : null,
    },
  });
}

function offsetBody<T extends { id: number }>(spec: ListSpec<T>, request: OffsetPageRequest): string {
  const page = offsetPage(spec.items, spec.matches, request);
  const link = linkBuilder(spec);
  const pageLink = (number: number) => link([['page', String(number)], ['per_page', String(request.perPage)]]);
  const hasNext = request.page * request.perPage < page.count;
  return assemble(spec.key, page.items.map(spec.toJsonText), {
    ...spec.sideloads?.(page.items),
    next_page: hasNext ? pageLink(request.page + 1) : null,
    previous_page: request.page > 1 ? pageLink(request.page - 1) : null,
    count: page.count,
  });
}

export function listResponse<T extends { id: number }>(spec: ListSpec<T>): ListResult {
  const parsed = readPageRequest(spec.query);
  if (!parsed.ok) return parsed;
  const body = parsed.request.style === 'cursor' ? cursorBody(spec, parsed.request) : offsetBody(spec, parsed.request);
  return { ok: true, body };
}
