import { Type } from 'typebox';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

/** A value of one of the object's fields, named as its schema names the field. */
export const CustomObjectField = Type.Object(
  optional({
    name: Type.String({ description: 'Name of the field, as the custom object schema names it.', example: 'name' }),
    value: Type.String({ description: 'Value of the field, as text.', example: 'Rocket launch' }),
  }),
  { additionalProperties: false },
);

/** The reference API's CustomObject (crm.yml), without its pass_through: a record of a custom object schema. */
export const CustomObject = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the custom object.', readOnly: true, example: 'co_12345' }),
    owner_id: Type.String({ description: 'User who owns the custom object.', readOnly: true, example: 'user_12345' }),
    name: NullableString({ description: 'Name of the custom object.', example: 'project' }),
    fields: Type.Array(CustomObjectField, { maxItems: 1000, description: 'Values of the object\'s fields.' }),
    updated_by: Type.String({ description: 'User who last updated the custom object.', readOnly: true, example: 'user_12345' }),
    created_by: Type.String({ description: 'User who created the custom object.', readOnly: true, example: 'user_12345' }),
    updated_at: DateTime({ description: 'When the custom object was last updated.', readOnly: true }),
    created_at: DateTime({ description: 'When the custom object was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Custom Object' },
);

export const customObjects = defineResource({
  api: 'crm',
  id: 'custom-objects',
  name: 'Custom Objects',
  singular: 'custom object',
  model: CustomObject,
  // The reference's path, not nested under the schemas: object_id is the id of the custom object schema whose objects these are.
  path: '/crm/custom-objects/:object_id',
  pathParamResources: { object_id: 'custom-object-schemas' },
  operations: ALL_OPERATIONS,
  // The reference's CRM events name no custom object event.
  events: [],
});
