/**
 * Twilio's 2010 API paging. A list answer carries `page`, `page_size`, `start`,
 * `end` and four URIs built from the filters plus `PageSize`, `Page` and, past
 * the first page, `PageToken`:
 *   - `PA<sid>` ("page after"): the page that follows the message <sid>;
 *     next_page_uri uses the sid of the last message of the current page;
 *   - `PB<sid>` ("page before"): the page that precedes the message <sid>;
 *     previous_page_uri uses the sid of the first message of the current page.
 * `Page` only echoes the client's position (it sets `start`); without a token a
 * Page above 0 is read as an offset.
 */
import { INVALID_PARAMETER_CODE, TwilioErrorCode } from './errors.js';
import { type MessageFilter, isUnfiltered, matchesFilter } from './list-filters.js';
import { messageJson } from './message-view.js';
import type { StoredMessage, TwilioStore } from './store.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export interface PageToken {
  direction: 'after' | 'before';
  sid: string;
}

export interface PageRequest {
  pageSize: number;
  page: number;
  token?: PageToken;
}

export type PageRequestResult = { ok: true; request: PageRequest } | { ok: false; code: number; message: string };

export function encodePageToken(token: PageToken): string {
  return `${token.direction === 'after' ? 'PA' : 'PB'}${token.sid}`;
}

export function decodePageToken(text: string): PageToken | undefined {
  const prefix = text.slice(0, 2);
  const sid = text.slice(2);
  if (sid === '') return undefined;
  if (prefix === 'PA') return { direction: 'after', sid };
  if (prefix === 'PB') return { direction: 'before', sid };
  return undefined;
}

const NON_NEGATIVE_INTEGER = /^\d{1,9}$/;

export function parsePageRequest(query: URLSearchParams): PageRequestResult {
  const invalid = (parameter: string, value: string): PageRequestResult => ({
    ok: false,
    code: INVALID_PARAMETER_CODE,
    message: `Invalid value '${value}' for parameter ${parameter}`,
  });
  const pageSizeText = query.get('PageSize');
  let pageSize = DEFAULT_PAGE_SIZE;
  if (pageSizeText !== null) {
    if (!NON_NEGATIVE_INTEGER.test(pageSizeText) || Number(pageSizeText) < 1) return invalid('PageSize', pageSizeText);
    // Twilio serves at most 1000 records a page whatever is asked.
    pageSize = Math.min(Number(pageSizeText), MAX_PAGE_SIZE);
  }
  const pageText = query.get('Page');
  let page = 0;
  if (pageText !== null) {
    if (!NON_NEGATIVE_INTEGER.test(pageText)) return invalid('Page', pageText);
    page = Number(pageText);
  }
  const tokenText = query.get('PageToken');
  if (tokenText === null || tokenText === '') return { ok: true, request: { pageSize, page } };
  const token = decodePageToken(tokenText);
  if (!token) return { ok: false, code: TwilioErrorCode.invalidPageToken, message: 'Invalid PageToken' };
  return { ok: true, request: { pageSize, page, token } };
}

export interface PageSelection {
  /** Newest first. */
  items: StoredMessage[];
  /** Whether a matching message exists after the page (older than its last item). */
  hasMore: boolean;
}

/** Picks one page of messages, newest first; undefined when the token names no known message. */
export function selectPage(store: TwilioStore, filter: MessageFilter, request: PageRequest): PageSelection | undefined {
  const list = store.oldestFirst;
  const everyMessage = isUnfiltered(filter);
  const matches = (index: number): boolean => everyMessage || matchesFilter(filter, list[index] as StoredMessage);
  const found: number[] = [];

  if (request.token?.direction === 'before') {
    const seq = store.seqOf(request.token.sid);
    if (seq === undefined) return undefined;
    // Walk towards newer messages, then present the page newest first.
    for (let index = store.lowerBound(seq + 1); index < list.length && found.length < request.pageSize; index++) {
      if (matches(index)) found.push(index);
    }
    found.reverse();
  } else {
    let start = list.length - 1;
    let skip = 0;
    if (request.token) {
      const seq = store.seqOf(request.token.sid);
      if (seq === undefined) return undefined;
      start = store.lowerBound(seq) - 1;
    } else {
      skip = request.page * request.pageSize;
    }
    if (everyMessage) {
      start -= skip;
      skip = 0;
    }
    for (let index = start; index >= 0 && found.length < request.pageSize; index--) {
      if (!matches(index)) continue;
      if (skip > 0) skip--;
      else found.push(index);
    }
  }

  const oldestIndex = found[found.length - 1];
  let hasMore = false;
  if (oldestIndex !== undefined) {
    if (everyMessage) hasMore = oldestIndex > 0;
    else for (let index = oldestIndex - 1; index >= 0 && !hasMore; index--) hasMore = matches(index);
  }
  return { items: found.map((index) => list[index] as StoredMessage), hasMore };
}

function pageUri(baseUri: string, filter: MessageFilter, pageSize: number, page: number, token?: PageToken): string {
  const params = new URLSearchParams();
  for (const [name, value] of filter.echoed) params.append(name, value);
  params.append('PageSize', String(pageSize));
  params.append('Page', String(page));
  if (token) params.append('PageToken', encodePageToken(token));
  return `${baseUri}?${params.toString()}`;
}

/** The list response body as JSON text; the message array is a join of cached strings. */
export function listResponseJson(
  listKey: string,
  baseUri: string,
  accountSid: string,
  filter: MessageFilter,
  request: PageRequest,
  selection: PageSelection,
): string {
  const { items, hasMore } = selection;
  const first = items[0];
  const last = items[items.length - 1];
  const start = request.page * request.pageSize;
  const meta = {
    first_page_uri: pageUri(baseUri, filter, request.pageSize, 0),
    end: items.length > 0 ? start + items.length - 1 : start,
    previous_page_uri:
      request.page > 0 && first ? pageUri(baseUri, filter, request.pageSize, request.page - 1, { direction: 'before', sid: first.sid }) : null,
    uri: pageUri(baseUri, filter, request.pageSize, request.page, request.token),
    page_size: request.pageSize,
    start,
    next_page_uri:
      hasMore && last ? pageUri(baseUri, filter, request.pageSize, request.page + 1, { direction: 'after', sid: last.sid }) : null,
    page: request.page,
  };
  const head = JSON.stringify(meta);
  const messages = items.map((message) => messageJson(message, accountSid)).join(',');
  return `${head.slice(0, -1)},${JSON.stringify(listKey)}:[${messages}]}`;
}
