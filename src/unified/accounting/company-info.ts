import { Type } from 'typebox';
import { Address, Currency, Email, PhoneNumber } from '../common/models.js';
import { DateTime, NullableEnum, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LIST_MAX } from './shared/limits.js';
import { TaxRate } from './tax-rates.js';

/** The months a fiscal year may start in, as the model names them (connectors read a platform's month into these). */
export const FISCAL_YEAR_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The reference API's CompanyInfo (accounting.yml), without its custom_mappings and pass_through. */
export const CompanyInfo = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the company.', readOnly: true, example: '12345' }),
    company_name: NullableString({ description: 'Name of the company.', example: 'SpaceX' }),
    status: StringEnum(['active', 'inactive'], { description: 'Whether the company is active.', example: 'active' }),
    legal_name: Type.String({ description: 'Legal name of the company.', example: 'SpaceX Inc.' }),
    country: NullableString({ description: 'Country of the company (ISO 3166-1 alpha-2).', example: 'US' }),
    sales_tax_number: NullableString({ description: 'Sales tax number of the company.', example: '111.222.333' }),
    automated_sales_tax: Type.Boolean({ description: 'Whether the platform calculates sales tax automatically.' }),
    sales_tax_enabled: Type.Boolean({ description: 'Whether sales tax is enabled.' }),
    default_sales_tax: TaxRate,
    currency: Currency,
    language: NullableString({ description: 'Language of the company (ISO 639-1).', example: 'EN' }),
    fiscal_year_start_month: StringEnum(FISCAL_YEAR_MONTHS, { description: 'Month the fiscal year starts in.', example: 'January' }),
    company_start_date: Type.String({ description: 'Date the company\'s books were created on the platform.', format: 'date', example: '2015-06-05' }),
    addresses: Type.Array(Address, { description: 'Addresses of the company.', maxItems: LIST_MAX }),
    phone_numbers: Type.Array(PhoneNumber, { description: 'Phone numbers of the company.', maxItems: LIST_MAX }),
    emails: Type.Array(Email, { description: 'Email addresses of the company.', maxItems: LIST_MAX }),
    tracking_categories_enabled: Type.Boolean({ description: 'Whether transactions can carry tracking categories.' }),
    tracking_categories_mode: StringEnum(['transaction', 'line', 'both', 'disabled'], { description: 'How transactions carry tracking categories.', example: 'disabled' }),
    accounting_method: NullableEnum(['cash', 'accrual'], { description: 'Basis of the company\'s financial reports (cash or accrual).', example: 'accrual' }),
    row_version: NullableString({ description: 'Version of the company, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the company.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the company.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the company was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the company was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Company Info' },
);

export const companyInfo = defineResource({
  api: 'accounting',
  id: 'company-info',
  name: 'Company Info',
  singular: 'company info',
  model: CompanyInfo,
  path: '/accounting/company-info',
  singleton: true,
  operations: ['one'],
});
