/**
 * What HubSpot's plain REST collections share (owners, pipelines, schemas):
 * ids are numeric strings, a 404 with category OBJECT_NOT_FOUND (or without
 * a body) is a missing record, lists page by the `after` cursor HubSpot
 * gives, and a filter is a query parameter of the name its spec gives. CRM
 * objects have their own collection (object-collection.ts): reads name
 * properties and associations, filters are searches.
 */
import type { Dialect } from '../kit/index.js';
import { isObjectNotFound, listPaging, NUMERIC_ID } from './api.js';

export const hubspotDialect: Dialect<string> = {
  platform: 'HubSpot',
  id: NUMERIC_ID,
  notFound: isObjectNotFound,
  paging: listPaging,
  query: ({ filters }) => Object.fromEntries(filters.flatMap(({ spec, value }) => (typeof value === 'string' ? [[spec, value]] : []))),
};
