/**
 * What the Zoho Books resources of the connector share (API v3,
 * zoho.com/books/api/v3): the `{code, message, <record>}` envelope, page /
 * per_page paging with `page_context.has_more_page`, ids that are digit
 * strings, "does not exist" answered as a 404 with a non-zero code (an
 * unknown URL is code 5, a connector failure), instants written with the
 * organization's offset ("2024-05-01T10:20:30-0800"), and money as decimals
 * of the record's `currency_code`, converted exactly (src/core/money.ts).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fromMinorUnits, toMinorUnits } from '../../core/money.js';
import type { ConnectorContext } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { pageNumberPaging } from '../framework/paging/index.js';
import type { NotFoundRule } from '../framework/rest/index.js';
import type { Codec } from '../kit/index.js';

/** Zoho serves at most 200 records a page. */
export const PER_PAGE_MAX = 200;

export const zohoPaging = pageNumberPaging({ page: 'page', size: 'per_page', max: PER_PAGE_MAX, first: 1, hasMore: 'page_context.has_more_page' });

/** Zoho's ids are long digit strings: any other id names nothing, without a call. */
export const ZOHO_ID = /^\d{1,30}$/;

/** Zoho's code for an unknown URL: a 404 that is the connector's fault, not a missing record. */
const UNKNOWN_URL = 5;

const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;

/** Which 404 means "no such record": Zoho's body with its own non-zero code, not an unknown URL. */
export function notFoundRule(what: string): NotFoundRule {
  return { message: `No Zoho Books ${what} has this id`, id: ZOHO_ID, when: (body) => typeof codeOf(body) === 'number' && codeOf(body) !== 0 && codeOf(body) !== UNKNOWN_URL };
}

export function notFound(what: string, id: string): ApiError {
  return entityNotFound(`No Zoho Books ${what} has this id`, { id: id.slice(0, 64) });
}

/** Zoho's message of a failure. */
export function zohoErrorMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A call about one record, its "does not exist" (or an id that cannot be one) as EntityNotFoundError. */
export async function onRecord<T>(ctx: ConnectorContext, what: string, id: string, request: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; json?: unknown; query?: Record<string, QueryValue> }): Promise<T> {
  if (!ZOHO_ID.test(id)) throw notFound(what, id);
  const rule = notFoundRule(what);
  const { body } = await orEntityNotFound(ctx.http.request<T>(request), () => notFound(what, id), rule.when);
  return body;
}

/** A Zoho instant ("2024-05-01T10:20:30-0800") as ours (YYYY-MM-DDTHH:MM:SS.sssZ). */
export function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})$/.exec(value);
  if (!match) return null;
  const zone = match[2] === 'Z' ? 'Z' : `${match[2]!.slice(0, 3)}:${match[2]!.slice(-2)}`;
  const ms = Date.parse(`${match[1]}${zone}`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Zoho's instants as a codec: read into ours, never written (Zoho stamps them). */
export const zohoTime: Codec<string, string> = { read: isoTime, write: (value) => value };

/** A Zoho date ("2024-05-01"), or null for an empty one. */
export const dateOrNull = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

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

export const idOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** An id the caller gave for a Zoho record: digits, or a RequestValidationError naming the field. */
export function zohoId(field: string, value: unknown): string {
  if (typeof value !== 'string' || !ZOHO_ID.test(value)) throw invalid(`${field} must be a Zoho Books id (digits)`, { [field]: typeof value === 'string' ? value.slice(0, 64) : value ?? null });
  return value;
}
