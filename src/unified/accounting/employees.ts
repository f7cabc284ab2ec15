import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField, Email, PhoneNumber } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedDepartment, LinkedLocation, LinkedSubsidiary, LinkedTrackingCategory } from './shared/linked-records.js';

export const AccountingEmployeeManager = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the manager (an employee).', example: '12345' }),
    name: NullableString({ description: 'Name of the manager.', example: 'Jane Smith' }),
  }),
  { additionalProperties: false },
);

/** The reference API's AccountingEmployee (accounting.yml), without its custom_mappings and pass_through. */
export const AccountingEmployee = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the employee.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the employee on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the employee as the platform shows it to people.', example: '123456' }),
    first_name: NullableString({ description: 'First name of the person.', example: 'John' }),
    last_name: NullableString({ description: 'Last name of the person.', example: 'Doe' }),
    display_name: NullableString({ description: 'Name of the employee as shown in the platform.', example: 'John Doe' }),
    emails: Type.Array(Email, { description: 'Email addresses of the employee.', maxItems: LIST_MAX }),
    employee_number: NullableString({ description: 'Number of the employee in the company.', example: 'EMP-001' }),
    job_title: NullableString({ description: 'Job title.', example: 'Senior Accountant' }),
    status: NullableEnum(['active', 'inactive', 'terminated'], { description: 'Status of the employee.', example: 'active' }),
    is_contractor: NullableBoolean({ description: 'Whether the employee is a contractor.', example: false }),
    department: Nullable(LinkedDepartment),
    location: Nullable(LinkedLocation),
    manager: AccountingEmployeeManager,
    hire_date: NullableString({ description: 'Date the employee was hired (YYYY-MM-DD).', format: 'date', example: '2020-01-15' }),
    termination_date: NullableString({ description: 'Date the employment ended (YYYY-MM-DD).', format: 'date', example: '2025-12-31' }),
    gender: NullableEnum(['male', 'female', 'unisex', 'other', 'not_specified'], { description: 'Gender of the employee.', example: 'male' }),
    birth_date: NullableString({ description: 'Date of birth (YYYY-MM-DD).', format: 'date', example: '1990-05-20' }),
    subsidiary: Nullable(LinkedSubsidiary),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the employee is tagged with.', maxItems: LIST_MAX }),
    currency: Currency,
    notes: NullableString({ description: 'Notes on the employee.', example: 'Some notes about this employee' }),
    addresses: Type.Array(Address, { description: 'Addresses of the employee.', maxItems: LIST_MAX }),
    phone_numbers: Type.Array(PhoneNumber, { description: 'Phone numbers of the employee.', maxItems: LIST_MAX }),
    bank_account: BankAccount,
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the employee, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_at: DateTime({ description: 'When the employee was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the employee was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Accounting Employee' },
);

export const employees = defineResource({
  api: 'accounting',
  id: 'employees',
  name: 'Employees',
  singular: 'employee',
  model: AccountingEmployee,
  path: '/accounting/employees',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
  filters: {
    updated_since: updatedSince('employees'),
    status: filterEnum(['active', 'inactive', 'terminated'], 'Only employees with this status.'),
  },
  updatedSinceFilter: 'updated_since',
});
