/**
 * Quota months are calendar months in UTC: a count is kept per "YYYY-MM" and
 * resets at the first instant of the next month.
 */

/** "YYYY-MM" of the UTC month that contains `at` (milliseconds since the epoch). */
export function monthKey(at: number): string {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant (ms) of the UTC month after the one that contains `at`. */
export function nextMonthStart(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Whole seconds from `at` until the month ends, at least 1 (a Retry-After value). */
export function secondsUntilMonthEnds(at: number): number {
  return Math.max(1, Math.ceil((nextMonthStart(at) - at) / 1000));
}

/** The first instant (ms) after the month "YYYY-MM" ends. */
export function monthEndsAt(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Date.UTC months are 0-based: the 1-based month number is the index of the month after it.
  return Date.UTC(year, monthNumber, 1);
}
