/**
 * A unified POS payment is a Clover payment (https://docs.clover.com/reference/paygetpayment).
 * Mapping:
 *
 * | unified | Clover |
 * |---|---|
 * | amount, tip, tax | amount, tipAmount, taxAmount (cents) |
 * | total | amount + tipAmount |
 * | currency | the merchant's (`properties.defaultCurrency`): Clover's payments name none |
 * | order_id, tender_id | order.id, tender.id |
 * | external_payment_id | externalPaymentId |
 * | source | the tender's labelKey: cash → cash, credit or debit card → card, anything else → external |
 * | status | result: SUCCESS → completed, AUTH → approved, FAIL → failed, VOIDED → canceled, PENDING/INITIATED → pending |
 * | cash.amount | cashTendered |
 * | merchant_id | the connection's merchant |
 *
 * Written on create only (payment-create.ts): amount, tip, tax, tender_id,
 * order_id (the path), external_payment_id (derived under an idempotency
 * key, payment-create.ts). `source_id` is not Clover's: the tender says how
 * it was paid. Left out: card details (Clover keeps them in card
 * transactions, not read here), refunds, fees, device and employee.
 */
import type { Static } from 'typebox';
import type { PosPayment as PaymentModel } from '../../unified/pos/payments.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { textOrAbsent } from './codecs.js';
import type { CloverPayment } from './wire-types.js';

type Payment = Static<typeof PaymentModel>;

const STATUS = enumOf<NonNullable<Payment['status']>>({ completed: 'SUCCESS', approved: 'AUTH', failed: 'FAIL', canceled: 'VOIDED', pending: 'PENDING', other: 'OTHER' }, 'other');
const CARD_KEYS = new Set(['com.clover.tender.credit_card', 'com.clover.tender.debit_card']);

export function sourceOf(labelKey: string | undefined): Payment['source'] {
  if (labelKey === undefined) return undefined;
  if (labelKey === 'com.clover.tender.cash') return 'cash';
  return CARD_KEYS.has(labelKey) ? 'card' : 'external';
}

/** What payment reads need besides the payment: the merchant and its currency. */
export interface PaymentContext {
  merchantId: string | undefined;
  currency: string | undefined;
}

const cents = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

export const paymentFields = fieldTable<Payment, CloverPayment, PaymentContext>({
  id: { at: 'id', write: false },
  order_id: { at: 'order.id', write: false },
  tender_id: { at: 'tender.id', write: false },
  merchant_id: { read: (_payment, context) => context.merchantId, write: false },
  external_payment_id: { at: 'externalPaymentId', codec: textOrAbsent, write: false },
  amount: { read: (payment) => cents(payment.amount), write: false },
  tip: { read: (payment) => cents(payment.tipAmount), write: false },
  tax: { read: (payment) => cents(payment.taxAmount), write: false },
  total: { read: (payment) => (cents(payment.amount) === undefined ? undefined : (payment.amount as number) + (cents(payment.tipAmount) ?? 0)), write: false },
  currency: { read: (_payment, context) => (context.currency ?? undefined) as Payment['currency'], write: false },
  source: { read: (payment) => sourceOf(payment.tender?.labelKey), write: false },
  status: { read: (payment) => (payment.result === 'INITIATED' ? 'pending' : STATUS.read(payment.result, payment)), write: false },
  cash: { read: (payment) => (cents(payment.cashTendered) === undefined ? undefined : { amount: payment.cashTendered as number }), write: false },
  created_at: { at: 'createdTime', codec: isoDateTime, write: false },
  updated_at: { at: 'modifiedTime', codec: isoDateTime, write: false },
});
