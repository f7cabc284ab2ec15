/**
 * Shopify's cost-based limit on the Admin GraphQL API
 * (https://shopify.dev/docs/api/usage/rate-limits): a leaky bucket of points
 * per shop and app (1,000 on the standard plans, restored at 50 a second);
 * every answer reports it in `extensions.cost.throttleStatus` beside the
 * query's `requestedQueryCost`. A query the bucket cannot pay is answered
 * HTTP 200 with `errors: [{extensions: {code: "THROTTLED"}}]`.
 *
 * Read here: a THROTTLED answer is a rate limit whose wait is the time the
 * bucket needs to hold the query's cost again (the HTTP layer holds every
 * instance back that long and retries); a successful answer that leaves the
 * bucket below one more such query holds calls until it has restored: the
 * bucket's own state is the pacer. Shopify counts points, not requests, so
 * the request pacing per shop (four a second, bursts of twenty) only keeps
 * bursts bounded.
 */
import { rateLimitSignals, waitFrom, type HeaderBag } from '../framework/rate-limit.js';

interface Cost {
  requestedQueryCost?: unknown;
  throttleStatus?: { currentlyAvailable?: unknown; restoreRate?: unknown; maximumAvailable?: unknown };
}

const costOf = (body: unknown): Cost | undefined => (body as { extensions?: { cost?: Cost } } | null)?.extensions?.cost;

const throttled = (body: unknown): boolean =>
  Array.isArray((body as { errors?: unknown } | null)?.errors) && ((body as { errors: unknown[] }).errors).some((error) => (error as { extensions?: { code?: unknown } })?.extensions?.code === 'THROTTLED');

/** Seconds until the bucket holds `needed` points again; undefined when the answer does not say. */
function secondsUntil(body: unknown, needed: (cost: Cost) => number): number | undefined {
  const cost = costOf(body);
  const available = Number(cost?.throttleStatus?.currentlyAvailable);
  const rate = Number(cost?.throttleStatus?.restoreRate);
  if (!cost || !Number.isFinite(available) || !Number.isFinite(rate) || rate <= 0) return undefined;
  const missing = needed(cost) - available;
  return missing <= 0 ? undefined : Math.ceil(missing / rate);
}

const requested = (cost: Cost) => (Number.isFinite(Number(cost.requestedQueryCost)) ? Number(cost.requestedQueryCost) : 0);

export const shopifyRateLimit = {
  ...rateLimitSignals({
    documented:
      'Cost-based: a bucket of 1,000 points per shop and app (2,000 to 20,000 on Shopify Plus and Enterprise), restored at 50 points a second; each query costs about one point per object it asks for, and one the bucket cannot pay is answered THROTTLED (HTTP 200). Every answer reports the bucket in extensions.cost.throttleStatus.',
    limits: { requestsPerSecond: 4, burst: 20, per: 'account', account: (settings) => settings.shop?.toLowerCase() || undefined },
    isRateLimited: (_status, _headers, body) => throttled(body),
    wait: [waitFrom.retryAfter],
  }),
  /** After a THROTTLED answer: until the bucket holds the query's cost; after a 429: Retry-After. */
  retryAfterSeconds: (headers: HeaderBag, body: unknown) => (throttled(body) ? secondsUntil(body, requested) ?? 1 : waitFrom.retryAfter(headers)),
  /** After a success that left less than that query's cost: until the bucket holds it again. */
  exhaustedForSeconds: (_headers: HeaderBag, body: unknown) => secondsUntil(body, requested),
};
