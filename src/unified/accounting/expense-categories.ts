import { Type } from 'typebox';
import { DateTime, Nullable, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, updatedSince } from '../common/filters.js';
import { LinkedLedgerAccount, LinkedTaxRate } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

/** The reference API's ExpenseCategory (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const ExpenseCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the expense category.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the expense category as the platform shows it to people.', example: '123456' }),
    name: Type.String({ description: 'Name of the expense category.', example: 'Travel' }),
    code: NullableString({ description: 'Code of the expense category.', example: 'TRAVEL-001' }),
    description: NullableString({ description: 'Description of the expense category.' }),
    status: NullableEnum(['active', 'inactive'], { description: 'Status of the expense category.', example: 'active' }),
    account: Nullable(LinkedLedgerAccount),
    offset_account: Nullable(LinkedLedgerAccount),
    tax_rate: LinkedTaxRate,
    rate_required: NullableBoolean({ description: 'Whether expenses of the category are entered as a rate times a quantity (mileage).', example: false }),
    default_rate: MinorUnits({ description: 'Rate per unit when `rate_required` is true (0.67 a mile, for example).', example: 67 }),
    downstream_id: NullableString({ description: 'Id of the expense category on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    row_version: NullableString({ description: 'Version of the expense category, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the expense category.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the expense category.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the expense category was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the expense category was created.', readOnly: true }),
  }, ['name']),
  { additionalProperties: false, title: 'Expense Category' },
);

export const expenseCategories = defineResource({
  api: 'accounting',
  id: 'expense-categories',
  name: 'Expense Categories',
  singular: 'expense category',
  model: ExpenseCategory,
  path: '/accounting/expense-categories',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['name'],
  events: [],
  filters: {
    updated_since: updatedSince('expense categories'),
    status: filterEnum(['active', 'inactive'], 'Only expense categories with this status.'),
  },
  updatedSinceFilter: 'updated_since',
});
