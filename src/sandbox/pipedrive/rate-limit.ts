/**
 * Pipedrive's rate-limit signals (https://pipedrive.readme.io/docs/core-api-concepts-rate-limiting).
 * Limits are per token, in 2-second windows, by plan; OAuth tokens get four
 * times an API token's allowance. Every answer says where the token stands:
 *
 *   x-ratelimit-limit: 80        requests the token may make per 2-second window
 *   x-ratelimit-remaining: 79    left in the current window
 *   x-ratelimit-reset: 2         seconds until the window resets
 *   x-daily-requests-left: 9999  POST/PUT requests left today (UTC), API-token requests only
 *
 * and a 429 repeats them with remaining 0 and a Retry-After. The daily token
 * budget of token-based rate limiting has no documented headers, so none are
 * sent. By default the emulator counts to report realistic numbers but never
 * refuses on its own (429s come from `failNext('rate_limit')`); once a test
 * sets the emulator's limit (`setRateLimit`) the headers report that window.
 */
import { createHash } from 'node:crypto';
import type { EmulatorContext } from '../framework/emulator.js';
import { headerOf, parseBearer, type KitRequest } from '../framework/kit/index.js';
import type { RateWindow } from '../framework/rate-window.js';
import type { PipedriveAccount } from './accounts.js';

const WINDOW_MS = 2_000;
/** The documented fair-use allowance of POST/PUT requests a day per API token. */
export const DAILY_WRITES = 10_000;
/** OAuth apps get four times an API token's burst allowance on every plan. */
const OAUTH_FACTOR = 4;

interface Counters {
  windows: Map<string, { start: number; used: number }>;
  days: Map<string, { day: number; writes: number }>;
}

/** Counters per emulator instance (its rate window is one per instance). */
const counters = new WeakMap<RateWindow, Counters>();

function countersOf(emulator: EmulatorContext | undefined): Counters {
  const fresh = (): Counters => ({ windows: new Map(), days: new Map() });
  if (!emulator) return fresh();
  let found = counters.get(emulator.rateWindow);
  if (!found) counters.set(emulator.rateWindow, (found = fresh()));
  return found;
}

/** Which credential the request carries: limits are counted per token, never per company. */
function tokenOf(request: KitRequest): { key: string; oauth: boolean } | undefined {
  const apiToken = headerOf(request, 'x-api-token') ?? request.query.get('api_token') ?? undefined;
  if (apiToken) return { key: `api:${hash(apiToken)}`, oauth: false };
  const bearer = parseBearer(headerOf(request, 'authorization'));
  return bearer ? { key: `oauth:${hash(bearer)}`, oauth: true } : undefined;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

const isWrite = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** The headers of one answer, counting the request. */
export function rateLimitHeaders(request: KitRequest, accounts: readonly PipedriveAccount[], emulator: EmulatorContext | undefined, now = Date.now()): Record<string, string> {
  const token = tokenOf(request);
  if (!token) return {};
  const state = countersOf(emulator);
  const headers: Record<string, string> = {};
  const configured = emulator?.rateWindow.peek(now);
  if (configured) {
    headers['x-ratelimit-limit'] = String(configured.limit);
    headers['x-ratelimit-remaining'] = String(configured.remaining);
    headers['x-ratelimit-reset'] = String(Math.max(1, Math.ceil((configured.resetAt - now) / 1000)));
  } else {
    // The plan of the company the token belongs to; an unknown token is refused anyway.
    const account = accounts.find((candidate) => `api:${hash(candidate.apiToken)}` === token.key) ?? accounts[0];
    const limit = (account?.burstLimit ?? 20) * (token.oauth ? OAUTH_FACTOR : 1);
    const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    let window = state.windows.get(token.key);
    if (!window || window.start !== start) state.windows.set(token.key, (window = { start, used: 0 }));
    window.used += 1;
    headers['x-ratelimit-limit'] = String(limit);
    headers['x-ratelimit-remaining'] = String(Math.max(0, limit - window.used));
    headers['x-ratelimit-reset'] = String(Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)));
  }
  if (!token.oauth) {
    const day = Math.floor(now / 86_400_000);
    let used = state.days.get(token.key);
    if (!used || used.day !== day) state.days.set(token.key, (used = { day, writes: 0 }));
    if (isWrite(request.method)) used.writes += 1;
    headers['x-daily-requests-left'] = String(Math.max(0, DAILY_WRITES - used.writes));
  }
  return headers;
}
