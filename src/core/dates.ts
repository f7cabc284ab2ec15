/**
 * Every date-time leaves the service as `YYYY-MM-DDTHH:MM:SS.sssZ` (UTC).
 * Platforms send RFC 2822 (Twilio), ISO 8601 without millis (Zendesk), with a
 * `+0000` offset (Jira), or date-only values; all go through here.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Already UTC ISO 8601 (Zendesk's shape): rewritten as text, since a Date round trip costs ~0.7 µs. */
const ISO_UTC = /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d)(?:\.(\d{1,9}))?Z$/;
const COMPACT_OFFSET = /([+-])(\d{2})(\d{2})$/;

export function toIsoDateTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') {
    // Seconds or milliseconds since the epoch: below 10^11 it cannot be milliseconds of a plausible date.
    const millis = Math.abs(value) < 1e11 ? value * 1000 : value;
    const date = new Date(millis);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value !== 'string') return null;
  let text = value.trim();
  const utc = ISO_UTC.exec(text);
  if (utc) return `${utc[1]}.${(utc[2] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) text = `${text}T00:00:00.000Z`;
  else if (/T\d{2}:\d{2}/.test(text) && COMPACT_OFFSET.test(text)) {
    // ISO 8601 with a compact offset (+0000) is not accepted by every Date parser.
    text = text.replace(COMPACT_OFFSET, '$1$2:$3');
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** `YYYY-MM-DD` of a unified date-time, for platforms with date-only fields. */
export function toDateOnly(value: string | null | undefined): string | null {
  const iso = toIsoDateTime(value);
  return iso === null ? null : iso.slice(0, 10);
}
