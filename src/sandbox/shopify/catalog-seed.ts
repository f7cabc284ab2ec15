/**
 * The seeded catalog: products of an outdoor-goods shop, most with Size
 * and/or Color options and a variant per combination, one to three images,
 * a few drafts and archived ones. Prices in the shop currency's minor unit
 * (yen are whole: a ¥1,800 tea is 1800).
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { nextLegacyId } from './ids.js';
import type { StoredProduct, StoredVariant } from './records.js';

const DAY = 86_400_000;
const TYPES = ['Apparel', 'Bags', 'Camping', 'Drinkware', 'Accessories'] as const;
const SIZES = ['S', 'M', 'L', 'XL'];
const COLORS = ['Navy', 'Olive', 'Sand', 'Charcoal'];

function optionsFor(type: string, faker: Faker): { name: string; values: string[] }[] {
  if (type === 'Apparel') return [{ name: 'Size', values: SIZES.slice(0, faker.number.int({ min: 2, max: 4 })) }, { name: 'Color', values: faker.helpers.arrayElements(COLORS, 2) }];
  if (type === 'Bags' || type === 'Drinkware') return [{ name: 'Color', values: faker.helpers.arrayElements(COLORS, faker.number.int({ min: 2, max: 3 })) }];
  return [{ name: 'Title', values: ['Default Title'] }];
}

function combinations(options: { name: string; values: string[] }[]): { name: string; value: string }[][] {
  return options.reduce<{ name: string; value: string }[][]>((sets, option) => sets.flatMap((set) => option.values.map((value) => [...set, { name: option.name, value }])), [[]]);
}

export function seedCatalog(seed: SeedContext<ShopifyAccount>): StoredProduct[] {
  const { faker, account, now, tenant } = seed;
  const next = tenant.next.bind(tenant);
  const products: StoredProduct[] = [];
  const yen = account.currency === 'JPY';
  for (let index = 0; index < account.products; index += 1) {
    const type = yen ? 'Tea' : TYPES[index % TYPES.length]!;
    const title = yen ? `${faker.helpers.arrayElement(['Sencha', 'Gyokuro', 'Hojicha', 'Genmaicha'])} ${faker.helpers.arrayElement(['Tin', 'Pouch', 'Gift Box'])}` : `${faker.commerce.productAdjective()} ${faker.commerce.product()} ${type === 'Apparel' ? 'Shirt' : ''}`.trim();
    const created = new Date(now - (300 - index * 8) * DAY - faker.number.int(DAY)).toISOString();
    const updated = new Date(Date.parse(created) + faker.number.int({ min: 0, max: 200 }) * DAY).toISOString();
    const handle = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${index + 1}`;
    const options = optionsFor(type, faker);
    const base = yen ? faker.number.int({ min: 12, max: 60 }) * 100 : faker.number.int({ min: 15, max: 180 }) * 100 - 1;
    const id = nextLegacyId(next, 'Product');
    const variants: StoredVariant[] = combinations(options).map((selected, position) => {
      const title = selected.map((option) => option.value).join(' / ');
      return {
        id: nextLegacyId(next, 'ProductVariant'),
        title,
        sku: `${type.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}-${position + 1}`,
        barcode: index % 4 === 0 ? faker.string.numeric(12) : null,
        price: base + (selected.some((option) => option.value === 'XL') ? (yen ? 200 : 500) : 0),
        compareAtPrice: index % 6 === 1 ? base + (yen ? 500 : 1000) : null,
        position: position + 1,
        inventoryQuantity: faker.number.int({ min: 0, max: 80 }),
        taxable: true,
        selectedOptions: selected,
        createdAt: created,
        updatedAt: updated,
      };
    });
    const images = index % 7 === 3 ? 0 : 1 + (index % 3);
    products.push(
      seed.put('products', {
        id,
        title,
        handle,
        descriptionHtml: `<p>${faker.commerce.productDescription()}</p>`,
        vendor: account.name,
        productType: type,
        status: index % 10 === 8 ? 'DRAFT' : index % 10 === 9 ? 'ARCHIVED' : 'ACTIVE',
        tags: faker.helpers.arrayElements(['new', 'bestseller', 'eco', 'gift', 'sale'], { min: 0, max: 2 }),
        createdAt: created,
        updatedAt: updated,
        publishedAt: index % 10 === 8 ? null : created,
        options: options.map((option, position) => ({ id: nextLegacyId(next, 'ProductOption'), name: option.name, position: position + 1, values: option.values })),
        variants,
        media: Array.from({ length: images }, (_, n) => ({
          id: nextLegacyId(next, 'MediaImage'),
          alt: `${title}, view ${n + 1}`,
          url: `https://cdn.shopify.com/s/files/1/0612/3456/7890/files/${handle}-${n + 1}.jpg`,
          width: 2048,
          height: 2048,
          createdAt: created,
        })),
      }) as unknown as StoredProduct,
    );
  }
  return products;
}
