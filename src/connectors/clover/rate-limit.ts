/**
 * Clover's rate limits (https://docs.clover.com/docs/api-usage-rate-limits):
 * 16 requests a second per access token and 50 per app across tokens, with
 * concurrency limits besides (5 at once per token). Past one Clover answers
 * 429 with `X-RateLimit-tokenLimit` (or `X-RateLimit-crossTokenLimit`) and
 * `Retry-After`, which is waited for. Calls are paced per connection (one
 * merchant's token): five at once, then ten a second, so a burst and a full
 * second of calls stay under sixteen.
 */
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';

export const cloverRateLimit = rateLimitSignals({
  documented: 'Per token 16 requests a second (and 5 at once); per app 50 a second across tokens. Over a limit Clover answers 429 Too Many Requests with X-RateLimit-tokenLimit or X-RateLimit-crossTokenLimit and Retry-After.',
  limits: { requestsPerSecond: 10, burst: 5, per: 'connection' },
  wait: [waitFrom.retryAfter],
});
