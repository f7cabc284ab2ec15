/**
 * What BigCommerce's resources share, in two dialects, one per API version
 * the store answers at (https://developer.bigcommerce.com/docs/start/about/api-overview):
 *
 * - both: whole-number ids (anything else is not found without a call),
 *   every 404 to a record's path is a missing record, `page` (from 1) and
 *   `limit` (at most 250) paging, and filters as the list's parameters;
 * - v3 (catalog, customers): answers `{data, meta}`, and a list's
 *   `meta.pagination.total_pages` ends it on its last page;
 * - v2 (orders): bare arrays, and a page past the last is a 204 without a
 *   body (an empty page: the list ends there), sorted by `sort=field:asc|desc`.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { pageNumberPaging } from '../framework/paging/index.js';
import type { Dialect, ListSelection, Query } from '../kit/index.js';
import { invalidFilter, WHOLE_ID } from './api.js';

export const BIGCOMMERCE_MAX_PAGE_SIZE = 250;

/** A filter: the platform parameters its value becomes. */
export interface BigCommerceFilter {
  query: (value: string, name: string) => Query;
}

/** The filter's value sent as it is, under the platform's parameter. */
export const param = (name: string): BigCommerceFilter => ({ query: (value) => ({ [name]: value }) });

/** A time filter: the unified ISO 8601 time, as the platform's ISO 8601 parameter. */
export const since = (name: string): BigCommerceFilter => ({
  query: (value, field) => {
    const at = toIsoDateTime(value);
    if (at === null) throw invalidFilter(field, 'must be an ISO 8601 date-time');
    return { [name]: at };
  },
});

/** An id filter: BigCommerce's ids are whole numbers, and it refuses any other value with a 400 of its own. */
export const wholeId = (name: string): BigCommerceFilter => ({
  query: (value, field) => {
    if (!WHOLE_ID.test(value.trim())) throw invalidFilter(field, 'must be a BigCommerce id (a whole number)');
    return { [name]: value.trim() };
  },
});

function filterQuery(selection: ListSelection<BigCommerceFilter>): Query {
  const query: Query = {};
  for (const { name, spec, value } of selection.filters) Object.assign(query, spec.query(String(value), name));
  return query;
}

export const bigcommerceV2Dialect: Dialect<BigCommerceFilter> = {
  platform: 'BigCommerce',
  id: WHOLE_ID,
  paging: pageNumberPaging({ page: 'page', size: 'limit', max: BIGCOMMERCE_MAX_PAGE_SIZE, first: 1 }),
  query(selection) {
    const query = filterQuery(selection);
    if (selection.sort) query.sort = `${selection.sort.key}:${selection.sort.direction}`;
    return query;
  },
};

export const bigcommerceV3Dialect: Dialect<BigCommerceFilter> = {
  platform: 'BigCommerce',
  id: WHOLE_ID,
  paging: pageNumberPaging({ page: 'page', size: 'limit', max: BIGCOMMERCE_MAX_PAGE_SIZE, first: 1, totalPages: 'meta.pagination.total_pages' }),
  query(selection) {
    const query = filterQuery(selection);
    if (selection.sort) Object.assign(query, { sort: selection.sort.key, direction: selection.sort.direction });
    return query;
  },
};

/** A v2 list's records: a 204 past the last page has no body, which is an empty page. */
export const v2Records = <W>(body: unknown): readonly W[] => (body === null || body === undefined || body === '' ? [] : (body as readonly W[]));
