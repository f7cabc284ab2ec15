/**
 * Unified filters and sorts as Shopify's search syntax and sort keys
 * (https://shopify.dev/docs/api/usage/search-syntax): each filter becomes a
 * `field:value` term of the list's `query:` argument (terms joined by a
 * space mean AND; a customer id list becomes `id:1 OR id:2`), values quoted;
 * dates as `field:>='ISO time'` ("at or after").
 */
import { ApiError } from '../../core/errors/api-error.js';
import { entityNotFound } from '../framework/not-found.js';

/** A value inside double quotes; Shopify's syntax has no escape, so a quote or backslash cannot be searched for. */
export function quoted(value: string, filter: string): string {
  if (/["\\]/.test(value)) {
    throw new ApiError('RequestValidationError', { message: `filter[${filter}] cannot hold a double quote or backslash: Shopify's search syntax has no way to search for them`, detail: { filter } });
  }
  return `"${value}"`;
}

const since = (field: string, value: unknown) => `${field}:>='${new Date(String(value)).toISOString()}'`;

/** A numeric Shopify id, or the numeric part of its global id: what `id:` and `customer_id:` take. */
export function numericId(value: string, filter: string): string {
  const match = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,20})$/.exec(value.trim());
  if (!match) throw new ApiError('RequestValidationError', { message: `filter[${filter}] must hold Shopify ids (numbers)`, detail: { filter } });
  return match[1] as string;
}

type Filter = Readonly<Record<string, unknown>>;

export function orderSearch(filter: Filter): string | undefined {
  const terms: string[] = [];
  if (typeof filter.email === 'string') terms.push(`email:${quoted(filter.email, 'email')}`);
  if (typeof filter.customer_id === 'string') terms.push(`customer_id:${numericId(filter.customer_id, 'customer_id')}`);
  if (filter.updated_since !== undefined) terms.push(since('updated_at', filter.updated_since));
  if (filter.created_since !== undefined) terms.push(since('created_at', filter.created_since));
  return terms.length ? terms.join(' ') : undefined;
}

export function customerSearch(filter: Filter): string | undefined {
  const terms: string[] = [];
  if (typeof filter.email === 'string') terms.push(`email:${quoted(filter.email, 'email')}`);
  if (typeof filter.phone_number === 'string') terms.push(`phone:${quoted(filter.phone_number, 'phone_number')}`);
  if (filter.updated_since !== undefined) terms.push(since('updated_at', filter.updated_since));
  if (filter.created_since !== undefined) terms.push(since('created_at', filter.created_since));
  const ids = typeof filter.customer_ids === 'string' ? filter.customer_ids.split(',').map((id) => id.trim()).filter(Boolean) : [];
  if (ids.length > 50) throw new ApiError('RequestValidationError', { message: 'filter[customer_ids] takes at most 50 ids', detail: { filter: 'customer_ids' } });
  // OR binds loosest in Shopify's syntax: every other term is repeated beside each id.
  if (ids.length) return ids.map((id) => [`id:${numericId(id, 'customer_ids')}`, ...terms].join(' ')).join(' OR ');
  return terms.length ? terms.join(' ') : undefined;
}

export function productSearch(filter: Filter): string | undefined {
  const terms: string[] = [];
  if (typeof filter.name === 'string') terms.push(`title:${quoted(filter.name, 'name')}`);
  if (filter.updated_since !== undefined) terms.push(since('updated_at', filter.updated_since));
  if (filter.created_since !== undefined) terms.push(since('created_at', filter.created_since));
  return terms.length ? terms.join(' ') : undefined;
}

/** `sort[by]` and `sort[direction]` as Shopify's `sortKey` and `reverse`. */
export function sortOf(sort: { by: string; direction: 'asc' | 'desc' } | undefined, keys: Readonly<Record<string, string>>): { sortKey?: string; reverse?: boolean } {
  if (!sort) return {};
  const sortKey = keys[sort.by];
  return sortKey ? { sortKey, reverse: sort.direction === 'desc' } : {};
}

/** The numeric id a get names; any other id names no Shopify record. */
export function recordId(id: string, what: string): string {
  const match = /^\d{1,20}$/.exec(id.trim());
  if (!match) throw entityNotFound(`No Shopify ${what} has this id`, { id: id.slice(0, 64) });
  return match[0];
}
