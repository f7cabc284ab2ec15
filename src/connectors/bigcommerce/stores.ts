/**
 * The unified ecommerce store: the connection's BigCommerce store
 * (GET /v2/store, store_information.v2.yml), one record.
 *
 * | unified | BigCommerce |
 * |---|---|
 * | id | id (the store hash) |
 * | name | name |
 * | store_url | secure_url, else https:// and domain |
 * | admin_url | control_panel_base_url |
 *
 * Left out: `created_at`, `updated_at` (the store information has neither).
 */
import type { Static } from 'typebox';
import { stores, type EcommerceStore } from '../../unified/ecommerce/stores.js';
import { implement } from '../framework/define.js';
import { codecs, fieldTable } from '../kit/index.js';
import { nonEmpty } from './addresses.js';
import { readStore } from './store-info.js';
import type { BigCommerceStore } from './wire-types.js';

type Store = Static<typeof EcommerceStore>;

const httpUrl = (value: unknown) => {
  const text = nonEmpty(value);
  return text && /^https?:\/\//i.test(text) ? text : null;
};

export const storeFields = fieldTable<Store, BigCommerceStore>({
  id: { at: 'id', codec: codecs.idText, write: false },
  name: { at: 'name', codec: codecs.text, write: false },
  store_url: { read: (store) => httpUrl(store.secure_url) ?? (nonEmpty(store.domain) ? `https://${store.domain as string}` : null), reads: ['secure_url', 'domain'], write: false },
  admin_url: { read: (store) => httpUrl(store.control_panel_base_url), reads: ['control_panel_base_url'], write: false },
});

export const bigcommerceStores = implement(stores, {
  downstream: { id: 'store', name: 'Store information' },
  mapper: storeFields,
  async one(ctx) {
    return storeFields(await readStore(ctx));
  },
});
