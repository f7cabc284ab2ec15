/**
 * The values the Zoho Books resources share (API v3,
 * zoho.com/books/api/v3): page / per_page paging with
 * `page_context.has_more_page`, ids that are digit strings, the `message`
 * of a failure, and money as decimals of the record's
 * `currency_code`, converted exactly (src/core/money.ts). What every
 * resource's calls share is dialect.ts.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fromMinorUnits, toMinorUnits } from '../../core/money.js';
import { pageNumberPaging } from '../framework/paging/index.js';
import type { Codec } from '../kit/index.js';

/** Zoho serves at most 200 records a page. */
export const zohoPaging = pageNumberPaging({ page: 'page', size: 'per_page', max: 200, first: 1, hasMore: 'page_context.has_more_page' });

/** Zoho's ids are long digit strings: any other id names nothing, without a call. */
export const ZOHO_ID = /^\d{1,30}$/;

/** Zoho's message of a failure. */
export function zohoErrorMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A Zoho date ("2024-05-01"), or null for an empty one. */
export const dateOrNull = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export const zohoDate: Codec<string, string> = { read: dateOrNull, write: (value) => value };

/** A Zoho amount (decimal of `currency`) in minor units; null when either is missing. */
export function minor(amount: unknown, currency: unknown): number | null {
  if ((typeof amount !== 'number' && typeof amount !== 'string') || amount === '' || typeof currency !== 'string' || currency === '') return null;
  return toMinorUnits(amount, currency);
}

/** Minor units of `currency` as the decimal number Zoho takes. */
export function decimal(value: number | null | undefined, currency: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  return Number(fromMinorUnits(value, currency));
}

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** An id the caller gave for a Zoho record: digits, or a RequestValidationError naming the field. */
export function zohoId(field: string, value: unknown): string {
  if (typeof value !== 'string' || !ZOHO_ID.test(value)) throw invalid(`${field} must be a Zoho Books id (digits)`, { [field]: typeof value === 'string' ? value.slice(0, 64) : value ?? null });
  return value;
}
