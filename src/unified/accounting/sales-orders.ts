/**
 * The Sales Order of SPEC.md's "Accounting additions" (issue 14): an order a
 * customer placed, before (or while) it is invoiced. The reference API has no
 * sales order, so the fields and filters are SPEC.md's, spelled as it spells
 * them (`ordertype`, `ponumber`, `orderdate`, `lineitems` of the shared
 * invoice line-item model, `filter[customerid]`...). The fields SPEC.md
 * does not spell keep the reference's names (`billing_address`,
 * `subsidiary_id`, `updated_at`...); `currency` is added because amounts are
 * minor units of it.
 */
import { Type } from 'typebox';
import { Address, Currency } from '../common/models.js';
import { DateTime, Nullable, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedCustomer } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

/** SPEC.md's sales order states; a platform's own state without a clear match is `other`. */
export const SALES_ORDER_STATUSES = ['draft', 'open', 'onhold', 'backordered', 'invoiced', 'closed', 'cancelled', 'other'] as const;

export const SalesOrder = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the sales order.', readOnly: true, example: '12345' }),
    number: NullableString({ description: 'Number of the sales order.', example: 'SO-00042' }),
    ordertype: NullableString({ description: 'Kind of order, as the platform names it (standard, drop ship...).', example: 'standard' }),
    customer: Nullable(LinkedCustomer),
    company_id: NullableString({ description: 'Company (organisation) of the connection the sales order belongs to.', readOnly: true, example: '12345' }),
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the sales order belongs to.', example: '12345' }),
    ponumber: NullableString({ description: 'Purchase order number the customer gave for this order.', example: '90000117' }),
    reference: NullableString({ description: 'Reference of the sales order.', example: 'ORD-2024-001' }),
    orderdate: NullableString({ description: 'Date the order was placed (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    deliverydate: NullableString({ description: 'Date the order is to be delivered or shipped (YYYY-MM-DD).', format: 'date', example: '2020-10-15' }),
    status: NullableEnum(SALES_ORDER_STATUSES, { description: 'Status of the sales order: draft, open, onhold, backordered, invoiced, closed, cancelled, or other where the platform\'s own state has no match.', example: 'open' }),
    currency: Currency,
    subtotal: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    totaltax: MinorUnits({ description: 'Tax of the sales order.', example: 250000 }),
    total: MinorUnits({ description: 'Total of the sales order, tax included.', example: 3000000 }),
    unbilledamount: MinorUnits({ description: 'Part of the total not invoiced yet.', readOnly: true, example: 3000000 }),
    shippingmethod: NullableString({ description: 'How the order is shipped or delivered.', example: 'FedEx Ground' }),
    paymentmethod: NullableString({ description: 'Payment method of the sales order (cash, card, bank transfer, check...).', example: 'bank transfer' }),
    customermemo: NullableString({ description: 'Message to the customer shown on the sales order.', example: 'Thank you for your order!' }),
    notes: NullableString({ description: 'Internal notes on the sales order.', example: 'Deliver to the loading dock' }),
    invoiceid: NullableString({ description: 'Id of the invoice made from the sales order (the first, where there are several).', readOnly: true, example: '123456' }),
    quoteid: NullableString({ description: 'Id of the quote the sales order was made from.', example: '123456' }),
    billing_address: Address,
    shipping_address: Address,
    custommappings: Type.Unsafe<Record<string, unknown> | null>({
      type: ['object', 'null'],
      additionalProperties: true,
      readOnly: true,
      description: 'Values of the custom mappings configured for the resource; null when none are.',
    }),
    lineitems: Type.Array(InvoiceLineItem, { description: 'Lines of the sales order.', maxItems: LINE_ITEMS_MAX }),
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
    customerid: filterText('Only sales orders of this customer.', '123abc'),
    updatedsince: updatedSince('sales orders'),
    createdsince: createdSince('sales orders'),
    subsidiaryid: filterText('Only sales orders of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updatedsince',
  sortFields: ['created_at', 'updated_at'],
});
