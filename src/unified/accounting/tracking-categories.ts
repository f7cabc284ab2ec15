import { Type } from 'typebox';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LIST_MAX } from './shared/limits.js';
import { SubsidiaryLink } from './shared/linked-records.js';

/** The reference API's TrackingCategory (accounting.yml), without its custom_mappings and pass_through. */
export const TrackingCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the tracking category.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Id of the parent tracking category.', example: '12345' }),
    parent_name: NullableString({ description: 'Name of the parent tracking category.', example: 'Area' }),
    name: Type.String({ description: 'Name of the tracking category.', example: 'Department' }),
    code: NullableString({ description: 'Code of the tracking category.', example: '100' }),
    status: StringEnum(['active', 'inactive'], { description: 'Status of the tracking category.', example: 'active' }),
    row_version: NullableString({ description: 'Version of the tracking category, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the tracking category.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the tracking category.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the tracking category was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the tracking category was created.', readOnly: true }),
    subsidiaries: Type.Array(SubsidiaryLink, { description: 'Subsidiaries the tracking category belongs to.', maxItems: LIST_MAX }),
  }),
  { additionalProperties: false, title: 'Tracking Category' },
);

export const trackingCategories = defineResource({
  api: 'accounting',
  id: 'tracking-categories',
  name: 'Tracking Categories',
  singular: 'tracking category',
  eventResource: 'tracking_category',
  model: TrackingCategory,
  path: '/accounting/tracking-categories',
  operations: ['all', 'one', 'add', 'update', 'delete'],
});
