/**
 * Xero `where` expressions built from unified filters, never by pasting text:
 * strings are quoted with their quotes and backslashes escaped, ids must be
 * GUIDs (written `guid("…")`), instants become `DateTime(y, m, d, h, m, s)`.
 * A value that cannot be written safely is refused with a 400, not sent.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { GUID } from './guid.js';

function refuse(filter: string, reason: string): ApiError {
  return new ApiError('RequestValidationError', { message: `filter[${filter}] ${reason}`, detail: { [`filter[${filter}]`]: reason } });
}

export function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `Field=="value"`. */
export function equals(field: string, value: unknown): string {
  return `${field}==${quoted(String(value))}`;
}

/** `Field==guid("…")`, for a GUID the filter must hold. */
export function equalsGuid(field: string, value: unknown, filter: string): string {
  if (typeof value !== 'string' || !GUID.test(value)) throw refuse(filter, 'must be an id of the platform (a GUID)');
  return `${field}==guid(${quoted(value.toLowerCase())})`;
}

/** `Field>=DateTime(…)` for a date or date-time the filter holds. */
export function onOrAfter(field: string, value: unknown, filter: string): string {
  const ms = typeof value === 'string' ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : Number.NaN;
  if (Number.isNaN(ms)) throw refuse(filter, 'must be a date or date-time');
  const date = new Date(ms);
  const parts = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return `${field}>=DateTime(${parts.join(', ')})`;
}

/** Clauses joined with AND, each in parentheses; undefined when there are none. */
export function allOf(clauses: ReadonlyArray<string | undefined>): string | undefined {
  const kept = clauses.filter((clause): clause is string => clause !== undefined && clause !== '');
  if (kept.length === 0) return undefined;
  return kept.length === 1 ? kept[0] : kept.map((clause) => `(${clause})`).join(' AND ');
}

/** One of several clauses. */
export function anyOf(clauses: readonly string[]): string {
  return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
}

/** An instant as HTTP's If-Modified-Since takes it from a unified `updated_since` filter. */
export function modifiedSince(value: unknown, filter = 'updated_since'): string | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw refuse(filter, 'must be a date-time');
  return new Date(ms).toISOString();
}
