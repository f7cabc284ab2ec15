/**
 * Catalog products on the v3 API (https://developer.bigcommerce.com/docs/rest-catalog/products):
 * listed and read at /v3/catalog/products, a product's variants and images
 * listed under it. Prices are JSON numbers in the store's currency.
 *
 * - `include=variants,images,options` (also `primary_image`, `custom_fields`,
 *   `bulk_pricing_rules`, `videos`, `modifiers`, `parent_relations`) adds the
 *   product's own records; options are only reachable that way here (their
 *   endpoint's description is not among ours).
 * - The list filters by `id`, `id:in`, `id:not_in`, `id:min`, `id:max`,
 *   `id:greater`, `id:less`, `name` (exact), `keyword` (name, SKU, search
 *   keywords), `sku`, `sku:in`, `type`, `brand_id`, `is_visible`,
 *   `is_featured`, `availability`, `categories:in`, `date_modified`,
 *   `date_modified:min`, `date_modified:max`, and sorts by `sort` with `direction`.
 */
import { defineResource, fail, present, type FieldTable, type KitRequest, type StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { bigcommerceDialect } from './dialect.js';
import { childrenOf, includes, intId, listParam, moneyNumber, nextId, readOnly, timeParam, v3Time, wholeParam, type Ctx } from './records.js';

const price = { kind: 'integer', readOnly: true, format: moneyNumber } as const;
const INCLUDES = ['variants', 'images', 'custom_fields', 'bulk_pricing_rules', 'primary_image', 'modifiers', 'options', 'videos', 'parent_relations'];
const SORTABLE = ['id', 'name', 'sku', 'price', 'date_modified', 'date_last_imported', 'inventory_level', 'is_visible', 'total_sold'];

const productFields: FieldTable = {
  id: intId,
  name: readOnly('string'),
  type: readOnly('string'),
  sku: readOnly('string'),
  description: readOnly('string'),
  weight: readOnly('number'),
  width: readOnly('number'),
  depth: readOnly('number'),
  height: readOnly('number'),
  price,
  cost_price: price,
  retail_price: price,
  sale_price: price,
  map_price: price,
  calculated_price: price,
  tax_class_id: readOnly('integer'),
  product_tax_code: readOnly('string'),
  categories: readOnly('array'),
  brand_id: readOnly('integer'),
  inventory_level: readOnly('integer'),
  inventory_warning_level: readOnly('integer'),
  inventory_tracking: readOnly('string'),
  fixed_cost_shipping_price: price,
  is_free_shipping: readOnly('boolean'),
  is_visible: readOnly('boolean'),
  is_featured: readOnly('boolean'),
  related_products: readOnly('array'),
  warranty: readOnly('string'),
  bin_picking_number: readOnly('string'),
  layout_file: readOnly('string'),
  upc: readOnly('string'),
  mpn: readOnly('string'),
  gtin: readOnly('string'),
  search_keywords: readOnly('string'),
  availability: readOnly('string'),
  availability_description: readOnly('string'),
  gift_wrapping_options_type: readOnly('string'),
  gift_wrapping_options_list: readOnly('array'),
  sort_order: readOnly('integer'),
  condition: readOnly('string'),
  is_condition_shown: readOnly('boolean'),
  order_quantity_minimum: readOnly('integer'),
  order_quantity_maximum: readOnly('integer'),
  page_title: readOnly('string'),
  meta_keywords: readOnly('array'),
  meta_description: readOnly('string'),
  view_count: readOnly('integer'),
  preorder_release_date: readOnly('string', { nullable: true }),
  preorder_message: readOnly('string'),
  is_preorder_only: readOnly('boolean'),
  is_price_hidden: readOnly('boolean'),
  price_hidden_label: readOnly('string'),
  custom_url: readOnly('object'),
  base_variant_id: readOnly('integer', { format: Number }),
  open_graph_type: readOnly('string'),
  open_graph_title: readOnly('string'),
  open_graph_description: readOnly('string'),
  open_graph_use_meta_description: readOnly('boolean'),
  open_graph_use_product_name: readOnly('boolean'),
  open_graph_use_image: readOnly('boolean'),
  reviews_rating_sum: readOnly('integer'),
  reviews_count: readOnly('integer'),
  total_sold: readOnly('integer'),
  option_set_id: readOnly('integer'),
  option_set_display: readOnly('string'),
  date_created: v3Time,
  date_modified: v3Time,
};

function truthParam(name: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw fail.validation(`${name} must be true or false`, { field: name });
}

function presentProduct(wire: Record<string, unknown>, record: StoredRecord, ctx: Ctx) {
  const asked = includes(ctx, INCLUDES);
  const images = childrenOf(ctx, 'product_images', 'product_id', record);
  const answer: Record<string, unknown> = { ...wire };
  if (asked.has('variants')) answer.variants = childrenOf(ctx, 'product_variants', 'product_id', record).map((variant) => present(productVariants, variant, ctx, bigcommerceDialect));
  if (asked.has('images')) answer.images = images.map((image) => present(productImages, image, ctx, bigcommerceDialect));
  if (asked.has('primary_image')) {
    const primary = images.find((image) => image.is_thumbnail === true);
    if (primary) answer.primary_image = present(productImages, primary, ctx, bigcommerceDialect);
  }
  if (asked.has('options')) answer.options = (record.options as unknown[] | undefined) ?? [];
  for (const empty of ['custom_fields', 'bulk_pricing_rules', 'modifiers', 'videos', 'parent_relations']) if (asked.has(empty)) answer[empty] = [];
  return answer;
}

export const products = defineResource<BigCommerceAccount>({
  name: 'products',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/catalog/products', get: 'GET /stores/:store_hash/v3/catalog/products/:product_id' },
  idParam: 'product_id',
  newId: nextId,
  fields: productFields,
  timestamps: { created: 'date_created', updated: 'date_modified' },
  filters: {
    id: (record, value) => Number(record.id) === wholeParam('id', value),
    'id:in': (record, value) => listParam(value).includes(record.id),
    'id:not_in': (record, value) => !listParam(value).includes(record.id),
    'id:min': (record, value) => Number(record.id) >= wholeParam('id:min', value),
    'id:max': (record, value) => Number(record.id) <= wholeParam('id:max', value),
    'id:greater': (record, value) => Number(record.id) > wholeParam('id:greater', value),
    'id:less': (record, value) => Number(record.id) < wholeParam('id:less', value),
    name: (record, value) => record.name === value,
    keyword: (record, value) => [record.name, record.sku, record.search_keywords].some((text) => String(text).toLowerCase().includes(value.toLowerCase())),
    sku: (record, value) => record.sku === value,
    'sku:in': (record, value) => listParam(value).includes(String(record.sku)),
    type: (record, value) => record.type === value,
    brand_id: (record, value) => record.brand_id === wholeParam('brand_id', value),
    is_visible: (record, value) => record.is_visible === truthParam('is_visible', value),
    is_featured: (record, value) => record.is_featured === truthParam('is_featured', value),
    availability: (record, value) => record.availability === value,
    'categories:in': (record, value) => listParam(value).some((id) => (record.categories as number[]).includes(Number(id))),
    date_modified: (record, value) => Math.floor(Number(record.date_modified) / 1000) === Math.floor(timeParam('date_modified', value) / 1000),
    'date_modified:min': (record, value) => Number(record.date_modified) >= timeParam('date_modified:min', value),
    'date_modified:max': (record, value) => Number(record.date_modified) <= timeParam('date_modified:max', value),
  },
  sort: {
    fields: Object.fromEntries(SORTABLE.map((name) => [name, name === 'id' ? 'sort_id' : name])),
    read(request: KitRequest) {
      const key = request.query.get('sort');
      const direction = request.query.get('direction') ?? 'asc';
      if (!['asc', 'desc'].includes(direction)) throw fail.validation('direction must be asc or desc', { field: 'direction' });
      if (!key) return direction === 'desc' ? { key: 'id', direction: 'desc' } : undefined;
      if (!SORTABLE.includes(key)) throw fail.validation(`sort must be one of ${SORTABLE.join(', ')}`, { field: 'sort' });
      return { key, direction: direction as 'asc' | 'desc' };
    },
  },
  hooks: { present: presentProduct },
});

const underProduct = { param: 'product_id', field: 'product_id', resource: 'products' };
const productId = readOnly('integer', { format: Number });
const maybePrice = { kind: 'integer', readOnly: true, nullable: true, format: moneyNumber } as const;

export const productVariants = defineResource<BigCommerceAccount>({
  name: 'product_variants',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/catalog/products/:product_id/variants', get: 'GET /stores/:store_hash/v3/catalog/products/:product_id/variants/:variant_id' },
  idParam: 'variant_id',
  parent: underProduct,
  newId: nextId,
  fields: {
    id: intId,
    product_id: productId,
    sku: readOnly('string'),
    sku_id: readOnly('integer', { nullable: true }),
    price: maybePrice,
    sale_price: maybePrice,
    retail_price: maybePrice,
    cost_price: maybePrice,
    map_price: maybePrice,
    calculated_price: price,
    weight: readOnly('number', { nullable: true }),
    calculated_weight: readOnly('number'),
    width: readOnly('number', { nullable: true }),
    height: readOnly('number', { nullable: true }),
    depth: readOnly('number', { nullable: true }),
    is_free_shipping: readOnly('boolean'),
    fixed_cost_shipping_price: maybePrice,
    purchasing_disabled: readOnly('boolean'),
    purchasing_disabled_message: readOnly('string'),
    image_url: readOnly('string'),
    upc: readOnly('string', { nullable: true }),
    mpn: readOnly('string', { nullable: true }),
    gtin: readOnly('string', { nullable: true }),
    inventory_level: readOnly('integer', { nullable: true }),
    inventory_warning_level: readOnly('integer', { nullable: true }),
    bin_picking_number: readOnly('string', { nullable: true }),
    option_values: readOnly('array'),
  },
});

export const productImages = defineResource<BigCommerceAccount>({
  name: 'product_images',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/catalog/products/:product_id/images', get: 'GET /stores/:store_hash/v3/catalog/products/:product_id/images/:image_id' },
  idParam: 'image_id',
  parent: underProduct,
  newId: nextId,
  fields: {
    id: intId,
    product_id: productId,
    is_thumbnail: readOnly('boolean'),
    sort_order: readOnly('integer'),
    description: readOnly('string'),
    image_file: readOnly('string'),
    url_zoom: readOnly('string'),
    url_standard: readOnly('string'),
    url_thumbnail: readOnly('string'),
    url_tiny: readOnly('string'),
    date_modified: v3Time,
  },
  timestamps: { updated: 'date_modified' },
});
