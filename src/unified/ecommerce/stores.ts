import { Type } from 'typebox';
import { auditFields, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';

/** The reference API's EcommerceStore (ecommerce.yml): the one store a connection reaches. */
export const EcommerceStore = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the store.', readOnly: true, example: '12345' }),
      name: NullableString({ title: 'Store name', description: 'Name of the store.', example: 'My Store' }),
      store_url: NullableString({ title: 'Store URL', description: 'Address of the storefront.', format: 'uri', pattern: '^https?://', example: 'https://mybrand.com/shop' }),
      admin_url: NullableString({ title: 'Store Admin URL', description: "Address of the store's administration.", format: 'uri', pattern: '^https?://', example: 'https://mybrand.com/admin' }),
      created_at: auditFields.created_at,
      updated_at: auditFields.updated_at,
    },
    ['id'],
  ),
  { additionalProperties: false, title: 'Ecommerce Store' },
);

export const stores = defineResource({
  api: 'ecommerce',
  id: 'stores',
  name: 'Stores',
  singular: 'store',
  model: EcommerceStore,
  path: '/ecommerce/store',
  singleton: true,
  operations: ['one'],
  events: [],
});
