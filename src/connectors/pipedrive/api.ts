/**
 * The values the Pipedrive resources share: API v2 paths and cursor paging
 * (`cursor`, `limit` up to 500, `additional_data.next_cursor`), API v1 paths
 * and start/limit paging (`additional_data.more_items_in_collection`, flat
 * or under `pagination` depending on the endpoint), whole-number ids,
 * Pipedrive's times (RFC 3339 in v2, "YYYY-MM-DD HH:MM:SS" UTC in v1) and
 * its error message. What every resource's calls share is dialect.ts.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { isCurrencyCode } from '../../core/money.js';
import { cursorPaging, offsetPaging } from '../framework/paging/index.js';
import type { Codec } from '../kit/index.js';

export const V1 = '/v1';
export const V2 = '/api/v2';

/** Pipedrive serves at most 500 records a page, in v1 and v2. */
export const PAGE_MAX = 500;

export const v2Paging = cursorPaging({ size: 'limit', max: PAGE_MAX, next: { param: 'cursor', at: 'additional_data.next_cursor' } });

/** v1 lists say whether more follow in `additional_data`, or in `additional_data.pagination` on the older endpoints. */
export const v1Paging = offsetPaging({
  offset: 'start',
  size: 'limit',
  max: PAGE_MAX,
  hasMore: (body) => {
    const extra = (body as { additional_data?: { more_items_in_collection?: unknown; pagination?: { more_items_in_collection?: unknown } } } | null)?.additional_data;
    const flag = extra?.more_items_in_collection ?? extra?.pagination?.more_items_in_collection;
    return typeof flag === 'boolean' ? flag : undefined;
  },
});

/** Pipedrive's ids are whole numbers (leads: UUIDs): any other id names nothing, without a call. */
export const NUMERIC_ID = /^[1-9]\d{0,17}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pipedrive's message: `error`, with `error_info` left out (it only points at the documentation). */
export function pipedriveErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown; message?: unknown } | null)?.error ?? (body as { message?: unknown } | null)?.message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** A known currency code, in upper case; null for what Pipedrive's custom currencies call themselves otherwise. */
export function knownCurrency(code: string | null | undefined): string | null {
  const upper = (code ?? '').toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}

/** A unified id as Pipedrive's number; a RequestValidationError for anything else. */
export function numericId(field: string, value: string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!NUMERIC_ID.test(value)) throw invalid(`${field} must be a Pipedrive id (a whole number)`, { [field]: value.slice(0, 64) });
  return Number(value);
}

/** The write of a link to another record: its id in `param`, null unlinking it. */
export const idWrite = (field: string, param: string) => (id: string | null | undefined) => ({ [param]: numericId(field, id) });

/** The write of a link only when it names a record (one Pipedrive keeps set, or a form cannot clear). */
export const someIdWrite = (field: string, param: string) => (id: string | null | undefined) => (numericId(field, id) ? { [param]: numericId(field, id) } : {});

/** A lead's id as a link, checked: Pipedrive's lead ids are UUIDs; null unlinks. */
export function leadIdWrite(lead: string | null): { lead_id: string | null } {
  if (lead !== null && !UUID.test(lead)) throw invalid('lead_id must be a Pipedrive lead id (a UUID)', { lead_id: lead.slice(0, 64) });
  return { lead_id: lead };
}

/** A Pipedrive time as ours (YYYY-MM-DDTHH:MM:SS.sssZ): v2's RFC 3339, v1's "YYYY-MM-DD HH:MM:SS" in UTC, leads' ISO. */
export function isoTime(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const v1 = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const ms = Date.parse(v1 ? `${v1[1]}T${v1[2]}Z` : value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Pipedrive's times as a codec: read into ours, never written (Pipedrive stamps them). */
export const pipedriveTime: Codec<string, string> = { read: (value) => isoTime(value as string | null | undefined), write: (value) => value };

/** RFC 3339 in whole seconds, as v2's `updated_since` takes it. */
export const rfc3339 = (value: string): string => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
