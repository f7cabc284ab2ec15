/**
 * Applications' quotas as the /admin API and the command line show and set
 * them: the quota, this month's usage and when it resets.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Database } from '../../store/database.js';
import { setMonthlyRequestQuota } from '../../store/repositories/applications.js';
import { applicationView, requireApplication, type ApplicationView } from '../../vault/admin.js';
import { monthKey, nextMonthStart } from './calendar.js';
import type { RequestCounter } from './counter.js';

export interface QuotaUsage {
  /** "YYYY-MM", UTC */
  month: string;
  /** Requests counted this month (for an application without a quota, other instances' last second may be missing). */
  requests: number;
  /** Requests left this month; null when unlimited. */
  remaining: number | null;
  resets_at: string;
}

export interface ApplicationDetail extends ApplicationView {
  usage: QuotaUsage;
}

/** What the admin side needs of a running gateway: its unwritten counts, to write them, and to drop a cached quota. */
export interface QuotaGate {
  pending(applicationId: string, month: string): number;
  flush(): Promise<void>;
  forget(applicationId: string): void;
}

const QUOTA_RULE = `must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, or null for unlimited`;

/** A positive integer, or null for unlimited; RequestValidationError otherwise. */
export function checkQuota(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  throw new ApiError('RequestValidationError', {
    message: `Invalid body: monthly_request_quota ${QUOTA_RULE}`,
    detail: { body: [{ field: 'monthly_request_quota', message: QUOTA_RULE }] },
  });
}

export class QuotaAdmin {
  readonly #db: Database;
  readonly #counter: RequestCounter;
  readonly #now: () => number;
  readonly #gate: QuotaGate | undefined;

  constructor(db: Database, counter: RequestCounter, options: { now?: () => number; gate?: QuotaGate } = {}) {
    this.#db = db;
    this.#counter = counter;
    this.#now = options.now ?? Date.now;
    this.#gate = options.gate;
  }

  async show(applicationId: string): Promise<ApplicationDetail> {
    const view = applicationView(await requireApplication(this.#db, applicationId));
    return withUsage(view, await this.#usage(applicationId));
  }

  async setQuota(applicationId: string, quota: unknown): Promise<ApplicationDetail> {
    const checked = checkQuota(quota);
    await requireApplication(this.#db, applicationId);
    // The exact count starts from the stored one: write what this instance counted in memory first.
    await this.#gate?.flush();
    // Read before writing: when the counter cannot answer, nothing changes.
    const usage = await this.#usage(applicationId);
    const row = await setMonthlyRequestQuota(this.#db, applicationId, checked);
    if (!row) throw new ApiError('EntityNotFoundError', { message: 'Application not found', detail: { application_id: applicationId } });
    this.#gate?.forget(applicationId);
    return withUsage(applicationView(row), usage);
  }

  async #usage(applicationId: string): Promise<{ month: string; requests: number; resetsAt: number }> {
    const now = this.#now();
    const month = monthKey(now);
    let stored: number;
    try {
      stored = await this.#counter.read(applicationId, month);
    } catch (error) {
      throw new ApiError('InternalServerError', { message: 'Request counts cannot be read: the counter (Redis or the database) does not answer', cause: error });
    }
    return { month, requests: stored + (this.#gate?.pending(applicationId, month) ?? 0), resetsAt: nextMonthStart(now) };
  }
}

function withUsage(view: ApplicationView, usage: { month: string; requests: number; resetsAt: number }): ApplicationDetail {
  const quota = view.monthly_request_quota;
  return {
    ...view,
    usage: {
      month: usage.month,
      requests: usage.requests,
      remaining: quota === null ? null : Math.max(0, quota - usage.requests),
      resets_at: new Date(usage.resetsAt).toISOString(),
    },
  };
}
