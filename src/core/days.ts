/**
 * Calendar days as `YYYY-MM-DD` text (UTC), the way accounting reports and
 * fiscal calendars count them: today, a day some days or months away.
 */
const DAY_MS = 86_400_000;

/** Midnight UTC of a day, in milliseconds since the epoch. */
export const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day holding an instant (milliseconds since the epoch). */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Today in UTC. */
export const todayUtc = (): string => dayOf(Date.now());

/** The day `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => dayOf(dayTime(day) + days * DAY_MS);

/** The day `months` months after `day`, on the same day of the month or that month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last)));
}
