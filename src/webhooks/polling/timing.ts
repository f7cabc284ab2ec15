/**
 * When a poller's next pass is due: one interval after the last pass began
 * (the application's own interval, or the service's default for the key
 * mode), or, after failed passes, an exponential backoff capped at an hour,
 * so a platform that is down is not hammered and one that comes back is
 * polled again within the hour.
 */
import { ApiError } from '../../core/errors/api-error.js';

/** Default seconds between passes, by key mode (SVC_WEBHOOK_POLL_INTERVAL_SECONDS, SVC_WEBHOOK_SANDBOX_POLL_INTERVAL_SECONDS). */
export interface PollIntervals {
  live: number;
  sandbox: number;
}

export const DEFAULT_POLL_INTERVALS: PollIntervals = { live: 300, sandbox: 60 };

/** An application's interval may be set from 1 second (tests, demos) to a day. */
export const MIN_POLL_INTERVAL_SECONDS = 1;
export const MAX_POLL_INTERVAL_SECONDS = 86_400;

/** The longest wait after failed passes, unless the interval itself is longer. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

export function pollIntervalMs(applicationSeconds: number | null, mode: 'sandbox' | 'live', defaults: PollIntervals): number {
  return (applicationSeconds ?? defaults[mode]) * 1000;
}

/**
 * The wait after the `failures`-th failed pass in a row (1 for the first):
 * twice the interval, then four times, … up to an hour (or the interval when
 * it is longer); never sooner than a platform's own Retry-After.
 */
export function backoffMs(intervalMs: number, failures: number, retryAfterMs = 0): number {
  const doubled = intervalMs * 2 ** Math.min(Math.max(failures, 1), 20);
  return Math.max(Math.min(doubled, Math.max(MAX_BACKOFF_MS, intervalMs)), retryAfterMs);
}

const INTERVAL_RULE = `must be a whole number of seconds from ${MIN_POLL_INTERVAL_SECONDS} to ${MAX_POLL_INTERVAL_SECONDS}, or null for the service's default`;

/** An application's interval as the admin API sets it: whole seconds in range, or null for the default; RequestValidationError otherwise. */
export function checkPollInterval(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= MIN_POLL_INTERVAL_SECONDS && value <= MAX_POLL_INTERVAL_SECONDS) return value;
  throw new ApiError('RequestValidationError', {
    message: `Invalid body: webhook_poll_interval_seconds ${INTERVAL_RULE}`,
    detail: { body: [{ field: 'webhook_poll_interval_seconds', message: INTERVAL_RULE }] },
  });
}
