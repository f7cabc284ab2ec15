/** BambooHR writes calendar dates as YYYY-MM-DD (in the company's time zone; the emulator's is UTC). */
import { fail } from '../framework/kit/index.js';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

export function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isYmd(value: unknown): value is string {
  return typeof value === 'string' && YMD.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && ymd(Date.parse(`${value}T00:00:00Z`)) === value;
}

/** A date field of a request, refused as BambooHR refuses a bad one (a 400). */
export function readYmd(value: unknown, field: string): string {
  if (!isYmd(value)) throw fail.validation(`Invalid date for ${field}: expected YYYY-MM-DD`, { field });
  return value;
}

export function addDays(date: string, days: number): string {
  return ymd(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}
