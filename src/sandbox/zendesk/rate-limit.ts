/**
 * Zendesk's account-wide rate-limit signals. Every Support API response says
 * where the account stands in the current minute:
 *
 *   X-Rate-Limit: 700            ratelimit-limit: 700
 *   X-Rate-Limit-Remaining: 699  ratelimit-remaining: 699
 *                                ratelimit-reset: 41   (seconds until the window resets)
 *
 * and a 429 adds `Retry-After` (seconds). By default the emulator counts
 * requests to report realistic numbers but never refuses on its own (429s
 * come from `failNext('rate_limit')`), so tests and benchmarks stay
 * deterministic; once a test sets the emulator's request limit
 * (`setRateLimit`), the headers report that window and requests past it are
 * refused with Zendesk's 429.
 */
import type { FastifyReply } from 'fastify';
import type { RateLimitInfo, RateWindow } from '../framework/rate-window.js';

/** Enterprise plan limit (requests per minute). */
export const RATE_LIMIT_PER_MINUTE = 700;

/**
 * What an injected 429 tells the client to wait. Zendesk sends the seconds left
 * in the window; a constant 1 keeps retrying clients fast in tests.
 */
export const RETRY_AFTER_SECONDS = 1;

/** Zendesk answers an exceeded account limit in plain text, not JSON. */
export const RATE_LIMITED_BODY = 'Number of allowed API requests per minute exceeded';

export class RateLimitMeter {
  private windowStart = 0;
  private used = 0;

  /** `limited`: the emulator's configured limit, reported instead of the plan's when it is set. */
  constructor(private readonly limited?: RateWindow) {}

  /** Counts one request and returns the headers that describe the window. */
  count(now = Date.now()): Record<string, string> {
    const configured = this.limited?.peek(now);
    if (configured) return headers(configured.remaining, Math.max(1, Math.ceil((configured.resetAt - now) / 1000)), configured.limit);
    const minute = Math.floor(now / 60_000) * 60_000;
    if (minute !== this.windowStart) {
      this.windowStart = minute;
      this.used = 0;
    }
    this.used += 1;
    const remaining = Math.max(0, RATE_LIMIT_PER_MINUTE - this.used);
    const reset = Math.max(1, Math.ceil((minute + 60_000 - now) / 1000));
    return headers(remaining, reset);
  }
}

function headers(remaining: number, resetSeconds: number, limit = RATE_LIMIT_PER_MINUTE): Record<string, string> {
  return {
    'x-rate-limit': String(limit),
    'x-rate-limit-remaining': String(remaining),
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(resetSeconds),
  };
}

/** A 429 as Zendesk sends it when the account's per-minute limit is used up (`window`: the emulator's own limit). */
export function sendRateLimited(reply: FastifyReply, window?: RateLimitInfo): FastifyReply {
  const wait = window?.retryAfterSeconds ?? RETRY_AFTER_SECONDS;
  return reply
    .code(429)
    .headers({ ...headers(0, wait, window?.limit), 'retry-after': String(wait) })
    .type('text/plain; charset=utf-8')
    .send(RATE_LIMITED_BODY);
}
