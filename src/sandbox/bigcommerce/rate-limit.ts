/**
 * BigCommerce's rate-limit headers (https://developer.bigcommerce.com/docs/start/best-practices/api-rate-limits):
 * every answer says where the store's window stands,
 *
 *   X-Rate-Limit-Requests-Quota: 150     requests allowed per window
 *   X-Rate-Limit-Time-Window-Ms: 30000   the window's length
 *   X-Rate-Limit-Requests-Left: 149      requests left in this window
 *   X-Rate-Limit-Time-Reset-Ms: 12345    until the window resets
 *
 * and past the quota the answer is a 429 with the same headers. The emulated
 * stores are on an Enterprise plan, whose limits BigCommerce sets per
 * contract: 10,000 requests in 30 s here (our number), so a sandbox
 * session is not held for a window's reset by a client that honours these
 * headers (the Standard plan's 150 per 30 s would hold the second page of
 * orders, each of which takes calls for its lines and addresses). By default
 * the emulator counts but never refuses on its own (429s come from
 * `failNext('rate_limit')`); once a test sets the emulator's limit (the
 * Standard plan's, say), the headers describe that window.
 */
import type { EmulatorContext } from '../framework/emulator.js';
import type { RateWindow } from '../framework/rate-window.js';

const QUOTA = 10_000;
const WINDOW_MS = 30_000;

function headers(quota: number, windowMs: number, left: number, resetMs: number): Record<string, string> {
  return {
    'x-rate-limit-requests-quota': String(quota),
    'x-rate-limit-time-window-ms': String(windowMs),
    'x-rate-limit-requests-left': String(left),
    'x-rate-limit-time-reset-ms': String(resetMs),
  };
}

const windows = new WeakMap<RateWindow, { start: number; used: number }>();

/** Counts one request and describes the window: the test's when one is set, else the plan's. */
export function rateLimitHeaders(emulator: EmulatorContext | undefined, now = Date.now()): Record<string, string> {
  const configured = emulator?.rateWindow.peek(now);
  if (configured) {
    // The rate window keeps its length to itself; the plan's is reported unless the test's runs longer.
    const resetMs = Math.max(0, configured.resetAt - now);
    return headers(configured.limit, Math.max(WINDOW_MS, resetMs), configured.remaining, resetMs);
  }
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  let window = emulator ? windows.get(emulator.rateWindow) : undefined;
  if (!window || window.start !== start) {
    window = { start, used: 0 };
    if (emulator) windows.set(emulator.rateWindow, window);
  }
  window.used += 1;
  return headers(QUOTA, WINDOW_MS, Math.max(0, QUOTA - window.used), start + WINDOW_MS - now);
}

/** What a refused request adds: nothing left, and how long until the window resets. */
export function spentHeaders(retryAfterSeconds: number): Record<string, string> {
  return { 'x-rate-limit-requests-left': '0', 'x-rate-limit-time-reset-ms': String(retryAfterSeconds * 1000) };
}
