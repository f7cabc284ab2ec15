/**
 * Parts the ecommerce models share (ecommerce.yml): addresses, discounts,
 * line items, refunds, tracking and the linked customer and order. Amounts
 * are integers in minor units of the order's currency (SPEC.md), where the
 * reference shows decimal strings; quantities, rates and percentages stay
 * text as the reference has them, since a platform may report fractions.
 */
import { Type } from 'typebox';
import { Currency, Email, PhoneNumber } from '../../common/models.js';
import { MinorUnits } from '../../common/minor-units.js';
import { DateTime, NullableArray, NullableBoolean, NullableEnum, NullableString, optional } from '../../common/schema.js';

const LIST_MAX = 100;
const personal = { 'x-pii': true } as const;

export const ORDER_STATUSES = ['active', 'completed', 'cancelled', 'archived', 'unknown', 'other'] as const;
export const PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'partial', 'refunded', 'voided', 'unknown', 'partially_refunded'] as const;
export const FULFILLMENT_STATUSES = ['pending', 'shipped', 'partial', 'delivered', 'cancelled', 'returned', 'unknown'] as const;

export const OrderStatus = NullableEnum(ORDER_STATUSES, { description: 'Status of the order.', example: 'active' });

/** SPEC.md: a registered tax number, read-only, always present, null when none, trimmed. */
export const TaxNumber = NullableString({
  description: 'Tax number registered with the platform (VAT or sales-tax id), trimmed; null when none is registered.',
  readOnly: true,
  example: 'GB123456789',
  ...personal,
});

export const EcommerceAddress = Type.Object(
  optional({
    line1: NullableString({ description: 'First line of the address.', example: '1 Main St', ...personal }),
    line2: NullableString({ description: 'Second line of the address.', example: 'Apt. 2', ...personal }),
    company_name: NullableString({ description: 'Company at the address.', example: 'Acme Inc.' }),
    city: NullableString({ description: 'City.', example: 'San Francisco' }),
    state: NullableString({ description: 'State or region.', example: 'CA' }),
    postal_code: NullableString({ description: 'Postal code.', example: '94104', ...personal }),
    country: NullableString({ description: 'Country, ISO 3166-1 alpha-2.', maxLength: 2, example: 'US' }),
  }),
  { additionalProperties: false, title: 'Ecommerce Address', ...personal },
);

export const EcommerceDiscount = Type.Object(
  optional({
    code: NullableString({ description: 'Discount or coupon code.', example: 'SUMMER10' }),
    amount: MinorUnits({ description: 'Amount taken off.', example: 1000 }),
    percentage: NullableString({ description: 'Percentage taken off, where the discount is a percentage.', example: '10' }),
  }),
  { additionalProperties: false, title: 'Ecommerce Discount' },
);

export const LineItemOption = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the option.', example: '1' }),
    name: NullableString({ description: 'Name of the option.', example: 'Color' }),
    value: NullableString({ description: 'Value chosen.', example: 'Silver' }),
  }),
  { additionalProperties: false },
);

export const EcommerceOrderLineItem = Type.Object(
  optional(
    {
      id: NullableString({ description: 'Id of the line item.', readOnly: true, example: '12345' }),
      product_id: NullableString({ description: 'Id of the product sold.', example: '12345' }),
      variant_id: NullableString({ description: 'Id of the product variant sold.', example: '12345' }),
      sku: NullableString({ description: 'Stock keeping unit.', example: 'MBP123' }),
      name: NullableString({ description: 'Name of what was sold.', example: 'MacBook Pro' }),
      description: NullableString({ description: 'Description of the line.', example: 'Space gray' }),
      options: Type.Array(LineItemOption, { maxItems: LIST_MAX, description: 'Options chosen for the item.' }),
      quantity: NullableString({ description: 'Quantity sold.', example: '1' }),
      unit_price: MinorUnits({ description: 'Price of one unit.', example: 199999 }),
      tax_rate: NullableString({ description: 'Tax rate applied, in percent.', example: '20' }),
      tax_amount: MinorUnits({ description: 'Tax on the line.', example: 40000 }),
      is_refunded: NullableBoolean({ description: 'Whether the line was refunded.', example: false }),
      refunded_amount: MinorUnits({ description: 'Amount refunded on the line.', example: 0 }),
      refunded_quantity: NullableString({ description: 'Quantity refunded.', example: '0' }),
      sub_total: MinorUnits({ description: 'Line total before tax and discounts.', example: 199999 }),
      total_amount: MinorUnits({ description: 'Line total after tax and discounts.', example: 239999 }),
      discounts: Type.Array(EcommerceDiscount, { maxItems: LIST_MAX, description: 'Discounts allocated to the line.' }),
    },
    ['quantity'],
  ),
  { additionalProperties: false, title: 'Ecommerce Order Line Item' },
);

export const EcommerceOrderRefund = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the refund.', readOnly: true, example: '12345' }),
    amount: MinorUnits({ description: 'Amount refunded.', example: 1000 }),
    currency: Currency,
    reason: Type.String({ description: 'Why it was refunded.', example: 'Damaged' }),
    created_at: DateTime({ description: 'When the refund was made.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Ecommerce Order Refund' },
);

export const TrackingItem = Type.Object(
  optional(
    {
      provider: NullableString({ description: 'Carrier handling the shipment.', example: 'UPS' }),
      number: NullableString({ description: 'Tracking number of the shipment.', example: '1Z9999999999999999' }),
      url: NullableString({ description: "The carrier's tracking page.", example: 'https://www.ups.com/track?tracknum=1Z9999999999999999' }),
      updated_at: DateTime({ description: 'When the tracking was last changed.', readOnly: true }),
    },
    ['provider', 'number'],
  ),
  { additionalProperties: false, title: 'Ecommerce Order Tracking Item' },
);

export const LinkedEcommerceCustomer = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the customer.', example: '12345' }),
    name: NullableString({ description: 'Full name of the customer.', example: 'John Doe', ...personal }),
    first_name: NullableString({ description: 'First name of the customer.', example: 'John', ...personal }),
    last_name: NullableString({ description: 'Last name of the customer.', example: 'Doe', ...personal }),
    company_name: NullableString({ description: 'Company of the customer.', example: 'Acme Inc.' }),
    phone_numbers: NullableArray(PhoneNumber, { maxItems: LIST_MAX, ...personal }),
    emails: NullableArray(Email, { maxItems: LIST_MAX, ...personal }),
  }),
  { additionalProperties: false, title: 'Linked Ecommerce Customer', description: 'The customer this entity is linked to.' },
);

export const LinkedEcommerceOrder = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Id of the order.', readOnly: true, example: '12345' }),
      total: MinorUnits({ description: 'Total amount of the order.', example: 19999 }),
      status: OrderStatus,
    },
  ),
  { additionalProperties: false, title: 'Linked Ecommerce Order' },
);
