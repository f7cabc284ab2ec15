/**
 * The demo store's catalog: outdoor goods, each with its price (cents), its
 * category, and the options its variants are made of (sizes, colours); a
 * product without options still has one base variant, as on BigCommerce.
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { categoryRecords, CATEGORY_NAMES } from './categories.js';

interface Template {
  name: string;
  price: number;
  category: number;
  options?: Record<string, string[]>;
}

const SIZES = ['S', 'M', 'L', 'XL'];

const PITCHES = ['tested on three seasons of Cascade trails', 'light enough to forget, tough enough to keep', 'made to be repaired, not replaced', 'our best seller two years running'];

const CATALOG: readonly Template[] = [
  { name: 'Ridgeline Rain Shell', price: 14900, category: 21, options: { Size: SIZES, Color: ['Slate', 'Moss'] } },
  { name: 'Trailhead Merino Tee', price: 5800, category: 21, options: { Size: SIZES } },
  { name: 'Basecamp Down Vest', price: 11900, category: 21, options: { Size: SIZES, Color: ['Black', 'Rust'] } },
  { name: 'Summit Softshell Pants', price: 9800, category: 21, options: { Size: SIZES } },
  { name: 'Alpine Fleece Hoodie', price: 8400, category: 21, options: { Size: SIZES, Color: ['Heather', 'Navy', 'Pine'] } },
  { name: 'Canyon Sun Hat', price: 3200, category: 22, options: { Size: ['S/M', 'L/XL'] } },
  { name: 'Woolrun Hiking Socks (3 pack)', price: 2400, category: 22, options: { Size: ['M', 'L'] } },
  { name: 'Cedar Leather Belt', price: 4500, category: 22, options: { Size: ['32', '34', '36', '38'] } },
  { name: 'Switchback Trail Runners', price: 13500, category: 23, options: { Size: ['8', '9', '10', '11', '12'] } },
  { name: 'Granite Mid Hiking Boots', price: 18900, category: 23, options: { Size: ['8', '9', '10', '11'] } },
  { name: 'Driftwood Camp Sandals', price: 6500, category: 23, options: { Size: ['8', '9', '10', '11'] } },
  { name: 'Northwind 2-Person Tent', price: 32900, category: 24 },
  { name: 'Ember 20°F Sleeping Bag', price: 22900, category: 24, options: { Length: ['Regular', 'Long'] } },
  { name: 'Cloudrest Sleeping Pad', price: 12900, category: 24, options: { Length: ['Regular', 'Long'] } },
  { name: 'Lantern Ridge LED Lantern', price: 3900, category: 24 },
  { name: 'Packlight Camp Chair', price: 8900, category: 24, options: { Color: ['Graphite', 'Ochre'] } },
  { name: 'Cascade 45L Backpack', price: 17900, category: 25, options: { Color: ['Slate', 'Moss', 'Sunset'] } },
  { name: 'Daytripper 22L Pack', price: 8900, category: 25, options: { Color: ['Black', 'Teal'] } },
  { name: 'Stowaway Hip Pack', price: 3900, category: 25 },
  { name: 'Dry Creek Roll-Top Bag 10L', price: 2900, category: 25, options: { Color: ['Yellow', 'Blue'] } },
  { name: 'Titanium Spork', price: 1200, category: 26 },
  { name: 'Fireside Cook Set', price: 6900, category: 26 },
  { name: 'Insulated Trail Bottle 32oz', price: 3800, category: 26, options: { Color: ['Glacier', 'Charcoal', 'Fern'] } },
  { name: 'Backcountry Water Filter', price: 4900, category: 26 },
  { name: 'Pocket Stove', price: 5400, category: 26 },
  { name: 'Headlamp 400', price: 4400, category: 27 },
  { name: 'Trekking Poles (pair)', price: 11900, category: 27, options: { Length: ['Regular', 'Tall'] } },
  { name: 'First Aid Kit, Trail', price: 3400, category: 27 },
  { name: 'Compass & Map Case', price: 2800, category: 27 },
  { name: 'Harbor & Pine Gift Card', price: 5000, category: 28 },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function combinations(options: Record<string, string[]>): string[][] {
  return Object.values(options).reduce<string[][]>((all, values) => all.flatMap((prefix) => values.map((value) => [...prefix, value])), [[]]);
}

function imageOf(account: BigCommerceAccount, productId: string, id: string, name: string, index: number, at: number): StoredRecord {
  const file = `${slug(name)}__${index + 1}.jpg`;
  const base = `https://cdn11.bigcommerce.com/s-${account.storeHash}/images/stencil`;
  return {
    id, product_id: productId, is_thumbnail: index === 0, sort_order: index, description: index === 0 ? name : `${name}, detail ${index}`,
    image_file: `a/${file}`, url_zoom: `${base}/1280x1280/products/${productId}/${id}/${file}`, url_standard: `${base}/500x659/products/${productId}/${id}/${file}`,
    url_thumbnail: `${base}/100x100/products/${productId}/${id}/${file}`, url_tiny: `${base}/44x44/products/${productId}/${id}/${file}`, date_modified: at,
  };
}

/** Seeds `count` products (the catalog's first ones) with their variants and images; returns the products. */
export function seedCatalog(seed: SeedContext<BigCommerceAccount>, count: number): StoredRecord[] {
  const { faker, put, account, now } = seed;
  for (const category of categoryRecords()) put('categories', category);
  const made: StoredRecord[] = [];
  let variantId = 0;
  let imageId = 0;
  let optionValueId = 100;
  CATALOG.slice(0, count).forEach((template, index) => {
    const id = String(index + 111);
    const created = now - (400 - index * 7) * 86_400_000;
    const modified = created + faker.number.int({ min: 1, max: 300 }) * 86_400_000;
    const sku = `HP-${slug(template.name).split('-').map((word) => word.slice(0, 3).toUpperCase()).join('').slice(0, 9)}-${id}`;
    const options = Object.entries(template.options ?? {}).map(([name, values], optionIndex) => ({
      id: Number(id) * 10 + optionIndex,
      product_id: Number(id),
      display_name: name,
      type: name === 'Color' ? 'swatch' : 'rectangles',
      sort_order: optionIndex,
      config: {},
      option_values: values.map((label, valueIndex) => ({ id: (optionValueId += 1), label, sort_order: valueIndex, is_default: valueIndex === 0, value_data: name === 'Color' ? { colors: [faker.color.rgb()] } : null })),
    }));
    const inventory = faker.number.int({ min: 0, max: 240 });
    const variants = (options.length === 0 ? [[]] : combinations(template.options ?? {})).map((labels): StoredRecord => {
      variantId += 1;
      const values = labels.map((label, optionIndex) => {
        const option = options[optionIndex]!;
        const value = option.option_values.find((candidate) => candidate.label === label)!;
        return { id: value.id, label, option_id: option.id, option_display_name: option.display_name };
      });
      return {
        id: String(variantId + 200), product_id: id, sku: labels.length ? `${sku}-${labels.map(slug).join('-').toUpperCase()}` : sku, sku_id: variantId + 500,
        price: null, sale_price: null, retail_price: null, cost_price: Math.round(template.price * 0.45), map_price: null, calculated_price: template.price,
        weight: null, calculated_weight: 1.5, width: null, height: null, depth: null, is_free_shipping: false, fixed_cost_shipping_price: null,
        purchasing_disabled: false, purchasing_disabled_message: '', image_url: '', upc: null, mpn: null, gtin: null,
        inventory_level: Math.floor(inventory / Math.max(1, labels.length * 2)), inventory_warning_level: 3, bin_picking_number: null, option_values: values,
      };
    });
    const product = put('products', {
      id, sort_id: Number(id), name: template.name, type: template.category === 28 ? 'digital' : 'physical', sku, description: `<p>The ${template.name}, from Harbor &amp; Pine's ${(CATEGORY_NAMES[template.category] ?? 'outdoor').toLowerCase()} range: ${faker.helpers.arrayElement(PITCHES)}.</p>`,
      weight: faker.number.float({ min: 0.1, max: 9, fractionDigits: 1 }), width: 10, depth: 4, height: 12,
      price: template.price, cost_price: Math.round(template.price * 0.45), retail_price: Math.round(template.price * 1.2), sale_price: 0, map_price: 0, calculated_price: template.price,
      tax_class_id: 0, product_tax_code: '', categories: [20, template.category], brand_id: 37, inventory_level: inventory, inventory_warning_level: 5,
      inventory_tracking: options.length ? 'variant' : 'product', fixed_cost_shipping_price: 0, is_free_shipping: template.price >= 20000,
      is_visible: index !== 27, is_featured: index % 7 === 0, related_products: [-1], warranty: '', bin_picking_number: '', layout_file: 'product.html',
      upc: '', mpn: '', gtin: '', search_keywords: template.name.toLowerCase().split(' ').slice(0, 2).join(','), availability: 'available', availability_description: '',
      gift_wrapping_options_type: 'any', gift_wrapping_options_list: [], sort_order: 0, condition: 'New', is_condition_shown: false,
      order_quantity_minimum: 0, order_quantity_maximum: 0, page_title: '', meta_keywords: [], meta_description: '', view_count: faker.number.int({ min: 20, max: 4000 }),
      preorder_release_date: null, preorder_message: '', is_preorder_only: false, is_price_hidden: false, price_hidden_label: '',
      custom_url: { url: `/${slug(template.name)}/`, is_customized: false }, base_variant_id: options.length ? undefined : variants[0]!.id,
      open_graph_type: 'product', open_graph_title: '', open_graph_description: '', open_graph_use_meta_description: true, open_graph_use_product_name: true, open_graph_use_image: true,
      reviews_rating_sum: 0, reviews_count: 0, total_sold: 0, option_set_id: null, option_set_display: 'right', options,
      date_created: created, date_modified: modified,
    });
    for (const variant of variants) put('product_variants', variant);
    const images = 1 + (index % 3);
    for (let n = 0; n < images; n += 1) put('product_images', imageOf(account, id, String((imageId += 1) + 300), template.name, n, modified));
    made.push(product);
  });
  return made;
}

export const pickOne = <T>(faker: Faker, items: readonly T[]): T => items[faker.number.int({ min: 0, max: items.length - 1 })]!;
