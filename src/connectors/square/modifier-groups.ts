/**
 * Unified POS modifier groups on Square's MODIFIER_LIST catalog objects
 * (catalog-upsert.ts), with their MODIFIERs inside:
 *
 * | unified | Square |
 * |---|---|
 * | name | modifier_list_data.name |
 * | selection_type | modifier_list_data.selection_type: SINGLE → single, MULTIPLE → multiple |
 * | minimum_required, maximum_allowed | min_selected_modifiers, max_selected_modifiers (written only) |
 * | modifiers | modifier_list_data.modifiers (read; written through /pos/modifiers) |
 * | present_at_all_locations, deleted, row_version, updated_at | the object's own, version as row_version |
 *
 * A create makes the list empty of modifiers unless `modifiers` are given
 * (each becomes a MODIFIER inside it).
 */
import type { Static } from 'typebox';
import { modifierGroups, type ModifierGroup as GroupModel } from '../../unified/pos/modifier-groups.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { amountOf, squareMoney } from './api.js';
import { CATALOG_OBJECT_PATH, catalogSearch, createBody, updateBody } from './catalog-upsert.js';
import { squareDialect } from './dialect.js';
import { flagOrAbsent } from './codecs.js';
import type { CatalogObject } from './wire-types.js';

type ModifierGroup = Static<typeof GroupModel>;
type GroupModifier = NonNullable<ModifierGroup['modifiers']>[number];

function modifierOf(object: CatalogObject): GroupModifier {
  const data = object.modifier_data ?? {};
  const price = amountOf(data.price_money);
  return {
    id: object.id,
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(price !== undefined ? { price_amount: price, currency: (data.price_money?.currency ?? null) as GroupModifier['currency'] } : {}),
  };
}

export const modifierGroupFields = fieldTable<ModifierGroup, CatalogObject>({
  id: { at: 'id', write: false },
  name: { at: 'modifier_list_data.name' },
  selection_type: { at: 'modifier_list_data.selection_type', codec: enumOf<'single' | 'multiple'>({ single: 'SINGLE', multiple: 'MULTIPLE' }) },
  // Written only: Square leaves them out (or -1, no limit) on most lists, so no read can show them.
  minimum_required: { write: (value) => ({ modifier_list_data: { min_selected_modifiers: value } }) },
  maximum_allowed: { write: (value) => ({ modifier_list_data: { max_selected_modifiers: value } }) },
  present_at_all_locations: { at: 'present_at_all_locations', codec: flagOrAbsent },
  modifiers: {
    read: (object) => (object.modifier_list_data?.modifiers ?? []).map(modifierOf),
    write: (modifiers) => ({
      modifier_list_data: {
        modifiers: (modifiers ?? []).map((modifier, index) => ({
          type: 'MODIFIER',
          id: modifier.id ?? `#modifier-${index}`,
          modifier_data: { name: modifier.name ?? `Modifier ${index + 1}`, ...(typeof modifier.price_amount === 'number' ? { price_money: squareMoney(modifier.price_amount, modifier.currency) } : {}), ordinal: index },
        })),
      },
    }),
  },
  deleted: { at: 'is_deleted', write: false },
  row_version: { read: (object) => (object.version === undefined ? undefined : String(object.version)), write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});

export const squareModifierGroups = collection(modifierGroups, {
  dialect: squareDialect,
  downstream: { id: 'catalog-modifier-lists', name: 'Catalog modifier lists (MODIFIER_LIST)' },
  what: 'modifier group',
  fields: modifierGroupFields,
  path: CATALOG_OBJECT_PATH,
  recordAt: 'object',
  listAt: 'objects',
  idAt: 'catalog_object.id',
  only: (object) => object.type === 'MODIFIER_LIST',
  list: { search: catalogSearch('MODIFIER_LIST') },
  one: true,
  add: true,
  update: { method: 'POST', path: CATALOG_OBJECT_PATH },
  delete: true,
  hooks: {
    async beforeWrite(ctx, write) {
      const body = write.body as Record<string, unknown>;
      if (write.operation === 'add') return createBody(ctx, 'MODIFIER_LIST', body);
      return updateBody(ctx, await write.current(), body);
    },
  },
});
