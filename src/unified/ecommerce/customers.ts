import { Type } from 'typebox';
import { createdSince, filterText, updatedSince } from '../common/filters.js';
import { Currency, Email, PhoneNumber } from '../common/models.js';
import { auditFields, NullableArray, NullableEnum, NullableString, optional, StringEnum } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LinkedEcommerceOrder, TaxNumber } from './shared/parts.js';

const LIST_MAX = 100;
const personal = { 'x-pii': true } as const;

const CustomerAddress = Type.Object(
  optional({
    type: StringEnum(['billing', 'shipping', 'other'] as const, { description: 'What the address is used for.', example: 'billing' }),
    id: NullableString({ description: 'Id of the address.', readOnly: true, example: '123' }),
    line1: NullableString({ description: 'First line of the address.', example: '1 Main St', ...personal }),
    line2: NullableString({ description: 'Second line of the address.', example: 'Apt. 2', ...personal }),
    city: NullableString({ description: 'City.', example: 'San Francisco' }),
    state: NullableString({ description: 'State or region.', example: 'CA' }),
    postal_code: NullableString({ description: 'Postal code.', example: '94104', ...personal }),
    country: NullableString({ description: 'Country, ISO 3166-1 alpha-2.', example: 'US' }),
    taxnumber: TaxNumber,
  }),
  { additionalProperties: false, ...personal },
);

/**
 * The reference API's EcommerceCustomer (ecommerce.yml) with SPEC.md's
 * `taxnumber` on the customer and on each address: always present, null when
 * the platform has no number registered.
 */
export const EcommerceCustomer = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the customer.', readOnly: true, example: '12345' }),
      name: NullableString({ description: 'Full name of the customer.', example: 'John Doe', ...personal }),
      first_name: NullableString({ description: 'First name of the customer.', example: 'John', ...personal }),
      last_name: NullableString({ description: 'Last name of the customer.', example: 'Doe', ...personal }),
      company_name: NullableString({ description: 'Company of the customer.', example: 'Acme Inc.' }),
      status: NullableEnum(['active', 'archived'] as const, { description: 'Status of the customer.', example: 'active' }),
      currency: Currency,
      emails: NullableArray(Email, { maxItems: LIST_MAX, ...personal }),
      phone_numbers: NullableArray(PhoneNumber, { maxItems: LIST_MAX, ...personal }),
      addresses: Type.Array(CustomerAddress, { maxItems: LIST_MAX, ...personal }),
      taxnumber: TaxNumber,
      orders: Type.Array(LinkedEcommerceOrder, { maxItems: 500, description: "The customer's orders." }),
      created_at: auditFields.created_at,
      updated_at: auditFields.updated_at,
    },
    ['id', 'taxnumber'],
  ),
  { additionalProperties: false, title: 'Ecommerce Customer' },
);

export const customers = defineResource({
  api: 'ecommerce',
  id: 'customers',
  name: 'Customers',
  singular: 'customer',
  model: EcommerceCustomer,
  path: '/ecommerce/customers',
  operations: ['all', 'one'],
  events: ['created', 'updated', 'deleted'],
  filters: {
    email: filterText('Only customers with this email address.', 'elon@musk.com'),
    phone_number: filterText('Only customers with this phone number.', '111-111-1111'),
    customer_ids: filterText('Only these customers: ids separated by commas.', '12345,67890'),
    updated_since: updatedSince('customers'),
    created_since: createdSince('customers'),
  },
  updatedSinceFilter: 'updated_since',
});
