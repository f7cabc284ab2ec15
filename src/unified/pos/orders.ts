import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { NullableEnum, NullableString, StringEnum, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { OrderCustomer, OrderDiscount, OrderFulfillment, OrderLineItem, OrderPayment, OrderRefund, OrderTax, ORDER_LIST_MAX } from './shared/order-parts.js';
import { OrderTender } from './shared/order-tender.js';
import { IdempotencyKeyField, ReadOnlyId, ServiceCharges, Version } from './shared/pos-parts.js';

export const ORDER_STATUSES = ['open', 'draft', 'delivered', 'delayed', 'voided', 'completed', 'hidden'] as const;
export const ORDER_PAYMENT_STATUSES = ['open', 'paid', 'refunded', 'credited', 'partially_paid', 'partially_refunded', 'unknown'] as const;
export const ORDER_SOURCES = ['in-store', 'online', 'opt', 'api', 'kiosk', 'caller-id', 'google', 'invoice'] as const;

const total = (description: string) => MinorUnits({ description, example: 1000 });
const date = (description: string) => NullableString({ format: 'date', description, example: '2022-08-12' });

/** The reference's Order (pos.yml), without custom_mappings and pass_through; every amount in minor units. */
export const Order = Type.Object(
  optional(
    {
      id: ReadOnlyId('Id of the order.'),
      idempotency_key: IdempotencyKeyField,
      order_number: Type.String({ description: 'Number of the order, as printed.', example: '1F' }),
      order_date: date('Date of the order.'),
      closed_date: date('Date the order was closed.'),
      reference_id: NullableString({ description: 'A reference of your own, linking the order to another system.', example: 'my-order-001' }),
      status: StringEnum(ORDER_STATUSES, { description: 'State of the order.', example: 'open' }),
      payment_status: StringEnum(ORDER_PAYMENT_STATUSES, { description: 'How far the order is paid.', example: 'open' }),
      currency: Currency,
      title: Type.String({ description: 'Title of the order.', example: '111' }),
      note: Type.String({ description: 'A note on the order, which may be printed on its receipt.', example: 'Extra hot' }),
      merchant_id: Type.String({ description: 'Merchant of the order.', example: '12345' }),
      customer_id: Type.String({ description: 'Customer of the order.', example: '12345' }),
      employee_id: Type.String({ description: 'Employee who took the order.', example: '12345' }),
      location_id: Type.String({ description: 'Location of the order.', example: '12345' }),
      order_type_id: Type.String({ description: 'Kind of order (dine in, take away).', example: '12345' }),
      table: Type.String({ description: 'Table of the order.', example: '1F' }),
      seat: Type.String({ description: 'Seat of the order.', example: '23F' }),
      total_amount: total('Total of the order.'),
      total_tip: total('Tips on the order.'),
      total_tax: total('Tax on the order.'),
      total_discount: total('Discounts on the order.'),
      total_refund: total('Refunded from the order.'),
      total_service_charge: total('Service charges on the order.'),
      refunded: Type.Boolean({ description: 'Whether the order was refunded.', example: false }),
      customers: Type.Array(OrderCustomer, { maxItems: ORDER_LIST_MAX }),
      fulfillments: Type.Array(OrderFulfillment, { maxItems: ORDER_LIST_MAX }),
      line_items: Type.Array(OrderLineItem, { maxItems: ORDER_LIST_MAX }),
      payments: Type.Array(OrderPayment, { maxItems: ORDER_LIST_MAX }),
      service_charges: ServiceCharges,
      refunds: Type.Array(OrderRefund, { maxItems: ORDER_LIST_MAX }),
      taxes: Type.Array(OrderTax, { maxItems: ORDER_LIST_MAX }),
      discounts: Type.Array(OrderDiscount, { maxItems: ORDER_LIST_MAX }),
      tenders: Type.Array(OrderTender, { maxItems: ORDER_LIST_MAX }),
      source: NullableEnum(ORDER_SOURCES, { description: 'Where the order was placed.', example: 'api', readOnly: true }),
      voided: Type.Boolean({ description: 'Whether the order was voided.', example: false }),
      voided_at: Type.String({ format: 'date-time', description: 'When the order was voided.', example: '2020-09-30T07:43:32.000Z', readOnly: true }),
      version: Version,
      ...auditFields,
    },
    ['merchant_id', 'location_id'],
  ),
  { additionalProperties: false, title: 'Order' },
);

export const orders = defineResource({
  api: 'pos',
  id: 'orders',
  name: 'Orders',
  singular: 'order',
  model: Order,
  path: '/pos/orders',
  operations: ALL_OPERATIONS,
  // The reference's `location_id` query parameter: the orders of one location.
  listParameters: { location_id: Type.String({ minLength: 1, maxLength: 256, description: 'Only orders of this location.', example: '12345' }) },
  idempotencyKeyOperations: ['add'],
  idempotencyKeyField: 'idempotency_key',
  actions: [
    {
      name: 'pay',
      operationId: 'ordersPay',
      summary: 'Pay Order',
      description:
        'Pays the order with the payments and tenders the body names (`payments[].id` made for the order, cash and other tenders); `data.id` is the order\'s id. Honours Idempotency-Key: the same key and body answer the first answer and move no money again.',
      method: 'POST',
      on: 'item',
      route: 'pay',
      request: { kind: 'json', model: Order },
      response: 'id',
      status: 201,
      idempotencyKey: true,
      hints: { readOnly: false, destructive: false, idempotent: false, movesMoney: true },
    },
  ],
});
