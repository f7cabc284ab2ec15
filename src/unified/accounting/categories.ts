import { Type } from 'typebox';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum } from '../common/filters.js';

/** The reference API's Category (accounting.yml), without its custom_mappings and pass_through. */
export const Category = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the category.', readOnly: true, example: '12345' }),
    name: Type.String({ description: 'Name of the category.', example: 'Insurance' }),
    display_id: NullableString({ description: 'Identifier of the category as the platform shows it to people.', example: '12345' }),
    type: StringEnum(['supplier', 'expense', 'revenue', 'customer'], { description: 'Kind of category: for supplier or for customer documents.', example: 'expense' }),
    status: StringEnum(['active', 'inactive'], { description: 'Status of the category.', example: 'active' }),
    row_version: NullableString({ description: 'Version of the category, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the category.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the category.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the category was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the category was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Category' },
);

export const categories = defineResource({
  api: 'accounting',
  id: 'categories',
  name: 'Categories',
  singular: 'category',
  model: Category,
  path: '/accounting/categories',
  operations: ['all', 'one'],
  filters: {
    type: filterEnum(['supplier', 'expense', 'revenue', 'customer'], 'Only categories of this kind.'),
  },
  oneFilters: {
    type: filterEnum(['supplier', 'expense', 'revenue', 'customer'], 'Only categories of this kind.'),
  },
});
