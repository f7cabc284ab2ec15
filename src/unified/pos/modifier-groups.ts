import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { NullableBoolean, NullableString, StringEnum, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ReadOnlyId } from './shared/pos-parts.js';

const GroupModifier = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the modifier.', example: '12345' }),
    name: Type.String({ description: 'Name of the modifier.', example: 'Oat milk' }),
    alternate_name: Type.String({ description: 'Another name of the modifier.', example: 'Oat' }),
    price_amount: MinorUnits({ description: 'Price the modifier adds.', example: 50, nullable: false }),
    currency: Currency,
    available: NullableBoolean({ description: 'Whether the modifier can be chosen.', example: true }),
  }),
  { additionalProperties: false },
);

/** The reference's ModifierGroup (pos.yml): a set of options offered with items (milk, syrups). */
export const ModifierGroup = Type.Object(
  optional({
    id: ReadOnlyId('Id of the modifier group.'),
    name: Type.String({ description: 'Name of the group.', example: 'Milk' }),
    alternate_name: Type.String({ description: 'Another name of the group.', example: 'Milks' }),
    minimum_required: Type.Integer({ description: 'Fewest options a buyer must choose.', example: 1 }),
    maximum_allowed: Type.Integer({ description: 'Most options a buyer may choose.', example: 5 }),
    selection_type: StringEnum(['single', 'multiple'], { description: 'Whether one or several options may be chosen.', example: 'single' }),
    present_at_all_locations: Type.Boolean({ description: 'Whether the group is offered at every location.', example: false }),
    modifiers: Type.Array(GroupModifier, { maxItems: 500 }),
    deleted: NullableBoolean({ description: 'Whether the group is deleted.', example: true }),
    row_version: NullableString({ description: 'Version of the record, for optimistic concurrency.', example: '1-12345' }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Modifier Group' },
);

export const modifierGroups = defineResource({
  api: 'pos',
  id: 'modifier-groups',
  name: 'Modifier Groups',
  singular: 'modifier group',
  // The reference spells its events both `modifier-group` and `modifier_group`: the hyphen, as the resource id.
  eventResource: 'modifier-group',
  model: ModifierGroup,
  path: '/pos/modifier-groups',
  operations: ALL_OPERATIONS,
});
