/**
 * BigCommerce's rate limit (https://developer.bigcommerce.com/docs/start/best-practices/api-rate-limits):
 * a window per store, by plan (Standard and Plus: 150 requests in 30 s;
 * Pro 450 in 30 s; Enterprise by contract), told on every answer:
 *
 *   X-Rate-Limit-Requests-Left     requests left in this window
 *   X-Rate-Limit-Time-Reset-Ms     milliseconds until the window resets
 *   X-Rate-Limit-Requests-Quota, X-Rate-Limit-Time-Window-Ms
 *
 * and past the quota a 429 with the same headers (no Retry-After). Calls are
 * paced per store (every connection to one store shares its window) for the
 * smallest plan: twenty at once, then four a second, which stays under 150
 * in any 30 s. A store that runs out waits for the reset the headers name.
 */
import { header, rateLimitSignals, waitFrom, type WaitReader } from '../framework/rate-limit.js';
import { STORE_HASH } from './api.js';

/** Milliseconds until the window resets, as whole seconds (at least one: the window has not reset yet). */
export const resetFromMs: WaitReader = (headers) => {
  const value = header(headers, 'x-rate-limit-time-reset-ms');
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Math.max(1, Math.ceil(Number(value) / 1000));
};

export const bigcommerceRateLimit = rateLimitSignals({
  documented:
    'Per store, by plan: 150 requests in 30 seconds on Standard and Plus, 450 on Pro, more by contract on Enterprise. Every answer says what is left ' +
    '(X-Rate-Limit-Requests-Left) and when the window resets (X-Rate-Limit-Time-Reset-Ms); past the quota BigCommerce answers 429.',
  limits: { requestsPerSecond: 4, burst: 20, per: 'account', account: (settings) => settings[STORE_HASH] || undefined },
  wait: [resetFromMs, waitFrom.retryAfter],
  exhausted: { remaining: 'x-rate-limit-requests-left', reset: resetFromMs },
});
