/**
 * Where request counts live: shared by every instance, so a quota holds
 * however many instances serve an application. Redis when configured (one
 * key per application and month), the database otherwise (`request_counts`).
 */

export interface MonthCount {
  applicationId: string;
  /** "YYYY-MM", UTC */
  month: string;
  count: number;
}

export interface QuotaDecision {
  admitted: boolean;
  /** Requests counted this month, including this one when admitted. */
  used: number;
}

export interface RequestCounter {
  /**
   * Counts one request unless the month already holds `quota` of them: one
   * atomic step, so instances racing for the last request let exactly one through.
   */
  countWithinQuota(applicationId: string, month: string, quota: number): Promise<QuotaDecision>;
  /** Adds requests already served (applications without a quota, counted in memory and flushed in batches). */
  add(counts: MonthCount[]): Promise<void>;
  /** Requests counted for the application in the month. */
  read(applicationId: string, month: string): Promise<number>;
}
