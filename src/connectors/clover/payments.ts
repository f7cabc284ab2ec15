/**
 * Unified POS payments on Clover payments (payment-fields.ts maps them):
 * listed by `GET /payments` (offset/limit, newest first), read by
 * `GET /payments/{id}` (`expand=tender`, for the source), and made by
 * recording a payment on its order exactly once (payment-create.ts): the
 * unified `order_id` and `tender_id` name Clover's order and tender
 * (`tender_id` may also be the kind `cash` or `card`, tender-choice.ts). Clover's
 * REST payments are not changed or deleted (a refund or a void is another
 * record, not served here), so update and delete are not offered
 * (ConnectorOperationUnsupportedError).
 */
import type { Static } from 'typebox';
import { payments, type PosPayment as PaymentModel } from '../../unified/pos/payments.js';
import type { WriteModel } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { invalid, MERCHANT } from './api.js';
import { cloverCollection } from './dialect.js';
import { externalPaymentId } from './idempotency-keys.js';
import { CLOVER_PAYMENT_EVENTS } from './inbound.js';
import { readMerchant } from './merchants.js';
import { recordPaymentOnce } from './payment-create.js';
import { paymentFields, type PaymentContext } from './payment-fields.js';
import { tenderIdOf } from './tender-choice.js';

type Payment = Static<typeof PaymentModel>;

function required<K extends keyof Payment>(record: WriteModel<Payment>, field: K): NonNullable<Payment[K]> {
  const value = record[field];
  if (value === undefined || value === null || value === '') throw invalid(`${field} is required`, { field });
  return value as NonNullable<Payment[K]>;
}

export const cloverPayments = collection(payments, {
  ...cloverCollection,
  downstream: { id: 'payments', name: 'Payments' },
  what: 'payment',
  fields: paymentFields,
  path: `${MERCHANT}/payments`,
  readQuery: { expand: 'tender' },
  load: async (ctx) => (await readMerchant(ctx)).properties?.defaultCurrency,
  context: (_body, scope): PaymentContext => ({ merchantId: scope.settings.merchant_id, currency: typeof scope.loaded === 'string' ? scope.loaded : undefined }),
  list: true,
  one: true,
  add: true,
  // A create retried after its outcome stayed unknown looks its payment up first (payment-create.ts).
  resolvesRetries: ['add'],
  events: CLOVER_PAYMENT_EVENTS,
  hooks: {
    async compose(ctx, write) {
      const record = write.record;
      const amount = required(record, 'amount');
      if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount is a positive whole number of cents', { field: 'amount' });
      const payment = await recordPaymentOnce(ctx, {
        orderId: required(record, 'order_id'),
        tenderId: await tenderIdOf(ctx, required(record, 'tender_id')),
        amount,
        tip: record.tip ?? undefined,
        tax: record.tax ?? undefined,
        cashTendered: record.cash?.amount ?? undefined,
        externalPaymentId: externalPaymentId(ctx, 'payment'),
      });
      return { id: payment.id as string };
    },
  },
});
