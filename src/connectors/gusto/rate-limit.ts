/**
 * Gusto's rate limit (https://docs.gusto.com/app-integrations/docs/rate-limits):
 * 200 requests in a rolling minute per application and company (one grant),
 * answered past it with 429 and Retry-After. Calls are paced per company:
 * twenty at once, then three a second, which stays under 200 in any minute.
 */
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';

export const gustoRateLimit = rateLimitSignals({
  documented:
    'Per application and company: 200 requests in a rolling minute. Over it Gusto answers 429 Too Many Requests with Retry-After.',
  limits: { requestsPerSecond: 3, burst: 20, per: 'account', account: (settings) => settings.company_id || undefined },
  wait: [waitFrom.retryAfter],
});
