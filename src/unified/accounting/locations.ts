import { Type } from 'typebox';
import { Address } from '../common/models.js';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { SubsidiaryReference } from './shared/linked-records.js';

/** The reference API's AccountingLocation (accounting.yml), without its custom_mappings and pass_through. */
export const AccountingLocation = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the location.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Id of the parent location.', example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the location as the platform shows it to people.', example: '123456' }),
    downstream_id: NullableString({ description: 'Id of the location on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    company_name: NullableString({ description: 'Name of the company.', example: 'SpaceX' }),
    display_name: NullableString({ description: 'Name of the location as shown in the platform.', example: '11 UT - South Jordan' }),
    status: StringEnum(['active', 'inactive'], { description: 'Status of the location.', example: 'active' }),
    addresses: Type.Array(Address, { description: 'Addresses of the location.', maxItems: LIST_MAX }),
    subsidiaries: Type.Array(SubsidiaryReference, { description: 'Subsidiaries the location belongs to.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the location, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the location.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the location.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the location was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the location was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Accounting Location' },
);

export const locations = defineResource({
  api: 'accounting',
  id: 'locations',
  name: 'Locations',
  singular: 'location',
  model: AccountingLocation,
  path: '/accounting/locations',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
  filters: {
    subsidiary: filterText('Only locations of this subsidiary.', '1'),
  },
});
