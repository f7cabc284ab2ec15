/**
 * The downstream time budget of one operation: every call, retry and pacing
 * wait it makes comes out of the same milliseconds (`x-svc-timeout`, or the
 * service default), so a caller's timeout holds however the work is split.
 *
 * Waiting for a rate limit to free up (a pacing slot, a platform's
 * Retry-After, a spent burst window) has a tighter bound of its own: a
 * caller that named its timeout has said how long it will wait, so it may be
 * held for all of it; one that did not is held at most the service's
 * default wait (SVC_DOWNSTREAM_WAIT_MS) and otherwise answered at once with
 * 429 and Retry-After, instead of waiting in silence for a whole window.
 */
export class TimeBudget {
  readonly totalMs: number;
  /** The longest one rate-limit wait may last (never beyond what is left of the budget). */
  readonly rateLimitWaitMs: number;
  readonly #deadline: number;
  readonly #now: () => number;

  constructor(totalMs: number, options: { rateLimitWaitMs?: number | undefined; now?: () => number } = {}) {
    this.totalMs = totalMs;
    this.rateLimitWaitMs = Math.min(totalMs, options.rateLimitWaitMs ?? totalMs);
    this.#now = options.now ?? performance.now.bind(performance);
    this.#deadline = this.#now() + totalMs;
  }

  /** Milliseconds left, never negative. */
  remainingMs(): number {
    return Math.max(0, Math.floor(this.#deadline - this.#now()));
  }

  /** How long a rate-limit wait starting now may last: the wait bound, or what is left of the budget when that is less. */
  rateLimitWaitLeftMs(): number {
    return Math.min(this.rateLimitWaitMs, this.remainingMs());
  }
}

/**
 * The rule for how long a caller may be held by a rate limit: its whole
 * budget when it named one (`x-svc-timeout`), else the service's default
 * wait (SVC_DOWNSTREAM_WAIT_MS), and never more than the budget.
 */
export function callerRateLimitWaitMs(budgetMs: number, callerNamedTimeout: boolean, defaultWaitMs: number): number {
  return callerNamedTimeout ? budgetMs : Math.min(budgetMs, defaultWaitMs);
}

/** SVC_DOWNSTREAM_WAIT_MS's default: a caller that named no timeout is held at most this long by a rate limit. */
export const DEFAULT_DOWNSTREAM_WAIT_MS = 2000;
