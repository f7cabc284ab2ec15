/**
 * Xero's dates on the wire. JSON answers write instants in Microsoft's JSON
 * date format, `/Date(1539993600000+0000)/` (milliseconds since the epoch,
 * then the offset of the organisation's view of it, always +0000 for UTC
 * fields), and document dates beside a `DateString` of `2018-10-20T00:00:00`
 * ("Date" in Xero's types, x-is-msdate in its description). Requests may send
 * a date as `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SS` or the same `/Date(…)/` form.
 */

const MS_DATE = /^\/Date\((-?\d{1,15})([+-]\d{4})?\)\/$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:?\d{2})$/;

export const DAY_MS = 86_400_000;

/** An instant as Xero writes it: `/Date(1573755038314+0000)/`. */
export function msDate(ms: number): string {
  return `/Date(${Math.round(ms)}+0000)/`;
}

/** A document date's `…DateString` companion: `2018-10-20T00:00:00`. */
export function dateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** An instant's ISO form without milliseconds, as Xero's `UpdatedDateUTCString`: `2019-11-14T18:10:38Z`. */
export function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** Midnight UTC of the day an instant falls on: document dates carry no time. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Reads any form Xero accepts; undefined when the value is none of them (times without a zone are UTC). */
export function parseXeroDate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  if (ms) return Number(ms[1]);
  const plain = PLAIN_DATE.exec(text);
  if (plain) {
    const parsed = Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]));
    // Date.UTC rolls 2024-02-31 over to March: a day that does not exist is not a date.
    return new Date(parsed).toISOString().startsWith(text) ? parsed : undefined;
  }
  if (LOCAL_TIME.test(text)) return finite(Date.parse(`${text}Z`));
  if (ZONED_TIME.test(text)) return finite(Date.parse(text));
  return undefined;
}

/** A document date from a request: the day it names, at midnight UTC. */
export function parseXeroDay(value: unknown): number | undefined {
  const ms = parseXeroDate(value);
  return ms === undefined ? undefined : startOfDay(ms);
}

function finite(ms: number): number | undefined {
  return Number.isNaN(ms) ? undefined : ms;
}
