import { Type } from 'typebox';
import { DateTime, NullableArray, NullableBoolean, NullableString, StringEnum, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

export const CUSTOM_OBJECT_FIELD_TYPES = [
  'string', 'number', 'integer', 'boolean', 'date', 'datetime', 'currency', 'email', 'phone', 'reference', 'select', 'multiselect',
] as const;

/** A choice of a select or multiselect field. */
export const CustomObjectFieldOption = Type.Object(
  optional({
    value: Type.String({ description: 'Value stored when the option is chosen.', example: 'option1' }),
    label: Type.String({ description: 'Label shown for the option.', example: 'Option 1' }),
  }),
  { additionalProperties: false },
);

/** One field of a custom object schema. */
export const CustomObjectSchemaField = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the field.', example: 'field_123' }),
    name: Type.String({ description: 'Name of the field.', example: 'project_name' }),
    description: NullableString({ description: 'What the field holds.', example: 'Name of the project' }),
    type: StringEnum(CUSTOM_OBJECT_FIELD_TYPES, { description: 'Type of the field\'s values.', example: 'string' }),
    required: Type.Boolean({ description: 'Whether every object must have a value for the field.', example: true }),
    options: NullableArray(CustomObjectFieldOption, { maxItems: 1000, description: 'The choices of a select or multiselect field.' }),
    default_value: NullableString({ description: 'Value the field takes when none is given.', example: 'New Project' }),
  }),
  { additionalProperties: false },
);

/** The reference API's CustomObjectSchema (crm.yml), without its pass_through: the definition of a kind of custom object. */
export const CustomObjectSchema = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the custom object schema.', readOnly: true, example: 'cos_12345' }),
    name: NullableString({ description: 'Name of the custom object schema.', example: 'project' }),
    description: NullableString({ description: 'What the custom objects of this schema represent.', example: 'A project delivered to a customer' }),
    fields: Type.Array(CustomObjectSchemaField, { maxItems: 1000, description: 'The fields the schema defines.' }),
    visible: NullableBoolean({ description: 'Whether the platform shows these objects in its interface.', example: true }),
    active: NullableBoolean({ description: 'Whether the schema is active.', example: true }),
    created_by: NullableString({ description: 'User who created the schema.', readOnly: true, example: '12345' }),
    updated_by: NullableString({ description: 'User who last updated the schema.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the schema was last updated.', readOnly: true }),
    created_at: DateTime({ description: 'When the schema was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Custom Object Schema' },
);

export const customObjectSchemas = defineResource({
  api: 'crm',
  id: 'custom-object-schemas',
  name: 'Custom Object Schemas',
  singular: 'custom object schema',
  model: CustomObjectSchema,
  path: '/crm/custom-object-schemas',
  operations: ALL_OPERATIONS,
  // The reference's CRM events name no custom object schema event.
  events: [],
});
