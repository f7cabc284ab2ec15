/**
 * The pacer's choices around the store: which bucket a call belongs to,
 * which rate applies (declared for live calls; sandbox calls only hold unless
 * told otherwise), how long a hold-only bucket's read is trusted, and that a
 * failing store lets calls through (logged once) instead of failing them.
 */
import { describe, expect, it } from 'vitest';
import type { PaceDecision, PacingTarget } from '../../src/connectors/framework/pacing.js';
import type { BucketStore } from '../../src/gateway/rate-limits/bucket-store.js';
import type { BucketRate } from '../../src/gateway/rate-limits/gcra.js';
import { bucketKey, DownstreamRateLimiter } from '../../src/gateway/rate-limits/index.js';
import { MemoryBucketStore } from '../../src/gateway/rate-limits/memory-bucket-store.js';

const limited: PacingTarget['connector'] = {
  id: 'desk',
  rateLimit: { documented: '', retryAfterSeconds: () => undefined, limits: { requestsPerSecond: 1, burst: 1, per: 'account', account: (settings) => settings.subdomain } },
};
const unlimited: PacingTarget['connector'] = { id: 'plain', rateLimit: { documented: '', retryAfterSeconds: () => undefined } };

const target = (connector: PacingTarget['connector'], mode: 'sandbox' | 'live', connectionId: string, settings: Record<string, string> = {}): PacingTarget => ({
  connector,
  mode,
  connectionId,
  settings,
});

/** Records what reaches the store, and can be made to fail. */
class SpyStore implements BucketStore {
  readonly kind = 'memory' as const;
  readonly calls: Array<{ op: string; key: string; rate: BucketRate }> = [];
  failing = false;
  readonly #inner = new MemoryBucketStore();

  async reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision> {
    this.calls.push({ op: 'reserve', key, rate });
    if (this.failing) throw new Error('store down');
    return this.#inner.reserve(key, rate, maxWaitMs);
  }

  async holdOff(key: string, rate: BucketRate, pauseMs: number): Promise<void> {
    this.calls.push({ op: 'hold', key, rate });
    if (this.failing) throw new Error('store down');
    return this.#inner.holdOff(key, rate, pauseMs);
  }
}

describe('bucket keys', () => {
  it('share one bucket per platform account (hashed), whatever the connection; per connection otherwise', () => {
    const one = bucketKey(target(limited, 'live', 'conn-1', { subdomain: 'Acme' }));
    const two = bucketKey(target(limited, 'live', 'conn-2', { subdomain: 'acme' }));
    expect(one).toBe(two);
    expect(one).toMatch(/^live:desk:a:[A-Za-z0-9_-]{22}$/);
    expect(one).not.toContain('acme');
    expect(bucketKey(target(limited, 'sandbox', 'conn-1', { subdomain: 'acme' }))).not.toBe(one);
    expect(bucketKey(target(limited, 'live', 'conn-3'))).toBe('live:desk:c:conn-3');
    expect(bucketKey(target(unlimited, 'live', 'conn-4'))).toBe('live:plain:c:conn-4');
  });
});

describe('DownstreamRateLimiter', () => {
  it('paces live calls by the declared limits; sandbox calls only hold, unless told to pace them too', async () => {
    const store = new SpyStore();
    const limiter = new DownstreamRateLimiter(store);
    await limiter.forConnection(target(limited, 'live', 'c1', { subdomain: 'a' })).reserve(0);
    await limiter.forConnection(target(limited, 'sandbox', 'c1', { subdomain: 'a' })).reserve(0);
    expect(store.calls.map((entry) => entry.rate.intervalMs)).toEqual([1000, 0]);

    const declared = new DownstreamRateLimiter(store, { sandbox: 'declared' });
    await declared.forConnection(target(limited, 'sandbox', 'c1', { subdomain: 'b' })).reserve(0);
    expect(store.calls.at(-1)?.rate.intervalMs).toBe(1000);
  });

  it('paces sandbox calls at one chosen rate when told (SVC_SANDBOX_PACING=N), declared limits or not; live calls keep theirs', async () => {
    const store = new SpyStore();
    const fixed = new DownstreamRateLimiter(store, { sandbox: { requestsPerSecond: 500 } });
    await fixed.forConnection(target(limited, 'sandbox', 'c1', { subdomain: 'a' })).reserve(0);
    await fixed.forConnection(target(unlimited, 'sandbox', 'c2')).reserve(0);
    await fixed.forConnection(target(limited, 'live', 'c1', { subdomain: 'a' })).reserve(0);
    expect(store.calls.map((entry) => entry.rate)).toEqual([{ intervalMs: 2, burst: 500 }, { intervalMs: 2, burst: 500 }, { intervalMs: 1000, burst: 1 }]);
  });

  it('trusts the read of a hold-only bucket for a second, and learns its own holds at once', async () => {
    const store = new SpyStore();
    let now = 1_000_000;
    const limiter = new DownstreamRateLimiter(store, { now: () => now });
    const pacing = limiter.forConnection(target(unlimited, 'live', 'c1'));
    expect(await pacing.reserve(0)).toEqual({ granted: true, waitMs: 0 });
    expect(await pacing.reserve(0)).toEqual({ granted: true, waitMs: 0 });
    expect(store.calls.filter((entry) => entry.op === 'reserve')).toHaveLength(1);

    await pacing.holdOff(5_000);
    expect(await pacing.reserve(1_000)).toEqual({ granted: false, retryAfterMs: 5_000 });
    expect(store.calls.filter((entry) => entry.op === 'reserve')).toHaveLength(1);

    now += 1_000; // the read is stale: asked again
    const after = await pacing.reserve(10_000);
    expect(store.calls.filter((entry) => entry.op === 'reserve')).toHaveLength(2);
    expect(after.granted).toBe(true);
  });

  it('reads a stale hold once for every call that asks while the read is under way, each deciding by its own wait', async () => {
    const store = new SpyStore();
    let now = 1_000_000;
    const limiter = new DownstreamRateLimiter(store, { now: () => now });
    const pacing = limiter.forConnection(target(unlimited, 'live', 'c1'));
    await pacing.holdOff(3_000);
    const reads = () => store.calls.filter((entry) => entry.op === 'reserve').length;
    // Fifty calls at once, nothing read yet: one read of the store.
    const first = await Promise.all(Array.from({ length: 50 }, (_, index) => pacing.reserve(index % 2 === 0 ? 5_000 : 1_000)));
    expect(reads()).toBe(1);
    expect(first.filter((decision) => decision.granted)).toHaveLength(25);
    expect(first.filter((decision) => !decision.granted).every((decision) => !decision.granted && decision.retryAfterMs > 1_000)).toBe(true);
    now += 1_000; // stale again: fifty more calls, one more read
    await Promise.all(Array.from({ length: 50 }, () => pacing.reserve(10_000)));
    expect(reads()).toBe(2);
  });

  it('lets calls through when the store fails, logging it once', async () => {
    const store = new SpyStore();
    store.failing = true;
    const warnings: string[] = [];
    const limiter = new DownstreamRateLimiter(store, { log: { warn: (_object, message) => warnings.push(message) } });
    const pacing = limiter.forConnection(target(limited, 'live', 'c1', { subdomain: 'a' }));
    expect(await pacing.reserve(0)).toEqual({ granted: true, waitMs: 0 });
    await pacing.holdOff(1_000);
    expect(await pacing.reserve(0)).toEqual({ granted: true, waitMs: 0 });
    expect(warnings).toEqual(['downstream rate-limit store failed; calls go unpaced']);
  });
});
