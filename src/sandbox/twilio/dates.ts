/**
 * Dates as the 2010 API writes and reads them: responses carry RFC 2822 strings
 * in GMT ("Thu, 24 Aug 2023 05:01:45 +0000"); the DateSent filters accept a GMT
 * day (YYYY-MM-DD) or a full timestamp.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 2822 with Twilio's "+0000" zone. */
export function toRfc2822(epochMs: number): string {
  // toUTCString() is "Thu, 24 Aug 2023 05:01:45 GMT": the same layout with a named zone.
  return new Date(epochMs).toUTCString().replace(/GMT$/, '+0000');
}

export function toRfc2822OrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : toRfc2822(epochMs);
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "2019-06-11 22:05:25.000" and friends carry no zone: Twilio reads them as GMT. */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export type ParsedFilterDate = { kind: 'day'; startMs: number } | { kind: 'instant'; atMs: number };

/** Reads a DateSent filter value; undefined when it is not a date. */
export function parseFilterDate(value: string): ParsedFilterDate | undefined {
  const trimmed = value.trim();
  const day = DAY_ONLY.exec(trimmed);
  if (day) {
    const startMs = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return Number.isNaN(startMs) ? undefined : { kind: 'day', startMs };
  }
  const text = ZONELESS_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed;
  const atMs = Date.parse(text);
  return Number.isNaN(atMs) ? undefined : { kind: 'instant', atMs };
}

/** ISO 8601 timestamp (SendAt); undefined when unreadable. */
export function parseIsoTimestamp(value: string): number | undefined {
  const atMs = Date.parse(value.trim());
  return Number.isNaN(atMs) ? undefined : atMs;
}

/** Midnight GMT of the day holding `epochMs`. */
export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}
