/**
 * How a platform limits and signals rate limiting. Connectors declare their
 * documented limits as numbers (the gateway paces calls with them so it does
 * not provoke 429s it could avoid) and how to read the platform's signals:
 * the wait after a 429 (or a 503), and a budget used up on a successful
 * answer. The HTTP layer uses them to wait, retry, tell every instance to
 * hold back, and report ConnectorRateLimitError with a Retry-After.
 */
import type { SettingValues } from './settings.js';

export type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * A sustained rate with a burst on top, the shape of a token bucket: up to
 * `burst` calls at once, then one every `1 / requestsPerSecond` seconds.
 * Pick numbers that stay under the platform's own window in the worst case
 * (a burst plus a full window's sustained calls).
 */
export interface PlatformLimits {
  requestsPerSecond: number;
  burst: number;
  /**
   * What the platform counts calls against: the whole account (every
   * connection to it shares one bucket, whichever consumer or application
   * holds it), or each connection (its own credentials, its own budget).
   */
  per: 'account' | 'connection';
  /** The account a connection's settings point at (subdomain, site, account SID); the connection when undefined. */
  account?(settings: SettingValues): string | undefined;
}

export interface RateLimitSignals {
  /** The platform's documented limits, in words (shown in the Connector API). */
  documented: string;
  /** The same limits as numbers for the pacer; without them calls are not paced (platform holds are still shared). */
  limits?: PlatformLimits;
  /** Platforms that signal limits with something other than 429. */
  isRateLimited?(status: number, headers: HeaderBag, body: unknown): boolean;
  /** Seconds to wait, from the platform's headers or body (on a 429, or a 503 that says when to come back). */
  retryAfterSeconds(headers: HeaderBag, body: unknown): number | undefined;
  /**
   * Seconds until the platform accepts calls again, read from a successful
   * answer that says the budget is used up (e.g. a remaining count of 0 and
   * a reset time); undefined while calls remain.
   */
  exhaustedForSeconds?(headers: HeaderBag, body: unknown): number | undefined;
}

export function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Standard `Retry-After`: delay in seconds or an HTTP date. */
export function retryAfterHeader(headers: HeaderBag): number | undefined {
  const value = header(headers, 'retry-after');
  if (value === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** `X-RateLimit-Reset` as epoch seconds (or an ISO date, as Jira sends it). */
export function rateLimitResetHeader(headers: HeaderBag, name = 'x-ratelimit-reset'): number | undefined {
  const value = header(headers, name);
  if (value === undefined) return undefined;
  const asNumber = Number(value);
  const resetAt = Number.isFinite(asNumber) ? asNumber * 1000 : Date.parse(value);
  if (Number.isNaN(resetAt)) return undefined;
  return Math.max(0, Math.ceil((resetAt - Date.now()) / 1000));
}

/** Seconds until the window resets when a remaining-calls header says 0 are left (Zendesk, Jira). */
export function exhaustedWindow(headers: HeaderBag, remainingHeader: string, resetSeconds: (headers: HeaderBag) => number | undefined): number | undefined {
  const remaining = header(headers, remainingHeader);
  if (remaining === undefined || remaining.trim() !== '0') return undefined;
  return resetSeconds(headers) ?? 1;
}
