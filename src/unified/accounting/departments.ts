import { Type } from 'typebox';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { SubsidiaryReference } from './shared/linked-records.js';

/** The reference API's AccountingDepartment (accounting.yml), without its custom_mappings and pass_through. */
export const AccountingDepartment = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the department.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Id of the parent department.', example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the department as the platform shows it to people.', example: '123456' }),
    name: NullableString({ description: 'Name of the department.', example: 'Sales' }),
    status: StringEnum(['active', 'inactive'], { description: 'Status of the department.', example: 'active' }),
    subsidiaries: Type.Array(SubsidiaryReference, { description: 'Subsidiaries the department belongs to.', maxItems: LIST_MAX }),
    code: Type.String({ description: 'Code of the department.', example: '123' }),
    downstream_id: NullableString({ description: 'Id of the department on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    row_version: NullableString({ description: 'Version of the department, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the department.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the department.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the department was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the department was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Accounting Department' },
);

export const departments = defineResource({
  api: 'accounting',
  id: 'departments',
  name: 'Departments',
  singular: 'department',
  model: AccountingDepartment,
  path: '/accounting/departments',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
  filters: {
    subsidiary: filterText('Only departments of this subsidiary.', '1'),
  },
});
