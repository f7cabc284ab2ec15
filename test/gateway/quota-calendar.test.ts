/** Quota months: UTC calendar months, reset at the first instant of the next one. */
import { describe, expect, it } from 'vitest';
import { monthEndsAt, monthKey, nextMonthStart, secondsUntilMonthEnds } from '../../src/gateway/quotas/calendar.js';
import { PendingTally } from '../../src/gateway/quotas/pending-tally.js';

describe('quota calendar', () => {
  it('names the UTC month, whatever the local time zone says', () => {
    expect(monthKey(Date.UTC(2031, 0, 31, 23, 59, 59, 999))).toBe('2031-01');
    expect(monthKey(Date.UTC(2031, 1, 1))).toBe('2031-02');
    expect(monthKey(Date.UTC(2031, 11, 15))).toBe('2031-12');
  });

  it('resets at the first instant of the next month, across a year end', () => {
    expect(new Date(nextMonthStart(Date.UTC(2031, 0, 31, 23, 59, 58))).toISOString()).toBe('2031-02-01T00:00:00.000Z');
    expect(new Date(nextMonthStart(Date.UTC(2031, 11, 31, 12))).toISOString()).toBe('2032-01-01T00:00:00.000Z');
    expect(new Date(nextMonthStart(Date.UTC(2032, 1, 1))).toISOString()).toBe('2032-03-01T00:00:00.000Z');
    expect(monthEndsAt('2031-12')).toBe(Date.UTC(2032, 0, 1));
    expect(monthEndsAt('2032-02')).toBe(Date.UTC(2032, 2, 1));
  });

  it('says how many whole seconds remain, at least one', () => {
    expect(secondsUntilMonthEnds(Date.UTC(2031, 0, 31, 23, 59, 58))).toBe(2);
    expect(secondsUntilMonthEnds(Date.UTC(2031, 0, 31, 23, 59, 59, 999))).toBe(1);
    expect(secondsUntilMonthEnds(Date.UTC(2031, 0, 1))).toBe(31 * 24 * 3600);
  });
});

describe('pending tally', () => {
  it('adds per application and month, hands everything over once, and takes back what was not written', () => {
    const tally = new PendingTally();
    tally.add('app_b', '2031-01');
    tally.add('app_a', '2031-02');
    tally.add('app_a', '2031-01');
    tally.add('app_a', '2031-01');
    expect(tally.pending('app_a', '2031-01')).toBe(2);
    const taken = tally.take();
    expect(taken).toEqual([
      { applicationId: 'app_a', month: '2031-01', count: 2 },
      { applicationId: 'app_a', month: '2031-02', count: 1 },
      { applicationId: 'app_b', month: '2031-01', count: 1 },
    ]);
    expect(tally.size).toBe(0);
    tally.add('app_a', '2031-01');
    tally.restore(taken);
    expect(tally.pending('app_a', '2031-01')).toBe(3);
    expect(tally.size).toBe(3);
  });
});
