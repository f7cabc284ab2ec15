/**
 * How a platform signals rate limiting. Connectors declare their documented
 * limits and how to read the wait time; the HTTP layer uses it to report
 * ConnectorRateLimitError with a Retry-After the caller can honour.
 */
export type HeaderBag = Record<string, string | string[] | undefined>;

export interface RateLimitSignals {
  /** The platform's documented limits, in words (shown in the Connector API). */
  documented: string;
  /** Platforms that signal limits with something other than 429. */
  isRateLimited?(status: number, headers: HeaderBag, body: unknown): boolean;
  /** Seconds to wait, from the platform's headers or body. */
  retryAfterSeconds(headers: HeaderBag, body: unknown): number | undefined;
}

function header(headers: HeaderBag, name: string): string | undefined {
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
