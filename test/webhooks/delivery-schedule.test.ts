/** The retry schedule, Retry-After, and which subscriptions an event goes to. */
import { describe, expect, it } from 'vitest';
import { subscriptionWants } from '../../src/webhooks/delivery/matching.js';
import { DEFAULT_RETRY_SCHEDULE, JITTER, retryAfterMs, retryDelayMs } from '../../src/webhooks/delivery/schedule.js';

describe('retry schedule', () => {
  it('is Svix\'s: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(DEFAULT_RETRY_SCHEDULE).toEqual([0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
  });

  it('spreads each wait by the jitter and ends when the schedule is spent', () => {
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE, 1, () => 0)).toBe(5_000 * (1 - JITTER));
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE, 1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE, 2, () => 0.999_999)).toBeCloseTo(300_000 * (1 + JITTER), -1);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE, 7, () => 0.5)).toBe(36_000_000);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE, 8, () => 0.5)).toBeUndefined();
  });

  it('reads Retry-After as seconds or an HTTP date, within bounds', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('9999999', now)).toBe(10 * 60 * 60 * 1000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('which subscriptions an event goes to', () => {
  const created = { type: 'issue-tracking.ticket.created', unifiedApi: 'issue-tracking' };
  const connection = { type: 'vault.connection.created', unifiedApi: 'issue-tracking' };

  it('takes the types listed, or all of the API\'s with *', () => {
    expect(subscriptionWants({ unifiedApi: 'issue-tracking', events: ['*'] }, created)).toBe(true);
    expect(subscriptionWants({ unifiedApi: 'issue-tracking', events: ['issue-tracking.ticket.created'] }, created)).toBe(true);
    expect(subscriptionWants({ unifiedApi: 'issue-tracking', events: ['issue-tracking.ticket.updated'] }, created)).toBe(false);
    expect(subscriptionWants({ unifiedApi: 'crm', events: ['*'] }, created)).toBe(false);
  });

  it('gives Vault events to vault subscriptions, and to another API\'s only when listed', () => {
    expect(subscriptionWants({ unifiedApi: 'vault', events: ['*'] }, connection)).toBe(true);
    expect(subscriptionWants({ unifiedApi: 'issue-tracking', events: ['*'] }, connection)).toBe(false);
    expect(subscriptionWants({ unifiedApi: 'issue-tracking', events: ['vault.connection.created'] }, connection)).toBe(true);
    expect(subscriptionWants({ unifiedApi: 'sms', events: ['vault.connection.created'] }, connection)).toBe(false);
  });
});
