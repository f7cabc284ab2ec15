import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableNumber, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedCustomer, LinkedLedgerAccount, LinkedSubsidiary, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';
import { Allocation } from './shared/payment-allocations.js';

export const DeprecatedLinkedSupplier = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the linked supplier.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the linked supplier as the platform shows it to people.', readOnly: true, example: 'SUPP00101' }),
    display_name: NullableString({ description: 'Name of the linked supplier as shown in the platform.', example: 'Windsurf Shop' }),
    company_name: NullableString({ description: 'Name of the company.', readOnly: true, example: 'The boring company' }),
    address: Address,
  }),
  { additionalProperties: false },
);

/** The reference API's Payment (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Payment = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the payment.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the payment on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the payment\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    total_amount: MinorUnits({ description: 'Total of the payment.', example: 4999 }),
    reference: NullableString({ description: 'Reference of the payment, such as a remittance detail.', example: '123456' }),
    payment_method: NullableString({ description: 'Payment method of the payment (cash, card, bank transfer, check...).', example: 'cash' }),
    payment_method_reference: NullableString({ description: 'Reference the payment method returned when it processed the payment.', example: '123456' }),
    payment_method_id: NullableString({ description: 'Id of the payment method on the platform.', example: '12345' }),
    accounts_receivable_account_type: NullableString({ description: 'Type of the receivable account.', deprecated: true, example: 'Account' }),
    accounts_receivable_account_id: NullableString({ description: 'Id of the receivable account the payment is allocated to.', deprecated: true, example: '123456' }),
    account: Nullable(LinkedLedgerAccount),
    transaction_date: DateTime({ description: 'Date and time of the payment.' }),
    customer: Nullable(LinkedCustomer),
    supplier: Nullable(DeprecatedLinkedSupplier),
    company_id: NullableString({ description: 'Company (organisation) of the connection the payment belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    reconciled: NullableBoolean({ description: 'Whether the payment has been reconciled with the bank.', example: true }),
    status: StringEnum(['draft', 'authorised', 'rejected', 'paid', 'voided', 'deleted'], { description: 'Status of the payment.', example: 'authorised' }),
    type: StringEnum(['accounts_receivable', 'accounts_payable', 'accounts_receivable_credit', 'accounts_payable_credit', 'accounts_receivable_overpayment', 'accounts_payable_overpayment', 'accounts_receivable_prepayment', 'accounts_payable_prepayment'], { description: 'Kind of payment.', example: 'accounts_receivable' }),
    allocations: Type.Array(Allocation, { description: 'Documents the payment is applied to, with the amount applied to each.', maxItems: LIST_MAX }),
    note: NullableString({ description: 'Note on the payment.', example: 'Some notes about this transaction' }),
    number: NullableString({ description: 'Number of the payment.', example: '123456' }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the payment is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the payment, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    display_id: NullableString({ description: 'Identifier of the payment as the platform shows it to people.', example: '123456' }),
    updated_by: NullableString({ description: 'User who last changed the payment.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the payment.', readOnly: true, example: '12345' }),
    created_at: DateTime({ description: 'When the payment was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the payment was last changed.', readOnly: true }),
  }, ['id', 'total_amount', 'transaction_date']),
  { additionalProperties: false, title: 'Payment' },
);

export const payments = defineResource({
  api: 'accounting',
  id: 'payments',
  name: 'Payments',
  singular: 'payment',
  model: Payment,
  path: '/accounting/payments',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  // Recording, changing or reversing a payment moves money in the books: never under `write` alone.
  moneyOperations: ['add', 'update', 'delete'],
  updateRequired: ['total_amount', 'transaction_date'],
  filters: {
    updated_since: updatedSince('payments'),
    invoice_id: filterText('Only payments applied to this invoice.', '123'),
    bill_id: filterText('Only payments applied to this bill.', '123'),
    supplier_id: filterText('Only payments of this supplier.', '123'),
    customer_id: filterText('Only payments of this customer.', '123abc'),
    type: filterEnum(['accounts_receivable', 'accounts_payable', 'accounts_receivable_credit', 'accounts_payable_credit', 'accounts_receivable_overpayment', 'accounts_payable_overpayment', 'accounts_receivable_prepayment', 'accounts_payable_prepayment'], 'Only payments of this kind.'),
    status: filterEnum(['draft', 'authorised', 'rejected', 'paid', 'voided', 'deleted'], 'Only payments with this status.'),
    subsidiary_id: filterText('Only payments of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at'],
});
