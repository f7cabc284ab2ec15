/**
 * When a failed delivery is tried again. The default schedule is Svix's
 * (immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight attempts
 * over about 28 hours), each wait spread by ±JITTER so receivers coming back
 * from an outage are not hit by every retry at once. A receiver's
 * `Retry-After` on 429 and 503 moves the retry later, never earlier.
 */

/** Milliseconds before each attempt, the first one included (0: at once). */
export type RetrySchedule = readonly number[];

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = Object.freeze([0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);

/** Each wait is its scheduled value times a factor between 1 - JITTER and 1 + JITTER. */
export const JITTER = 0.1;

/** A Retry-After longer than this is read as this: a receiver cannot park a delivery for days. */
const MAX_RETRY_AFTER_MS = 10 * HOUR;

/**
 * How long to wait after `attemptsMade` failed attempts, or undefined when
 * the schedule is spent. `random` is Math.random's contract ([0, 1)).
 */
export function retryDelayMs(schedule: RetrySchedule, attemptsMade: number, random: () => number = Math.random): number | undefined {
  const scheduled = schedule[attemptsMade];
  if (scheduled === undefined) return undefined;
  return Math.round(scheduled * (1 - JITTER + 2 * JITTER * random()));
}

/** A `Retry-After` header (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * SECOND;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return undefined;
    ms = at - now.getTime();
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}
