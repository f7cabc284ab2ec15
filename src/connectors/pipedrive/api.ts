/**
 * What the Pipedrive resources of the connector share: API v2 paths and
 * cursor paging (`cursor`, `limit` up to 500, `additional_data.next_cursor`),
 * API v1 paths and start/limit paging (`additional_data.more_items_in_collection`,
 * flat or under `pagination` depending on the endpoint), whole-number ids,
 * Pipedrive's times (RFC 3339 in v2, "YYYY-MM-DD HH:MM:SS" UTC in v1), its
 * error body and its "not found".
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { QueryValue } from '../framework/http.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { cursorPaging, offsetPaging } from '../framework/paging/index.js';
import type { NotFoundRule } from '../framework/rest/index.js';
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

/** Which 404 means "no such record": Pipedrive's error body, not some proxy's page. */
export function notFoundRule(what: string, id: RegExp = NUMERIC_ID): NotFoundRule {
  return { message: `No Pipedrive ${what} has this id`, id, when: (body) => (body as { success?: unknown } | null)?.success === false };
}

export function notFound(what: string, id: string): ApiError {
  return entityNotFound(`No Pipedrive ${what} has this id`, { id: id.slice(0, 64) });
}

/** GET of one record's `data`, its 404 (or an id that cannot be one) as EntityNotFoundError. */
export async function getData<T>(ctx: ConnectorContext, what: string, id: string, path: string, query?: Record<string, QueryValue>, idPattern: RegExp = NUMERIC_ID): Promise<T> {
  if (!idPattern.test(id)) throw notFound(what, id);
  const rule = notFoundRule(what, idPattern);
  const { body } = await orEntityNotFound(ctx.http.request<{ data: T }>({ method: 'GET', path, ...(query ? { query } : {}) }), () => notFound(what, id), rule.when);
  return body.data;
}

/** Pipedrive's message: `error`, with `error_info` left out (it only points at the documentation). */
export function pipedriveErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown; message?: unknown } | null)?.error ?? (body as { message?: unknown } | null)?.message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/** A unified id as Pipedrive's number; a RequestValidationError for anything else. */
export function numericId(field: string, value: string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!NUMERIC_ID.test(value)) throw new ApiError('RequestValidationError', { message: `${field} must be a Pipedrive id (a whole number)`, detail: { [field]: value.slice(0, 64) } });
  return Number(value);
}

export const idText = (value: number | string | null | undefined): string | null => (value === null || value === undefined ? null : String(value));

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

/** The unified sort as v2's `sort_by` + `sort_direction`. */
export function v2Sort(sort: { by: string; direction: 'asc' | 'desc' } | undefined, fields: Readonly<Record<string, string>>): Record<string, string> {
  if (!sort) return {};
  const field = fields[sort.by];
  return field ? { sort_by: field, sort_direction: sort.direction } : {};
}

/** The v2 searches serve at most 100 results a page. */
export const searchPaging = cursorPaging({ size: 'limit', max: 100, next: { param: 'cursor', at: 'additional_data.next_cursor' } });

/** A write to one record (PATCH, PUT), its 404 (or an id that cannot be one) as EntityNotFoundError. */
export async function writeRecord<T = unknown>(ctx: ConnectorContext, what: string, id: string, request: { method: 'PATCH' | 'PUT'; path: string; json?: unknown; form?: Record<string, QueryValue> }, idPattern: RegExp = NUMERIC_ID): Promise<T> {
  if (!idPattern.test(id)) throw notFound(what, id);
  const rule = notFoundRule(what, idPattern);
  const { body } = await orEntityNotFound(ctx.http.request<T>(request), () => notFound(what, id), rule.when);
  return body;
}
