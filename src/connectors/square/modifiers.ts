/**
 * Unified POS modifiers on Square's MODIFIER catalog objects, each inside
 * the MODIFIER_LIST that is its group (`modifier_data.modifier_list_id`):
 * listed by SearchCatalogObjects with `object_types: ["MODIFIER"]`, or, with
 * `filter[modifier_group_id]`, read from that list (RetrieveCatalogObject:
 * its modifiers in one page, a group being a handful of options). A
 * modifier is read, changed and deleted by its own id, so the group filter
 * the reference gives a get is not taken (UnsupportedFiltersError).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { modifiers, type Modifier as ModifierModel } from '../../unified/pos/modifiers.js';
import { segment } from '../framework/rest/path.js';
import { isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { amountOf, squareMoney } from './api.js';
import { CATALOG_OBJECT_PATH, catalogSearch, createBody, updateBody } from './catalog-upsert.js';
import { squareDialect } from './dialect.js';
import type { CatalogObject } from './wire-types.js';

type Modifier = Static<typeof ModifierModel>;

export const modifierFields = fieldTable<Modifier, CatalogObject>({
  id: { at: 'id', write: false },
  name: { at: 'modifier_data.name' },
  price_amount: {
    read: (object) => amountOf(object.modifier_data?.price_money),
    write: (amount, record) => (typeof amount === 'number' ? { modifier_data: { price_money: squareMoney(amount, record.currency) } } : {}),
  },
  currency: { read: (object) => (object.modifier_data?.price_money?.currency ?? undefined) as Modifier['currency'], write: false },
  modifier_group_id: { at: 'modifier_data.modifier_list_id' },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});

export const squareModifiers = collection(modifiers, {
  dialect: squareDialect,
  downstream: { id: 'catalog-modifiers', name: 'Catalog modifiers (MODIFIER)' },
  what: 'modifier',
  fields: modifierFields,
  path: CATALOG_OBJECT_PATH,
  recordAt: 'object',
  listAt: 'objects',
  idAt: 'catalog_object.id',
  only: (object) => object.type === 'MODIFIER',
  list: { search: catalogSearch('MODIFIER') },
  filters: { modifier_group_id: 'modifier_list_id' },
  one: true,
  add: true,
  update: { method: 'POST', path: CATALOG_OBJECT_PATH },
  delete: true,
  hooks: {
    async list(ctx, params, read) {
      const group = params.filter.modifier_group_id;
      if (typeof group !== 'string') return read(params);
      const answer = await ctx.http.request<{ object?: CatalogObject }>({ method: 'GET', path: `${CATALOG_OBJECT_PATH}/${segment(group)}` }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { body: {} as { object?: CatalogObject } };
        throw error;
      });
      const list = answer.body.object;
      const found = list?.type === 'MODIFIER_LIST' ? (list.modifier_list_data?.modifiers ?? []) : [];
      return { items: found.map((object) => modifierFields(object)), next: null };
    },
    async beforeWrite(ctx, write) {
      const body = write.body as Record<string, unknown>;
      if (write.operation === 'add') return createBody(ctx, 'MODIFIER', body);
      return updateBody(ctx, await write.current(), body);
    },
  },
});
