import { Type } from 'typebox';
import { Address, CustomField, Email, PhoneNumber, SocialLink, Tags, Website } from '../common/models.js';
import { DateTime, NullableArray, NullableBoolean, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from '../common/filters.js';

export const CONTACT_TYPES = ['customer', 'supplier', 'employee', 'personal'] as const;
export const CONTACT_GENDERS = ['male', 'female', 'unisex'] as const;

/** The reference API's Contact (crm.yml), without its custom_mappings and pass_through. */
export const Contact = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the contact.', readOnly: true, example: '12345' }),
    name: NullableString({ description: 'Full name of the contact.', example: 'Elon Musk', 'x-pii': true }),
    owner_id: NullableString({ description: 'User who owns the contact.', example: '54321' }),
    type: NullableEnum(CONTACT_TYPES, { description: 'Kind of contact.', example: 'personal' }),
    company_id: NullableString({ description: 'Company the contact belongs to.', example: '23456' }),
    company_name: NullableString({ description: 'Name of the company the contact belongs to.', example: 'SpaceX' }),
    lead_id: NullableString({ description: 'Lead the contact came from.', example: '34567' }),
    first_name: NullableString({ description: 'First name.', example: 'Elon', 'x-pii': true }),
    middle_name: NullableString({ description: 'Middle name.', example: 'D.', 'x-pii': true }),
    last_name: NullableString({ description: 'Last name.', example: 'Musk', 'x-pii': true }),
    prefix: NullableString({ description: 'Name prefix.', example: 'Mr.' }),
    suffix: NullableString({ description: 'Name suffix.', example: 'PhD' }),
    title: NullableString({ description: 'Job title.', example: 'CEO' }),
    department: NullableString({ description: 'Department the contact works in.', example: 'Engineering' }),
    language: NullableString({ description: 'Language, as an ISO 639-1 code.', example: 'EN' }),
    gender: NullableEnum(CONTACT_GENDERS, { description: 'Gender of the contact.', example: 'female' }),
    birthday: NullableString({ description: 'Date of birth (YYYY-MM-DD).', example: '2000-08-12' }),
    // Deprecated by the reference in favour of photo_url; kept because clients of the reference still send it.
    image: NullableString({ description: 'Picture of the contact; deprecated, use photo_url.', example: 'https://unavatar.io/elon-musk', deprecated: true }),
    photo_url: NullableString({ title: 'Photo URL', description: 'URL of a photo of the contact.', example: 'https://unavatar.io/elon-musk' }),
    lead_source: NullableString({ description: 'Where the contact came from.', example: 'Cold Call' }),
    fax: NullableString({ description: 'Fax number.', example: '+12129876543' }),
    description: NullableString({ title: 'Description', description: 'Free text about the contact.', example: 'Internal champion' }),
    current_balance: NullableNumber({ title: 'Current Balance', description: 'Balance the contact owes, where the platform keeps one.', example: 10.5 }),
    status: NullableString({ description: 'Status of the contact on the platform.', example: 'open' }),
    active: NullableBoolean({ description: 'Whether the contact is active.', example: true }),
    websites: Type.Array(Website, { maxItems: 100 }),
    addresses: Type.Array(Address, { maxItems: 100 }),
    social_links: Type.Array(SocialLink, { maxItems: 100 }),
    phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
    emails: Type.Array(Email, { maxItems: 100 }),
    email_domain: NullableString({ description: 'Domain of the contact\'s email address.', example: 'gmail.com' }),
    custom_fields: NullableArray(CustomField, { maxItems: 500 }),
    tags: Tags,
    first_call_at: DateTime({ description: 'When the contact was first called.', readOnly: true }),
    first_email_at: DateTime({ description: 'When the contact was first emailed.', readOnly: true }),
    last_activity_at: DateTime({ description: 'When the last activity with the contact took place.', readOnly: true }),
    updated_at: DateTime({ description: 'When the contact was last updated.', readOnly: true }),
    created_at: DateTime({ description: 'When the contact was created.', readOnly: true }),
    opportunity_ids: Type.Array(Type.String({ example: '12345' }), { maxItems: 1000, description: 'Opportunities the contact takes part in.' }),
  }),
  { additionalProperties: false, title: 'Contact' },
);

export const contacts = defineResource({
  api: 'crm',
  id: 'contacts',
  name: 'Contacts',
  singular: 'contact',
  model: Contact,
  path: '/crm/contacts',
  operations: ALL_OPERATIONS,
  // The reference's contactsOne declares the list's ContactsFilter; a generated client may send it.
  oneAcceptsListParameters: ['filter'],
  // Virtual webhooks read changes with it where the connector honours it.
  updatedSinceFilter: 'updated_since',
  filters: {
    name: filterText('Only contacts with this full name.'),
    first_name: filterText('Only contacts with this first name.'),
    last_name: filterText('Only contacts with this last name.'),
    email: filterText('Only contacts with this email address.'),
    phone_number: filterText('Only contacts with this phone number.'),
    company_id: filterText('Only contacts of this company.'),
    owner_id: filterText('Only contacts owned by this user.'),
    updated_since: updatedSince('contacts'),
    created_since: createdSince('contacts'),
  },
  sortFields: ['created_at', 'updated_at', 'name', 'first_name', 'last_name', 'email'],
});
