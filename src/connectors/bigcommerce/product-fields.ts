/**
 * Unified ecommerce products from BigCommerce's v3 catalog products, read
 * with `include=variants,images,options`; prices in minor units of the
 * store's default currency, weights in the store's unit (store-info.ts),
 * category names from the catalog's categories (products.ts loads both).
 *
 * | unified | BigCommerce |
 * |---|---|
 * | id, name, description, sku | id, name, description (HTML, as the store wrote it), sku |
 * | status | active when `is_visible` and `availability` is not "disabled", else archived |
 * | price | price |
 * | inventory_quantity | inventory_level (text, as the model has it) |
 * | images | images: id, url_standard |
 * | weight, weight_unit | weight; the store's weight_units |
 * | options | options: id, display_name, option_values' labels |
 * | variants | variants: id; name (the product's name and the variant's option labels); price (its own, else calculated_price); sku; inventory_level; weight (its own, else calculated_weight); option_values; image_url |
 * | categories | categories (ids), with each category's name |
 * | created_at, updated_at | date_created, date_modified |
 *
 * Left out: `tags` (BigCommerce's products have no tags; `search_keywords`
 * are storefront search terms, not labels).
 */
import type { Static } from 'typebox';
import type { EcommerceProduct } from '../../unified/ecommerce/products.js';
import { codecs, fieldTable } from '../kit/index.js';
import { nonEmpty } from './addresses.js';
import { minor } from './money.js';
import type { BigCommerceProduct, BigCommerceVariant } from './wire-types.js';

type Product = Static<typeof EcommerceProduct>;
const { idText, isoDateTime } = codecs;

/** What product records are read with besides themselves. */
export interface CatalogContext {
  currency: string | null;
  weightUnit: string | null;
  categoryNames: ReadonlyMap<number, string>;
}

const quantity = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
const weight = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

type Variant = NonNullable<Product['variants']>[number];

function variantOf(product: BigCommerceProduct, variant: BigCommerceVariant, context: CatalogContext): Variant {
  const values = variant.option_values ?? [];
  const labels = values.map((value) => value.label).filter((label): label is string => typeof label === 'string' && label !== '');
  return {
    id: String(variant.id),
    name: [product.name ?? '', ...labels].filter((part) => part !== '').join(' / ') || null,
    price: minor(variant.price ?? variant.calculated_price, context.currency),
    sku: nonEmpty(variant.sku),
    inventory_quantity: quantity(variant.inventory_level),
    weight: weight(variant.weight ?? variant.calculated_weight),
    weight_unit: context.weightUnit,
    options: values.map((value) => ({ id: value.option_id === undefined ? null : String(value.option_id), name: nonEmpty(value.option_display_name), value: nonEmpty(value.label) })),
    images: nonEmpty(variant.image_url) ? [{ id: null, url: variant.image_url as string }] : [],
  };
}

export const productFields = fieldTable<Product, BigCommerceProduct, CatalogContext>({
  id: { at: 'id', codec: idText, write: false },
  name: { at: 'name', codec: codecs.text, write: false },
  description: { at: 'description', codec: codecs.text, write: false },
  status: { read: (product) => (product.is_visible !== false && product.availability !== 'disabled' ? 'active' : 'archived'), reads: ['is_visible', 'availability'], write: false },
  price: { read: (product, context) => minor(product.price, context.currency), reads: ['price'], write: false },
  sku: { at: 'sku', codec: codecs.text, write: false },
  inventory_quantity: { read: (product) => quantity(product.inventory_level), reads: ['inventory_level'], write: false },
  images: { read: (product) => (product.images ?? []).map((image) => ({ id: String(image.id), url: nonEmpty(image.url_standard) ?? nonEmpty(image.url_zoom) })), reads: ['images'], write: false },
  weight: { read: (product) => weight(product.weight), reads: ['weight'], write: false },
  weight_unit: { read: (_product, context) => context.weightUnit, write: false },
  options: {
    read: (product) => (product.options ?? []).map((option) => ({ id: String(option.id), name: nonEmpty(option.display_name), values: (option.option_values ?? []).map((value) => nonEmpty(value.label)) })),
    reads: ['options'],
    write: false,
  },
  variants: { read: (product, context) => (product.variants ?? []).map((variant) => variantOf(product, variant, context)), reads: ['variants'], write: false },
  categories: {
    read: (product, context) => (product.categories ?? []).map((id) => ({ id: String(id), name: context.categoryNames.get(id) ?? null })),
    reads: ['categories'],
    write: false,
  },
  created_at: { at: 'date_created', codec: isoDateTime, write: false },
  updated_at: { at: 'date_modified', codec: isoDateTime, write: false },
});
