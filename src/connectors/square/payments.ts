/**
 * Unified POS payments on Square payments (payment-fields.ts maps them):
 * listed by ListPayments (`cursor`/`limit`), read by GetPayment, made by
 * CreatePayment exactly once (payment-create.ts). Square changes a payment
 * only by completing or cancelling it, so an update is not offered
 * (ConnectorOperationUnsupportedError); a delete cancels it (CancelPayment),
 * which Square takes for an APPROVED payment (a delayed capture) only: a
 * completed one is refunded instead, which this API does not do here.
 */
import { payments } from '../../unified/pos/payments.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { squareDialect } from './dialect.js';
import { SQUARE_PAYMENT_EVENTS } from './inbound.js';
import { createPaymentBody, createPaymentOnce } from './payment-create.js';
import { paymentFields } from './payment-fields.js';

export const squarePayments = collection(payments, {
  dialect: squareDialect,
  downstream: { id: 'payments', name: 'Payments' },
  what: 'payment',
  fields: paymentFields,
  path: '/v2/payments',
  recordAt: 'payment',
  listAt: 'payments',
  idAt: 'payment.id',
  list: true,
  one: true,
  add: true,
  delete: true,
  events: SQUARE_PAYMENT_EVENTS,
  hooks: {
    async compose(ctx, write) {
      const payment = await createPaymentOnce(ctx, createPaymentBody(ctx, write.record, { purpose: 'payment' }));
      return { id: payment.id };
    },
    async delete(_ctx, deleted) {
      await deleted.call({ method: 'POST', path: `/v2/payments/${segment(deleted.id)}/cancel`, json: {} });
    },
  },
});
