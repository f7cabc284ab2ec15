/**
 * What every paging strategy does. A list implementation chooses one by
 * declaration (offset, page number, cursor token, Link header, next URL in
 * the body); the strategy alone knows the platform's paging parameters.
 *
 * Our paging state (define.ts PagingState) travels inside the service's
 * signed cursor. Signed does not mean ours to trust blindly: a cursor of
 * another list or another version of the strategy must be refused with
 * InvalidCursorError, not sent on to the platform as garbage.
 */
import { ApiError } from '../../../core/errors/api-error.js';
import type { PagingState } from '../define.js';
import type { QueryValue } from '../http.js';
import type { HeaderBag } from '../rate-limit.js';

/** The page being fetched: where the list lives, how many records were asked for, and our state. */
export interface PageCall<S> {
  /** Absolute URL of the list endpoint (without query): URLs the platform sends back must stay on it. */
  list: URL;
  /** The unified `limit` as asked; each strategy caps it at its platform's maximum. */
  limit: number;
  /** Undefined for the first page. */
  state: S | undefined;
  /** The list's own query (filters, sort) the page is asked with, where known: a platform's page token may hold only for the query it came from. */
  query?: Record<string, QueryValue>;
}

/** How to ask for the page: paging parameters added to the list's own query, or a URL the platform gave (already checked). */
export type PageRequest = { query: Record<string, QueryValue> } | { url: string };

/** What the platform answered for the page. */
export interface PageAnswer {
  body: unknown;
  headers: HeaderBag;
  /** Records on the page, before any mapping or filtering. */
  count: number;
}

/** Where the neighbouring pages are; `previous` is left out by strategies that cannot page backwards. */
export interface Neighbours<S> {
  next: S | null;
  previous?: S | null;
  /** How many of the answer's records are this page's, where the strategy asked for more (one more, to know whether another page follows). */
  count?: number;
}

export interface PagingStrategy<S extends PagingState = PagingState> {
  /** Our state from the cursor, checked: InvalidCursorError for a shape this strategy never wrote. */
  read(state: PagingState | undefined, list: URL): S | undefined;
  request(call: PageCall<S>): PageRequest;
  neighbours(call: PageCall<S>, answer: PageAnswer): Neighbours<S>;
}

export function foreignCursor(what: string): ApiError {
  return new ApiError('InvalidCursorError', { detail: { cursor: `not a paging position of this list (${what})` } });
}

/** The platform's page size for a unified `limit`: at least 1, never above what the platform serves in one page. */
export function pageSize(limit: number, max: number): number {
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A state object with exactly these keys (no more: a foreign shape that merely contains them is still foreign). */
export function hasExactKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

export function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
