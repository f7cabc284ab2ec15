/** The two steps around one paced platform call, as the Proxy API uses them: take a slot, then note what the answer says. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { noteAnswer, takeSlot, type DownstreamPacing, type PaceDecision } from '../../src/connectors/framework/pacing.js';
import { exhaustedWindow, retryAfterHeader, type RateLimitSignals } from '../../src/connectors/framework/rate-limit.js';
import { callerRateLimitWaitMs, TimeBudget } from '../../src/connectors/framework/time-budget.js';

function fakePacing(decision: PaceDecision = { granted: true, waitMs: 0 }) {
  const holds: number[] = [];
  const asked: number[] = [];
  const pacing: DownstreamPacing = {
    reserve: async (maxWaitMs) => {
      asked.push(maxWaitMs);
      return decision;
    },
    holdOff: async (ms) => {
      holds.push(ms);
    },
  };
  return { pacing, holds, asked };
}

const signals: RateLimitSignals = {
  documented: 'test',
  retryAfterSeconds: (headers) => retryAfterHeader(headers),
  exhaustedForSeconds: (headers) => exhaustedWindow(headers, 'x-rate-limit-remaining', (bag) => Number(bag['ratelimit-reset'])),
  isRateLimited: (status, _headers, body) => status === 403 && (body as { code?: string } | null)?.code === 'slow_down',
};

describe('takeSlot', () => {
  it('goes when the bucket grants a slot within the wait allowed', async () => {
    const { pacing, asked } = fakePacing();
    await takeSlot(pacing, 'demo', 900, 1000);
    expect(asked).toEqual([900]);
  });

  it('refuses with 429 ConnectorRateLimitError and a Retry-After in whole seconds when the slot comes too late', async () => {
    const { pacing } = fakePacing({ granted: false, retryAfterMs: 2_300 });
    const error = await takeSlot(pacing, 'demo', 100, 500).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ typeName: 'ConnectorRateLimitError', status: 429, headers: { 'retry-after': '3' }, detail: { retry_after_ms: 2_300, max_wait_ms: 100, time_budget_ms: 500 } });
    expect((error as ApiError).message).toMatch(/SVC_DOWNSTREAM_WAIT_MS/);
  });
});

describe('noteAnswer', () => {
  it("holds the bucket for a 429's Retry-After, or the fallback when it names none", async () => {
    const { pacing, holds } = fakePacing();
    await noteAnswer(pacing, signals, { status: 429, headers: { 'retry-after': '3' } });
    await noteAnswer(pacing, signals, { status: 429, headers: {} }, 1_500);
    expect(holds).toEqual([3_000, 1_500]);
  });

  it("reads the platform's own rate-limit signal", async () => {
    const { pacing, holds } = fakePacing();
    await noteAnswer(pacing, signals, { status: 403, headers: { 'retry-after': '2' }, body: { code: 'slow_down' } });
    await noteAnswer(pacing, signals, { status: 403, headers: { 'retry-after': '2' }, body: { code: 'forbidden' } });
    expect(holds).toEqual([2_000]);
  });

  it('holds until the reset when a successful answer says none are left, and not otherwise', async () => {
    const { pacing, holds } = fakePacing();
    await noteAnswer(pacing, signals, { status: 200, headers: { 'x-rate-limit-remaining': '0', 'ratelimit-reset': '7' } });
    await noteAnswer(pacing, signals, { status: 200, headers: { 'x-rate-limit-remaining': '12', 'ratelimit-reset': '7' } });
    await noteAnswer(pacing, signals, { status: 404, headers: { 'x-rate-limit-remaining': '0', 'ratelimit-reset': '7' } });
    expect(holds).toEqual([7_000]);
  });
});

describe('how long a rate limit may hold a caller', () => {
  it('all of its budget when it named one (x-svc-timeout), else the default wait, never more than the budget', () => {
    expect(callerRateLimitWaitMs(15_000, true, 2_000)).toBe(15_000);
    expect(callerRateLimitWaitMs(28_000, false, 2_000)).toBe(2_000);
    expect(callerRateLimitWaitMs(1_000, false, 2_000)).toBe(1_000);
  });

  it('a budget bounds each wait by what is left of it', () => {
    let now = 0;
    const budget = new TimeBudget(5_000, { rateLimitWaitMs: 2_000, now: () => now });
    expect(budget.rateLimitWaitLeftMs()).toBe(2_000);
    now = 4_000;
    expect(budget.rateLimitWaitLeftMs()).toBe(1_000);
    expect(new TimeBudget(3_000, { now: () => 0 }).rateLimitWaitLeftMs()).toBe(3_000);
  });
});
