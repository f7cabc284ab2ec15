/** The POS API is declared once (src/unified/pos/) from the reference's pos.yml: reference-model-checks.ts holds it to the file. */
import { pos } from '../../src/unified/pos/index.js';
import { checkAgainstReference } from './reference-model-checks.js';

/**
 * SPEC.md rule 10: every amount is an integer in minor units. pos.yml says
 * integer for an order's totals and its payments, refunds, taxes and
 * discounts, but number for line prices, order tenders, service charges and
 * every amount of a payment, item and modifier: those are listed here.
 */
const MINOR_UNITS = 'integer in minor units instead of number (SPEC.md rule 10)';

const SERVICE_CHARGE_AMOUNT = 'service_charges[].amount';

checkAgainstReference({
  api: pos,
  file: 'pos.yml',
  eventTypeSchema: '/components/schemas/PosWebhookEvent/allOf/1/properties/event_type',
  models: { payments: 'PosPayment', 'modifier-groups': 'ModifierGroup', 'order-types': 'OrderType' },
  deliberate: {
    ...Object.fromEntries(
      [
        'orders line_items[].unit_price',
        'orders tenders[].amount',
        `orders ${SERVICE_CHARGE_AMOUNT}`,
        `merchants ${SERVICE_CHARGE_AMOUNT}`,
        `payments ${SERVICE_CHARGE_AMOUNT}`,
        ...['amount', 'tip', 'tax', 'total', 'app_fee', 'change_back_cash_amount', 'approved', 'refunded', 'processing_fees[].amount', 'external_details.source_fee_amount'].map((field) => `payments ${field}`),
        'items price_amount',
        'items cost',
        'items variations[].price_amount',
        'modifiers price_amount',
        'modifier-groups modifiers[].price_amount',
      ].map((where) => [where, MINOR_UNITS]),
    ),
    // The reference gives a payment's cash amounts no type at all; they are money like the rest.
    'payments cash.amount': MINOR_UNITS,
    'payments cash.charge_back_amount': MINOR_UNITS,
    // An email entry without its address says nothing: never null here, where the reference allows it (in every model).
    '* customers[].emails[].email': 'string, not nullable',
    '* fulfillments[].pickup_details.recipient.email.email': 'string, not nullable',
  },
  // Square keeps no customer on most payments, no tender object and not the spent source: required on create, not on every record.
  requiredOnCreateOnly: { payments: 'the reference\'s required members, on create' },
  // The reference's modifier list has no filter; issue 27 gives it the group filter the get takes, to read one group's modifiers.
  extraFilters: { modifiers: ['modifier_group_id'] },
});
