/**
 * A unified item is a Square ITEM with its ITEM_VARIATIONs (sizes, each
 * with its own price). Mapping:
 *
 * | unified | Square |
 * |---|---|
 * | name, description, abbreviation | item_data.name, .description, .abbreviation |
 * | product_type | item_data.product_type: REGULAR → regular, any other → other |
 * | price_amount, price_currency, pricing_type | the first variation's price_money and pricing_type |
 * | tax_ids, present_at_all_locations | item_data.tax_ids, the object's own |
 * | variations | item_data.variations (ordinal → sequence) |
 * | modifier_groups | item_data.modifier_list_info (the modifier lists offered) |
 * | version, deleted, updated_at | version, is_deleted, updated_at |
 *
 * abbreviation is written only. Left out: categories, absent_at_location_ids, cost, sku and code of the item (Square keeps SKUs and UPCs per
 * variation: a variation's `sku` is read), options, availability flags.
 */
import type { Static } from 'typebox';
import type { Item as ItemModel } from '../../unified/pos/items.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { amountOf, squareMoney } from './api.js';
import { flagOrAbsent, listOrAbsent, textOrAbsent } from './codecs.js';
import type { CatalogObject } from './wire-types.js';

type Item = Static<typeof ItemModel>;
type Variation = NonNullable<Item['variations']>[number];

const PRICING = { fixed: 'FIXED_PRICING', variable: 'VARIABLE_PRICING', other: 'OTHER' } as const;
const pricing = enumOf(PRICING, 'other');

function firstVariation(object: CatalogObject): CatalogObject | undefined {
  return object.item_data?.variations?.[0];
}

function variationOf(variation: CatalogObject): Variation {
  const data = variation.item_variation_data ?? {};
  const price = amountOf(data.price_money);
  return {
    id: variation.id,
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.sku !== undefined ? { sku: data.sku } : {}),
    ...(data.item_id !== undefined ? { item_id: data.item_id } : {}),
    sequence: data.ordinal ?? null,
    ...(data.pricing_type !== undefined ? { pricing_type: (pricing.read(data.pricing_type, data) ?? 'other') as 'fixed' } : {}),
    ...(price !== undefined ? { price_amount: price, price_currency: (data.price_money?.currency ?? null) as Variation['price_currency'] } : {}),
    ...(data.stockable !== undefined ? { stockable: data.stockable } : {}),
    ...(variation.present_at_all_locations !== undefined ? { present_at_all_locations: variation.present_at_all_locations } : {}),
    version: variation.version === undefined ? null : String(variation.version),
    updated_at: variation.updated_at ?? null,
  };
}

/** A unified variation as Square's, under a temporary id where it is new. */
export function squareVariation(variation: Variation, index: number, currency: string | null | undefined): Record<string, unknown> {
  const price = variation.price_amount ?? undefined;
  return {
    type: 'ITEM_VARIATION',
    id: variation.id ?? `#variation-${index}`,
    item_variation_data: {
      name: variation.name ?? 'Regular',
      ...(variation.sku !== undefined ? { sku: variation.sku } : {}),
      ordinal: variation.sequence ?? index,
      pricing_type: price === undefined ? 'VARIABLE_PRICING' : 'FIXED_PRICING',
      ...(price !== undefined ? { price_money: squareMoney(price, variation.price_currency ?? currency) } : {}),
    },
  };
}

export const itemFields = fieldTable<Item, CatalogObject>({
  id: { at: 'id', write: false },
  name: { at: 'item_data.name' },
  description: { at: 'item_data.description', codec: textOrAbsent },
  abbreviation: { write: (value) => ({ item_data: { abbreviation: value } }) },
  product_type: { read: (object) => (object.item_data?.product_type === undefined ? undefined : object.item_data.product_type === 'REGULAR' ? 'regular' : 'other'), write: false },
  // The item's price is its first variation's: written by the resource (items.ts), which owns the variations.
  price_amount: { read: (object) => amountOf(firstVariation(object)?.item_variation_data?.price_money), write: false },
  price_currency: { read: (object) => (firstVariation(object)?.item_variation_data?.price_money?.currency ?? undefined) as Item['price_currency'], write: false },
  pricing_type: { read: (object) => { const variation = firstVariation(object)?.item_variation_data; return variation?.pricing_type ? (pricing.read(variation.pricing_type, variation) as Item['pricing_type']) : undefined; }, write: false },
  tax_ids: { at: 'item_data.tax_ids', codec: listOrAbsent },
  present_at_all_locations: { at: 'present_at_all_locations', codec: flagOrAbsent },
  variations: { read: (object) => (object.item_data?.variations ?? []).map(variationOf), write: false },
  modifier_groups: {
    read: (object) => (object.item_data?.modifier_list_info ?? []).map((info) => ({ id: info.modifier_list_id })),
    write: (groups) => ({ item_data: { modifier_list_info: (groups ?? []).flatMap((group) => (group.id ? [{ modifier_list_id: group.id, enabled: true }] : [])) } }),
  },
  version: { read: (object) => (object.version === undefined ? undefined : String(object.version)), write: false },
  deleted: { at: 'is_deleted', write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
