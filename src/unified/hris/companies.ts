import { Type } from 'typebox';
import { Address, Currency, Email, PhoneNumber, Website } from '../common/models.js';
import { auditFields, NullableString, optional, StringEnum } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

export const HRIS_COMPANY_STATUSES = ['active', 'inactive', 'trial', 'other'] as const;

/** The reference API's HrisCompany (hris.yml), without its custom_mappings and pass_through. */
export const HrisCompany = Type.Object(
  optional(
    {
      id: Type.String({ title: 'ID', description: 'Unique identifier of the company.', readOnly: true, example: '12345' }),
      legal_name: NullableString({ description: 'Legal name of the company.', minLength: 1, example: 'SpaceX' }),
      display_name: NullableString({ description: 'Name the company is shown by.', minLength: 1, example: 'SpaceX' }),
      subdomain: NullableString({ description: 'Subdomain of the company on the platform.', minLength: 1, example: 'company' }),
      status: StringEnum(HRIS_COMPANY_STATUSES, { description: 'Status of the company on the platform.', example: 'active' }),
      company_number: NullableString({ title: 'Company number', description: 'Number or code of the company.', example: '123456-AB' }),
      currency: Currency,
      addresses: Type.Array(Address, { maxItems: 100 }),
      phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
      emails: Type.Array(Email, { maxItems: 100 }),
      websites: Type.Array(Website, { maxItems: 100 }),
      debtor_id: NullableString({ description: 'Id of the company as a debtor.', minLength: 1, example: '12345' }),
      deleted: Type.Boolean({ description: 'Whether the company is deleted.', readOnly: true, example: false }),
      ...auditFields,
    },
    ['legal_name'],
  ),
  { additionalProperties: false, title: 'HRIS Company' },
);

export const companies = defineResource({
  api: 'hris',
  id: 'companies',
  name: 'Companies',
  singular: 'company',
  model: HrisCompany,
  path: '/hris/companies',
  operations: ALL_OPERATIONS,
});
