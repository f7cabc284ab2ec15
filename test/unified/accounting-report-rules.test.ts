/**
 * Rules of the accounting part 2 declarations that need no platform: a trial
 * balance is refused unless its columns agree (SPEC.md Further rules 1), and
 * the fiscal calendar every connector derives its periods from.
 */
import { describe, expect, it } from 'vitest';
import { fiscalCalendar, fiscalYearOf } from '../../src/connectors/framework/fiscal-calendar.js';
import { foldRows } from '../../src/connectors/framework/report-rows.js';
import type { BalanceSheetAccountRow } from '../../src/unified/accounting/shared/report-rows.js';
import { unbalanced } from '../../src/unified/accounting/trial-balance.js';

const line = (debit: number, credit: number) => ({ linetype: 'account', debit, credit, balance: debit - credit });

describe('a trial balance that does not balance', () => {
  it('passes when both columns agree, line by line and in total', () => {
    expect(unbalanced({ totaldebit: 1500, totalcredit: 1500, lines: [line(1500, 0), line(0, 1000), line(0, 500)] })).toBeUndefined();
  });

  it('names the difference when the totals differ', () => {
    const violation = unbalanced({ totaldebit: 1600, totalcredit: 1500, lines: [line(1600, 0), line(0, 1500)] });
    expect(violation?.detail).toMatchObject({ totaldebit: 1600, totalcredit: 1500, difference: 100 });
    expect(violation?.message).toContain('100');
  });

  it('catches lines that do not add up to totals that agree', () => {
    const violation = unbalanced({ totaldebit: 1500, totalcredit: 1500, lines: [line(1734, 0), line(0, 1500)] });
    expect(violation?.detail).toMatchObject({ difference: 0, lines_debit: 1734, lines_credit: 1500 });
  });
});

describe('the fiscal calendar', () => {
  const june = { month: 6, day: 30 };

  it('places a day in the fiscal year it ends in', () => {
    expect(fiscalYearOf('2024-06-30', june)).toEqual({ fiscalYear: 2024, start: '2023-07-01', end: '2024-06-30' });
    expect(fiscalYearOf('2024-07-01', june)).toEqual({ fiscalYear: 2025, start: '2024-07-01', end: '2025-06-30' });
    expect(fiscalYearOf('2024-02-29', { month: 12, day: 31 })).toEqual({ fiscalYear: 2024, start: '2024-01-01', end: '2024-12-31' });
  });

  it('lists twelve periods, four quarters and the year, from the books\' start to the year after today\'s', () => {
    const periods = fiscalCalendar({ yearEnd: june, booksStart: '2023-09-15' }, '2024-11-20');
    expect([...new Set(periods.map((period) => period.fiscalyear))]).toEqual([2024, 2025, 2026]);
    const fy2024 = periods.filter((period) => period.fiscalyear === 2024);
    expect(fy2024.filter((period) => period.type === 'period').map((period) => [period.startdate, period.enddate]).slice(0, 2)).toEqual([
      ['2023-07-01', '2023-07-31'],
      ['2023-08-01', '2023-08-31'],
    ]);
    expect(fy2024.find((period) => period.id === 'FY2024-P08')).toMatchObject({ startdate: '2024-02-01', enddate: '2024-02-29', periodnumber: 8 });
    expect(fy2024.filter((period) => period.type === 'quarter').map((period) => period.enddate)).toEqual(['2023-09-30', '2023-12-31', '2024-03-31', '2024-06-30']);
    expect(fy2024.find((period) => period.type === 'year')).toMatchObject({ id: 'FY2024', startdate: '2023-07-01', enddate: '2024-06-30', isadjustment: false });
  });

  it('says which periods a lock covers, which it reaches into, and which have not begun', () => {
    const periods = fiscalCalendar({ yearEnd: june, booksStart: '2023-07-01', closedThrough: '2024-06-30', lockedThrough: '2024-08-15' }, '2024-11-20');
    const byId = new Map(periods.map((period) => [period.id, period]));
    expect(byId.get('FY2024')).toMatchObject({ status: 'closed', lockedthrough: '2024-06-30' });
    expect(byId.get('FY2025-P01')).toMatchObject({ status: 'locked', lockedthrough: '2024-07-31' });
    expect(byId.get('FY2025-P02')).toMatchObject({ status: 'open', lockedthrough: '2024-08-15' });
    expect(byId.get('FY2025-P03')).toMatchObject({ status: 'open', lockedthrough: null });
    expect(byId.get('FY2025-P06')).toMatchObject({ status: 'future', lockedthrough: null });
    expect(byId.get('FY2026')).toMatchObject({ status: 'future' });
  });

  it('counts periods from a year that starts mid-month', () => {
    const periods = fiscalCalendar({ yearEnd: { month: 3, day: 15 }, booksStart: '2024-01-01' }, '2024-01-02');
    expect(periods.find((period) => period.id === 'FY2024-P01')).toMatchObject({ startdate: '2023-03-16', enddate: '2023-04-15' });
    expect(periods.find((period) => period.id === 'FY2024-P12')).toMatchObject({ startdate: '2024-02-16', enddate: '2024-03-15' });
  });
});

describe('report rows deeper than the model', () => {
  it('keeps a last-level row\'s amount and drops what is below it', () => {
    const deep: BalanceSheetAccountRow = { name: 'a', value: 3, items: [{ name: 'b', value: 3, items: [{ name: 'c', value: 3 }] }] };
    expect(foldRows([deep], 'items', 2)).toEqual([{ name: 'a', value: 3, items: [{ name: 'b', value: 3 }] }]);
    expect(foldRows([deep], 'items', 3)).toEqual([deep]);
  });
});
