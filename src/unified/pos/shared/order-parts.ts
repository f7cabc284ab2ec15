/** The parts of an order (pos.yml's Order): its customers, fulfillments, lines and what was paid, refunded, taxed and discounted. */
import { Type } from 'typebox';
import { Address, Currency, Email, PhoneNumber } from '../../common/models.js';
import { MinorUnits } from '../../common/minor-units.js';
import { DateTime, NullableNumber, NullableString, StringEnum, optional } from '../../common/schema.js';
import { ReadOnlyId } from './pos-parts.js';

const LIST_MAX = 500;
const personal = { 'x-pii': true } as const;
const amount = (description: string) => MinorUnits({ description, example: 1000, nullable: false });
const total = (description: string) => MinorUnits({ description, example: 1000 });
const time = (description: string) => Type.String({ format: 'date-time', description, example: '2020-09-30T07:43:32.000Z' });

export const OrderCustomer = Type.Object(
  optional({
    id: Type.String({ title: 'Customer ID', description: 'Id of the customer.', example: '12345' }),
    first_name: NullableString({ description: 'First name.', example: 'Elon', ...personal }),
    middle_name: NullableString({ description: 'Middle name.', example: 'D.', ...personal }),
    last_name: NullableString({ description: 'Last name.', example: 'Musk', ...personal }),
    phone_numbers: Type.Array(PhoneNumber, { maxItems: 50, ...personal }),
    emails: Type.Array(Email, { maxItems: 50, ...personal }),
  }),
  { additionalProperties: false },
);

const PickupRecipient = Type.Object(
  optional({
    customer_id: Type.String({ description: 'Customer who picks the order up.', example: '12345' }),
    display_name: Type.String({ description: 'Name the recipient is called by.', example: 'Elon Musk', ...personal }),
    address: Type.Unsafe<Record<string, unknown>>({ ...Address, 'x-pii': true }),
    phone_number: Type.Unsafe<Record<string, unknown>>({ ...PhoneNumber, 'x-pii': true }),
    email: Type.Unsafe<Record<string, unknown>>({ ...Email, 'x-pii': true }),
  }),
  { additionalProperties: false },
);

const PickupDetails = Type.Object(
  optional({
    accepted_at: DateTime({ description: 'When the fulfillment was accepted.', readOnly: true }),
    auto_complete_duration: NullableString({ description: 'How long an accepted pickup stays open before it completes itself (RFC 3339 duration).', example: 'P1W3D' }),
    cancel_reason: NullableString({ description: 'Why the pickup was cancelled.', example: 'Not hungry' }),
    expires_at: time('When the fulfillment expires if no one accepts it.'),
    schedule_type: StringEnum(['scheduled'], { description: 'How the pickup is scheduled.', example: 'scheduled' }),
    pickup_at: time('Start of the pickup window.'),
    pickup_window_duration: Type.String({ description: 'Length of the pickup window (RFC 3339 duration).', example: 'P1W3D' }),
    prep_time_duration: Type.String({ description: 'Time to prepare the order (RFC 3339 duration).', example: 'P1W3D' }),
    note: Type.String({ description: 'Instructions for the pickup.', example: 'Pickup in the back.' }),
    placed_at: time('When the fulfillment was placed.'),
    rejected_at: time('When the fulfillment was rejected.'),
    ready_at: time('When the order was ready for pickup.'),
    expired_at: time('When the fulfillment expired.'),
    picked_up_at: time('When the order was picked up.'),
    canceled_at: time('When the fulfillment was cancelled.'),
    is_curbside_pickup: Type.Boolean({ description: 'Whether the order is brought to the buyer\'s car.', example: false }),
    curbside_pickup_details: Type.Object(
      optional({
        curbside_details: Type.String({ description: 'Where the car waits: a parking number, the car.', example: 'Parking spot 3' }),
        buyer_arrived_at: time('When the buyer arrived.'),
      }),
      { additionalProperties: false, description: 'Curbside pickup.' },
    ),
    recipient: PickupRecipient,
  }),
  { additionalProperties: false },
);

export const FULFILLMENT_STATUSES = ['proposed', 'reserved', 'prepared', 'completed', 'cancelled', 'failed', 'other'] as const;

export const OrderFulfillment = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the fulfillment.', example: '12345' }),
    status: StringEnum(FULFILLMENT_STATUSES, { description: 'State of the fulfillment.', example: 'proposed' }),
    type: StringEnum(['pickup', 'shipment'], { description: 'Kind of fulfillment.', example: 'pickup' }),
    pickup_details: PickupDetails,
    shipment_details: Type.Object({}, { additionalProperties: false, description: 'Shipment of the order.' }),
  }),
  { additionalProperties: false },
);

const AppliedAmount = (idName: 'tax_id' | 'discount_id', what: string) =>
  Type.Object(
    optional({
      id: ReadOnlyId(`Id of the applied ${what}.`),
      [idName]: Type.String({ description: `Id of the ${what}.`, example: '12345' }),
      amount: amount(`Amount of the ${what} on this line.`),
      currency: Currency,
    }),
    { additionalProperties: false },
  );

export const LineItemModifier = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the modifier.', example: '12345' }),
    name: Type.String({ description: 'Name of the modifier.', example: 'Oat milk' }),
    amount: amount('Price of the modifier.'),
    currency: Currency,
    alternate_name: Type.String({ description: 'Another name of the modifier.', example: 'Oat' }),
    modifier_group_id: Type.String({ description: 'Modifier group the modifier belongs to.', example: '12345' }),
  }),
  { additionalProperties: false },
);

export const OrderLineItem = Type.Object(
  optional({
    id: ReadOnlyId('Id of the line.'),
    name: Type.String({ description: 'Name of the line.', example: 'Latte' }),
    item: Type.Object(optional({ id: ReadOnlyId('Id of the item (or its variation) sold.') }), { additionalProperties: false, description: 'The item sold.' }),
    total_tax: total('Tax of the line.'),
    total_discount: total('Discount of the line.'),
    total_amount: total('Total of the line.'),
    quantity: NullableNumber({ title: 'Quantity', description: 'Quantity sold.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 450 }),
    applied_taxes: Type.Array(AppliedAmount('tax_id', 'tax'), { maxItems: 100 }),
    applied_discounts: Type.Array(AppliedAmount('discount_id', 'discount'), { maxItems: 100 }),
    modifiers: Type.Array(LineItemModifier, { description: 'Options chosen for the line: toppings, add-ons, requests.', maxItems: 100 }),
  }),
  { additionalProperties: false },
);

export const OrderPayment = Type.Object(
  optional({ id: ReadOnlyId('Id of the payment.'), amount: amount('Amount of the payment.'), currency: Currency }),
  { additionalProperties: false },
);

export const OrderRefund = Type.Object(
  optional({
    id: ReadOnlyId('Id of the refund.'),
    location_id: ReadOnlyId('Location of the refund.'),
    amount: amount('Amount refunded.'),
    currency: Currency,
    reason: Type.String({ description: 'Why it was refunded.', example: 'The customer changed their mind' }),
    status: StringEnum(['pending', 'approved', 'rejected', 'failed'], { description: 'State of the refund.', example: 'pending' }),
    tender_id: ReadOnlyId('Tender refunded.'),
    transaction_id: ReadOnlyId('Transaction refunded.'),
  }),
  { additionalProperties: false },
);

export const OrderTax = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the tax.', example: '12345' }),
    name: Type.String({ description: 'Name of the tax.', example: 'State Sales Tax' }),
    amount: amount('Amount of the tax.'),
    currency: Currency,
    percentage: Type.Number({ title: 'Percentage', description: 'Rate of the tax in percent.', example: 15 }),
    scope: StringEnum(['order', 'line_item'], { description: 'Whether the tax applies to the order or to lines.', example: 'order' }),
    type: StringEnum(['unknown', 'additive', 'inclusive'], { description: 'Whether the tax is added to prices or included in them.', example: 'inclusive' }),
    auto_applied: Type.Boolean({ description: 'Whether the platform applied the tax by its own rules (Square).', example: true }),
  }),
  { additionalProperties: false },
);

export const OrderDiscount = Type.Object(
  {
    id: Type.Optional(ReadOnlyId('Id of the discount.')),
    product_id: Type.Optional(ReadOnlyId('Product the discount applies to.')),
    name: Type.Optional(Type.String({ description: 'Name of the discount.', example: '10% off' })),
    type: StringEnum(['percentage', 'flat_fee'], { description: 'Whether the discount is a percentage or an amount.', example: 'percentage' }),
    amount: Type.Optional(amount('Amount of the discount.')),
    currency: Type.Optional(Currency),
    scope: Type.Optional(StringEnum(['order', 'line_item'], { description: 'Whether the discount applies to the order or to lines.', example: 'order' })),
  },
  { additionalProperties: false },
);

export const ORDER_LIST_MAX = LIST_MAX;
