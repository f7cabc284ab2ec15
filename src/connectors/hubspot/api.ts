/**
 * What every HubSpot call of the connector shares: record ids, the error
 * body's message, "no such record", and the two paging styles (a list's
 * opaque `after` in the query, at most 100 a page; a search's offset `after`
 * in the body, at most 200 a page).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { cursorPaging } from '../framework/paging/index.js';

/** HubSpot's record, pipeline and owner ids are numeric strings. */
export const NUMERIC_ID = /^\d{1,20}$/;

export const LIST_PAGE_MAX = 100;
export const SEARCH_PAGE_MAX = 200;

export const listPaging = cursorPaging({ size: 'limit', max: LIST_PAGE_MAX, next: { param: 'after', at: 'paging.next.after' } });
export const searchPaging = cursorPaging({ size: 'limit', max: SEARCH_PAGE_MAX, next: { param: 'after', at: 'paging.next.after' } });

export type PropertyValues = Record<string, string | null | undefined>;

/** A CRM record as HubSpot answers it. */
export interface HubspotObject {
  id: string;
  properties: PropertyValues;
  createdAt: string;
  updatedAt: string;
  archived?: boolean;
  associations?: Record<string, { results?: { id: string; type: string }[] }>;
}

/** HubSpot's message; a validation error's details when it lists them. */
export function hubspotErrorMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] };
  const details = Array.isArray(errors) ? errors.map((error) => error?.message).filter((text): text is string => typeof text === 'string') : [];
  if (details.length > 0) return details.join('; ');
  return typeof message === 'string' ? message : undefined;
}

/** HubSpot's "no such record": category OBJECT_NOT_FOUND, or a 404 without a body. */
export function isObjectNotFound(body: unknown): boolean {
  if (body === null || body === undefined || body === '') return true;
  return typeof body === 'object' && (body as { category?: unknown }).category === 'OBJECT_NOT_FOUND';
}

export function notFound(what: string, id: string): ApiError {
  return entityNotFound(`No HubSpot ${what} "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });
}

/** A call about one record: an id HubSpot cannot have, or its "no such record", is EntityNotFoundError. */
export async function forRecord<T>(what: string, id: string, call: () => Promise<T>, pattern = NUMERIC_ID): Promise<T> {
  if (!pattern.test(id)) throw notFound(what, id);
  return orEntityNotFound(call(), () => notFound(what, id), isObjectNotFound);
}

export function invalidInput(message: string, detail: Record<string, unknown> = {}): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}
