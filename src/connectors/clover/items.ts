/**
 * Unified POS items on Clover's inventory items
 * (https://docs.clover.com/reference/inventorygetitems): list
 * (offset/limit), get, create, update (POST to the record), delete; every
 * read expands `modifierGroups`.
 *
 * | unified | Clover |
 * |---|---|
 * | name, sku, code, cost | name, sku, code, cost |
 * | price_amount, pricing_type | price (cents), priceType: FIXED → fixed, VARIABLE → variable, PER_UNIT → per_unit |
 * | is_revenue, use_default_tax_rates | isRevenue, defaultTaxRates |
 * | available, hidden, deleted | available, hidden, deleted (read only) |
 * | modifier_groups | modifierGroups.elements (written as `{elements: [{id}]}`) |
 * | updated_at | modifiedTime |
 *
 * Clover's items have no variations (a size is another item or a modifier),
 * categories, options or per-location presence here: those stay out. The
 * price's currency is the merchant's and is not repeated on each item.
 */
import type { Static } from 'typebox';
import { items, type Item as ItemModel } from '../../unified/pos/items.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { centsOrAbsent, flagOrAbsent, textOrAbsent } from './codecs.js';
import { elementsOf, MERCHANT, ref, refId } from './api.js';
import { cloverRecords } from './dialect.js';
import { CLOVER_ITEM_EVENTS } from './inbound.js';
import type { CloverItem } from './wire-types.js';

type Item = Static<typeof ItemModel>;

const PRICING = enumOf<'fixed' | 'variable' | 'per_unit' | 'other'>({ fixed: 'FIXED', variable: 'VARIABLE', per_unit: 'PER_UNIT', other: 'OTHER' }, 'other');

export const itemFields = fieldTable<Item, CloverItem>({
  id: { at: 'id', write: false },
  name: { at: 'name', codec: textOrAbsent },
  price_amount: { at: 'price', codec: centsOrAbsent },
  pricing_type: { at: 'priceType', codec: PRICING },
  cost: { at: 'cost', codec: centsOrAbsent },
  sku: { at: 'sku', codec: textOrAbsent },
  code: { at: 'code', codec: textOrAbsent },
  is_revenue: { at: 'isRevenue', codec: flagOrAbsent },
  use_default_tax_rates: { at: 'defaultTaxRates', codec: flagOrAbsent },
  available: { at: 'available' },
  hidden: { at: 'hidden' },
  deleted: { at: 'deleted', write: false },
  modifier_groups: {
    read: (item) => elementsOf<{ id?: string }>(item.modifierGroups).flatMap((group) => (refId(group) ? [{ id: refId(group) as string }] : [])),
    write: (groups) => ({ modifierGroups: { elements: (groups ?? []).flatMap((group) => (group.id ? [ref(group.id)] : [])) } }),
  },
  updated_at: { at: 'modifiedTime', codec: isoDateTime, write: false },
});

export const cloverItems = collection(items, {
  ...cloverRecords,
  downstream: { id: 'items', name: 'Inventory items' },
  what: 'item',
  fields: itemFields,
  path: `${MERCHANT}/items`,
  readQuery: { expand: 'modifierGroups' },
  events: CLOVER_ITEM_EVENTS,
});
