/**
 * What every Clover resource shares: Clover's ids (any other id is not found
 * without a call), `offset`/`limit` paging (at most 1000 a page; the
 * unified cursor carries the offset), lists as `{"elements": [...]}`, and
 * unified filters as Clover's `filter=` parameters (filter.ts).
 */
import { offsetPaging } from '../framework/paging/offset.js';
import type { Dialect } from '../kit/index.js';
import { CLOVER_ID } from './api.js';
import { cloverFilter, filterQuery, type CloverFilterSpec } from './filter.js';

/** https://docs.clover.com/docs/paginating-elements: `offset` and `limit`, 100 by default and 1000 at most; a short page ends the list. */
export const cloverPaging = offsetPaging({ offset: 'offset', size: 'limit', max: 1000 });

export const cloverDialect: Dialect<CloverFilterSpec> = {
  platform: 'Clover',
  id: CLOVER_ID,
  paging: cloverPaging,
  query: ({ filters }) => filterQuery(filters.map(({ spec, value }) => cloverFilter(spec.field, spec.op, spec.value ? spec.value(value) : String(value)))),
};

/** What every Clover collection shares: its dialect, and lists under `elements`. */
export const cloverCollection = { dialect: cloverDialect, listAt: 'elements' } as const;

/** A collection Clover lists, reads, creates, updates (a POST to the record: Clover has no PATCH) and deletes. */
export const cloverRecords = { ...cloverCollection, list: true, one: true, add: true, update: { method: 'POST' }, delete: true } as const;
