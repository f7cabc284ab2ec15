import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { NullableBoolean, NullableNumber, StringEnum, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { IdempotencyKeyField, ReadOnlyId } from './shared/pos-parts.js';

const LIST_MAX = 500;
const price = (description: string) => MinorUnits({ description, example: 450, nullable: false });
const readOnlyText = (description: string) => Type.Unsafe<string | null>({ type: ['string', 'null'], readOnly: true, description, example: '1699123456789' });

const ItemVariation = Type.Object(
  optional({
    id: ReadOnlyId('Id of the variation.'),
    name: Type.String({ description: 'Name of the variation.', example: 'Large' }),
    sku: Type.String({ description: 'SKU of the variation.', example: 'LATTE-L' }),
    item_id: ReadOnlyId('Item the variation belongs to.'),
    sequence: NullableNumber({ title: 'Sequence', description: 'Position among the item\'s variations.', example: 1 }),
    pricing_type: StringEnum(['fixed', 'variable', 'other'], { description: 'Whether the price is fixed or set at sale.', example: 'fixed' }),
    price_amount: price('Price of the variation.'),
    price_currency: Currency,
    stockable: Type.Boolean({ description: 'Whether stock is counted.', example: true }),
    present_at_all_locations: Type.Boolean({ description: 'Whether the variation is sold at every location.', example: true }),
    version: readOnlyText('Version of the variation at the platform.'),
    updated_at: auditFields.updated_at,
    created_at: auditFields.created_at,
  }),
  { additionalProperties: false },
);

/** The reference's Item (pos.yml): a product on the menu, with its variations and the modifier groups it offers. */
export const Item = Type.Object(
  optional(
    {
      // Writable in the reference: a platform that takes temporary ids on create (Square's `#cocoa`) accepts one.
      id: Type.String({ description: 'Id of the item.', example: '#cocoa' }),
      idempotency_key: IdempotencyKeyField,
      name: Type.String({ description: 'Name of the item.', example: 'Cocoa' }),
      description: Type.String({ description: 'Description of the item.', example: 'Hot chocolate' }),
      abbreviation: Type.String({ description: 'Short name of the item.', example: 'Ch' }),
      product_type: StringEnum(['regular', 'other'], { description: 'Kind of product.', example: 'regular' }),
      price_amount: price('Price of the item.'),
      pricing_type: StringEnum(['fixed', 'variable', 'per_unit', 'other'], { description: 'Whether the price is fixed, set at sale or per unit.', example: 'fixed' }),
      price_currency: Currency,
      cost: price('Cost of the item to the merchant.'),
      tax_ids: Type.Array(Type.String(), { description: 'Taxes of the item.', maxItems: LIST_MAX }),
      is_revenue: Type.Boolean({ description: 'Whether sales count as revenue (gift cards and donations do not).', example: false }),
      use_default_tax_rates: Type.Boolean({ description: 'Whether the merchant\'s default taxes apply.', example: false }),
      absent_at_location_ids: Type.Array(Type.String(), { description: 'Locations where the item is not sold, even if present at all locations.', maxItems: LIST_MAX }),
      present_at_all_locations: Type.Boolean({ description: 'Whether the item is sold at every location.', example: false }),
      available_for_pickup: Type.Boolean({ description: 'Whether the item can be picked up.', example: false }),
      available_online: Type.Boolean({ description: 'Whether the item is sold online.', example: false }),
      sku: Type.String({ description: 'SKU of the item.', example: '11910345' }),
      code: Type.String({ description: 'Product code, such as a UPC or EAN.', example: '11910345' }),
      categories: Type.Array(
        Type.Object(
          optional({
            id: ReadOnlyId('Id of the category.'),
            name: Type.String({ description: 'Name of the category.', example: 'Drinks' }),
            image_ids: Type.Array(ReadOnlyId('Id of an image.'), { maxItems: 100 }),
          }),
          { additionalProperties: false },
        ),
        { maxItems: LIST_MAX },
      ),
      options: Type.Array(
        Type.Object(
          optional({
            id: Type.String({ description: 'Id of the option.', example: '12345' }),
            name: Type.String({ description: 'Name of the option.', example: 'Size' }),
            attribute_id: Type.String({ description: 'Attribute the option varies.', example: '12345' }),
          }),
          { additionalProperties: false },
        ),
        { description: 'Options the item\'s variations differ by.', maxItems: LIST_MAX },
      ),
      variations: Type.Array(ItemVariation, { maxItems: LIST_MAX }),
      modifier_groups: Type.Array(Type.Object(optional({ id: ReadOnlyId('Id of the modifier group.') }), { additionalProperties: false }), { maxItems: LIST_MAX }),
      available: NullableBoolean({ description: 'Whether the item can be sold.', example: true }),
      hidden: NullableBoolean({ description: 'Whether the item is hidden.', example: true }),
      version: readOnlyText('Version of the item at the platform, for optimistic concurrency.'),
      deleted: NullableBoolean({ description: 'Whether the item is deleted.', example: true }),
      ...auditFields,
    },
    ['name'],
  ),
  { additionalProperties: false, title: 'Item' },
);

export const items = defineResource({
  api: 'pos',
  id: 'items',
  name: 'Items',
  singular: 'item',
  model: Item,
  path: '/pos/items',
  operations: ALL_OPERATIONS,
});
