import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableNumber, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedLedgerAccount, LinkedSubsidiary, LinkedSupplier, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const BillPaymentAllocation = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the document the amount is applied to.', example: '12345' }),
    type: StringEnum(['bill', 'expense', 'credit_memo', 'over_payment', 'pre_payment', 'journal_entry', 'other'], { description: 'Kind of document the amount is applied to.', example: 'bill' }),
    code: Type.String({ description: 'Code of the document the amount is applied to.', readOnly: true, example: 'N091' }),
    amount: MinorUnits({ description: 'Amount applied to the document; the whole `total_amount` when null.', example: 4999 }),
    allocation_id: Type.String({ description: 'Id of the allocation itself.', example: '123456' }),
  }),
  { additionalProperties: false },
);

/** The reference API's BillPayment (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const BillPayment = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the bill payment.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the bill payment on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the bill payment\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    total_amount: MinorUnits({ description: 'Total of the payment.', example: 4999 }),
    reference: NullableString({ description: 'Reference of the bill payment, such as a remittance detail.', example: '123456' }),
    payment_method: NullableString({ description: 'Payment method of the bill payment (cash, card, bank transfer, check...).', example: 'cash' }),
    payment_method_reference: NullableString({ description: 'Reference the payment method returned when it processed the bill payment.', example: '123456' }),
    payment_method_id: NullableString({ description: 'Id of the payment method on the platform.', example: '12345' }),
    account: Nullable(LinkedLedgerAccount),
    transaction_date: DateTime({ description: 'Date and time of the bill payment.' }),
    supplier: Nullable(LinkedSupplier),
    company_id: NullableString({ description: 'Company (organisation) of the connection the bill payment belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    reconciled: NullableBoolean({ description: 'Whether the bill payment has been reconciled with the bank.', example: true }),
    status: StringEnum(['draft', 'authorised', 'rejected', 'paid', 'voided', 'deleted'], { description: 'Status of the bill payment.', example: 'authorised' }),
    type: StringEnum(['accounts_payable_credit', 'accounts_payable_overpayment', 'accounts_payable_prepayment', 'accounts_payable'], { description: 'Kind of payment.', example: 'accounts_payable' }),
    allocations: Type.Array(BillPaymentAllocation, { description: 'Documents the bill payment is applied to, with the amount applied to each.', maxItems: LIST_MAX }),
    note: NullableString({ description: 'Note on the bill payment.', example: 'Some notes about this transaction' }),
    number: NullableString({ description: 'Number of the bill payment.', example: '123456' }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the bill payment is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the bill payment, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    display_id: NullableString({ description: 'Identifier of the bill payment as the platform shows it to people.', example: '123456' }),
    updated_by: NullableString({ description: 'User who last changed the bill payment.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the bill payment.', readOnly: true, example: '12345' }),
    created_at: DateTime({ description: 'When the bill payment was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the bill payment was last changed.', readOnly: true }),
  }, ['id', 'total_amount', 'transaction_date']),
  { additionalProperties: false, title: 'Bill Payment' },
);

export const billPayments = defineResource({
  api: 'accounting',
  id: 'bill-payments',
  name: 'Bill Payments',
  singular: 'bill payment',
  eventResource: 'bill_payment',
  model: BillPayment,
  path: '/accounting/bill-payments',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  // Recording, changing or reversing a payment moves money in the books: never under `write` alone.
  moneyOperations: ['add', 'update', 'delete'],
  updateRequired: ['total_amount', 'transaction_date'],
  filters: {
    updated_since: updatedSince('bill payments'),
    invoice_id: filterText('Only bill payments applied to this invoice.', '123'),
    bill_id: filterText('Only bill payments applied to this bill.', '123'),
    supplier_id: filterText('Only bill payments of this supplier.', '123'),
    customer_id: filterText('Only bill payments of this customer.', '123abc'),
    type: filterEnum(['accounts_receivable', 'accounts_payable', 'accounts_receivable_credit', 'accounts_payable_credit', 'accounts_receivable_overpayment', 'accounts_payable_overpayment', 'accounts_receivable_prepayment', 'accounts_payable_prepayment'], 'Only bill payments of this kind.'),
    status: filterEnum(['draft', 'authorised', 'rejected', 'paid', 'voided', 'deleted'], 'Only bill payments with this status.'),
    subsidiary_id: filterText('Only bill payments of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at'],
});
