/**
 * What every call to Square shares (https://developer.squareup.com/reference/square,
 * described by ../shared/downstream-specs/square/api.json): the host of the
 * environment (production connect.squareup.com, or Square's sandbox
 * connect.squareupsandbox.com), the pinned `Square-Version`, money as
 * `{amount, currency}` in minor units, and the `{errors: [{category, code,
 * detail, field}]}` body of every failure.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

/** The API version every call is pinned to: the version of the description the connector is written from. */
export const SQUARE_API_VERSION = '2025-08-20';
export const VERSION_HEADER = 'square-version';

export const ENVIRONMENT_PATTERN = '^(production|sandbox)$';
const HOSTS = { production: 'connect.squareup.com', sandbox: 'connect.squareupsandbox.com' } as const;
export const SQUARE_HOSTS = [HOSTS.production, HOSTS.sandbox];

export function squareBaseUrl(settings: SettingValues): string {
  return `https://${settings.environment === 'sandbox' ? HOSTS.sandbox : HOSTS.production}`;
}

/** Square's ids: letters, digits, `-` and `_` (catalog objects, orders, payments, locations, merchants). */
export const SQUARE_ID = /^[A-Za-z0-9_-]{1,192}$/;

export interface SquareMoney {
  amount?: number;
  currency?: string;
}

interface SquareError { category?: unknown; code?: unknown; detail?: unknown; field?: unknown }

function errorsOf(body: unknown): SquareError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((entry): entry is SquareError => typeof entry === 'object' && entry !== null) : [];
}

/** "order.version: Object version does not match…" from Square's error list. */
export function squareErrorMessage(body: unknown): string | undefined {
  const messages = errorsOf(body)
    .map((entry) => (typeof entry.detail === 'string' && entry.detail !== '' ? (typeof entry.field === 'string' ? `${entry.field}: ${entry.detail}` : entry.detail) : undefined))
    .filter((message): message is string => message !== undefined);
  return messages.length > 0 ? messages.join('; ') : undefined;
}

/** Whether a failure body carries this code (NOT_FOUND, VERSION_MISMATCH, IDEMPOTENCY_KEY_REUSED). */
export function hasCode(body: unknown, code: string): boolean {
  return errorsOf(body).some((entry) => entry.code === code);
}

export function downstreamBody(error: unknown): unknown {
  return error instanceof ApiError ? (error.detail as { downstream_body?: unknown } | undefined)?.downstream_body : undefined;
}

/** A unified amount (minor units) and currency as Square's Money; the currency of the seller where none is given. */
export function squareMoney(amount: number, currency: string | null | undefined): SquareMoney {
  return { amount, ...(currency ? { currency } : {}) };
}

/** A Square Money's amount, already in minor units (Square's own rule), or undefined. */
export function amountOf(money: SquareMoney | null | undefined): number | undefined {
  return typeof money?.amount === 'number' && Number.isInteger(money.amount) ? money.amount : undefined;
}

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}
