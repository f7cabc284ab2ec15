/**
 * Pacing of downstream calls, as the HTTP client sees it. The gateway owns
 * the shared token buckets (Redis, the database or memory); the connectors
 * framework only needs these two calls, so it never imports the gateway.
 * `takeSlot` and `noteAnswer` are the two steps around one platform call,
 * for callers outside DownstreamHttp (the Proxy API).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { HeaderBag, RateLimitSignals } from './rate-limit.js';
import { sleep } from './retry-policy.js';
import type { SettingValues } from './settings.js';

export type PaceDecision =
  /** The call may go after `waitMs` (0: at once); its slot is taken. */
  | { granted: true; waitMs: number }
  /** No slot within the time the caller can wait; nothing was taken. */
  | { granted: false; retryAfterMs: number };

/** The bucket of one connection (or of the account it points at). */
export interface DownstreamPacing {
  /** Takes a slot for one call if it comes within `maxWaitMs`. */
  reserve(maxWaitMs: number): Promise<PaceDecision>;
  /** The platform asked for a pause: no instance calls it for `ms`. */
  holdOff(ms: number): Promise<void>;
}

/** Which bucket a call belongs to. */
export interface PacingTarget {
  connector: { id: string; rateLimit: RateLimitSignals };
  mode: 'sandbox' | 'live';
  connectionId: string;
  settings: SettingValues;
}

/** Hands out the bucket of a connection; implemented by the gateway. */
export interface PacingProvider {
  forConnection(target: PacingTarget): DownstreamPacing;
}

/**
 * Waits for a call's slot, or refuses at once (429 ConnectorRateLimitError
 * with Retry-After, nothing sent) when the slot comes after `maxWaitMs`: the
 * longest this caller may be held by a rate limit (time-budget.ts). A spent
 * window is never waited out in silence past it. `budgetMs` is the caller's
 * whole time budget, named in the answer.
 */
export async function takeSlot(pacing: DownstreamPacing, connectorId: string, maxWaitMs: number, budgetMs: number): Promise<void> {
  const allowedMs = Math.max(0, Math.floor(maxWaitMs));
  const decision = await pacing.reserve(allowedMs);
  if (decision.granted) {
    if (decision.waitMs > 0) await sleep(decision.waitMs);
    return;
  }
  throw rateLimitedFor(connectorId, decision.retryAfterMs, allowedMs, budgetMs);
}

/** The answer to a call that would have to wait longer than its caller may be held: 429 with Retry-After (whole seconds until the slot). */
function rateLimitedFor(connectorId: string, retryAfterMs: number, allowedMs: number, budgetMs: number): ApiError {
  const waitMs = Math.ceil(retryAfterMs);
  return new ApiError('ConnectorRateLimitError', {
    message: `${connectorId} is at its rate limit for this connection; the next call is possible in ${waitMs} ms, longer than this request may wait (${allowedMs} ms: x-svc-timeout, else SVC_DOWNSTREAM_WAIT_MS)`,
    detail: { retry_after_ms: waitMs, max_wait_ms: allowedMs, time_budget_ms: budgetMs },
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

/**
 * Shares what a platform's answer says about its limits with every instance:
 * a 429 (or the platform's own rate-limit signal) holds the bucket for the
 * wait it asks (`fallbackMs` when it names none); a successful answer that
 * says the budget is used up holds it until the reset. For callers that do
 * not retry (the Proxy API); DownstreamHttp does the same within its retries.
 */
export async function noteAnswer(
  pacing: DownstreamPacing,
  signals: RateLimitSignals,
  answer: { status: number; headers: HeaderBag; body?: unknown },
  fallbackMs = 1000,
): Promise<void> {
  const seconds = (read: () => number | undefined) => {
    try {
      const value = read();
      return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const { status, headers, body } = answer;
  let limited = status === 429;
  try {
    limited ||= signals.isRateLimited?.(status, headers, body) === true;
  } catch {
    // A signal reader that throws says nothing.
  }
  if (limited) {
    const wait = seconds(() => signals.retryAfterSeconds(headers, body));
    await pacing.holdOff(wait !== undefined ? wait * 1000 : fallbackMs);
    return;
  }
  if (status >= 200 && status < 300) {
    const exhausted = seconds(() => signals.exhaustedForSeconds?.(headers, body));
    if (exhausted !== undefined) await pacing.holdOff(exhausted * 1000);
  }
}
