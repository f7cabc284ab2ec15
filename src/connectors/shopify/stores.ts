/**
 * The unified store: the connection's one Shopify shop (`shop`).
 *
 * | unified | Shopify |
 * |---|---|
 * | id | the shop's numeric id |
 * | name | name |
 * | store_url | primaryDomain.url (the storefront) |
 * | admin_url | https://admin.shopify.com/store/{handle} |
 */
import type { Static } from 'typebox';
import { stores, type EcommerceStore } from '../../unified/ecommerce/stores.js';
import { implement } from '../framework/define.js';
import { fieldTable } from '../kit/index.js';
import { shopifyQuery } from './graphql.js';
import { idOf, isoOf } from './money.js';
import { SHOP_QUERY } from './queries.js';

type Store = Static<typeof EcommerceStore>;

interface ShopifyShop {
  id: string;
  name: string;
  myshopifyDomain: string;
  url: string;
  createdAt: string;
  updatedAt: string;
  primaryDomain: { url: string };
}

export const storeFields = fieldTable<Store, ShopifyShop>({
  id: { read: (shop) => idOf(shop.id) ?? shop.id, reads: ['id'], write: false },
  name: { at: 'name', write: false },
  store_url: { read: (shop) => shop.primaryDomain.url, reads: ['primaryDomain'], write: false },
  admin_url: { read: (shop) => `https://admin.shopify.com/store/${shop.myshopifyDomain.replace(/\.myshopify\.com$/, '')}`, reads: ['myshopifyDomain'], write: false },
  created_at: { read: (shop) => isoOf(shop.createdAt), reads: ['createdAt'], write: false },
  updated_at: { read: (shop) => isoOf(shop.updatedAt), reads: ['updatedAt'], write: false },
});

export const shopifyStores = implement(stores, {
  downstream: { id: 'shop', name: 'Shop' },
  mapper: storeFields,
  async one(ctx) {
    const { data } = await shopifyQuery<{ shop: ShopifyShop }>(ctx, SHOP_QUERY);
    return storeFields(data.shop);
  },
});
