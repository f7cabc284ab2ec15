/**
 * Twilio writes every date as RFC 2822 in UTC ("Thu, 30 Jul 2015 20:12:31 +0000").
 * A page of 200 messages holds 600 of them, and a Date round trip costs about
 * 0.7 µs each (toISOString alone half of it), so the UTC shape is rewritten as
 * text; any other offset or shape goes through the general parser.
 */
import { toIsoDateTime } from '../../core/dates.js';

const RFC_2822_UTC = /^(?:[A-Z][a-z]{2}, )?(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d) \+0000$/;
const MONTHS: Readonly<Record<string, string>> = {
  Jan: '01', Feb: '02', Mar: '03', Apr: '04', May: '05', Jun: '06', Jul: '07', Aug: '08', Sep: '09', Oct: '10', Nov: '11', Dec: '12',
};

export function fromTwilioDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const match = RFC_2822_UTC.exec(value);
  const month = match ? MONTHS[match[2] as string] : undefined;
  const day = match ? Number(match[1]) : 0;
  if (!match || month === undefined || day < 1 || day > 31) return toIsoDateTime(value);
  return `${match[3]}-${month}-${day < 10 ? '0' : ''}${day}T${match[4]}:${match[5]}:${match[6]}.000Z`;
}
