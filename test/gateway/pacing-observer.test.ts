/**
 * What the pacer tells its observer (the metrics): a call that waited and how
 * long, a call refused for lack of a slot within its budget, a platform's
 * hold; by connector id, never by the bucket key (connection or account).
 */
import { describe, expect, it } from 'vitest';
import type { PacingTarget } from '../../src/connectors/framework/pacing.js';
import { DownstreamRateLimiter, type PacingObserver } from '../../src/gateway/rate-limits/index.js';
import { MemoryBucketStore } from '../../src/gateway/rate-limits/memory-bucket-store.js';

const connector: PacingTarget['connector'] = {
  id: 'desk',
  rateLimit: { documented: '', retryAfterSeconds: () => undefined, limits: { requestsPerSecond: 1, burst: 1, per: 'connection' } },
};

function recorder(): PacingObserver & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    waited: (id, ms) => events.push(`waited ${id} ${ms > 0 ? '>0' : '0'}`),
    refused: (id) => events.push(`refused ${id}`),
    held: (id) => events.push(`held ${id}`),
  };
}

describe('pacing observer', () => {
  it('reports waits, refusals and holds by connector', async () => {
    const observer = recorder();
    const limiter = new DownstreamRateLimiter(new MemoryBucketStore(), { observer });
    const pacing = limiter.forConnection({ connector, mode: 'live', connectionId: 'conn_secretish', settings: {} });
    expect(await pacing.reserve(5_000)).toMatchObject({ granted: true, waitMs: 0 });
    expect(observer.events).toEqual([]);
    expect(await pacing.reserve(5_000)).toMatchObject({ granted: true });
    expect(observer.events).toEqual(['waited desk >0']);
    expect(await pacing.reserve(0)).toMatchObject({ granted: false });
    expect(observer.events).toEqual(['waited desk >0', 'refused desk']);
    await pacing.holdOff(1_000);
    expect(observer.events).toEqual(['waited desk >0', 'refused desk', 'held desk']);
    expect(observer.events.join(' ')).not.toContain('conn_secretish');
  });
});
