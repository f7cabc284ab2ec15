/**
 * Date operands in JQL: absolute dates (`2024-01-15`, `2024/01/15 10:30`),
 * periods relative to now (`-7d`, `4w 2d`, `-12h`), epoch milliseconds, and
 * the date functions now(), startOfDay(), endOfDay(), startOfWeek(),
 * endOfWeek(), startOfMonth(), endOfMonth(), each taking an optional period
 * such as startOfDay(-1d). Dates are read in UTC, the demo user's time zone.
 */
import { DAY_MS, startOfUtcDay } from './dates.js';
import { JqlError } from './jql-lexer.js';
import type { Operand } from './jql-parser.js';

const ABSOLUTE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/;
const PERIOD = /^([+-])?\s*((?:\d+\s*[wdhm]\s*)+)$/i;
const UNIT_MS: Record<string, number> = { w: 7 * DAY_MS, d: DAY_MS, h: 60 * 60 * 1000, m: 60 * 1000 };

export function invalidDate(value: string, field: string): JqlError {
  return new JqlError(
    `Date value '${value}' for field '${field}' is invalid. Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd', or a period format e.g. '-5d', '4w 2d'.`,
  );
}

/** Milliseconds of a period such as `-1w 2d`, or undefined when it is not one. */
function parsePeriod(text: string): number | undefined {
  const match = PERIOD.exec(text.trim());
  if (!match) return undefined;
  let total = 0;
  for (const part of (match[2] as string).matchAll(/(\d+)\s*([wdhm])/gi)) {
    total += Number(part[1]) * (UNIT_MS[(part[2] as string).toLowerCase()] as number);
  }
  return match[1] === '-' ? -total : total;
}

function parseAbsolute(text: string): number | undefined {
  const match = ABSOLUTE.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  const check = new Date(time);
  // Rejects dates such as 2024-02-30 that Date.UTC would roll over.
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || Number(hour) > 23) return undefined;
  return time;
}

function startOfWeek(epochMs: number): number {
  // Weeks start on Sunday, as in Jira's default (en_US) locale.
  const day = startOfUtcDay(epochMs);
  return day - new Date(day).getUTCDay() * DAY_MS;
}

function startOfMonth(epochMs: number): number {
  const date = new Date(epochMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextMonth(epochMs: number): number {
  const date = new Date(epochMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

const DATE_FUNCTIONS: Record<string, (now: number) => number> = {
  now: (now) => now,
  startofday: (now) => startOfUtcDay(now),
  endofday: (now) => startOfUtcDay(now) + DAY_MS - 1,
  startofweek: (now) => startOfWeek(now),
  endofweek: (now) => startOfWeek(now) + 7 * DAY_MS - 1,
  startofmonth: (now) => startOfMonth(now),
  endofmonth: (now) => nextMonth(now) - 1,
};

export const DATE_FUNCTION_NAMES = ['now()', 'startOfDay()', 'endOfDay()', 'startOfWeek()', 'endOfWeek()', 'startOfMonth()', 'endOfMonth()'];

export function isDateFunction(name: string): boolean {
  return DATE_FUNCTIONS[name.toLowerCase()] !== undefined;
}

/** Epoch milliseconds named by a single (non-list) operand. */
export function resolveDate(operand: Operand, field: string, now: number): number {
  if (operand.kind === 'function') {
    const fn = DATE_FUNCTIONS[operand.name.toLowerCase()];
    if (!fn) throw new JqlError(`Unable to find JQL function '${operand.name}()'.`);
    const base = fn(now);
    if (operand.args.length === 0) return base;
    // startOfDay(-1d): the period shifts the reference point before rounding.
    const shift = parsePeriod(operand.args[0] ?? '');
    if (shift === undefined || operand.args.length > 1) throw invalidDate(operand.args.join(', '), field);
    return fn(now + shift);
  }
  if (operand.kind !== 'value') throw invalidDate('', field);
  const text = operand.text;
  if (/^\d{9,}$/.test(text)) return Number(text);
  const absolute = parseAbsolute(text);
  if (absolute !== undefined) return absolute;
  const period = parsePeriod(text);
  if (period !== undefined) return now + period;
  throw invalidDate(text, field);
}
