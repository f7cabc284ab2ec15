/**
 * How a unified value is written in a platform's record and read back: one
 * pair per kind of value, so a field table says `codec: isoDateTime` and not
 * the same two conversions again at every field. Reading is lenient (a value
 * the platform did not send, or sent empty, reads as null); writing is exact.
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import { fromMinorUnits, toMinorUnits } from '../../core/money.js';

/**
 * `read` gets the platform's value and its whole record, `write` the unified
 * value and the whole unified record being written: money needs the
 * currency, which is another field. A read answering undefined leaves the
 * field out of the record (where the model has it optional, not nullable).
 */
export interface Codec<U, W = unknown> {
  read(value: unknown, wire: unknown): U | null | undefined;
  write(value: U, record: Readonly<Record<string, unknown>>): W;
}

/** Text as it is; an empty string reads as null (platforms send "" for "not set"). */
export const text: Codec<string, string> = {
  read: (wire) => (typeof wire === 'string' ? (wire === '' ? null : wire) : typeof wire === 'number' ? String(wire) : null),
  write: (value) => value,
};

/** An id the platform sends as a number or a string, always a string in the unified record. */
export const idText: Codec<string, string> = {
  read: (wire) => (typeof wire === 'number' && Number.isFinite(wire) ? String(wire) : typeof wire === 'string' && wire !== '' ? wire : null),
  write: (value) => value,
};

export const number: Codec<number, number> = {
  read: (wire) => {
    const value = typeof wire === 'string' && wire.trim() !== '' ? Number(wire) : wire;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  },
  write: (value) => value,
};

export const boolean: Codec<boolean, boolean> = {
  read: (wire) => (typeof wire === 'boolean' ? wire : wire === 'true' ? true : wire === 'false' ? false : null),
  write: (value) => value,
};

/** Any date-time the platform sends, as `YYYY-MM-DDTHH:MM:SS.sssZ`; written back in the same form. */
export const isoDateTime: Codec<string, string> = {
  read: (wire) => toIsoDateTime(wire),
  write: (value) => toIsoDateTime(value) ?? value,
};

/** A platform field that holds a date only (`YYYY-MM-DD`). */
export const dateOnly: Codec<string, string | null> = {
  read: (wire) => toIsoDateTime(wire),
  write: (value) => toDateOnly(value),
};

/**
 * Money the platform writes as a decimal amount, unified as integer minor
 * units: `currency` finds the platform record's currency (read), and the
 * unified record's `currency` is used to write, else `fallback`.
 */
export function minorUnits(currency: (wire: unknown) => string | null | undefined, fallback: string): Codec<number, string> {
  return {
    read: (value, wire) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? toMinorUnits(value, currency(wire) ?? fallback) : null),
    write: (value, record) => fromMinorUnits(value, typeof record.currency === 'string' ? record.currency : fallback),
  };
}

/**
 * A closed set of values with other names at the platform: `{ unified: 'platform' }`.
 * A platform value outside the table reads as `otherwise` (null unless given).
 */
export function enumOf<U extends string>(table: Readonly<Record<U, string>>, otherwise: U | null = null): Codec<U, string> {
  const back = new Map(Object.entries(table).map(([unified, platform]) => [platform as string, unified as U]));
  return {
    read: (wire) => (typeof wire === 'string' ? (back.get(wire) ?? otherwise) : null),
    write: (value) => table[value],
  };
}
