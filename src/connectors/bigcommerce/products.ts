/**
 * Unified ecommerce products on BigCommerce's v3 catalog
 * (https://developer.bigcommerce.com/docs/rest-catalog/products): listed with
 * GET /v3/catalog/products, one read with GET /v3/catalog/products/{id},
 * both with `include=variants,images,options` so a product comes with what
 * the unified model carries (product-fields.ts). Each answer also reads the
 * names of the categories its products are in (one call,
 * GET /v3/catalog/categories?id:in=…) and the store's currency and weight
 * unit (store-info.ts, remembered). Read-only, as the unified API is.
 *
 * Filters: `name` (exact, as BigCommerce's), `updated_since` →
 * `date_modified:min`. BigCommerce's product list has no filter by creation
 * time, so `created_since` is not offered.
 */
import { products } from '../../unified/ecommerce/products.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { STORE_HASH, V3 } from './api.js';
import { bigcommerceV3Dialect, param, since } from './dialect.js';
import { BIGCOMMERCE_PRODUCT_EVENTS } from './events.js';
import { productFields, type CatalogContext } from './product-fields.js';
import { orderCurrency } from './money.js';
import { storeOf, weightUnitOf } from './store-info.js';
import type { BigCommerceProduct } from './wire-types.js';

const PAGE = 250;

async function categoryNames(ctx: ConnectorContext, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += PAGE) {
    const { body } = await ctx.http.request<{ data?: Array<{ id?: unknown; name?: unknown }> }>({
      method: 'GET',
      path: `/stores/${segment(ctx.settings[STORE_HASH] ?? '')}/v3/catalog/categories`,
      query: { 'id:in': ids.slice(start, start + PAGE).join(','), limit: PAGE },
    });
    for (const category of body?.data ?? []) if (typeof category.id === 'number' && typeof category.name === 'string') names.set(category.id, category.name);
  }
  return names;
}

async function catalogContext(ctx: ConnectorContext, body: unknown): Promise<CatalogContext> {
  const data = (body as { data?: unknown } | null)?.data;
  const records = (Array.isArray(data) ? data : data ? [data] : []) as BigCommerceProduct[];
  const ids = [...new Set(records.flatMap((product) => product.categories ?? []).filter((id) => Number.isSafeInteger(id)))];
  const [store, names] = await Promise.all([storeOf(ctx), categoryNames(ctx, ids)]);
  return { currency: orderCurrency({ currency_code: store.currency ?? null }), weightUnit: weightUnitOf(store), categoryNames: names };
}

export const bigcommerceProducts = collection(products, {
  dialect: bigcommerceV3Dialect,
  downstream: { id: 'catalog/products', name: 'Catalog products' },
  what: 'product',
  fields: productFields,
  path: `${V3}/catalog/products`,
  listAt: 'data',
  recordAt: 'data',
  readQuery: { include: 'variants,images,options' },
  context: (body, { ctx }) => catalogContext(ctx, body),
  filters: {
    name: param('name'),
    updated_since: since('date_modified:min'),
  },
  list: true,
  events: BIGCOMMERCE_PRODUCT_EVENTS,
});
