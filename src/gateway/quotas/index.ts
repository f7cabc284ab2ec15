/**
 * The quota part of the gateway, assembled: the counter every instance shares
 * (Redis when configured, the database otherwise), the per-request gate and
 * its admin side.
 */
import type { Database } from '../../store/database.js';
import type { RedisClient } from '../../store/redis.js';
import type { RequestCounter } from './counter.js';
import { DatabaseRequestCounter } from './database-counter.js';
import { QuotaAdmin } from './quota-admin.js';
import { RedisRequestCounter } from './redis-counter.js';
import { RequestQuota, type QuotaLog } from './request-quota.js';

export { QuotaAdmin, checkQuota, type ApplicationDetail, type QuotaUsage } from './quota-admin.js';
export { RequestQuota } from './request-quota.js';

export function requestCounter(db: Database, redis: RedisClient | undefined): RequestCounter {
  return redis ? new RedisRequestCounter(redis) : new DatabaseRequestCounter(db);
}

export interface Quotas {
  gate: RequestQuota;
  admin: QuotaAdmin;
}

export function assembleQuotas(options: { db: Database; redis?: RedisClient | undefined; cacheTtlMs: number; now?: (() => number) | undefined; log?: QuotaLog }): Quotas {
  const counter = requestCounter(options.db, options.redis);
  const gate = new RequestQuota({ db: options.db, counter, cacheTtlMs: options.cacheTtlMs, now: options.now, log: options.log });
  return { gate, admin: new QuotaAdmin(options.db, counter, { now: options.now, gate }) };
}
