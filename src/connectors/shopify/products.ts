/**
 * Unified ecommerce products on Shopify's `products` and `product(id)`:
 *
 * | unified | Shopify |
 * |---|---|
 * | id | legacyResourceId |
 * | name, description | title, description (plain text) |
 * | status | ACTIVE → active, ARCHIVED → archived, DRAFT → null (neither: not sold yet) |
 * | price, sku | the first variant's price (minor units of the shop's currency) and sku |
 * | inventory_quantity | totalInventory |
 * | images | media images (first 10) |
 * | options | options: id, name, values |
 * | variants | variants (first 20): legacyResourceId, title, price, sku, inventoryQuantity, selectedOptions, image |
 * | tags | tags |
 * | categories | productType, as one category without an id |
 *
 * `filter[name]` is Shopify's `title:` search, which also finds titles that
 * contain the name: those are left out, so only the name itself is answered.
 */
import type { Static } from 'typebox';
import { products, type EcommerceProduct } from '../../unified/ecommerce/products.js';
import { implement } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { fieldTable } from '../kit/index.js';
import { shopifyQuery } from './graphql.js';
import { graphList } from './listing.js';
import { idOf, isoOf, priceMinor } from './money.js';
import { PRODUCT_PAGE_MAX, PRODUCT_QUERY, PRODUCTS_QUERY } from './queries.js';
import { productSearch, recordId, sortOf } from './search.js';
import { SHOPIFY_PRODUCT_EVENTS } from './webhook-topics.js';
import type { ShopifyProduct } from './wire-types.js';

type Product = Static<typeof EcommerceProduct>;
type Currency = { currency: string };

const STATUS: Readonly<Record<string, Product['status']>> = { ACTIVE: 'active', ARCHIVED: 'archived', DRAFT: null };

export const productFields = fieldTable<Product, ShopifyProduct, Currency>({
  id: { at: 'legacyResourceId', write: false },
  name: { at: 'title', write: false },
  description: { at: 'description', write: false },
  status: { read: (product) => STATUS[product.status] ?? null, reads: ['status'], write: false },
  price: { read: (product, { currency }) => priceMinor(product.variants.nodes[0]?.price, currency), reads: ['variants'], write: false },
  sku: { read: (product) => product.variants.nodes[0]?.sku ?? null, reads: ['variants'], write: false },
  inventory_quantity: { read: (product) => String(product.totalInventory), reads: ['totalInventory'], write: false },
  images: { read: (product) => product.media.nodes.filter((media) => media.image).map((media) => ({ id: idOf(media.id), url: media.image!.url })), reads: ['media'], write: false },
  options: { read: (product) => product.options.map((option) => ({ id: idOf(option.id), name: option.name, values: option.values })), reads: ['options'], write: false },
  variants: {
    read: (product, { currency }) =>
      product.variants.nodes.map((variant) => ({
        id: variant.legacyResourceId,
        name: variant.title,
        price: priceMinor(variant.price, currency),
        sku: variant.sku,
        inventory_quantity: variant.inventoryQuantity === null ? null : String(variant.inventoryQuantity),
        options: variant.selectedOptions.map((selected) => ({ id: null, name: selected.name, value: selected.value })),
        images: variant.image ? [{ id: null, url: variant.image.url }] : [],
      })),
    reads: ['variants'],
    write: false,
  },
  tags: { at: 'tags', write: false },
  categories: { read: (product) => (product.productType ? [{ id: null, name: product.productType }] : []), reads: ['productType'], write: false },
  created_at: { read: (product) => isoOf(product.createdAt), reads: ['createdAt'], write: false },
  updated_at: { read: (product) => isoOf(product.updatedAt), reads: ['updatedAt'], write: false },
});

const PRODUCT_SORT_KEYS: Readonly<Record<string, string>> = { created_at: 'CREATED_AT', updated_at: 'UPDATED_AT', name: 'TITLE' };

type ProductsAnswer = { products: { nodes: ShopifyProduct[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }; shop: { currencyCode: string } };

export const shopifyProducts = implement(products, {
  downstream: { id: 'products', name: 'Products' },
  mapper: productFields,
  events: SHOPIFY_PRODUCT_EVENTS,
  list: {
    paging: true,
    filters: ['name', 'updated_since', 'created_since'],
    async run(ctx, params) {
      const { page } = await graphList<ShopifyProduct, Product, ProductsAnswer>(ctx, {
        query: PRODUCTS_QUERY,
        pageMax: PRODUCT_PAGE_MAX,
        connection: (answer) => answer.products,
        variables: (list) => ({ query: productSearch(list.filter) ?? null, ...sortOf(list.sort, PRODUCT_SORT_KEYS) }),
        map: (node, answer) => productFields(node, { currency: answer.shop.currencyCode }),
        keep: (record, list) => typeof list.filter.name !== 'string' || (record.name ?? '').toLowerCase() === list.filter.name.toLowerCase(),
      }, params);
      return page;
    },
  },
  async one(ctx, { id }) {
    const { data } = await shopifyQuery<{ product: ShopifyProduct | null; shop: { currencyCode: string } }>(ctx, PRODUCT_QUERY, { id: `gid://shopify/Product/${recordId(id, 'product')}` });
    if (!data.product) throw entityNotFound('No Shopify product has this id', { id: id.slice(0, 64) });
    return productFields(data.product, { currency: data.shop.currencyCode });
  },
});
