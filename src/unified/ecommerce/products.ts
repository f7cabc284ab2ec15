import { Type } from 'typebox';
import { createdSince, filterText, updatedSince } from '../common/filters.js';
import { MinorUnits } from '../common/minor-units.js';
import { auditFields, NullableArray, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LineItemOption } from './shared/parts.js';

const LIST_MAX = 500;

const Image = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the image.', readOnly: true, example: '12345' }),
    url: NullableString({ description: 'Where the image is shown.', example: 'https://example.com/macbook-pro.jpg' }),
  }),
  { additionalProperties: false },
);

const ProductOption = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the option.', example: '1' }),
    name: NullableString({ description: 'Name of the option.', example: 'Color' }),
    values: Type.Array(Type.Union([Type.String(), Type.Null()]), { maxItems: LIST_MAX, description: 'Values the option takes.', example: ['Red'] }),
  }),
  { additionalProperties: false },
);

const ProductVariant = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the variant.', example: '1' }),
    name: NullableString({ description: 'Name of the variant.', example: 'Midnight 16inch MacBook Pro' }),
    price: MinorUnits({ description: 'Price of the variant.', example: 199999 }),
    sku: NullableString({ description: 'Stock keeping unit of the variant.', example: 'MBP123-16GB-SILVER-13' }),
    inventory_quantity: NullableString({ description: 'Units in stock.', example: '5' }),
    weight: NullableString({ description: 'Weight of the variant.', example: '1.25' }),
    weight_unit: NullableString({ description: 'Unit of the weight.', example: 'lb' }),
    options: Type.Array(LineItemOption, { maxItems: LIST_MAX, description: 'The option values that make the variant.' }),
    images: Type.Array(Image, { maxItems: LIST_MAX }),
  }),
  { additionalProperties: false },
);

/** The reference API's EcommerceProduct (ecommerce.yml); prices in minor units of the store's currency. */
export const EcommerceProduct = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the product.', readOnly: true, example: '12345' }),
      name: NullableString({ description: 'Name of the product.', example: 'MacBook Pro' }),
      description: NullableString({ description: 'Description of the product.', example: 'Powerful and portable.' }),
      status: NullableEnum(['active', 'archived'] as const, { description: 'Whether the product is sold.', example: 'active' }),
      price: MinorUnits({ description: 'Price of the product.', example: 199999 }),
      sku: NullableString({ description: 'Stock keeping unit.', example: 'MBP123' }),
      inventory_quantity: NullableString({ description: 'Units in stock.', example: '10' }),
      images: NullableArray(Image, { maxItems: LIST_MAX, description: 'Images of the product.' }),
      weight: NullableString({ description: 'Weight of the product.', example: '1.25' }),
      weight_unit: NullableString({ description: 'Unit of the weight.', example: 'lb' }),
      options: Type.Array(ProductOption, { maxItems: LIST_MAX, description: 'Options a buyer chooses among.' }),
      variants: Type.Array(ProductVariant, { maxItems: LIST_MAX, description: 'Variants of the product.' }),
      tags: Type.Array(Type.Union([Type.String(), Type.Null()]), { maxItems: LIST_MAX, description: 'Labels of the product.', example: ['Apple'] }),
      categories: Type.Array(
        Type.Object(optional({ id: NullableString({ description: 'Id of the category.', readOnly: true, example: '12345' }), name: NullableString({ description: 'Name of the category.', example: 'Laptops' }) }), { additionalProperties: false }),
        { maxItems: LIST_MAX, description: 'Categories the product is in.' },
      ),
      created_at: auditFields.created_at,
      updated_at: auditFields.updated_at,
    },
    ['id'],
  ),
  { additionalProperties: false, title: 'Ecommerce Product' },
);

export const products = defineResource({
  api: 'ecommerce',
  id: 'products',
  name: 'Products',
  singular: 'product',
  model: EcommerceProduct,
  path: '/ecommerce/products',
  operations: ['all', 'one'],
  events: ['created', 'updated', 'deleted'],
  filters: {
    name: filterText('Only products with this name.', 'Product Name'),
    updated_since: updatedSince('products'),
    created_since: createdSince('products'),
  },
  updatedSinceFilter: 'updated_since',
});
