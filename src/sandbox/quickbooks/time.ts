/**
 * QuickBooks writes times in the company's own time zone with its offset
 * ("2025-03-04T10:33:39-08:00", MetaData.CreateTime) and transaction dates as
 * plain dates in that zone ("2025-03-04", TxnDate). The zone comes from the
 * realm; offsets follow daylight saving as the zone does.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(ms: number, timeZone: string): Record<string, number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A time as QuickBooks writes it: local to the company, with its UTC offset. */
export function companyTime(ms: number, timeZone: string): string {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = partsIn(whole, timeZone);
  const local = Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second);
  const offset = Math.round((local - whole) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  return `${p.year}-${pad(p.month as number)}-${pad(p.day as number)}T${pad(p.hour as number)}:${pad(p.minute as number)}:${pad(p.second as number)}${sign}${pad(hours)}:${pad(Math.abs(offset) % 60)}`;
}

/** The company's calendar date at an instant: "2025-03-04". */
export function companyDate(ms: number, timeZone: string): string {
  return companyTime(ms, timeZone).slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function isDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** A date-time with an offset (or a bare date, read as the start of that day in UTC): epoch ms, undefined when unreadable. */
export function parseQboTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (DATE.test(value)) return isDate(value) ? Date.parse(`${value}T00:00:00Z`) : undefined;
  if (!DATE_TIME.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
