/** The Ecommerce API is declared once (src/unified/ecommerce/) from the reference's ecommerce.yml: reference-model-checks.ts holds it to the file. */
import { ecommerce } from '../../src/unified/ecommerce/index.js';
import { checkAgainstReference } from './reference-model-checks.js';

const MINOR_UNITS = 'integer in minor units instead of a decimal string (SPEC.md)';

checkAgainstReference({
  api: ecommerce,
  file: 'ecommerce.yml',
  eventTypeSchema: 'EcommerceEventType',
  models: { orders: 'EcommerceOrder', products: 'EcommerceProduct', customers: 'EcommerceCustomer', stores: 'EcommerceStore' },
  deliberate: {
    ...Object.fromEntries(
      [
        ...['sub_total', 'shipping_cost', 'coupon_discount', 'total_discount', 'total_tax', 'total_amount', 'refunded_amount', 'discounts[].amount', 'refunds[].amount'].map((field) => `orders ${field}`),
        ...['unit_price', 'tax_amount', 'refunded_amount', 'sub_total', 'total_amount', 'discounts[].amount'].map((field) => `orders line_items[].${field}`),
        'products price', 'products variants[].price', 'customers orders[].total',
      ].map((where) => [where, MINOR_UNITS]),
    ),
    // An email entry without its address says nothing: never null here, where the reference allows it (in every model).
    '* emails[].email': 'string, not nullable',
    'orders customer.emails[].email': 'string, not nullable',
    // The reference leaves the item type of an option unsaid (properties only); an option is an object.
    'orders line_items[].options[]': 'object',
    // SPEC.md: the tax number is always present on a customer, null when none is registered.
    'customers required': 'taxnumber always present (SPEC.md)',
  },
  extraFields: {
    'orders number': 'SPEC.md compact Order',
    'orders customer_id': 'SPEC.md compact Order',
    'customers taxnumber': 'SPEC.md Ecommerce Customer',
    'customers addresses[] taxnumber': 'SPEC.md Ecommerce Customer',
  },
});
