/**
 * RFC 3339 times in requests (`begin_time`, a filter's `start_at`): read to
 * a comparable ISO string, or refused with INVALID_VALUE naming the field.
 */
import { squareFailure } from './dialect.js';

export function isoTime(value: unknown, field: string): string {
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw squareFailure(400, 'INVALID_VALUE', 'Expected an RFC 3339 timestamp', field);
  return new Date(ms).toISOString();
}

/** A list from a request (`payment_ids`, `modifiers`), empty when absent, refused when not an array. */
export function listOf(value: unknown, field: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw squareFailure(400, 'EXPECTED_ARRAY', 'Expected an array', field);
  return value;
}
