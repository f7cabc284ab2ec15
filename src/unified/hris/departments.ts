import { Type } from 'typebox';
import { auditFields, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

/** The reference API's Department (hris.yml), without its custom_mappings and pass_through. */
export const Department = Type.Object(
  optional({
    id: Type.String({ title: 'ID', description: 'Unique identifier of the department.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Department this one is part of.', readOnly: true, example: '22345' }),
    name: NullableString({ title: 'Name', description: 'Name of the department.', example: 'R&D' }),
    code: NullableString({ title: 'Code', description: 'Code of the department.', example: '2' }),
    description: NullableString({ title: 'Description', description: 'What the department does.', example: 'R&D' }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Department' },
);

export const departments = defineResource({
  api: 'hris',
  id: 'departments',
  name: 'Departments',
  singular: 'department',
  model: Department,
  path: '/hris/departments',
  operations: ALL_OPERATIONS,
  // The reference declares no webhook events for departments.
  events: [],
});
