/**
 * An emulator's own request limit: at most `limit` platform requests per
 * fixed window of `windowMs` (windows start at multiples of `windowMs` since
 * the epoch, as Zendesk's minutes do). Off unless a test, a start option or
 * the control endpoint sets it, so the emulators stay deterministic by
 * default. A refused request is not counted, as on the platforms.
 */

export interface EmulatorRateLimit {
  limit: number;
  windowMs: number;
}

/** Where the window stands, for the platform's rate-limit headers. */
export interface RateWindowState {
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  /** When the current window ends (epoch ms). */
  resetAt: number;
}

/** What a refused request is told: the window's state and whole seconds to wait (at least 1). */
export interface RateLimitInfo extends RateWindowState {
  retryAfterSeconds: number;
}

export class RateWindow {
  #config: EmulatorRateLimit | undefined;
  #windowStart = 0;
  #used = 0;

  constructor(config?: EmulatorRateLimit) {
    this.configure(config);
  }

  /** Sets (or with undefined, lifts) the limit; the count starts again. */
  configure(config: EmulatorRateLimit | undefined): void {
    if (config !== undefined && !validRateLimit(config)) throw new Error('rate limit needs a whole limit >= 1 and a windowMs >= 1');
    this.#config = config;
    this.#windowStart = 0;
    this.#used = 0;
  }

  get configured(): boolean {
    return this.#config !== undefined;
  }

  /** Counts one request; undefined when no limit is set, else whether it fits and the window's state after it. */
  take(now = Date.now()): { allowed: true; state: RateWindowState } | { allowed: false; info: RateLimitInfo } | undefined {
    const config = this.#config;
    if (!config) return undefined;
    this.#roll(config, now);
    const resetAt = this.#windowStart + config.windowMs;
    if (this.#used >= config.limit) {
      return { allowed: false, info: { limit: config.limit, remaining: 0, resetAt, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) } };
    }
    this.#used += 1;
    return { allowed: true, state: { limit: config.limit, remaining: config.limit - this.#used, resetAt } };
  }

  /** The window's state without counting; undefined when no limit is set. */
  peek(now = Date.now()): RateWindowState | undefined {
    const config = this.#config;
    if (!config) return undefined;
    this.#roll(config, now);
    return { limit: config.limit, remaining: Math.max(0, config.limit - this.#used), resetAt: this.#windowStart + config.windowMs };
  }

  #roll(config: EmulatorRateLimit, now: number): void {
    const start = Math.floor(now / config.windowMs) * config.windowMs;
    if (start !== this.#windowStart) {
      this.#windowStart = start;
      this.#used = 0;
    }
  }
}

export function validRateLimit(value: { limit?: unknown; windowMs?: unknown }): value is EmulatorRateLimit {
  return Number.isInteger(value.limit) && (value.limit as number) >= 1 && Number.isInteger(value.windowMs) && (value.windowMs as number) >= 1;
}
