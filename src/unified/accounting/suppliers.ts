import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField, Email, PhoneNumber, Website } from '../common/models.js';
import { DateTime, Nullable, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedLedgerAccount, LinkedSubsidiary, LinkedTaxRate } from './shared/linked-records.js';

export const LinkedTaxDetail = Type.Object(
  optional({
    type: Type.String({ description: 'Kind of tax.', example: 'GST on Purchases' }),
    number: NullableString({ description: 'Registration number of the tax.', example: '123456' }),
    is_transaction_tax: Type.Boolean({ description: 'Whether the tax is a transaction tax.', example: true }),
    is_primary_tax: Type.Boolean({ description: 'Whether the tax is the primary tax.', example: true }),
  }),
  { additionalProperties: false },
);

export const LinkedTaxStatusDetail = Type.Object(
  optional({
    country: Type.String({ description: 'Country of the tax status (ISO 3166-1 alpha-2).', example: 'US' }),
    transaction_tax_status: NullableString({ description: 'Tax status of transactions.', example: 'taxable' }),
  }),
  { additionalProperties: false },
);

/** The reference API's Supplier (accounting.yml), without its custom_mappings and pass_through. */
export const Supplier = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the supplier.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the supplier on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the supplier as the platform shows it to people.', example: 'EMP00101' }),
    display_name: NullableString({ description: 'Name of the supplier as shown in the platform.', example: 'Windsurf Shop' }),
    company_name: NullableString({ description: 'Name of the company.', example: 'SpaceX' }),
    company_id: NullableString({ description: 'Company (organisation) of the connection the supplier belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    supplier_category: NullableString({ description: 'Category of the supplier on the platform.', example: 'Insurance' }),
    title: NullableString({ description: 'Title of the supplier.', example: 'CEO' }),
    first_name: NullableString({ description: 'First name of the person.', example: 'Elon' }),
    middle_name: NullableString({ description: 'Middle name of the person.', example: 'D.' }),
    last_name: NullableString({ description: 'Last name of the person.', example: 'Musk' }),
    suffix: NullableString({ description: 'Suffix of the person\'s name (Jr., Sr.).', example: 'Jr.' }),
    individual: NullableBoolean({ description: 'Whether the supplier is a person rather than a business.', example: true }),
    addresses: Type.Array(Address, { description: 'Addresses of the supplier.', maxItems: LIST_MAX }),
    phone_numbers: Type.Array(PhoneNumber, { description: 'Phone numbers of the supplier.', maxItems: LIST_MAX }),
    emails: Type.Array(Email, { description: 'Email addresses of the supplier.', maxItems: LIST_MAX }),
    websites: Type.Array(Website, { description: 'Websites of the supplier.', maxItems: LIST_MAX }),
    bank_accounts: Type.Array(BankAccount, { description: 'Bank accounts of the supplier.', maxItems: LIST_MAX }),
    notes: NullableString({ description: 'Notes on the supplier.', example: 'Some notes about this supplier' }),
    tax_rate: LinkedTaxRate,
    tax_number: NullableString({ description: 'Tax number of the supplier (VAT or sales tax id).', example: 'US123945459' }),
    taxable: NullableBoolean({ description: 'Whether the supplier is subject to tax.', example: true }),
    currency: Currency,
    account: Nullable(LinkedLedgerAccount),
    status: NullableEnum(['active', 'inactive', 'archived', 'gdpr-erasure-request', 'unknown'], { description: 'Status of the supplier.', example: 'active' }),
    payment_method: NullableString({ description: 'Payment method of the supplier (cash, card, bank transfer, check...).', example: 'cash' }),
    terms: NullableString({ description: 'Payment terms of the supplier, as text.', example: 'Net 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the supplier.', example: '12345' }),
    channel: NullableString({ description: 'Channel the supplier is sent through (email, print...).', example: 'email' }),
    issued_method: NullableString({ description: 'How purchase orders are sent.', example: 'Email' }),
    issued_email: NullableString({ description: 'Email address purchase orders are sent from.', example: 'john.doe@example.com' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    tax_details: Type.Array(Nullable(LinkedTaxDetail), { description: 'Tax details of the supplier.', maxItems: LIST_MAX }),
    tax_status_details: Type.Array(Nullable(LinkedTaxStatusDetail), { description: 'Tax status of the supplier per country.', maxItems: LIST_MAX }),
    updated_by: NullableString({ description: 'User who last changed the supplier.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the supplier.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the supplier was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the supplier was created.', readOnly: true }),
    row_version: NullableString({ description: 'Version of the supplier, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    subsidiary_id: Type.String({ description: 'Id of the subsidiary the supplier belongs to.', example: '12345' }),
    integration_system_id: Type.String({ description: 'Id of the integration system the supplier belongs to.', example: '12345' }),
  }, ['id']),
  { additionalProperties: false, title: 'Supplier' },
);

export const suppliers = defineResource({
  api: 'accounting',
  id: 'suppliers',
  name: 'Suppliers',
  singular: 'supplier',
  model: Supplier,
  path: '/accounting/suppliers',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    company_name: filterText('Only suppliers with this company name.', 'SpaceX'),
    display_name: filterText('Only suppliers with this display name.', 'Techno King'),
    first_name: filterText('Only suppliers with this first name.', 'Elon'),
    last_name: filterText('Only suppliers with this last name.', 'Musk'),
    email: filterText('Only suppliers with this email address.', 'elon@spacex.com'),
    updated_since: updatedSince('suppliers'),
    subsidiary_id: filterText('Only suppliers of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
});
