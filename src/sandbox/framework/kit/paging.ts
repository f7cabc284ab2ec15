/**
 * Paging styles, as configuration (moto's paginator is the model): a style
 * reads the page a request asks for from its query string and says where the
 * neighbouring pages are, as tokens and as links that keep the request's
 * other parameters. The dialect's list envelope puts them in the body; the
 * Link header style puts them in a header. A platform whose paging is truly
 * its own implements `PagingStyle` in its folder.
 *
 * Positions are offsets into the filtered, ordered list. Cursor tokens are
 * opaque to clients (base64url of the offset), as the platforms' are.
 */
import { fail } from './failures.js';
import type { KitRequest } from './request.js';
import type { RecordTable } from './state.js';
import type { StoredRecord } from './wire.js';

export interface PageRequest {
  /** Index of the first record of the page in the filtered, ordered list. */
  start: number;
  size: number;
}

export interface PageLink {
  /** What the client sends back in the paging parameter. */
  token: string;
  /** Path and query of the page, relative to the emulator's origin. */
  url: string;
}

export interface PageInfo extends PageRequest {
  /** Matching records in all pages. */
  total: number;
  /** Records on this page. */
  count: number;
  next: PageLink | null;
  previous: PageLink | null;
  /** The page number, for page-number styles (as the client counts them). */
  pageNumber?: number;
}

export interface PagingStyle {
  read(request: KitRequest): PageRequest;
  /** Where this page stands, and headers the style adds (Link); `records` is the filtered, ordered list. */
  describe(request: KitRequest, page: PageRequest, total: number, records?: readonly StoredRecord[]): { info: PageInfo; headers?: Record<string, string> };
  /**
   * For styles whose tokens name a record rather than a position (Twilio's
   * PageToken=PA<sid>): the page within the filtered, ordered list. `table`
   * knows where every record stood, removed ones included.
   */
  locate?(request: KitRequest, page: PageRequest, records: readonly StoredRecord[], table: RecordTable): PageRequest;
}

export interface PageSizeRule {
  /** Query parameter of the page size. */
  sizeParam: string;
  defaultSize: number;
  maxSize: number;
  /** Whether a size above the maximum is served as the maximum (most platforms) or refused. */
  overMax?: 'clamp' | 'reject';
  minSize?: number;
}

const WHOLE = /^\d{1,9}$/;

function readWhole(request: KitRequest, param: string): number | undefined {
  const text = request.query.get(param);
  if (text === null || text === '') return undefined;
  if (!WHOLE.test(text)) throw fail.validation(`Invalid value '${text}' for parameter ${param}`, { field: param });
  return Number(text);
}

function readSize(request: KitRequest, rule: PageSizeRule): number {
  const asked = readWhole(request, rule.sizeParam);
  if (asked === undefined) return rule.defaultSize;
  if (asked < (rule.minSize ?? 1)) throw fail.validation(`${rule.sizeParam} must be at least ${rule.minSize ?? 1}`, { field: rule.sizeParam });
  if (asked > rule.maxSize) {
    if (rule.overMax === 'reject') throw fail.validation(`${rule.sizeParam} must be at most ${rule.maxSize}`, { field: rule.sizeParam });
    return rule.maxSize;
  }
  return asked;
}

/** The request's path and query with some parameters replaced (undefined removes one). */
export function pageUrl(request: KitRequest, changes: Record<string, string | undefined>): string {
  const query = new URLSearchParams(request.query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? request.path : `${request.path}?${text}`;
}

function info(page: PageRequest, total: number, next: PageLink | null, previous: PageLink | null, pageNumber?: number): PageInfo {
  const count = Math.max(0, Math.min(page.size, total - page.start));
  return { ...page, total, count, next, previous, ...(pageNumber === undefined ? {} : { pageNumber }) };
}

/** `offset` + `limit` as whole numbers. */
export function offsetPaging(rule: PageSizeRule & { offsetParam: string }): PagingStyle {
  return {
    read: (request) => ({ start: readWhole(request, rule.offsetParam) ?? 0, size: readSize(request, rule) }),
    describe(request, page, total) {
      const link = (start: number): PageLink => ({
        token: String(start),
        url: pageUrl(request, { [rule.offsetParam]: String(start), [rule.sizeParam]: String(page.size) }),
      });
      const next = page.start + page.size < total ? link(page.start + page.size) : null;
      const previous = page.start > 0 ? link(Math.max(0, page.start - page.size)) : null;
      return { info: info(page, total, next, previous) };
    },
  };
}

/** A page number (`page`, counted from `firstPage`) and a page size. */
export function pageNumberPaging(rule: PageSizeRule & { pageParam: string; firstPage: 0 | 1 }): PagingStyle {
  return {
    read(request) {
      const size = readSize(request, rule);
      const asked = readWhole(request, rule.pageParam) ?? rule.firstPage;
      if (asked < rule.firstPage) throw fail.validation(`${rule.pageParam} must be at least ${rule.firstPage}`, { field: rule.pageParam });
      return { start: (asked - rule.firstPage) * size, size };
    },
    describe(request, page, total) {
      const number = Math.floor(page.start / page.size) + rule.firstPage;
      const link = (target: number): PageLink => ({
        token: String(target),
        url: pageUrl(request, { [rule.pageParam]: String(target), [rule.sizeParam]: String(page.size) }),
      });
      const next = page.start + page.size < total ? link(number + 1) : null;
      const previous = number > rule.firstPage ? link(number - 1) : null;
      return { info: info(page, total, next, previous, number) };
    },
  };
}

export function encodePosition(start: number): string {
  return Buffer.from(`pos:${start}`, 'utf8').toString('base64url');
}

export function decodePosition(token: string): number | undefined {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^pos:(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** An opaque cursor token in a query parameter (`starting_after`, Asana's `offset`, `page[after]`). */
export function tokenPaging(rule: PageSizeRule & { tokenParam: string; invalidToken?: string }): PagingStyle {
  return {
    read(request) {
      const size = readSize(request, rule);
      const token = request.query.get(rule.tokenParam);
      if (token === null || token === '') return { start: 0, size };
      const start = decodePosition(token);
      if (start === undefined) throw fail.validation(rule.invalidToken ?? `Invalid ${rule.tokenParam}`, { field: rule.tokenParam });
      return { start, size };
    },
    describe(request, page, total) {
      const link = (start: number): PageLink => {
        const token = encodePosition(start);
        return { token, url: pageUrl(request, { [rule.tokenParam]: token, [rule.sizeParam]: String(page.size) }) };
      };
      const next = page.start + page.size < total ? link(page.start + page.size) : null;
      const previous = page.start > 0 ? link(Math.max(0, page.start - page.size)) : null;
      return { info: info(page, total, next, previous) };
    },
  };
}

/** Any style, with its neighbouring pages also in an RFC 8288 `Link` header (absolute URLs). */
export function withLinkHeader(style: PagingStyle): PagingStyle {
  return {
    read: (request) => style.read(request),
    describe(request, page, total) {
      const described = style.describe(request, page, total);
      const links: string[] = [];
      if (described.info.next) links.push(`<${request.origin}${described.info.next.url}>; rel="next"`);
      if (described.info.previous) links.push(`<${request.origin}${described.info.previous.url}>; rel="prev"`);
      const headers = { ...described.headers, ...(links.length > 0 ? { link: links.join(', ') } : {}) };
      return { info: described.info, headers };
    },
  };
}
