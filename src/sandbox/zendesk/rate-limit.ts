/**
 * Zendesk's account-wide rate-limit signals. Every Support API answer says
 * where the account stands in the current minute:
 *
 *   X-Rate-Limit: 700            ratelimit-limit: 700
 *   X-Rate-Limit-Remaining: 699  ratelimit-remaining: 699
 *                                ratelimit-reset: 41   (seconds until the window resets)
 *
 * and a 429 adds `Retry-After` (seconds) and a plain-text body. By default the
 * emulator counts requests to report realistic numbers but never refuses on
 * its own (429s come from `failNext('rate_limit')`), so tests and benchmarks
 * stay deterministic; once a test sets the emulator's request limit
 * (`setRateLimit`), the headers report that window and the emulator refuses
 * past it with this 429.
 */
import type { FastifyReply } from 'fastify';
import type { EmulatorContext } from '../framework/emulator.js';
import type { Answer } from '../framework/kit/index.js';
import type { RateWindow } from '../framework/rate-window.js';

/** Enterprise plan limit (requests per minute). */
const RATE_LIMIT_PER_MINUTE = 700;
/** Zendesk answers an exceeded account limit in plain text, not JSON. */
const RATE_LIMITED_BODY = 'Number of allowed API requests per minute exceeded';

function headers(remaining: number, resetSeconds: number, limit = RATE_LIMIT_PER_MINUTE): Record<string, string> {
  return {
    'x-rate-limit': String(limit),
    'x-rate-limit-remaining': String(remaining),
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(resetSeconds),
  };
}

/** Requests counted per emulator instance (its rate window is one per instance). */
const minutes = new WeakMap<RateWindow, { start: number; used: number }>();

/** Counts one request and describes the window: the emulator's configured one when a test set it, else the plan's minute. */
export function rateLimitHeaders(emulator: EmulatorContext | undefined, now = Date.now()): Record<string, string> {
  const configured = emulator?.rateWindow.peek(now);
  if (configured) return headers(configured.remaining, Math.max(1, Math.ceil((configured.resetAt - now) / 1000)), configured.limit);
  const start = Math.floor(now / 60_000) * 60_000;
  let minute = emulator ? minutes.get(emulator.rateWindow) : undefined;
  if (!minute || minute.start !== start) {
    minute = { start, used: 0 };
    if (emulator) minutes.set(emulator.rateWindow, minute);
  }
  minute.used += 1;
  return headers(Math.max(0, RATE_LIMIT_PER_MINUTE - minute.used), Math.max(1, Math.ceil((start + 60_000 - now) / 1000)));
}

/** The 429 (the limit headers already on the answer keep reporting the window; these say it is used up). */
export function rateLimitedAnswer(retryAfterSeconds: number): Answer {
  const spent = { 'x-rate-limit-remaining': '0', 'ratelimit-remaining': '0', 'ratelimit-reset': String(retryAfterSeconds) };
  return { status: 429, headers: { ...spent, 'retry-after': String(retryAfterSeconds) }, contentType: 'text/plain; charset=utf-8', body: RATE_LIMITED_BODY };
}

/** The same 429 from the authorization server's token endpoint (its failures are Fastify replies). */
export function sendRateLimited(reply: FastifyReply): FastifyReply {
  const answer = rateLimitedAnswer(1);
  return reply.code(429).headers(answer.headers ?? {}).type(answer.contentType as string).send(answer.body);
}
