/**
 * Square's rate limits (https://developer.squareup.com/docs/build-basics/general-considerations/rate-limits):
 * not published as numbers; past them Square answers 429 with the
 * RATE_LIMITED error and no Retry-After. Calls are paced per connection
 * (one seller's token): ten at once, then ten a second, which Square's
 * guidance treats as ordinary traffic; a 429 backs off on the framework's
 * schedule.
 */
import { rateLimitSignals } from '../framework/rate-limit.js';

export const squareRateLimit = rateLimitSignals({
  documented: 'Per application and seller, not published as numbers. Over them Square answers 429 Too Many Requests (RATE_LIMITED) without Retry-After.',
  limits: { requestsPerSecond: 10, burst: 10, per: 'connection' },
  wait: [],
});
