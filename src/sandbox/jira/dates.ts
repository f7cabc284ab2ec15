/**
 * Jira's date formats. Date-times leave Jira as `2024-01-15T10:22:33.123+0000`
 * (milliseconds and a colon-less offset, always UTC on this emulated site);
 * date-only fields such as `duedate` are `YYYY-MM-DD`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch milliseconds -> `2024-01-15T10:22:33.123+0000`. */
export function formatJiraDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace('Z', '+0000');
}

/** Epoch milliseconds -> `YYYY-MM-DD` (UTC). */
export function formatDateOnly(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Epoch milliseconds -> `2024-01-15T10:22Z`, the X-RateLimit-Reset format Atlassian documents. */
export function formatMinuteStamp(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 16)}Z`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Validates a `YYYY-MM-DD` calendar date (rejects 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}

export { DAY_MS };
