import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedCustomer, LinkedDepartment, LinkedLedgerAccount, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

/** The reference API's SalesReceipt (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const SalesReceipt = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the sales receipt.', readOnly: true, example: '123456' }),
    number: NullableString({ description: 'Number of the sales receipt.', example: 'SR-00001' }),
    customer: Nullable(LinkedCustomer),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the sales receipt\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the sales receipt carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 25000 }),
    total_amount: MinorUnits({ description: 'Total of the sales receipt.', example: 4999 }),
    total_tax: MinorUnits({ description: 'Tax of the sales receipt.', example: 2500 }),
    transaction_date: DateTime({ description: 'Date and time of the sale.' }),
    payment_method: NullableString({ description: 'Payment method of the sales receipt (cash, card, bank transfer, check...).', example: 'cash' }),
    payment_method_reference: NullableString({ description: 'Reference the payment method returned when it processed the sales receipt.', example: '123456' }),
    payment_method_id: NullableString({ description: 'Id of the payment method on the platform.', example: '12345' }),
    account: Nullable(LinkedLedgerAccount),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of the sales receipt.', maxItems: LINE_ITEMS_MAX }),
    tax_code: NullableString({ description: 'Tax code applied to the whole sales receipt where lines carry none.', example: '1234' }),
    discount_percentage: NullableNumber({ description: 'Discount of the sales receipt, in percent.', example: 5.5 }),
    discount_amount: MinorUnits({ description: 'Discount of the sales receipt.', example: 2500 }),
    note: NullableString({ description: 'Note on the sales receipt.', example: 'Thank you for your purchase' }),
    customer_memo: NullableString({ description: 'Message to the customer shown on the sales receipt.', example: 'Thank you for your business and have a great day!' }),
    reference: NullableString({ description: 'Reference of the sales receipt, such as a remittance detail.', example: 'REF-123456' }),
    billing_address: Address,
    shipping_address: Address,
    department: Nullable(LinkedDepartment),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the sales receipt is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the sales receipt, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the sales receipt.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the sales receipt.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the sales receipt was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the sales receipt was created.', readOnly: true }),
  }, ['id', 'total_amount']),
  { additionalProperties: false, title: 'Sales Receipt' },
);

export const salesReceipts = defineResource({
  api: 'accounting',
  id: 'sales-receipts',
  name: 'Sales Receipts',
  singular: 'sales receipt',
  eventResource: 'salesreceipt',
  model: SalesReceipt,
  path: '/accounting/sales-receipts',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['total_amount'],
  filters: {
    updated_since: updatedSince('sales receipts'),
    customer_id: filterText('Only sales receipts of this customer.', '123abc'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at'],
});
