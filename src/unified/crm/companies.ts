import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField, Email, PhoneNumber, SocialLink, Tags, Website } from '../common/models.js';
import { DateTime, NullableBoolean, NullableInteger, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from '../common/filters.js';

/** The platform's own kind of company record (an account type, for example). */
export const CompanyRowType = Type.Object(
  {
    id: Type.Optional(NullableString({ description: 'Id of the kind of record.', example: '12345' })),
    name: Type.Optional(NullableString({ description: 'Name of the kind of record.', example: 'Customer Account' })),
  },
  { additionalProperties: false, title: 'Company Row Type' },
);

/** The reference API's Company (crm.yml), without its custom_mappings and pass_through. */
export const Company = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the company.', readOnly: true, example: '12345' }),
      name: NullableString({ title: 'Name', description: 'Name of the company.', example: 'SpaceX' }),
      interaction_count: NullableInteger({ description: 'Number of interactions with the company.', readOnly: true, example: 1 }),
      owner_id: NullableString({ description: 'User who owns the company.', example: '12345' }),
      image: NullableString({ description: 'URL of the company\'s logo or picture.', example: 'https://www.spacex.com/static/images/share.jpg' }),
      description: NullableString({ description: 'Free text about the company.', example: 'Rockets and satellites.' }),
      vat_number: NullableString({ description: 'VAT number.', example: 'BE0689615164' }),
      currency: Currency,
      status: NullableString({ description: 'Status of the company on the platform.', example: 'Open' }),
      fax: NullableString({ description: 'Fax number.', example: '+12129876543' }),
      annual_revenue: NullableString({ description: 'Annual revenue as the platform states it (often a range).', example: '+$35m' }),
      number_of_employees: NullableString({ description: 'Number of employees as the platform states it (often a range).', example: '500-1000' }),
      industry: NullableString({ description: 'Industry the company is in.', example: 'Apparel' }),
      ownership: NullableString({ description: 'Kind of ownership (public, private...).', example: 'Public' }),
      sales_tax_number: NullableString({ title: 'Sales tax number', description: 'Number identifying the company for sales tax.', example: '12456EN' }),
      payee_number: NullableString({ title: 'Payee number', description: 'Number identifying the company as a payee for tax.', example: '78932EN' }),
      abn_or_tfn: NullableString({ title: 'ABN or TFN', description: 'Australian Business Number or Tax File Number.', example: '46 115 614 695' }),
      abn_branch: NullableString({ title: 'ABN Branch', description: 'ABN (GST) branch, for a part of the business accounting for GST separately.', example: '123' }),
      acn: NullableString({ title: 'ACN', description: 'Australian Company Number, printed as three blocks of three digits.', example: 'XXX XXX XXX' }),
      first_name: NullableString({ title: 'First name', description: 'First name of the person, where the company is one.', example: 'Elon', 'x-pii': true }),
      last_name: NullableString({ title: 'Last name', description: 'Last name of the person, where the company is one.', example: 'Musk', 'x-pii': true }),
      parent_id: NullableString({ description: 'Parent company.', readOnly: true, example: '22345' }),
      bank_accounts: Type.Array(BankAccount, { maxItems: 100 }),
      websites: Type.Array(Website, { maxItems: 100 }),
      addresses: Type.Array(Address, { maxItems: 100 }),
      social_links: Type.Array(SocialLink, { maxItems: 100 }),
      phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
      emails: Type.Array(Email, { maxItems: 100 }),
      row_type: CompanyRowType,
      custom_fields: Type.Array(CustomField, { maxItems: 500 }),
      tags: Tags,
      read_only: NullableBoolean({ title: 'Read-only', description: 'Whether the platform refuses changes to the company.', example: false }),
      last_activity_at: DateTime({ description: 'When the last activity with the company took place.', readOnly: true }),
      deleted: Type.Boolean({ description: 'Whether the company is deleted.', readOnly: true, example: false }),
      salutation: NullableString({ description: 'Formal salutation of the person, where the company is one (Mr, Mrs...).', example: 'Mr' }),
      birthday: NullableString({ title: 'Birth Date', description: 'Date of birth of the person, where the company is one.', format: 'date', example: '2000-08-12' }),
      updated_by: NullableString({ description: 'User who last updated the company.', readOnly: true, example: '12345' }),
      created_by: NullableString({ description: 'User who created the company.', readOnly: true, example: '12345' }),
      updated_at: DateTime({ description: 'When the company was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the company was created.', readOnly: true }),
    },
    ['name'],
  ),
  { additionalProperties: false, title: 'Company' },
);

export const companies = defineResource({
  api: 'crm',
  id: 'companies',
  name: 'Companies',
  singular: 'company',
  model: Company,
  path: '/crm/companies',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole Company schema, name required, to updates too.
  updateRequired: ['name'],
  // Virtual webhooks read changes with it where the connector honours it.
  updatedSinceFilter: 'updated_since',
  filters: {
    name: filterText('Only companies with this name.'),
    updated_since: updatedSince('companies'),
    created_since: createdSince('companies'),
  },
  sortFields: ['created_at', 'updated_at', 'name'],
});
