/** When downstream calls are retried, and the backoff schedule (jitter from an injected random source). */
import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  mayRetry,
  retryableStatus,
  retryDelayMs,
  transientNetworkError,
} from '../../src/connectors/framework/retry-policy.js';

const policy = (random: number) => ({ ...DEFAULT_RETRY_POLICY, baseDelayMs: 200, maxDelayMs: 1_000, random: () => random });

describe('backoff schedule', () => {
  it('doubles the cap for each retry, up to the maximum', () => {
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelayMs(retry, policy(0.999999)))).toEqual([199, 399, 799, 999, 999]);
  });

  it('keeps at least half the cap, so no retry comes back at once', () => {
    expect([0, 1, 2, 3].map((retry) => backoffDelayMs(retry, policy(0)))).toEqual([100, 200, 400, 500]);
    expect(backoffDelayMs(1, policy(0.5))).toBe(300);
  });

  it("takes the platform's own wait when it gives one", () => {
    expect(retryDelayMs(0, 3, policy(0))).toBe(3_000);
    expect(retryDelayMs(2, 0.25, policy(0))).toBe(250);
    // Retry-After: 0 (or none) falls back to the backoff.
    expect(retryDelayMs(0, 0, policy(0))).toBe(100);
    expect(retryDelayMs(1, undefined, policy(0))).toBe(200);
  });
});

describe('what is retried', () => {
  it('reads always, writes only when marked idempotent', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(mayRetry(method, undefined)).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(mayRetry(method, undefined)).toBe(false);
      expect(mayRetry(method, true)).toBe(true);
    }
  });

  it('429 and 502/503/504, not other statuses', () => {
    expect([429, 502, 503, 504].every(retryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 422, 500, 501].some(retryableStatus)).toBe(false);
  });

  it('transient network failures, not a host that does not exist', () => {
    expect(transientNetworkError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(transientNetworkError(Object.assign(new Error('closed'), { code: 'UND_ERR_SOCKET' }))).toBe(true);
    expect(transientNetworkError(Object.assign(new Error('no such host'), { code: 'ENOTFOUND' }))).toBe(false);
    expect(transientNetworkError(new Error('no code'))).toBe(false);
  });
});
