import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { MinorUnits } from '../common/minor-units.js';
import { NullableString, StringEnum, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { IdempotencyKeyField, PaymentCard, ReadOnlyId, ServiceCharges } from './shared/pos-parts.js';

export const PAYMENT_SOURCES = ['card', 'bank_account', 'wallet', 'bnpl', 'cash', 'external', 'other'] as const;
export const PAYMENT_STATUSES = ['approved', 'pending', 'completed', 'canceled', 'failed', 'other'] as const;
export const EXTERNAL_PAYMENT_TYPES = ['check', 'bank_transfer', 'other_gift_card', 'crypto', 'square_cash', 'social', 'external', 'emoney', 'card', 'stored_balance', 'food_voucher', 'other'] as const;

const money = (description: string, example = 1000) => MinorUnits({ description, example, nullable: false });

const BankAccount = Type.Object(
  optional({
    bank_name: Type.String({ description: 'Name of the bank.', example: 'Chase' }),
    transfer_type: Type.String({ description: 'Kind of transfer: ACH or UNKNOWN.', example: 'ACH' }),
    account_ownership_type: Type.String({ description: 'Who owns the account: INDIVIDUAL, COMPANY or UNKNOWN.', example: 'COMPANY' }),
    fingerprint: Type.String({ description: 'A value that is the same for every payment from this account at this seller.', example: '1234567890' }),
    country: NullableString({ description: 'Country of the account (ISO 3166-1 alpha-2).', example: 'US' }),
    statement_description: Type.String({ description: 'Description sent to the bank.', example: 'Payment for order #1234567890' }),
    ach_details: Type.Object(
      optional({
        routing_number: Type.String({ description: 'Routing number of the account.', example: '1234567890' }),
        account_number_suffix: Type.String({ description: 'Last digits of the account number.', example: '1234567890' }),
        account_type: Type.String({ description: 'Kind of account: CHECKING, SAVINGS or UNKNOWN.', example: 'CHECKING' }),
      }),
      { additionalProperties: false, description: 'ACH transfer details.' },
    ),
  }),
  { additionalProperties: false, description: 'The bank account paid from.' },
);

/** The reference's PosPayment (pos.yml), without custom_mappings and pass_through; every amount in minor units. */
export const PosPayment = Type.Object(
  optional(
    {
      id: ReadOnlyId('Id of the payment.'),
      source_id: Type.String({ description: 'Where the money comes from: a card nonce, a card on file, CASH or EXTERNAL (Square).', example: '12345' }),
      order_id: Type.String({ description: 'Order the payment pays.', example: '12345' }),
      merchant_id: Type.String({ description: 'Merchant paid.', example: '12345' }),
      customer_id: Type.String({ description: 'Customer who pays.', example: '12345' }),
      employee_id: Type.String({ description: 'Employee who took the payment.', example: '12345' }),
      location_id: Type.String({ description: 'Location of the payment.', example: '12345' }),
      device_id: Type.String({ description: 'Device that took the payment.', example: '12345' }),
      tender_id: Type.String({ description: 'Tender paid with.', example: '12345' }),
      external_payment_id: Type.String({ description: 'Id of the payment in another system.', example: '12345' }),
      idempotency_key: IdempotencyKeyField,
      amount: money('Amount of the payment, before tip.', 2750),
      currency: Currency,
      tip: money('Tip.', 100),
      tax: money('Tax.', 200),
      total: money('Total charged: amount and tip.', 2850),
      app_fee: money('Fee the application takes for making the payment.', 50),
      change_back_cash_amount: money('Change given back (cash payments).', 0),
      approved: money('Amount first approved.', 2850),
      refunded: money('Amount refunded.', 0),
      processing_fees: Type.Array(
        Type.Object(
          optional({
            amount: money('Fee charged.', 30),
            effective_at: Type.String({ format: 'date-time', description: 'When the fee took effect.', example: '2020-09-30T07:43:32.000Z' }),
            processing_type: StringEnum(['initial', 'adjustment'], { description: 'Whether the fee is the first one or an adjustment.', example: 'initial' }),
          }),
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
      source: StringEnum(PAYMENT_SOURCES, { description: 'Kind of source paid from.', example: 'external' }),
      status: StringEnum(PAYMENT_STATUSES, { description: 'State of the payment.', example: 'approved' }),
      cash: Type.Object(
        optional({
          amount: MinorUnits({ description: 'Cash the customer handed over.', example: 3000 }),
          charge_back_amount: MinorUnits({ description: 'Change due back to the customer (Square computes it).', example: 150 }),
        }),
        { additionalProperties: false, description: 'Cash given for the payment.' },
      ),
      card_details: Type.Object(optional({ card: PaymentCard }), { additionalProperties: false, description: 'The card paid with.' }),
      bank_account: BankAccount,
      wallet: Type.Object(
        optional({ status: StringEnum(['authorized', 'captured', 'voided', 'failed', 'other'], { description: 'State of the wallet payment.', example: 'authorized' }) }),
        { additionalProperties: false, description: 'The wallet paid with.' },
      ),
      external_details: Type.Object(
        {
          type: StringEnum(EXTERNAL_PAYMENT_TYPES, { description: 'Kind of payment received outside the platform.', example: 'check' }),
          source: Type.String({ description: 'Where it was received: "Food Delivery Service".', example: 'Food Delivery Service' }),
          source_id: Type.Optional(Type.String({ description: 'Id of the payment at its source.', example: '12345' })),
          source_fee_amount: Type.Optional(money('Fee the source kept.', 100)),
        },
        { additionalProperties: false, description: 'A payment received outside the platform.' },
      ),
      service_charges: ServiceCharges,
      ...auditFields,
    },
  ),
  { additionalProperties: false, title: 'Pos Payment' },
);

export const payments = defineResource({
  api: 'pos',
  id: 'payments',
  name: 'Payments',
  singular: 'payment',
  model: PosPayment,
  path: '/pos/payments',
  operations: ALL_OPERATIONS,
  // What the reference requires, on creates only: a platform's payment may have no customer or tender (Square keeps neither object).
  createRequired: ['source_id', 'customer_id', 'amount', 'currency', 'order_id', 'tender_id'],
  // Money moves once: the Idempotency-Key header or the body's idempotency_key (docs/idempotency.md).
  idempotencyKeyOperations: ['add'],
  idempotencyKeyField: 'idempotency_key',
  // Taking, changing and cancelling a payment move money: an API key or MCP session needs the money scope.
  moneyOperations: ['add', 'update', 'delete'],
});
