/**
 * Drive's usage limits (https://developers.google.com/drive/api/guides/limits):
 * 12,000 queries a minute per project and per user; past them Drive answers
 * 403 or 429 `rateLimitExceeded`/`userRateLimitExceeded`, to be retried with
 * exponential backoff. Calls are paced per connection (one user) well under
 * the per-user minute: 150 a second after a burst of 300.
 */
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';

export const googleDriveRateLimit = rateLimitSignals({
  documented: 'Per project and per user: 12,000 queries a minute. Over it Drive answers 403 or 429 with the reason rateLimitExceeded or userRateLimitExceeded.',
  limits: { requestsPerSecond: 150, burst: 300, per: 'connection' },
  wait: [waitFrom.retryAfter],
});
