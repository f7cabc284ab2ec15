/**
 * The three homes of the downstream token buckets follow the same arithmetic
 * atomically: memory (the embedded store), PostgreSQL (one statement on
 * rate_limit_buckets, when TEST_DATABASE_URL is set) and Redis (one Lua
 * script, when TEST_REDIS_URL is set; keys under a prefix of this test's own,
 * removed afterwards). Concurrent callers never share a slot.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketStore } from '../../src/gateway/rate-limits/bucket-store.js';
import { bucketRate } from '../../src/gateway/rate-limits/gcra.js';
import { MemoryBucketStore } from '../../src/gateway/rate-limits/memory-bucket-store.js';
import { PostgresBucketStore } from '../../src/gateway/rate-limits/postgres-bucket-store.js';
import { RedisBucketStore } from '../../src/gateway/rate-limits/redis-bucket-store.js';
import { openTestStore, type TestStore } from '../helpers/backends.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

interface Harness {
  store: BucketStore;
  close(): Promise<void>;
}

const harnesses: Array<[string, () => Promise<Harness>]> = [['memory', async () => ({ store: new MemoryBucketStore(), close: async () => {} })]];
if (process.env.TEST_DATABASE_URL) {
  harnesses.push([
    'postgres',
    async () => {
      const db: TestStore = await openTestStore('postgres');
      return { store: new PostgresBucketStore(db.db), close: () => db.dispose() };
    },
  ]);
}
if (REDIS_URL) {
  harnesses.push([
    'redis',
    async () => {
      const prefix = `test:buckets:${randomBytes(4).toString('hex')}:`;
      const redis = new Redis(REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
      return {
        store: new RedisBucketStore(redis),
        async close() {
          const cleaner = new Redis(REDIS_URL);
          const keys = await cleaner.keys(`${prefix}*`);
          if (keys.length > 0) await cleaner.del(...keys);
          await cleaner.quit();
          await redis.quit();
        },
      };
    },
  ]);
}

describe.each(harnesses)('bucket store (%s)', (_name, open) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await open();
  });
  afterAll(() => harness?.close());

  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('hands a burst out at once and spaces the rest, one slot each, to concurrent callers', async () => {
    const bucket = key();
    const rate = bucketRate(1, 3); // a second apart after three: far more than the test takes
    const decisions = await Promise.all(Array.from({ length: 6 }, () => harness.store.reserve(bucket, rate, 60_000)));
    expect(decisions.every((decision) => decision.granted)).toBe(true);
    const waits = decisions.map((decision) => (decision.granted ? decision.waitMs : -1)).sort((x, y) => x - y);
    expect(waits.filter((wait) => wait < 500)).toHaveLength(3);
    // The other three got distinct slots, about 1, 2 and 3 seconds out.
    expect(waits.slice(3).map((wait) => Math.round(wait / 1000))).toEqual([1, 2, 3]);
  });

  it('refuses, without taking a slot, what would come after the caller can wait', async () => {
    const bucket = key();
    const rate = bucketRate(0.5, 1); // one per two seconds
    expect(await harness.store.reserve(bucket, rate, 0)).toMatchObject({ granted: true });
    const refused = await harness.store.reserve(bucket, rate, 500);
    expect(refused.granted).toBe(false);
    if (!refused.granted) expect(Math.round(refused.retryAfterMs / 1000)).toBe(2);
    // The refusal took nothing: the next caller that can wait gets the same slot, not a later one.
    const next = await harness.store.reserve(bucket, rate, 10_000);
    expect(next.granted && Math.round(next.waitMs / 1000)).toBe(2);
  });

  it("holds every caller back for a platform's pause", async () => {
    const bucket = key();
    const rate = bucketRate(100, 10);
    await harness.store.holdOff(bucket, rate, 30_000);
    const refused = await harness.store.reserve(bucket, rate, 1_000);
    expect(refused.granted).toBe(false);
    if (!refused.granted) expect(Math.round(refused.retryAfterMs / 1000)).toBe(30);
    // A shorter pause does not shorten it.
    await harness.store.holdOff(bucket, rate, 1_000);
    const still = await harness.store.reserve(bucket, rate, 1_000);
    expect(still.granted).toBe(false);
  });

  it('without a declared rate, lets every call through until a hold', async () => {
    const bucket = key();
    const rate = bucketRate(undefined, undefined);
    const free = await Promise.all(Array.from({ length: 20 }, () => harness.store.reserve(bucket, rate, 0)));
    expect(free.every((decision) => decision.granted && decision.waitMs === 0)).toBe(true);
    await harness.store.holdOff(bucket, rate, 20_000);
    const held = await harness.store.reserve(bucket, rate, 0);
    expect(held.granted).toBe(false);
    if (!held.granted) expect(Math.round(held.retryAfterMs / 1000)).toBe(20);
  });
});
