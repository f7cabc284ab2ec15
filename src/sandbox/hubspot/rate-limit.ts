/**
 * HubSpot's rate-limit signals ("API usage guidelines and limits"). Every API
 * answer says where the caller stands in the rolling 10-second burst window:
 *
 *   X-HubSpot-RateLimit-Max: 190                      requests allowed in the window
 *   X-HubSpot-RateLimit-Remaining: 189
 *   X-HubSpot-RateLimit-Interval-Milliseconds: 10000
 *
 * and, for private apps only (OAuth calls have no daily limit, "Rate limit
 * headers will now appear for OAuth authenticated calls"):
 *
 *   X-HubSpot-RateLimit-Daily: 650000
 *   X-HubSpot-RateLimit-Daily-Remaining: 649999
 *
 * The burst window is counted per token to report realistic numbers, but it
 * never refuses on its own (429s come from `failNext('rate_limit')`), so
 * tests and benchmarks stay deterministic; a test that sets the emulator's
 * request limit (`setRateLimit`) sees that window in the headers and the
 * 429 past it. The CRM search endpoints' own limit (a few requests a second
 * per token) is enforced: see `takeSearchSlot`.
 */
import type { EmulatorContext } from '../framework/emulator.js';
import { fail, headerOf, parseBearer, type KitRequest } from '../framework/kit/index.js';
import type { RateWindow } from '../framework/rate-window.js';
import { HUBSPOT_ACCOUNTS } from './accounts.js';

export const BURST_INTERVAL_MS = 10_000;
/** Public (OAuth) apps: 110 requests per 10 seconds per account. */
const OAUTH_BURST = 110;
/** "The search endpoints are rate limited to five requests per second per authentication token." */
export const SEARCH_PER_SECOND = 5;

interface Counter {
  windowStart: number;
  used: number;
  day: number;
  usedToday: number;
}

const counters = new WeakMap<RateWindow, Map<string, Counter>>();
const standalone = new Map<string, Counter>();

function counterFor(emulator: EmulatorContext | undefined, token: string, now: number): Counter {
  let byToken = emulator ? counters.get(emulator.rateWindow) : standalone;
  if (!byToken) counters.set((emulator as EmulatorContext).rateWindow, (byToken = new Map()));
  let counter = byToken.get(token);
  if (!counter) byToken.set(token, (counter = { windowStart: 0, used: 0, day: 0, usedToday: 0 }));
  const windowStart = Math.floor(now / BURST_INTERVAL_MS) * BURST_INTERVAL_MS;
  if (counter.windowStart !== windowStart) Object.assign(counter, { windowStart, used: 0 });
  const day = Math.floor(now / 86_400_000);
  if (counter.day !== day) Object.assign(counter, { day, usedToday: 0 });
  return counter;
}

/** Counts one request and writes the headers HubSpot puts on every answer. */
export function rateLimitHeaders(request: KitRequest, emulator: EmulatorContext | undefined, now = Date.now()): Record<string, string> {
  const token = parseBearer(headerOf(request, 'authorization')) ?? '';
  const privateApp = token.startsWith('pat-');
  const counter = counterFor(emulator, token, now);
  counter.used += 1;
  counter.usedToday += 1;
  const configured = emulator?.rateWindow.peek(now);
  const account = HUBSPOT_ACCOUNTS.find((candidate) => candidate.privateAppToken === token);
  const max = configured?.limit ?? (privateApp ? (account?.burstPer10Seconds ?? 100) : OAUTH_BURST);
  const headers: Record<string, string> = {
    'x-hubspot-ratelimit-max': String(max),
    'x-hubspot-ratelimit-remaining': String(configured ? configured.remaining : Math.max(0, max - counter.used)),
    // A test's window is reported by what is left of it, so a client waiting one interval is never early.
    'x-hubspot-ratelimit-interval-milliseconds': String(configured ? Math.max(1, configured.resetAt - now) : BURST_INTERVAL_MS),
  };
  if (privateApp) {
    const daily = account?.dailyLimit ?? 250_000;
    headers['x-hubspot-ratelimit-daily'] = String(daily);
    headers['x-hubspot-ratelimit-daily-remaining'] = String(Math.max(0, daily - counter.usedToday));
  }
  return headers;
}

const searches = new Map<string, { second: number; used: number }>();

/** The search endpoints' own limit: past it, HubSpot's 429 with the SECONDLY policy. */
export function takeSearchSlot(request: KitRequest, now = Date.now()): void {
  const token = parseBearer(headerOf(request, 'authorization')) ?? '';
  const second = Math.floor(now / 1000);
  const slot = searches.get(token);
  if (!slot || slot.second !== second) {
    // Old entries are only ever replaced: one per token that searched.
    searches.set(token, { second, used: 1 });
    return;
  }
  if (slot.used >= SEARCH_PER_SECOND) throw fail.rateLimited('You have reached your secondly limit.', { retryAfterSeconds: 1, policyName: 'SECONDLY' });
  slot.used += 1;
}
