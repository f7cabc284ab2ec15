/**
 * Unified POS items on Square's catalog ITEMs (catalog-upsert.ts): listed by
 * SearchCatalogObjects with `object_types: ["ITEM"]`, read by
 * RetrieveCatalogObject (any other object type there is 404), created and
 * changed by UpsertCatalogObject, deleted by DeleteCatalogObject (which
 * deletes the variations with the item). A create without `variations` makes
 * one "Regular" variation at `price_amount` (Square requires one); an
 * update's `price_amount` changes the first variation's price.
 */
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { items } from '../../unified/pos/items.js';
import { collection } from '../kit/index.js';
import { squareMoney } from './api.js';
import { CATALOG_OBJECT_PATH, catalogSearch, createBody, updateBody } from './catalog-upsert.js';
import { squareDialect } from './dialect.js';
import { itemFields, squareVariation } from './item-fields.js';
import type { CatalogObject } from './wire-types.js';

type ItemRecord = WriteModel<Parameters<typeof itemFields.write>[0] extends WriteModel<infer T> ? T : never>;

function variationsOf(record: ItemRecord): Record<string, unknown>[] | undefined {
  if (record.variations !== undefined) return record.variations.map((variation, index) => squareVariation(variation, index, record.price_currency));
  if (record.price_amount === undefined || record.price_amount === null) return undefined;
  return [squareVariation({ name: 'Regular', price_amount: record.price_amount }, 0, record.price_currency)];
}

async function itemBody(ctx: ConnectorContext, operation: 'add' | 'update', record: ItemRecord, body: Record<string, unknown>, current: () => Promise<CatalogObject>): Promise<unknown> {
  const variations = variationsOf(record);
  if (operation === 'add') {
    const data = { ...((body.item_data as object | undefined) ?? {}), variations: variations ?? [squareVariation({ name: 'Regular' }, 0, undefined)] };
    return createBody(ctx, 'ITEM', { ...body, item_data: data });
  }
  const read = await current();
  const written: Record<string, unknown> = { ...body };
  if (record.variations !== undefined) written.item_data = { ...((body.item_data as object | undefined) ?? {}), variations };
  const merged = updateBody(ctx, read, written) as { object: CatalogObject };
  const first = merged.object.item_data?.variations?.[0]?.item_variation_data;
  if (record.variations === undefined && typeof record.price_amount === 'number' && first) {
    first.price_money = squareMoney(record.price_amount, record.price_currency ?? first.price_money?.currency);
    first.pricing_type = 'FIXED_PRICING';
  }
  return merged;
}

export const squareItems = collection(items, {
  dialect: squareDialect,
  downstream: { id: 'catalog-items', name: 'Catalog items (ITEM)' },
  what: 'item',
  fields: itemFields,
  path: CATALOG_OBJECT_PATH,
  recordAt: 'object',
  listAt: 'objects',
  idAt: 'catalog_object.id',
  only: (object) => object.type === 'ITEM',
  list: { search: catalogSearch('ITEM') },
  one: true,
  add: true,
  update: { method: 'POST', path: CATALOG_OBJECT_PATH },
  delete: true,
  hooks: {
    beforeWrite: (ctx, write) => itemBody(ctx, write.operation, write.record as ItemRecord, write.body as Record<string, unknown>, write.current),
  },
});
