/**
 * Requests of applications without a quota, counted in memory and written in
 * batches: their count is informative only, so the hot path must not pay a
 * write per request. What a failed write did not store is kept for the next one.
 */
import type { MonthCount } from './counter.js';

export class PendingTally {
  #counts = new Map<string, MonthCount>();

  add(applicationId: string, month: string, count = 1): void {
    const key = `${applicationId}\u0000${month}`;
    const entry = this.#counts.get(key);
    if (entry) entry.count += count;
    else this.#counts.set(key, { applicationId, month, count });
  }

  /** Requests counted here and not written yet. */
  pending(applicationId: string, month: string): number {
    return this.#counts.get(`${applicationId}\u0000${month}`)?.count ?? 0;
  }

  /** Everything counted so far, sorted by application and month; the tally starts again from zero. */
  take(): MonthCount[] {
    const taken = [...this.#counts.values()];
    this.#counts = new Map();
    return taken.sort((a, b) => (a.applicationId === b.applicationId ? cmp(a.month, b.month) : cmp(a.applicationId, b.applicationId)));
  }

  /** Puts back counts that could not be written. */
  restore(counts: MonthCount[]): void {
    for (const { applicationId, month, count } of counts) this.add(applicationId, month, count);
  }

  get size(): number {
    return this.#counts.size;
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
