import { Type } from 'typebox';
import { Address, Currency } from '../common/models.js';
import { DateTime, NullableArray, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LIST_MAX } from './shared/limits.js';

/** The reference API's Subsidiary (accounting.yml), without its custom_mappings and pass_through. */
export const Subsidiary = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the subsidiary.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Id of the parent subsidiary.', example: '12345' }),
    name: NullableString({ description: 'Name of the subsidiary.', example: 'SpaceX' }),
    display_id: NullableString({ description: 'Identifier of the subsidiary as the platform shows it to people.', example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the subsidiary on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    status: StringEnum(['active', 'inactive'], { description: 'Status of the subsidiary.', example: 'active' }),
    address: Address,
    currencies: NullableArray(Currency, { description: 'Currencies the subsidiary works in.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the subsidiary, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the subsidiary.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the subsidiary.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the subsidiary was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the subsidiary was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Subsidiary' },
);

export const subsidiaries = defineResource({
  api: 'accounting',
  id: 'subsidiaries',
  name: 'Subsidiaries',
  singular: 'subsidiary',
  model: Subsidiary,
  path: '/accounting/subsidiaries',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
});
