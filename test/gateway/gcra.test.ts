/** The token bucket arithmetic every store follows (one number per bucket: its theoretical arrival time). */
import { describe, expect, it } from 'vitest';
import { bucketRate, holdOff, reserve, stateLifetimeMs, type BucketRate } from '../../src/gateway/rate-limits/gcra.js';

/** Takes `count` slots at `now`, feeding each new state into the next call. */
function burstAt(rate: BucketRate, now: number, count: number, maxWaitMs = Number.POSITIVE_INFINITY, start?: number) {
  let tat = start;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    const result = reserve(tat, now, rate, maxWaitMs);
    if (!result.granted) throw new Error(`refused at ${i}`);
    waits.push(result.waitMs);
    tat = result.tat;
  }
  return { waits, tat };
}

describe('GCRA token bucket', () => {
  const rate = bucketRate(10, 3); // one every 100 ms, three at once

  it('lets a burst through at once, then spaces calls by the sustained interval', () => {
    expect(rate).toEqual({ intervalMs: 100, burst: 3 });
    expect(burstAt(rate, 1_000, 6).waits).toEqual([0, 0, 0, 100, 200, 300]);
  });

  it('refills with time: after a pause the burst is available again, never more', () => {
    const { tat } = burstAt(rate, 1_000, 3);
    expect(burstAt(rate, 1_150, 2, undefined, tat).waits).toEqual([0, 50]);
    expect(burstAt(rate, 60_000, 4, undefined, tat).waits).toEqual([0, 0, 0, 100]);
  });

  it('refuses without taking the slot when the wait exceeds what the caller can wait', () => {
    const { tat } = burstAt(rate, 1_000, 5);
    const refused = reserve(tat, 1_000, rate, 250);
    expect(refused).toEqual({ granted: false, retryAfterMs: 300 });
    // Nothing was taken: a caller that can wait gets the very same slot.
    expect(reserve(tat, 1_000, rate, 300)).toMatchObject({ granted: true, waitMs: 300 });
  });

  it('holds every slot back for a platform pause, then goes on at the sustained rate', () => {
    const held = holdOff(undefined, 1_000, rate, 2_000);
    expect(reserve(held, 1_000, rate, 1_999)).toEqual({ granted: false, retryAfterMs: 2_000 });
    expect(burstAt(rate, 3_000, 3, undefined, held).waits).toEqual([0, 100, 200]);
    // A shorter pause never shortens a longer one already recorded.
    expect(holdOff(held, 1_000, rate, 500)).toBe(held);
  });

  it('without a declared rate only holds count', () => {
    const unlimited = bucketRate(undefined, undefined);
    expect(unlimited).toEqual({ intervalMs: 0, burst: 1 });
    expect(burstAt(unlimited, 1_000, 50).waits.every((wait) => wait === 0)).toBe(true);
    const held = holdOff(undefined, 1_000, unlimited, 700);
    expect(reserve(held, 1_200, unlimited, 10_000)).toMatchObject({ granted: true, waitMs: 500 });
  });

  it('keeps state only while it differs from a full bucket', () => {
    expect(stateLifetimeMs(1_500, 1_000)).toBe(500);
    expect(stateLifetimeMs(900, 1_000)).toBe(1);
  });
});
