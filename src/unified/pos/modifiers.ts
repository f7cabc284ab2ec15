import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { filterText } from '../common/filters.js';
import { NullableBoolean, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { IdempotencyKeyField, ReadOnlyId } from './shared/pos-parts.js';

/** The reference's Modifier (pos.yml): one option of a modifier group (oat milk, an extra shot). */
export const Modifier = Type.Object(
  optional(
    {
      id: ReadOnlyId('Id of the modifier.'),
      idempotency_key: IdempotencyKeyField,
      name: Type.String({ description: 'Name of the modifier.', example: 'Oat milk' }),
      alternate_name: Type.String({ description: 'Another name of the modifier.', example: 'Oat' }),
      price_amount: MinorUnits({ description: 'Price the modifier adds.', example: 50, nullable: false }),
      currency: Currency,
      modifier_group_id: Type.String({ description: 'Modifier group the modifier belongs to.', example: '123' }),
      available: NullableBoolean({ description: 'Whether the modifier can be chosen.', example: true }),
      ...auditFields,
    },
    ['name', 'modifier_group_id'],
  ),
  { additionalProperties: false, title: 'Modifier' },
);

const groupFilter = (description: string) => ({ modifier_group_id: filterText(description, '123') });

export const modifiers = defineResource({
  api: 'pos',
  id: 'modifiers',
  name: 'Modifiers',
  singular: 'modifier',
  model: Modifier,
  path: '/pos/modifiers',
  operations: ALL_OPERATIONS,
  // The reference gives the group filter to get, update and delete; the list takes it too (issue 27), to read one group's modifiers.
  filters: groupFilter('Only modifiers of this modifier group.'),
  oneFilters: groupFilter('The modifier group the modifier belongs to, where the platform needs it to find the modifier.'),
  deleteFilters: groupFilter('The modifier group the modifier belongs to, where the platform needs it to find the modifier.'),
});
