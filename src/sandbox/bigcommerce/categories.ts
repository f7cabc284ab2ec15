/**
 * Catalog categories on the v3 API (https://developer.bigcommerce.com/docs/rest-catalog/categories):
 * listed and read at /v3/catalog/categories, so the category ids a product
 * carries name something. Filters: `id`, `id:in`, `name`, `name:like`,
 * `parent_id`, `is_visible`. Read-only; the seed's tree is one level deep
 * under "Shop All".
 */
import { defineResource } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { intId, listParam, nextId, readOnly, wholeParam } from './records.js';

export const CATEGORY_NAMES: Readonly<Record<number, string>> = {
  20: 'Shop All', 21: 'Apparel', 22: 'Accessories', 23: 'Footwear', 24: 'Camp', 25: 'Packs', 26: 'Camp Kitchen', 27: 'Trail Gear', 28: 'Gift Cards',
};

export const categories = defineResource<BigCommerceAccount>({
  name: 'categories',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/catalog/categories', get: 'GET /stores/:store_hash/v3/catalog/categories/:category_id' },
  idParam: 'category_id',
  newId: nextId,
  fields: {
    id: intId,
    parent_id: readOnly('integer'),
    name: readOnly('string'),
    description: readOnly('string'),
    views: readOnly('integer'),
    sort_order: readOnly('integer'),
    page_title: readOnly('string'),
    meta_keywords: readOnly('array'),
    meta_description: readOnly('string'),
    layout_file: readOnly('string'),
    image_url: readOnly('string'),
    is_visible: readOnly('boolean'),
    search_keywords: readOnly('string'),
    default_product_sort: readOnly('string'),
    custom_url: readOnly('object'),
  },
  filters: {
    id: (record, value) => Number(record.id) === wholeParam('id', value),
    'id:in': (record, value) => listParam(value).includes(record.id),
    name: (record, value) => record.name === value,
    'name:like': (record, value) => String(record.name).toLowerCase().includes(value.toLowerCase()),
    parent_id: (record, value) => record.parent_id === wholeParam('parent_id', value),
    is_visible: (record, value) => String(record.is_visible) === value,
  },
});

/** The seed's categories, in stored shape. */
export function categoryRecords() {
  return Object.entries(CATEGORY_NAMES).map(([id, name], index) => ({
    id, parent_id: id === '20' ? 0 : 20, name, description: `<p>${name} from Harbor &amp; Pine.</p>`, views: 100 * (9 - index), sort_order: index,
    page_title: '', meta_keywords: [], meta_description: '', layout_file: 'category.html', image_url: '', is_visible: true, search_keywords: '',
    default_product_sort: 'use_store_settings', custom_url: { url: `/${name.toLowerCase().replace(/[^a-z]+/g, '-')}/`, is_customized: false },
  }));
}
