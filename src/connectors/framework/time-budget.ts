/**
 * The downstream time budget of one operation: every call, retry and pacing
 * wait it makes comes out of the same milliseconds (`x-svc-timeout`, or the
 * service default), so a caller's timeout holds however the work is split.
 */
export class TimeBudget {
  readonly totalMs: number;
  readonly #deadline: number;
  readonly #now: () => number;

  constructor(totalMs: number, now: () => number = performance.now.bind(performance)) {
    this.totalMs = totalMs;
    this.#now = now;
    this.#deadline = now() + totalMs;
  }

  /** Milliseconds left, never negative. */
  remainingMs(): number {
    return Math.max(0, Math.floor(this.#deadline - this.#now()));
  }
}
