import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableNumber, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedCustomer, LinkedDepartment, LinkedLedgerAccount, LinkedLocation, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';
import { Allocation } from './shared/payment-allocations.js';

/** The reference API's Refund (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Refund = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the refund.', readOnly: true, example: '123456' }),
    number: NullableString({ description: 'Number of the refund.', example: 'RF-00001' }),
    customer: Nullable(LinkedCustomer),
    company_id: NullableString({ description: 'Company (organisation) of the connection the refund belongs to.', example: '12345' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the refund\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the refund carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 25000 }),
    total_amount: MinorUnits({ description: 'Total of the refund.', example: 4999 }),
    total_tax: MinorUnits({ description: 'Tax of the refund.', example: 2500 }),
    refund_date: DateTime({ description: 'Date and time of the refund.' }),
    status: StringEnum(['draft', 'authorised', 'posted', 'paid', 'voided', 'deleted'], { description: 'Status of the refund.', example: 'paid' }),
    type: StringEnum(['refund_receipt', 'cash_refund', 'credit_note_refund'], { description: 'Kind of refund: itemized (`refund_receipt`), from a credit note, or from an overpayment.', example: 'refund_receipt' }),
    payment_method: NullableString({ description: 'Payment method of the refund (cash, card, bank transfer, check...).', example: 'cash' }),
    payment_method_reference: NullableString({ description: 'Reference the payment method returned when it processed the refund.', example: '123456' }),
    payment_method_id: NullableString({ description: 'Id of the payment method on the platform.', example: '12345' }),
    account: Nullable(LinkedLedgerAccount),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of an itemized refund (`refund_receipt`).', maxItems: LINE_ITEMS_MAX }),
    allocations: Type.Array(Allocation, { description: 'Documents the refund settles (invoices, credit notes, overpayments).', maxItems: LIST_MAX }),
    tax_code: NullableString({ description: 'Tax code applied to the whole refund where lines carry none.', example: '1234' }),
    discount_percentage: NullableNumber({ description: 'Discount of the refund, in percent.', example: 5.5 }),
    discount_amount: MinorUnits({ description: 'Discount of the refund.', example: 2500 }),
    note: NullableString({ description: 'Note on the refund.', example: 'Refund for returned items' }),
    customer_memo: NullableString({ description: 'Message to the customer shown on the refund.', example: 'Thank you for your business and have a great day!' }),
    reference: NullableString({ description: 'Reference of the refund, such as a remittance detail.', example: 'REF-123456' }),
    billing_address: Address,
    shipping_address: Address,
    department: Nullable(LinkedDepartment),
    location: Nullable(LinkedLocation),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the refund is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the refund, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the refund.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the refund.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the refund was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the refund was created.', readOnly: true }),
  }, ['id', 'total_amount']),
  { additionalProperties: false, title: 'Refund' },
);

export const refunds = defineResource({
  api: 'accounting',
  id: 'refunds',
  name: 'Refunds',
  singular: 'refund',
  model: Refund,
  path: '/accounting/refunds',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  // Recording, changing or reversing a payment moves money in the books: never under `write` alone.
  moneyOperations: ['add', 'update', 'delete'],
  updateRequired: ['total_amount'],
  filters: {
    updated_since: updatedSince('refunds'),
    customer_id: filterText('Only refunds of this customer.', '123abc'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at'],
});
