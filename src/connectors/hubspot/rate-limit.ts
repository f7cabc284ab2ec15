/**
 * HubSpot's limits ("API usage guidelines and limits"), as the pacer and the
 * HTTP client read them. The burst limit is per 10 seconds (private apps 100
 * on Free and Starter, 190 on Professional and Enterprise; OAuth apps 110
 * per account), and every answer says where the caller stands:
 * X-HubSpot-RateLimit-Max, -Remaining and -Interval-Milliseconds (and
 * -Daily, -Daily-Remaining for private apps). The CRM search endpoints have
 * their own, smaller limit of a few requests a second per token.
 *
 * A connection is paced for the search's limit, whatever it calls: one call
 * at once and four a second never make five searches in any second, and stay
 * far under every plan's 10-second limit (at most 41 calls in 10 seconds).
 * When a burst window is used up (Remaining 0), every instance waits the
 * window's length; after a 429, its Retry-After.
 */
import { header, rateLimitSignals, waitFrom, type HeaderBag } from '../framework/rate-limit.js';

/** Seconds of HubSpot's burst window (X-HubSpot-RateLimit-Interval-Milliseconds), rounded up. */
export function burstWindowSeconds(headers: HeaderBag): number | undefined {
  const ms = Number(header(headers, 'x-hubspot-ratelimit-interval-milliseconds'));
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : undefined;
}

export const hubspotRateLimit = rateLimitSignals({
  documented:
    'Per account and app, in 10-second windows: private apps 100 requests (Free, Starter) or 190 (Professional, ' +
    'Enterprise), 250 with the API limit increase, and 250,000 to 1,000,000 a day; OAuth apps 110 per 10 seconds. ' +
    'The CRM search endpoints: a few requests a second per token, 200 records a page and 10,000 results a query. ' +
    'Every answer carries X-HubSpot-RateLimit-Max, -Remaining and -Interval-Milliseconds (and -Daily, ' +
    '-Daily-Remaining for private apps); over a limit HubSpot answers 429 with Retry-After.',
  limits: {
    // The search's limit bounds every call: 1 at once + 4 a second is at most 5 in any second.
    requestsPerSecond: 4,
    burst: 1,
    per: 'connection',
  },
  wait: [waitFrom.retryAfter, burstWindowSeconds],
  exhausted: { remaining: 'x-hubspot-ratelimit-remaining', reset: burstWindowSeconds },
});
