import { Type } from 'typebox';
import { createdSince, filterText, updatedSince } from '../common/filters.js';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { auditFields, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import {
  EcommerceAddress,
  EcommerceDiscount,
  EcommerceOrderLineItem,
  EcommerceOrderRefund,
  FULFILLMENT_STATUSES,
  LinkedEcommerceCustomer,
  OrderStatus,
  PAYMENT_STATUSES,
  TrackingItem,
} from './shared/parts.js';

const LIST_MAX = 500;

/**
 * The reference API's EcommerceOrder (ecommerce.yml), with SPEC.md's compact
 * Order: `number` and `customer_id` are served as SPEC.md spells them, next
 * to the reference's `order_number` and `customer`, which hold the same facts.
 */
export const EcommerceOrder = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the order.', readOnly: true, example: '12345' }),
      number: NullableString({ description: 'Number of the order as the store shows it (SPEC.md).', readOnly: true, example: '1001' }),
      order_number: NullableString({ description: 'Number of the order as the store shows it; the same as `number`.', example: '1001' }),
      currency: Currency,
      discounts: Type.Array(EcommerceDiscount, { maxItems: LIST_MAX, description: 'Discounts applied to the order.' }),
      sub_total: MinorUnits({ description: 'Total of the lines before tax, shipping and discounts.', example: 19999 }),
      shipping_cost: MinorUnits({ description: 'Shipping charged.', example: 500 }),
      coupon_discount: MinorUnits({ description: 'Amount taken off by coupons.', example: 1000 }),
      total_discount: MinorUnits({ description: 'Amount taken off by every discount.', example: 1000 }),
      total_tax: MinorUnits({ description: 'Tax charged.', example: 2000 }),
      total_amount: MinorUnits({ description: 'Total charged.', example: 21499 }),
      refunded_amount: MinorUnits({ description: 'Amount refunded so far.', example: 0 }),
      tax_inclusive: NullableBoolean({ description: 'Whether the prices include tax.', readOnly: true, example: false }),
      status: OrderStatus,
      payment_status: NullableEnum(PAYMENT_STATUSES, { description: 'Payment status of the order.', example: 'paid' }),
      fulfillment_status: NullableEnum(FULFILLMENT_STATUSES, { description: 'Fulfilment status of the order.', example: 'shipped' }),
      payment_method: NullableString({ description: 'How the order was paid.', example: 'credit_card' }),
      customer_id: NullableString({ description: 'Id of the customer who placed the order (SPEC.md); the same as `customer.id`.', readOnly: true, example: '12345' }),
      customer: LinkedEcommerceCustomer,
      billing_address: EcommerceAddress,
      shipping_address: EcommerceAddress,
      tracking: Type.Array(TrackingItem, { maxItems: LIST_MAX, description: 'Shipments of the order.' }),
      line_items: Type.Array(EcommerceOrderLineItem, { maxItems: LIST_MAX, description: 'What was ordered.' }),
      note: NullableString({ description: 'Note on the order.', example: 'Leave at the door' }),
      refunds: Type.Array(EcommerceOrderRefund, { maxItems: LIST_MAX, description: 'Refunds made on the order.' }),
      created_at: auditFields.created_at,
      updated_at: auditFields.updated_at,
    },
    ['id'],
  ),
  { additionalProperties: false, title: 'Ecommerce Order' },
);

export const orders = defineResource({
  api: 'ecommerce',
  id: 'orders',
  name: 'Orders',
  singular: 'order',
  model: EcommerceOrder,
  path: '/ecommerce/orders',
  operations: ['all', 'one'],
  // Orders are read here, but the store changes and removes them: their events say so.
  events: ['created', 'updated', 'deleted'],
  filters: {
    email: filterText('Only orders placed with this email address.', 'elon@musk.com'),
    customer_id: filterText('Only orders of this customer.', '123'),
    updated_since: updatedSince('orders'),
    created_since: createdSince('orders'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at', 'name'],
});
