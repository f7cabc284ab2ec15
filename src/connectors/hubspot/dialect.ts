/**
 * HubSpot's dialects. Its plain REST collections (owners, pipelines,
 * schemas): ids are numeric strings, a 404 with category OBJECT_NOT_FOUND
 * (or without a body) is a missing record, lists page by the `after` cursor
 * HubSpot gives, and a filter is a query parameter of the name its spec
 * gives. Its CRM objects (crm-objects.ts) share that and differ in their
 * lists: one with filters or a sort is a search (search-filters.ts), which
 * pages by an offset `after` of up to 200 records; and a write's custom
 * mappings reach only the record's properties.
 */
import type { Dialect } from '../kit/index.js';
import { isObjectNotFound, listPaging, NUMERIC_ID, searchPaging } from './api.js';
import { searchBody, type FilterSpec } from './search-filters.js';

export const hubspotDialect: Dialect<string> = {
  platform: 'HubSpot',
  id: NUMERIC_ID,
  notFound: isObjectNotFound,
  paging: listPaging,
  query: ({ filters }) => Object.fromEntries(filters.flatMap(({ spec, value }) => (typeof value === 'string' ? [[spec, value]] : []))),
};

export const crmDialect: Dialect<FilterSpec> = {
  platform: 'HubSpot',
  id: NUMERIC_ID,
  notFound: isObjectNotFound,
  paging: listPaging,
  search: { path: (list) => `${list}/search`, paging: searchPaging, body: searchBody },
  mappedValuesUnder: 'properties',
};
