import { Type } from 'typebox';
import { CustomField, Tags } from '../common/models.js';
import { DateTime, NullableBoolean, NullableEnum, NullableInteger, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';

export const LIST_TYPES = ['static', 'dynamic'] as const;
export const LIST_VISIBILITIES = ['private', 'shared', 'public'] as const;

export const OBJECT_TYPE_DESCRIPTION =
  'Kind of records: a lowercase plural noun for the standard kinds (contacts, companies, opportunities, leads...), the platform\'s own identifier, unchanged, for other and custom kinds.';

/** The reference API's List (crm.yml): a fixed set (static) or a saved segment (dynamic) of CRM records. */
export const List = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the list.', readOnly: true, example: '12345' }),
      name: Type.String({ description: 'Name of the list.', example: 'Newsletter Subscribers' }),
      description: NullableString({ description: 'Free text about the list.', example: 'Contacts who opted in to the monthly newsletter.' }),
      type: NullableEnum(LIST_TYPES, { description: 'static: a fixed set of records; dynamic: records matching saved criteria, kept up to date.', example: 'dynamic' }),
      visibility: NullableEnum(LIST_VISIBILITIES, { description: 'Who can see the list; which values occur depends on the platform\'s sharing model.', example: 'shared' }),
      owner_id: NullableString({ description: 'User who owns the list.', example: '12345' }),
      filter_criteria: Type.Unsafe<Record<string, unknown> | null>({
        type: ['object', 'null'],
        additionalProperties: true,
        description: 'Criteria of a dynamic list, in the platform\'s own shape (not normalised).',
        example: { type: 'and', queries: [{ type: 'object_type', object_type: 'contact' }] },
      }),
      record_count: NullableInteger({ description: 'Number of records in the list.', example: 42 }),
      folder_id: NullableString({ description: 'Folder the list is kept in.', example: '12345' }),
      object_type: NullableString({ description: OBJECT_TYPE_DESCRIPTION, example: 'contacts' }),
      is_dynamic: NullableBoolean({ description: 'Whether the list is dynamic: true exactly when type is dynamic.', example: true }),
      is_favorite: NullableBoolean({ description: 'Whether the list is marked as a favourite.', example: false }),
      is_default: NullableBoolean({ description: 'Whether the list is one of the platform\'s default lists.', example: false }),
      is_system: NullableBoolean({ description: 'Whether the platform made the list itself.', example: false }),
      custom_fields: Type.Array(CustomField, { maxItems: 500 }),
      tags: Tags,
      updated_by: NullableString({ description: 'User who last updated the list.', readOnly: true, example: '12345' }),
      created_by: NullableString({ description: 'User who created the list.', readOnly: true, example: '12345' }),
      updated_at: DateTime({ description: 'When the list was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the list was created.', readOnly: true }),
    },
    ['id', 'name'],
  ),
  { additionalProperties: false, title: 'List' },
);

export const lists = defineResource({
  api: 'crm',
  id: 'lists',
  name: 'Lists',
  singular: 'list',
  model: List,
  path: '/crm/lists',
  // The reference API shows list and get only, with no filter or sort.
  operations: ['all', 'one'],
  events: [],
});
