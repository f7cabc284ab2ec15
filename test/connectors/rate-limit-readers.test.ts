import { describe, expect, it } from 'vitest';
import { firstWait, ietfRateLimit, rateLimitSignals, waitFrom } from '../../src/connectors/framework/rate-limit.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('rate-limit header readers', () => {
  it('reads Retry-After as seconds or a date', () => {
    expect(waitFrom.retryAfter({ 'retry-after': '7' })).toBe(7);
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(waitFrom.retryAfter({ 'retry-after': inTenSeconds })).toBeGreaterThanOrEqual(9);
    expect(waitFrom.retryAfter({})).toBeUndefined();
  });

  it('reads X-RateLimit-Reset as an epoch time, and a reset in seconds from now', () => {
    expect(waitFrom.resetAt()({ 'x-ratelimit-reset': String(nowSeconds() + 30) })).toBeGreaterThanOrEqual(29);
    expect(waitFrom.resetAt('x-ratelimit-reset')({ 'x-ratelimit-reset': String(nowSeconds() - 5) })).toBe(0);
    expect(waitFrom.resetIn('ratelimit-reset')({ 'ratelimit-reset': '42' })).toBe(42);
    expect(waitFrom.resetIn('ratelimit-reset')({ 'ratelimit-reset': 'soon' })).toBeUndefined();
  });

  it('reads both forms of the IETF RateLimit fields', () => {
    expect(ietfRateLimit({ ratelimit: '"default";r=0;t=30' })).toEqual({ remaining: 0, resetSeconds: 30 });
    expect(ietfRateLimit({ 'ratelimit-remaining': '12', 'ratelimit-reset': '5' })).toEqual({ remaining: 12, resetSeconds: 5 });
    expect(waitFrom.ietf({ ratelimit: '"burst";r=3;t=9' })).toBe(9);
    expect(ietfRateLimit({})).toEqual({});
  });

  it('takes the first reader that finds a wait', () => {
    const wait = firstWait(waitFrom.retryAfter, waitFrom.resetIn('ratelimit-reset'));
    expect(wait({ 'retry-after': '3', 'ratelimit-reset': '50' })).toBe(3);
    expect(wait({ 'ratelimit-reset': '50' })).toBe(50);
    expect(wait({})).toBeUndefined();
  });
});

describe('rate-limit signals by declaration', () => {
  const zendeskLike = rateLimitSignals({
    documented: '200 a minute',
    wait: [waitFrom.retryAfter, waitFrom.resetIn('ratelimit-reset')],
    exhausted: { remaining: 'x-rate-limit-remaining', reset: waitFrom.resetIn('ratelimit-reset') },
  });

  it('says how long to wait after a 429', () => {
    expect(zendeskLike.retryAfterSeconds({ 'ratelimit-reset': '20' }, null)).toBe(20);
    expect(zendeskLike.documented).toBe('200 a minute');
  });

  it('holds back only once the remaining count is 0, for the reset (or a second when none is given)', () => {
    expect(zendeskLike.exhaustedForSeconds!({ 'x-rate-limit-remaining': '4', 'ratelimit-reset': '20' }, null)).toBeUndefined();
    expect(zendeskLike.exhaustedForSeconds!({ 'x-rate-limit-remaining': '0', 'ratelimit-reset': '20' }, null)).toBe(20);
    expect(zendeskLike.exhaustedForSeconds!({ 'x-rate-limit-remaining': '0' }, null)).toBe(1);
    expect(zendeskLike.exhaustedForSeconds!({}, null)).toBeUndefined();
  });

  it('reads the IETF fields when declared', () => {
    const ietf = rateLimitSignals({ documented: '', wait: [waitFrom.ietf], exhausted: { remaining: 'ietf', reset: waitFrom.ietf } });
    expect(ietf.exhaustedForSeconds!({ ratelimit: '"default";r=0;t=12' }, null)).toBe(12);
    expect(ietf.exhaustedForSeconds!({ ratelimit: '"default";r=8;t=12' }, null)).toBeUndefined();
    expect(rateLimitSignals({ documented: '', wait: [] }).exhaustedForSeconds).toBeUndefined();
  });
});
