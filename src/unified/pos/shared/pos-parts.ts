/**
 * Parts several POS models share (pos.yml): ids the reference marks
 * read-only, the create's `idempotency_key`, service charges and a card's
 * details. Every amount is an integer in minor units (SPEC.md rule 10),
 * where the reference mixes integers (orders) and numbers (payments, items):
 * the POS reference-model test names each such field.
 */
import { Type } from 'typebox';
import { Address, Currency } from '../../common/models.js';
import { MinorUnits } from '../../common/minor-units.js';
import { Nullable, NullableBoolean, NullableEnum, NullableInteger, NullableString, StringEnum, optional } from '../../common/schema.js';

/** An id the platform gives (the reference's Id): read-only. */
export const ReadOnlyId = (description = 'Unique identifier of the record.') => Type.String({ description, readOnly: true, example: '12345' });

/** The create's own idempotency key: counts as the Idempotency-Key header (docs/idempotency.md). */
export const IdempotencyKeyField = Type.String({
  maxLength: 45,
  description: 'A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.',
  example: 'random_string',
});

export const Version = NullableString({ title: 'Version', description: 'Version of the record at the platform, for optimistic concurrency.', example: '230320320320' });

export const SERVICE_CHARGE_TYPES = ['auto_gratuity', 'custom'] as const;

export const ServiceCharge = Type.Object(
  optional({
    id: ReadOnlyId('Id of the service charge.'),
    name: Type.String({ description: 'Name of the service charge.', example: 'Service charge' }),
    amount: MinorUnits({ description: 'Amount of the service charge.', example: 1000, nullable: false }),
    percentage: Type.Number({ description: 'Percentage of the service charge, where it is one.', example: 12.5 }),
    currency: Currency,
    active: NullableBoolean({ description: 'Whether the service charge applies.', example: true }),
    type: StringEnum(SERVICE_CHARGE_TYPES, { description: 'Kind of service charge.', example: 'auto_gratuity' }),
  }),
  { additionalProperties: false },
);

export const ServiceCharges = Type.Array(ServiceCharge, { description: 'Service charges or gratuity applied.', maxItems: 100 });

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'discover-diners', 'jcb', 'china-unionpay', 'square-gift-card', 'square-capital-card', 'interac', 'eftpos', 'felica', 'ebt', 'other'] as const;

/** A card's details that are not confidential (the reference's PaymentCard). */
export const PaymentCard = Nullable(
  Type.Object(
    optional({
      id: ReadOnlyId('Id of the card.'),
      bin: NullableString({ description: 'First six digits of the card number (Bank Identification Number).', example: '41111' }),
      card_brand: NullableEnum(CARD_BRANDS, { description: 'Brand of the card.', example: 'visa' }),
      card_type: NullableEnum(['credit', 'debit', 'prepaid', 'other'], { description: 'Kind of card.', example: 'credit' }),
      prepaid_type: NullableEnum(['non-prepaid', 'prepaid', 'unknown'], { description: 'Whether the card is prepaid.', example: 'prepaid' }),
      cardholder_name: NullableString({ description: 'Name on the card.', example: 'John Doe', 'x-pii': true }),
      customer_id: NullableString({ description: 'Customer the card belongs to.', example: '12345' }),
      merchant_id: Type.String({ description: 'Merchant the card is kept for.', example: '12345' }),
      exp_month: NullableInteger({ description: 'Expiry month, 1 to 12.', example: 1 }),
      exp_year: NullableInteger({ description: 'Expiry year, four digits.', example: 2022 }),
      fingerprint: NullableString({ description: 'A value that is the same for every use of this card.', example: 'fp-7f3a' }),
      last_4: NullableString({ description: 'Last four digits of the card number.', example: '1234' }),
      enabled: NullableBoolean({ description: 'Whether the card can be used for payments.', example: true }),
      billing_address: Address,
      reference_id: NullableString({ description: 'A reference of your own for the card.', example: 'card-001' }),
      version: Version,
    }),
    { additionalProperties: false },
  ),
  { description: 'Details of the card that are not confidential.' },
);
