/**
 * Dates as the 2010 API writes and reads them: answers carry RFC 2822 strings
 * in GMT ("Thu, 24 Aug 2023 05:01:45 +0000"); the DateSent filters accept a GMT
 * day (YYYY-MM-DD) or a full timestamp; SendAt is ISO 8601.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 2822 with Twilio's "+0000" zone. */
export function toRfc2822(epochMs: number): string {
  // toUTCString() is "Thu, 24 Aug 2023 05:01:45 GMT": the same layout with a named zone.
  return new Date(epochMs).toUTCString().replace(/GMT$/, '+0000');
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "2019-06-11 22:05:25.000" and friends carry no zone: Twilio reads them as GMT. */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The span a DateSent value covers: a whole GMT day, or one second; undefined when it is not a date. */
export function filterSpan(value: string): { fromMs: number; untilMs: number } | undefined {
  const trimmed = value.trim();
  const day = DAY_ONLY.exec(trimmed);
  if (day) {
    const fromMs = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return Number.isNaN(fromMs) ? undefined : { fromMs, untilMs: fromMs + DAY_MS };
  }
  const atMs = Date.parse(ZONELESS_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  return Number.isNaN(atMs) ? undefined : { fromMs: atMs, untilMs: atMs + 1000 };
}

/** Midnight GMT of the day holding `epochMs`. */
export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}
