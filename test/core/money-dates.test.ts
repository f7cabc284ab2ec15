import { describe, expect, it } from 'vitest';
import { toDateOnly, toIsoDateTime } from '../../src/core/dates.js';
import { currencyCodes, fromMinorUnits, minorUnitDigits, toMinorUnits } from '../../src/core/money.js';

describe('money in minor units', () => {
  it('takes the number of minor units from Intl', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('converts decimal amounts exactly, without float drift', () => {
    expect(toMinorUnits('12.34', 'USD')).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
    expect(toMinorUnits('-0.5', 'USD')).toBe(-50);
    expect(toMinorUnits('.75', 'USD')).toBe(75);
  });

  it('rounds extra precision half away from zero', () => {
    expect(toMinorUnits('0.00750', 'USD')).toBe(1);
    expect(toMinorUnits('0.004', 'USD')).toBe(0);
    expect(toMinorUnits('-0.005', 'USD')).toBe(-1);
    expect(toMinorUnits('99.5', 'JPY')).toBe(100);
  });

  it('refuses what is not an amount or a currency', () => {
    expect(() => toMinorUnits('abc', 'USD')).toThrow();
    expect(() => toMinorUnits('1.2.3', 'USD')).toThrow();
    expect(() => toMinorUnits('1', 'NOT')).toThrow();
  });

  it('converts back for platforms that want decimals', () => {
    expect(fromMinorUnits(1234, 'USD')).toBe('12.34');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(-50, 'USD')).toBe('-0.50');
    expect(fromMinorUnits(1500, 'JPY')).toBe('1500');
    expect(fromMinorUnits(1234, 'BHD')).toBe('1.234');
  });

  it('lists ISO 4217 codes from the runtime', () => {
    expect(currencyCodes()).toContain('EUR');
    expect(currencyCodes().every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });
});

describe('dates leave as YYYY-MM-DDTHH:MM:SS.sssZ', () => {
  it('normalises the platforms\' formats', () => {
    expect(toIsoDateTime('Thu, 30 Jul 2015 20:12:31 +0000')).toBe('2015-07-30T20:12:31.000Z');
    expect(toIsoDateTime('2024-01-15T10:22:33.123+0000')).toBe('2024-01-15T10:22:33.123Z');
    expect(toIsoDateTime('2024-01-15T12:22:33+02:00')).toBe('2024-01-15T10:22:33.000Z');
    expect(toIsoDateTime('2024-03-01T08:00:00Z')).toBe('2024-03-01T08:00:00.000Z');
    expect(toIsoDateTime('2024-03-01')).toBe('2024-03-01T00:00:00.000Z');
    expect(toIsoDateTime(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
    expect(toIsoDateTime(1_700_000_000_000)).toBe('2023-11-14T22:13:20.000Z');
  });

  it('gives null for nothing and for garbage', () => {
    expect(toIsoDateTime(null)).toBeNull();
    expect(toIsoDateTime('')).toBeNull();
    expect(toIsoDateTime('not a date')).toBeNull();
    expect(toIsoDateTime({})).toBeNull();
  });

  it('cuts date-times to dates for date-only platforms', () => {
    expect(toDateOnly('2024-03-01T23:59:59.000Z')).toBe('2024-03-01');
    expect(toDateOnly(null)).toBeNull();
  });
});

describe('date fast paths agree with the general parser', () => {
  it('rewrites UTC ISO strings without a Date round trip, identically', () => {
    for (const value of ['2024-03-01T08:00:00Z', '2024-03-01T08:00:00.5Z', '2024-03-01T08:00:00.123456Z', '1999-12-31T23:59:59.999Z']) {
      expect(toIsoDateTime(value)).toBe(new Date(value).toISOString());
    }
    expect(toIsoDateTime('2024-13-01T08:00:00Z')).toBeNull();
  });
});
