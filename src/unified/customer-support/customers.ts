import { Type } from 'typebox';
import { Address, BankAccount, Currency, Email, PhoneNumber } from '../common/models.js';
import { NullableBoolean, NullableEnum, NullableString, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

export const CUSTOMER_STATUSES = ['active', 'archived', 'gdpr-erasure-request', 'unknown'] as const;

export const Customer = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the customer.', readOnly: true, example: '12345' }),
    company_name: NullableString({ description: 'Name of the company the customer belongs to.', example: 'SpaceX' }),
    first_name: NullableString({ description: 'First name of the person.', example: 'Elon', 'x-pii': true }),
    last_name: NullableString({ description: 'Last name of the person.', example: 'Musk', 'x-pii': true }),
    individual: NullableBoolean({ description: 'Whether the customer is a person rather than a company.' }),
    addresses: Type.Array(Address, { maxItems: 100 }),
    notes: NullableString({ description: 'Notes about the customer.' }),
    phone_numbers: Type.Array(PhoneNumber, { maxItems: 100 }),
    emails: Type.Array(Email, { maxItems: 100 }),
    tax_number: NullableString({ description: 'Tax number.', example: 'US123945459' }),
    currency: Currency,
    bank_accounts: BankAccount,
    status: NullableEnum(CUSTOMER_STATUSES, { description: 'Customer status.' }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Customer Support Customer' },
);

export const customers = defineResource({
  api: 'customer-support',
  id: 'customers',
  name: 'Customers',
  singular: 'customer',
  model: Customer,
  path: '/customer-support/customers',
  operations: ALL_OPERATIONS,
  // SPEC.md puts Idempotency-Key on accounting creates; until those exist, the creates of the APIs we have honour it.
  idempotencyKeyOperations: ['add'],
});
