import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedLedgerAccount, LinkedSupplier, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

/** The reference API's PurchaseOrder (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const PurchaseOrder = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the purchase order.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the purchase order on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the purchase order as the platform shows it to people.', example: '12345' }),
    po_number: NullableString({ description: 'Purchase order number the buyer gave, matched against the purchase order.', example: '90000117' }),
    reference: NullableString({ description: 'Reference of the purchase order, such as a remittance detail.', example: '123456' }),
    supplier: Nullable(LinkedSupplier),
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the purchase order belongs to.', example: '12345' }),
    company_id: NullableString({ description: 'Company (organisation) of the connection the purchase order belongs to.', example: '12345' }),
    location_id: NullableString({ description: 'Id of the location the purchase order belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the purchase order belongs to.', example: '12345' }),
    status: NullableEnum(['draft', 'open', 'closed', 'deleted', 'billed', 'other'], { description: 'Status of the purchase order.', example: 'open' }),
    issued_date: NullableString({ description: 'Date the order was issued (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    delivery_date: NullableString({ description: 'Date the order is to be delivered (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    expected_arrival_date: NullableString({ description: 'Date the order is expected to arrive (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the purchase order\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    total_tax: MinorUnits({ description: 'Tax of the purchase order.', example: 250000 }),
    total: MinorUnits({ description: 'Total of the order, tax included.', example: 2750000 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the purchase order carries no tax.', example: true }),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of the purchase order.', maxItems: LINE_ITEMS_MAX }),
    billing_address: Address,
    shipping_address: Address,
    ledger_account: Nullable(LinkedLedgerAccount),
    template_id: NullableString({ description: 'Id of the platform\'s template used to render the purchase order.', example: '123456' }),
    discount_percentage: NullableNumber({ description: 'Discount of the purchase order, in percent.', example: 5.5 }),
    bank_account: BankAccount,
    accounting_by_row: NullableBoolean({ description: 'Whether the platform posts one ledger transaction per row of the purchase order.', example: false }),
    due_date: NullableString({ description: 'Date payment of the purchase order is due (YYYY-MM-DD).', format: 'date', example: '2020-10-30' }),
    payment_method: NullableString({ description: 'Payment method of the purchase order (cash, card, bank transfer, check...).', example: 'cash' }),
    terms: NullableString({ description: 'Payment terms of the purchase order, as text.', example: 'Net 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the purchase order.', example: '12345' }),
    amortization_type: NullableEnum(['manual', 'receipt', 'schedule', 'other'], { description: 'How the purchase order is amortized.' }),
    tax_code: NullableString({ description: 'Tax code applied to the whole purchase order where lines carry none.', example: '1234' }),
    tax_method: NullableString({ description: 'How tax is calculated on the purchase order.', example: 'Due to supplier' }),
    issued_method: NullableString({ description: 'How the order was sent.', example: 'Email' }),
    issued_email: NullableString({ description: 'Email address the order was sent from.', example: 'john.doe@example.com' }),
    channel: NullableString({ description: 'Channel the purchase order is sent through (email, print...).', example: 'email' }),
    memo: NullableString({ description: 'Message to the supplier, printed on the order.', example: 'Thank you for the partnership and have a great day!' }),
    notes: NullableString({ description: 'Internal notes on the order.', example: 'This is a test purchase order' }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the purchase order is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the purchase order, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the purchase order.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the purchase order.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the purchase order was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the purchase order was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Purchase Order' },
);

export const purchaseOrders = defineResource({
  api: 'accounting',
  id: 'purchase-orders',
  name: 'Purchase Orders',
  singular: 'purchase order',
  eventResource: 'purchase_order',
  model: PurchaseOrder,
  path: '/accounting/purchase-orders',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    updated_since: updatedSince('purchase orders'),
    supplier_id: filterText('Only purchase orders of this supplier.', '1234'),
    subsidiary_id: filterText('Only purchase orders of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at'],
});
