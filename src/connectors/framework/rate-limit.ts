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
  /** Platforms that signal limits with something other than 429 (a 503, or a 2xx whose body says so). */
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

/** Reads a number of seconds to wait from an answer's headers; undefined when the platform did not say. */
export type WaitReader = (headers: HeaderBag) => number | undefined;

function wholeSeconds(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Math.ceil(Number(value));
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): the
 * structured `RateLimit: "policy";r=0;t=30` of the current drafts, else the
 * separate `RateLimit-Remaining` / `RateLimit-Reset` of the earlier ones.
 * Both count the reset in seconds from now.
 */
export function ietfRateLimit(headers: HeaderBag): { remaining?: number; resetSeconds?: number } {
  const structured = header(headers, 'ratelimit');
  if (structured !== undefined) {
    const remaining = /(?:^|;)\s*r=(\d+)/.exec(structured)?.[1];
    const reset = /(?:^|;)\s*t=(\d+)/.exec(structured)?.[1];
    return {
      ...(remaining !== undefined ? { remaining: Number(remaining) } : {}),
      ...(reset !== undefined ? { resetSeconds: Number(reset) } : {}),
    };
  }
  const remaining = wholeSeconds(header(headers, 'ratelimit-remaining'));
  const reset = wholeSeconds(header(headers, 'ratelimit-reset'));
  return { ...(remaining !== undefined ? { remaining } : {}), ...(reset !== undefined ? { resetSeconds: reset } : {}) };
}

/**
 * Readers for the common header families; a connector lists the ones its
 * platform sends instead of writing its own parsing:
 *   rateLimitSignals({ documented, wait: [waitFrom.retryAfter, waitFrom.resetIn('ratelimit-reset')], ... })
 */
export const waitFrom = {
  /** `Retry-After`: seconds or an HTTP date. */
  retryAfter: retryAfterHeader as WaitReader,
  /** A reset given as an epoch time in seconds (GitHub's and Intercom's `X-RateLimit-Reset`), or an ISO date. */
  resetAt: (name = 'x-ratelimit-reset'): WaitReader => (headers) => rateLimitResetHeader(headers, name),
  /** A reset given as seconds from now (Zendesk's `ratelimit-reset`). */
  resetIn: (name: string): WaitReader => (headers) => wholeSeconds(header(headers, name)),
  /** The IETF draft's reset (`RateLimit: …;t=` or `RateLimit-Reset`). */
  ietf: ((headers) => ietfRateLimit(headers).resetSeconds) as WaitReader,
};

/** The first reader that finds a wait wins. */
export function firstWait(...readers: readonly WaitReader[]): WaitReader {
  return (headers) => {
    for (const reader of readers) {
      const seconds = reader(headers);
      if (seconds !== undefined) return seconds;
    }
    return undefined;
  };
}

export interface RateLimitHeaderOptions {
  documented: string;
  limits?: PlatformLimits;
  isRateLimited?: RateLimitSignals['isRateLimited'];
  /** How long to wait after a 429, read in this order. */
  wait: readonly WaitReader[];
  /**
   * The budget left, on every answer: a remaining-calls header (or 'ietf')
   * and when the window resets. At 0 every instance waits for the reset
   * instead of collecting 429s.
   */
  exhausted?: { remaining: string | 'ietf'; reset: WaitReader };
}

/** Rate-limit signals of a platform that speaks in headers, by declaration. */
export function rateLimitSignals(options: RateLimitHeaderOptions): RateLimitSignals {
  const wait = firstWait(...options.wait);
  const { exhausted } = options;
  const remainingOf = (headers: HeaderBag): string | undefined => {
    if (exhausted?.remaining !== 'ietf') return exhausted ? header(headers, exhausted.remaining) : undefined;
    const remaining = ietfRateLimit(headers).remaining;
    return remaining === undefined ? undefined : String(remaining);
  };
  return {
    documented: options.documented,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.isRateLimited ? { isRateLimited: options.isRateLimited } : {}),
    retryAfterSeconds: (headers) => wait(headers),
    ...(exhausted
      ? { exhaustedForSeconds: (headers: HeaderBag) => exhaustedWindow({ remaining: remainingOf(headers) }, 'remaining', () => exhausted.reset(headers)) }
      : {}),
  };
}
