/** Request counts in the database (`request_counts`), when no Redis is configured. */
import type { Database } from '../../store/database.js';
import { addRequestCounts, incrementWithinQuota, readRequestCount } from '../../store/repositories/request-counts.js';
import type { MonthCount, QuotaDecision, RequestCounter } from './counter.js';

export class DatabaseRequestCounter implements RequestCounter {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async countWithinQuota(applicationId: string, month: string, quota: number): Promise<QuotaDecision> {
    const used = await incrementWithinQuota(this.#db, applicationId, month, quota);
    if (used !== undefined) return { admitted: true, used };
    return { admitted: false, used: await readRequestCount(this.#db, applicationId, month) };
  }

  add(counts: MonthCount[]): Promise<void> {
    return addRequestCounts(this.#db, counts);
  }

  read(applicationId: string, month: string): Promise<number> {
    return readRequestCount(this.#db, applicationId, month);
  }
}
