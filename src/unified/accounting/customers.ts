import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField, Email, PhoneNumber, Website } from '../common/models.js';
import { DateTime, Nullable, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedLedgerAccount, LinkedSubsidiary, LinkedTaxRate } from './shared/linked-records.js';

export const LinkedParentCustomer = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the parent customer.', example: '12345' }),
    name: Type.String({ description: 'Name of the parent customer.', example: 'Windsurf Shop' }),
  }, ['id']),
  { additionalProperties: false },
);

/** The reference API's Customer (accounting.yml), without its custom_mappings and pass_through. */
export const Customer = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the customer.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the customer on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the customer as the platform shows it to people.', example: 'EMP00101' }),
    display_name: NullableString({ description: 'Name of the customer as shown in the platform.', example: 'Windsurf Shop' }),
    company_name: NullableString({ description: 'Name of the company.', example: 'SpaceX' }),
    company_id: NullableString({ description: 'Company (organisation) of the connection the customer belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    customer_category: NullableString({ description: 'Category of the customer on the platform.', example: 'Insurance' }),
    title: NullableString({ description: 'Title of the customer.', example: 'CEO' }),
    first_name: NullableString({ description: 'First name of the person.', example: 'Elon' }),
    middle_name: NullableString({ description: 'Middle name of the person.', example: 'D.' }),
    last_name: NullableString({ description: 'Last name of the person.', example: 'Musk' }),
    suffix: NullableString({ description: 'Suffix of the person\'s name (Jr., Sr.).', example: 'Jr.' }),
    individual: NullableBoolean({ description: 'Whether the customer is a person rather than a business.', example: true }),
    project: NullableBoolean({ description: 'Whether the customer record is a project (QuickBooks keeps projects as sub-customers).', example: false }),
    addresses: Type.Array(Address, { description: 'Addresses of the customer.', maxItems: LIST_MAX }),
    phone_numbers: Type.Array(PhoneNumber, { description: 'Phone numbers of the customer.', maxItems: LIST_MAX }),
    emails: Type.Array(Email, { description: 'Email addresses of the customer.', maxItems: LIST_MAX }),
    websites: Type.Array(Website, { description: 'Websites of the customer.', maxItems: LIST_MAX }),
    bank_accounts: Type.Array(BankAccount, { description: 'Bank accounts of the customer.', maxItems: LIST_MAX }),
    notes: NullableString({ description: 'Notes on the customer.', example: 'Some notes about this customer' }),
    tax_rate: LinkedTaxRate,
    tax_number: NullableString({ description: 'Tax number of the customer (VAT or sales tax id).', example: 'US123945459' }),
    taxable: NullableBoolean({ description: 'Whether the customer is subject to tax.', example: true }),
    currency: Currency,
    account: Nullable(LinkedLedgerAccount),
    parent: Nullable(LinkedParentCustomer),
    status: NullableEnum(['active', 'inactive', 'archived', 'gdpr-erasure-request', 'unknown'], { description: 'Status of the customer.', example: 'active' }),
    payment_method: NullableString({ description: 'Payment method of the customer (cash, card, bank transfer, check...).', example: 'cash' }),
    terms: NullableString({ description: 'Payment terms of the customer, as text.', example: 'Net 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the customer.', example: '12345' }),
    channel: NullableString({ description: 'Channel the customer is sent through (email, print...).', example: 'email' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    updated_by: NullableString({ description: 'User who last changed the customer.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the customer.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the customer was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the customer was created.', readOnly: true }),
    row_version: NullableString({ description: 'Version of the customer, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
  }, ['id']),
  { additionalProperties: false, title: 'Customer' },
);

export const customers = defineResource({
  api: 'accounting',
  id: 'customers',
  name: 'Customers',
  singular: 'customer',
  model: Customer,
  path: '/accounting/customers',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    company_name: filterText('Only customers with this company name.', 'SpaceX'),
    display_name: filterText('Only customers with this display name.', 'Techno King'),
    first_name: filterText('Only customers with this first name.', 'Elon'),
    last_name: filterText('Only customers with this last name.', 'Musk'),
    email: filterText('Only customers with this email address.', 'elon@spacex.com'),
    status: filterEnum(['active', 'inactive', 'archived', 'all'], 'Only customers with this status.'),
    updated_since: updatedSince('customers'),
    supplier_id: filterText('Only customers of this supplier.', '123'),
    subsidiary_id: filterText('Only customers of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
});
