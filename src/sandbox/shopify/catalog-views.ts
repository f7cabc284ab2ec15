/** Products, their variants, options and images as Shopify's GraphQL types (schema.ts). */
import type { ShopifyAccount } from './accounts.js';
import { listConnection, type ConnectionArgs } from './connection.js';
import { gid } from './ids.js';
import { decimalOf } from './money.js';
import type { StoredProduct, StoredVariant } from './records.js';

const take = <T>(items: readonly T[], args: { first?: number | null }) => (args.first == null ? items : items.slice(0, args.first));

function imageView(media: StoredProduct['media'][number]) {
  return { id: gid('ProductImage', media.id), url: media.url, altText: media.alt, width: media.width, height: media.height };
}

function mediaView(media: StoredProduct['media'][number], product: StoredProduct) {
  return { __typename: 'MediaImage', id: gid('MediaImage', media.id), alt: media.alt, mediaContentType: 'IMAGE', image: imageView(media), createdAt: media.createdAt, updatedAt: product.updatedAt };
}

export function variantView(variant: StoredVariant, product: StoredProduct, account: ShopifyAccount): Record<string, unknown> {
  return {
    id: gid('ProductVariant', variant.id),
    legacyResourceId: variant.id,
    title: variant.title,
    displayName: `${product.title} - ${variant.title}`,
    sku: variant.sku,
    barcode: variant.barcode,
    price: decimalOf(variant.price, account.currency),
    compareAtPrice: variant.compareAtPrice === null ? null : decimalOf(variant.compareAtPrice, account.currency),
    position: variant.position,
    inventoryQuantity: variant.inventoryQuantity,
    taxable: variant.taxable,
    availableForSale: product.status === 'ACTIVE' && variant.inventoryQuantity > 0,
    selectedOptions: variant.selectedOptions,
    image: product.media[0] ? imageView(product.media[0]) : null,
    product: () => productView(product, account),
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
  };
}

export function productView(product: StoredProduct, account: ShopifyAccount): Record<string, unknown> {
  return {
    id: gid('Product', product.id),
    legacyResourceId: product.id,
    title: product.title,
    handle: product.handle,
    description: product.descriptionHtml.replace(/<[^>]+>/g, ''),
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    status: product.status,
    tags: product.tags,
    totalInventory: product.variants.reduce((sum, variant) => sum + variant.inventoryQuantity, 0),
    onlineStoreUrl: product.status === 'ACTIVE' ? `https://${account.handle}.myshopify.com/products/${product.handle}` : null,
    publishedAt: product.publishedAt,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    options: (args: { first?: number | null }) =>
      take(product.options, args).map((option) => ({
        id: gid('ProductOption', option.id),
        name: option.name,
        position: option.position,
        values: option.values,
        optionValues: option.values.map((value, at) => ({ id: gid('ProductOptionValue', `${option.id}${at}`), name: value, hasVariants: product.variants.some((variant) => variant.selectedOptions.some((selected) => selected.name === option.name && selected.value === value)) })),
      })),
    variants: (args: ConnectionArgs) => listConnection(product.variants, args, (variant) => variantView(variant, product, account)),
    media: (args: ConnectionArgs) => listConnection(product.media, args, (media) => mediaView(media, product)),
    featuredMedia: product.media[0] ? mediaView(product.media[0], product) : null,
  };
}
