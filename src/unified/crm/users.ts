import { Type } from 'typebox';
import { Address, Email, PhoneNumber } from '../common/models.js';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { filterText } from '../common/filters.js';

/** The reference API's User (crm.yml), without its custom_mappings and pass_through: a member of the CRM's team. */
export const User = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the user.', readOnly: true, example: '12345' }),
      parent_id: NullableString({ description: 'The user\'s parent user (a manager, for example).', example: '54321' }),
      username: NullableString({ description: 'Login name of the user.', example: 'masterofcoin', 'x-pii': true }),
      name: NullableString({ title: 'Name', description: 'Full name of the user.', example: 'Elon Musk', 'x-pii': true }),
      first_name: NullableString({ title: 'First name', description: 'First name.', example: 'Elon', 'x-pii': true }),
      last_name: NullableString({ title: 'Last name', description: 'Last name.', example: 'Musk', 'x-pii': true }),
      title: NullableString({ title: 'Job title', description: 'Job title.', example: 'CEO' }),
      division: NullableString({ title: 'Division', description: 'Division the user is in (a group of departments, teams or regions).', example: 'Europe' }),
      // Deprecated by the reference; kept because clients of the reference still read it.
      department: NullableString({ title: 'Department', description: 'Department the user is in; deprecated.', example: 'R&D', deprecated: true }),
      company_name: NullableString({ title: 'Company name', description: 'Name of the user\'s company.', example: 'SpaceX' }),
      employee_number: NullableString({ title: 'Employee number', description: 'The user\'s number as an employee.', example: '123456-AB' }),
      description: NullableString({ title: 'Description', description: 'Free text about the user.', example: 'Sales lead for EMEA' }),
      image: NullableString({ description: 'URL of the user\'s avatar.', example: 'https://logo.clearbit.com/spacex.com?s=128' }),
      language: NullableString({ description: 'Language, as an ISO 639-1 code.', example: 'EN' }),
      status: NullableString({ description: 'Status of the user on the platform.', example: 'active' }),
      password: NullableString({ description: 'Password of a user being created; never answered.', writeOnly: true }),
      addresses: Type.Array(Address, { maxItems: 100 }),
      phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
      emails: Type.Array(Email, { maxItems: 100 }),
      updated_at: DateTime({ description: 'When the user was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the user was created.', readOnly: true }),
    },
    ['emails'],
  ),
  { additionalProperties: false, title: 'User' },
);

export const users = defineResource({
  api: 'crm',
  id: 'users',
  name: 'Users',
  singular: 'user',
  model: User,
  path: '/crm/users',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole User schema, emails required, to updates too.
  updateRequired: ['emails'],
  filters: {
    email: filterText('Only users with this email address.'),
    name: filterText('Only users with this full name.'),
  },
  // The reference's CRM events name no user event.
  events: [],
});
