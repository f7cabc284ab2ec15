/**
 * The token bucket as one number: the generic cell rate algorithm (GCRA).
 * The bucket's state is its "theoretical arrival time" (TAT), the moment the
 * bucket would be full again; a call is allowed when the TAT is no more than
 * the burst allowance ahead of now, and pushes it on by one interval.
 * One number fits a Redis key and the `rate_limit_buckets.value` column, and
 * a platform's "wait N seconds" is simply a TAT moved into the future.
 *
 * These functions are the reference the Redis script and the SQL statement
 * follow (and the memory store uses); all times are in milliseconds.
 */

export interface BucketRate {
  /** Milliseconds between calls at the sustained rate (0: unlimited, only holds apply). */
  intervalMs: number;
  /** Calls allowed at once on a full bucket (at least 1). */
  burst: number;
}

export type Reservation =
  | { granted: true; waitMs: number; tat: number }
  | { granted: false; retryAfterMs: number };

export function bucketRate(requestsPerSecond: number | undefined, burst: number | undefined): BucketRate {
  if (requestsPerSecond === undefined || !(requestsPerSecond > 0) || !Number.isFinite(requestsPerSecond)) return { intervalMs: 0, burst: 1 };
  return { intervalMs: 1000 / requestsPerSecond, burst: Math.max(1, Math.floor(burst ?? 1)) };
}

/** How far ahead of now the TAT may be while calls still go at once. */
export function burstAllowanceMs(rate: BucketRate): number {
  return (rate.burst - 1) * rate.intervalMs;
}

/**
 * Takes a slot if it comes within `maxWaitMs`: the caller waits `waitMs` and
 * the bucket keeps the new TAT; otherwise nothing changes and the caller
 * learns when a slot would have come.
 */
export function reserve(storedTat: number | undefined, now: number, rate: BucketRate, maxWaitMs: number): Reservation {
  const tat = Math.max(storedTat ?? now, now);
  const waitMs = Math.max(0, tat - burstAllowanceMs(rate) - now);
  if (waitMs > maxWaitMs) return { granted: false, retryAfterMs: waitMs };
  return { granted: true, waitMs, tat: tat + rate.intervalMs };
}

/** The TAT after the platform asked for a pause of `pauseMs`: no slot before now + pauseMs. */
export function holdOff(storedTat: number | undefined, now: number, rate: BucketRate, pauseMs: number): number {
  return Math.max(storedTat ?? now, now + pauseMs + burstAllowanceMs(rate));
}

/** How long a stored TAT matters: once it is in the past the bucket is full, the same as no state at all. */
export function stateLifetimeMs(tat: number, now: number): number {
  return Math.max(1, Math.ceil(tat - now));
}
