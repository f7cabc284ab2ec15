/**
 * Xero's values in unified terms and back: money (decimal numbers in the
 * document's currency ↔ integer minor units, exactly, with src/core/money.ts),
 * dates (`/Date(1539993600000+0000)/` ↔ ISO 8601 UTC instants and
 * YYYY-MM-DD days), and the currency of a record.
 */
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';

/** An amount Xero wrote, in minor units of `currency`; null when Xero gave none. */
export function minor(amount: unknown, currency: string | null | undefined): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  if (!currency || !isCurrencyCode(currency)) return null;
  return toMinorUnits(amount, currency);
}

/** Minor units as the decimal number Xero takes; undefined for none. */
export function decimal(amount: number | null | undefined, currency: string): number | undefined {
  if (amount === null || amount === undefined) return undefined;
  return Number(fromMinorUnits(amount, currency));
}

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/** Epoch milliseconds of a date Xero wrote (`/Date(…)/` or ISO 8601); undefined when unreadable. */
export function instantOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = MS_DATE.exec(value);
  if (ms) return Number(ms[1]);
  const parsed = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** An instant as the unified API writes it: YYYY-MM-DDTHH:MM:SS.sssZ. */
export function isoInstant(value: unknown): string | null {
  const ms = instantOf(value);
  return ms === undefined ? null : new Date(ms).toISOString();
}

/** A document date as YYYY-MM-DD. */
export function isoDay(value: unknown): string | null {
  const ms = instantOf(value);
  return ms === undefined ? null : new Date(ms).toISOString().slice(0, 10);
}

/** A unified date or date-time as the YYYY-MM-DD Xero takes for document dates. */
export function xeroDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** A string field, or null when Xero left it out or empty. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
