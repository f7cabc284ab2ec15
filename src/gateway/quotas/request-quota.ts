/**
 * The monthly request quota of applications, checked on every request
 * authenticated with a secret key. An application with a quota is counted
 * exactly (one atomic check-and-increment in the shared counter per request);
 * one without a quota is counted in memory and flushed every second, since
 * nothing depends on its exact count. Refused requests are not counted.
 *
 * Quota settings are cached for the service's cache TTL: a change made
 * through this instance applies at once, through another within the TTL.
 * Once the counter has refused an application, further requests are refused
 * from memory until the month ends or its quota changes (counts never go down
 * within a month), so an application hammering past its quota costs nothing.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { Database } from '../../store/database.js';
import { findMonthlyRequestQuota } from '../../store/repositories/applications.js';
import { monthKey, nextMonthStart, secondsUntilMonthEnds } from './calendar.js';
import type { MonthCount, RequestCounter } from './counter.js';
import { PendingTally } from './pending-tally.js';

export interface QuotaLog {
  warn(details: object, message: string): void;
}

export interface RequestQuotaOptions {
  db: Database;
  counter: RequestCounter;
  cacheTtlMs: number;
  /** Milliseconds since the epoch; months are read from it (tests move it). */
  now?: () => number;
  flushIntervalMs?: number;
  log?: QuotaLog;
}

interface Exhausted {
  month: string;
  quota: number;
  used: number;
}

/** After an outage of the counter is logged, say so again at most this often. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

export class RequestQuota {
  readonly #db: Database;
  readonly #counter: RequestCounter;
  readonly #settings: TtlCache<string, number | null>;
  readonly #now: () => number;
  readonly #log: QuotaLog | undefined;
  readonly #tally = new PendingTally();
  readonly #exhausted = new Map<string, Exhausted>();
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> | undefined;
  #writing: MonthCount[] = [];
  #lastOutageLog = -Infinity;

  constructor(options: RequestQuotaOptions) {
    this.#db = options.db;
    this.#counter = options.counter;
    this.#settings = new TtlCache(options.cacheTtlMs, 50_000);
    this.#now = options.now ?? Date.now;
    this.#log = options.log;
    this.#timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1_000);
    this.#timer.unref();
  }

  /** Counts the request, or throws RequestLimitError (402) when the application has used its quota for the month. */
  async admit(applicationId: string): Promise<void> {
    const quota = await this.quotaOf(applicationId);
    const now = this.#now();
    const month = monthKey(now);
    if (quota === null) {
      this.#tally.add(applicationId, month);
      return;
    }
    const known = this.#exhausted.get(applicationId);
    if (known && known.month === month && known.quota === quota) throw limitReached(known, now);

    let decision;
    try {
      decision = await this.#counter.countWithinQuota(applicationId, month, quota);
    } catch (error) {
      // An unreachable counter must not take every request down with it: let the request
      // through, count it with the batched writes, and say so in the log.
      this.#tally.add(applicationId, month);
      this.#logOutage(error);
      return;
    }
    if (decision.admitted) return;
    const exhausted = { month, quota, used: decision.used };
    this.#exhausted.set(applicationId, exhausted);
    throw limitReached(exhausted, now);
  }

  /** The application's quota (null: unlimited), from the cache. */
  async quotaOf(applicationId: string): Promise<number | null> {
    return this.#settings.getOrLoad(applicationId, async () => (await findMonthlyRequestQuota(this.#db, applicationId)) ?? null);
  }

  /** Forgets the cached quota of an application (after it changed through this instance). */
  forget(applicationId: string): void {
    this.#settings.delete(applicationId);
    this.#exhausted.delete(applicationId);
  }

  /** Requests this instance counted for the application and has not written yet. */
  pending(applicationId: string, month: string): number {
    let count = this.#tally.pending(applicationId, month);
    for (const entry of this.#writing) if (entry.applicationId === applicationId && entry.month === month) count += entry.count;
    return count;
  }

  /** Writes the counts gathered in memory; one write at a time, and what fails is kept for the next. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#tally.size === 0) return;
    const counts = this.#tally.take();
    this.#writing = counts;
    this.#flushing = this.#counter
      .add(counts)
      .catch((error: unknown) => {
        this.#tally.restore(counts);
        this.#logOutage(error);
      })
      .finally(() => {
        this.#writing = [];
        this.#flushing = undefined;
      });
    await this.#flushing;
  }

  /** Stops the timer and writes what is left (the service is closing). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  #logOutage(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastOutageLog < OUTAGE_LOG_INTERVAL_MS) return;
    this.#lastOutageLog = now;
    this.#log?.warn({ err: error }, 'request counts could not be stored; requests are let through and counted again later');
  }
}

function limitReached(exhausted: Exhausted, now: number): ApiError {
  const resetsAt = new Date(nextMonthStart(now)).toISOString();
  return new ApiError('RequestLimitError', {
    message: `The application has used its monthly quota of ${exhausted.quota} requests; it resets at ${resetsAt}`,
    detail: { quota: exhausted.quota, used: exhausted.used, resets_at: resetsAt },
    headers: { 'retry-after': String(secondsUntilMonthEnds(now)) },
  });
}
