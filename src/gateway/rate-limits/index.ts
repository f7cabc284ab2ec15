/**
 * Chooses the store of the downstream token buckets: Redis when the service
 * has one, else PostgreSQL, else memory (the embedded PGlite store serves a
 * single process; instances sharing it in one process share the map too).
 */
import type { Database, Store } from '../../store/database.js';
import type { RedisClient } from '../../store/redis.js';
import type { BucketStore } from './bucket-store.js';
import { DownstreamRateLimiter, type RateLimiterSettings } from './downstream-rate-limiter.js';
import { MemoryBucketStore } from './memory-bucket-store.js';
import { PostgresBucketStore } from './postgres-bucket-store.js';
import { RedisBucketStore } from './redis-bucket-store.js';

export { DownstreamRateLimiter, bucketKey, type PacingObserver, type RateLimiterSettings, type SandboxPacing } from './downstream-rate-limiter.js';
export type { BucketStore } from './bucket-store.js';

const memoryStores = new WeakMap<Database, MemoryBucketStore>();

/** How a deployment (or a test) tunes the pacer. */
export interface DownstreamPacingOptions {
  /** Whether sandbox calls are paced by the declared limits too (default: only by holds). */
  sandbox?: RateLimiterSettings['sandbox'];
}

export interface RateLimiterOptions extends DownstreamPacingOptions {
  store: Pick<Store, 'db' | 'kind'>;
  redis?: RedisClient | undefined;
  log?: RateLimiterSettings['log'];
  observer?: RateLimiterSettings['observer'];
}

export function bucketStoreFor(options: RateLimiterOptions): BucketStore {
  if (options.redis) return new RedisBucketStore(options.redis);
  if (options.store.kind === 'postgres') return new PostgresBucketStore(options.store.db);
  let memory = memoryStores.get(options.store.db);
  if (!memory) {
    memory = new MemoryBucketStore();
    memoryStores.set(options.store.db, memory);
  }
  return memory;
}

export function createDownstreamRateLimiter(options: RateLimiterOptions): DownstreamRateLimiter {
  return new DownstreamRateLimiter(bucketStoreFor(options), { sandbox: options.sandbox, log: options.log, observer: options.observer });
}
