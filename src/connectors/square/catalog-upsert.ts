/**
 * Square's catalog has one endpoint family for every object type
 * (api.json: SearchCatalogObjects, UpsertCatalogObject, RetrieveCatalogObject,
 * DeleteCatalogObject): items, modifier lists (the unified modifier groups)
 * and modifiers are all CatalogObjects. An upsert replaces the whole object,
 * so an update reads it first, changes what the request names and sends it
 * back with the `version` it read: a change made at Square in between is
 * refused (VERSION_MISMATCH) rather than overwritten.
 */
import type { ConnectorContext } from '../framework/define.js';
import { mergeInto } from '../kit/field-table.js';
import { squareIdempotencyKey } from './idempotency-keys.js';
import type { CatalogObject } from './wire-types.js';

export const CATALOG_OBJECT_PATH = '/v2/catalog/object';
export const CATALOG_SEARCH_PATH = '/v2/catalog/search';

/** The search body of a list of one object type, with the paging parameters (`cursor`, `limit`). */
export function catalogSearch(type: string) {
  return { path: CATALOG_SEARCH_PATH, body: (paging: Record<string, unknown>) => ({ object_types: [type], ...paging }) };
}

/** The upsert body of a create: the object under a temporary `#` id, with a derived key. */
export function createBody(ctx: ConnectorContext, type: string, data: Record<string, unknown>, extra: Partial<CatalogObject> = {}): unknown {
  return { idempotency_key: squareIdempotencyKey(ctx, `catalog:add:${type}`), object: { type, id: `#new-${type.toLowerCase()}`, ...extra, ...data } };
}

/** The upsert body of an update: the object as read, the written fields merged in, with the version read. */
export function updateBody(ctx: ConnectorContext, current: CatalogObject, written: Record<string, unknown>): unknown {
  const object = structuredClone(current) as unknown as Record<string, unknown>;
  delete object.updated_at;
  delete object.created_at;
  mergeInto(object, written);
  return { idempotency_key: squareIdempotencyKey(ctx, `catalog:update:${current.id}`), object };
}
