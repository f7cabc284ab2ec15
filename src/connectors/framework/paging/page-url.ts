/**
 * Paging by URLs the platform hands out: a next-page URL in the body
 * (Twilio's next_page_uri) or in a Link header (GitHub style). State: the
 * URL as a path with its query ("/2010-04-01/Accounts/AC…/Messages.json?…"),
 * relative to the list's origin.
 *
 * A platform-provided URL is followed only while it stays on the list's own
 * origin and path: anything else (another host, another account's path) is
 * a ConnectorExecutionError when the platform sends it and an
 * InvalidCursorError when a cursor carries it. Never let a platform, or a
 * forged answer, send our credentials somewhere else.
 */
import LinkHeader from 'http-link-header';
import { ApiError } from '../../../core/errors/api-error.js';
import { header, type HeaderBag } from '../rate-limit.js';
import { tokenAt, type BodyPath } from './body-path.js';
import { foreignCursor, pageSize, type Neighbours, type PagingStrategy } from './strategy.js';

/** Where the URLs of the neighbouring pages are found in an answer. */
interface UrlSource {
  next(body: unknown, headers: HeaderBag): string | undefined;
  previous?(body: unknown, headers: HeaderBag): string | undefined;
}

export interface UrlPagingOptions {
  /** Query parameter of the page size, e.g. "PageSize", "per_page"; a later page's URL gets the current `limit` in it. */
  size: string;
  /** Largest page the platform serves. */
  max: number;
  /**
   * Follow the platform's URL exactly, never adding the page size to it: a
   * platform whose cursor must be the only parameter (Greenhouse Harvest v3)
   * keeps the first request's size in the cursor. The first page's size holds.
   */
  exactUrls?: boolean;
}

export interface NextUrlPagingOptions extends UrlPagingOptions {
  /** Where the body holds the next page's URL, e.g. "next_page_uri". */
  next: BodyPath<string>;
  /** Where it holds the previous page's URL, for platforms that give one. */
  previous?: BodyPath<string>;
}

export type UrlState = string;

/** The URL as a path and query on the list's origin, or undefined when it leaves the list's origin or path. */
function onList(candidate: string, list: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate, list);
  } catch {
    return undefined;
  }
  if (url.origin !== list.origin || url.pathname !== list.pathname || url.username !== '' || url.password !== '') return undefined;
  return `${url.pathname}${url.search}`;
}

function urlPaging(options: UrlPagingOptions, source: UrlSource): PagingStrategy<UrlState> {
  const followed = (found: string | undefined, list: URL): string | null => {
    if (found === undefined) return null;
    const state = onList(found, list);
    if (state === undefined) {
      throw new ApiError('ConnectorExecutionError', {
        status: 502,
        message: 'The platform pointed to a page outside this list',
        detail: { page_url: found.slice(0, 200) },
      });
    }
    return state;
  };
  return {
    read(state, list) {
      if (state === undefined) return undefined;
      if (typeof state === 'string' && state.startsWith('/') && onList(state, list) === state) return state;
      throw foreignCursor('page URL');
    },
    request({ list, limit, state }) {
      if (state === undefined) return { query: { [options.size]: pageSize(limit, options.max) } };
      if (options.exactUrls === true) return { url: new URL(state, list).href };
      // The platform's URLs carry the page size of the first request; the current `limit` replaces it.
      const url = new URL(state, list);
      url.searchParams.set(options.size, String(pageSize(limit, options.max)));
      return { url: url.href };
    },
    neighbours({ list }, { body, headers }) {
      const result: Neighbours<UrlState> = { next: followed(source.next(body, headers), list) };
      if (source.previous) result.previous = followed(source.previous(body, headers), list);
      return result;
    },
  };
}

/** The next page's URL is in the body (Twilio's next_page_uri and previous_page_uri). */
export function nextUrlPaging(options: NextUrlPagingOptions): PagingStrategy<UrlState> {
  const { next, previous } = options;
  return urlPaging(options, {
    next: (body) => tokenAt(body, next),
    ...(previous === undefined ? {} : { previous: (body: unknown) => tokenAt(body, previous) }),
  });
}

/** The URL of the page with this relation in an RFC 8288 Link header; undefined when absent or unreadable. */
export function linkOf(headers: HeaderBag, rel: string): string | undefined {
  const value = header(headers, 'link');
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return LinkHeader.parse(value).rel(rel)[0]?.uri;
  } catch {
    // A malformed header ends the list rather than failing a page the platform did answer.
    return undefined;
  }
}

/** The neighbouring pages are in the Link header, rel="next" and rel="prev" (GitHub, GitLab, Shopify). */
export function linkHeaderPaging(options: UrlPagingOptions & { previous?: boolean }): PagingStrategy<UrlState> {
  return urlPaging(options, {
    next: (_body, headers) => linkOf(headers, 'next'),
    ...(options.previous === false ? {} : { previous: (_body: unknown, headers: HeaderBag) => linkOf(headers, 'prev') ?? linkOf(headers, 'previous') }),
  });
}
