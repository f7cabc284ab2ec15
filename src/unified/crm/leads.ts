import { Type } from 'typebox';
import { Address, Currency, CustomField, Email, PhoneNumber, SocialLink, Tags, Website } from '../common/models.js';
import { DateTime, NullableArray, NullableInteger, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { filterText } from '../common/filters.js';

/**
 * The reference API's Lead (crm.yml), without its custom_mappings and
 * pass_through: a person or business showing interest, before it becomes a
 * contact, company and opportunity. Its amount is an integer in the minor
 * units of `currency` (SPEC.md).
 */
export const Lead = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the lead.', readOnly: true, example: '12345' }),
      name: Type.String({ description: 'Full name of the lead.', example: 'Elon Musk', 'x-pii': true }),
      company_name: NullableString({ description: 'Name of the lead\'s company.', example: 'Spacex' }),
      owner_id: NullableString({ description: 'User who owns the lead.', example: '54321' }),
      owner_name: NullableString({ description: 'Name of that user.', example: 'John Doe' }),
      company_id: NullableString({ description: 'Company the lead is linked to.', example: '2' }),
      contact_id: NullableString({ description: 'Contact the lead is linked to.', example: '3' }),
      lead_id: NullableString({ description: 'Identifier of the lead on the platform, where it differs from id.', example: '2' }),
      lead_source: NullableString({ description: 'Where the lead came from.', example: 'Cold Call' }),
      first_name: NullableString({ description: 'First name.', example: 'Elon', 'x-pii': true }),
      last_name: NullableString({ description: 'Last name.', example: 'Musk', 'x-pii': true }),
      description: NullableString({ description: 'Free text about the lead.', example: 'A thinker' }),
      prefix: NullableString({ description: 'Name prefix.', example: 'Sir' }),
      title: NullableString({ description: 'Job title.', example: 'CEO' }),
      language: NullableString({ description: 'Language, as an ISO 639-1 code.', example: 'EN' }),
      status: NullableString({ description: 'Status of the lead on the platform.', example: 'New' }),
      monetary_amount: NullableInteger({ description: 'Value of the lead, in minor units of `currency` (cents for USD).', example: 7500000 }),
      currency: Currency,
      fax: NullableString({ description: 'Fax number.', example: '+12129876543' }),
      websites: Type.Array(Website, { maxItems: 100 }),
      addresses: Type.Array(Address, { maxItems: 100 }),
      social_links: Type.Array(SocialLink, { maxItems: 100 }),
      phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
      emails: Type.Array(Email, { maxItems: 100 }),
      custom_fields: NullableArray(CustomField, { maxItems: 500 }),
      tags: Tags,
      updated_at: DateTime({ description: 'When the lead was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the lead was created.', readOnly: true }),
    },
    ['name'],
  ),
  { additionalProperties: false, title: 'Lead' },
);

export const leads = defineResource({
  api: 'crm',
  id: 'leads',
  name: 'Leads',
  singular: 'lead',
  model: Lead,
  path: '/crm/leads',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole Lead schema, name required, to updates too.
  updateRequired: ['name'],
  filters: {
    name: filterText('Only leads with this full name.'),
    first_name: filterText('Only leads with this first name.'),
    last_name: filterText('Only leads with this last name.'),
    email: filterText('Only leads with this email address.'),
    phone_number: filterText('Only leads with this phone number.'),
  },
  sortFields: ['created_at', 'updated_at', 'name', 'first_name', 'last_name', 'email'],
});
