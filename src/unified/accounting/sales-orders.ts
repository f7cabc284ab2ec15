/**
 * The Sales Order of SPEC.md's "Accounting additions" (issue 14): an order a
 * customer placed, before (or while) it is invoiced. The reference API has no
 * sales order, so the fields are SPEC.md's, named the way the reference names
 * the same things on its purchase orders, quotes and invoices (`po_number`,
 * `order_date`, `customer_memo`, `line_items` of the shared invoice line-item
 * model...). `currency` is added because amounts are minor units of it.
 */
import { Type } from 'typebox';
import { Address, Currency } from '../common/models.js';
import { DateTime, Nullable, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from './shared/filters.js';
import { LINE_ITEMS_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedCustomer } from './shared/linked-records.js';
import { MinorUnits } from './shared/money.js';

/** SPEC.md's sales order states; a platform's own state without a clear match is `other`. */
export const SALES_ORDER_STATUSES = ['draft', 'open', 'onhold', 'backordered', 'invoiced', 'closed', 'cancelled', 'other'] as const;

export const SalesOrder = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the sales order.', readOnly: true, example: '12345' }),
    number: NullableString({ description: 'Number of the sales order.', example: 'SO-00042' }),
    order_type: NullableString({ description: 'Kind of order, as the platform names it (standard, drop ship...).', example: 'standard' }),
    customer: Nullable(LinkedCustomer),
    company_id: NullableString({ description: 'Company (organisation) of the connection the sales order belongs to.', readOnly: true, example: '12345' }),
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the sales order belongs to.', example: '12345' }),
    po_number: NullableString({ description: 'Purchase order number the customer gave for this order.', example: '90000117' }),
    reference: NullableString({ description: 'Reference of the sales order.', example: 'ORD-2024-001' }),
    order_date: NullableString({ description: 'Date the order was placed (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    delivery_date: NullableString({ description: 'Date the order is to be delivered or shipped (YYYY-MM-DD).', format: 'date', example: '2020-10-15' }),
    status: NullableEnum(SALES_ORDER_STATUSES, { description: 'Status of the sales order: draft, open, onhold, backordered, invoiced, closed, cancelled, or other where the platform\'s own state has no match.', example: 'open' }),
    currency: Currency,
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    total_tax: MinorUnits({ description: 'Tax of the sales order.', example: 250000 }),
    total: MinorUnits({ description: 'Total of the sales order, tax included.', example: 3000000 }),
    unbilled_amount: MinorUnits({ description: 'Part of the total not invoiced yet.', readOnly: true, example: 3000000 }),
    shipping_method: NullableString({ description: 'How the order is shipped or delivered.', example: 'FedEx Ground' }),
    payment_method: NullableString({ description: 'Payment method of the sales order (cash, card, bank transfer, check...).', example: 'bank transfer' }),
    customer_memo: NullableString({ description: 'Message to the customer shown on the sales order.', example: 'Thank you for your order!' }),
    notes: NullableString({ description: 'Internal notes on the sales order.', example: 'Deliver to the loading dock' }),
    invoice_id: NullableString({ description: 'Id of the invoice made from the sales order (the first, where there are several).', readOnly: true, example: '123456' }),
    quote_id: NullableString({ description: 'Id of the quote the sales order was made from.', example: '123456' }),
    billing_address: Address,
    shipping_address: Address,
    custom_mappings: Type.Unsafe<Record<string, unknown> | null>({
      type: ['object', 'null'],
      additionalProperties: true,
      readOnly: true,
      description: 'Values of the custom mappings configured for the resource; null when none are.',
    }),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of the sales order.', maxItems: LINE_ITEMS_MAX }),
    updated_by: NullableString({ description: 'User who last changed the sales order.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the sales order.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the sales order was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the sales order was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Sales Order' },
);

export const salesOrders = defineResource({
  api: 'accounting',
  id: 'sales-orders',
  name: 'Sales Orders',
  singular: 'sales order',
  eventResource: 'sales_order',
  status: 'beta',
  model: SalesOrder,
  path: '/accounting/sales-orders',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    number: filterText('Only sales orders with exactly this number.', 'SO-00042'),
    customer_id: filterText('Only sales orders of this customer.', '123abc'),
    updated_since: updatedSince('sales orders'),
    created_since: createdSince('sales orders'),
    subsidiary_id: filterText('Only sales orders of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
});
