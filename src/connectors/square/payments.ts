/**
 * Unified POS payments on Square payments (payment-fields.ts maps them):
 * listed by ListPayments (`cursor`/`limit`), read by GetPayment, made by
 * CreatePayment exactly once (payment-create.ts), a part payment of an
 * order left to be captured when the order is paid. Square changes a payment
 * only by completing or cancelling it, so an update is not offered
 * (ConnectorOperationUnsupportedError); a delete cancels it (CancelPayment),
 * which Square takes for an APPROVED payment (a delayed capture) only: a
 * completed one is refunded instead, which this API does not do here.
 */
import { payments } from '../../unified/pos/payments.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { amountOf } from './api.js';
import { squareDialect } from './dialect.js';
import { SQUARE_PAYMENT_EVENTS } from './inbound.js';
import { createPaymentBody, createPaymentOnce } from './payment-create.js';
import { paymentFields } from './payment-fields.js';
import type { SquareOrder } from './wire-types.js';

/**
 * Whether a payment for an order completes it: one that pays all the order
 * owes is captured at once (Square's autocomplete, which completes the
 * order); one for less is a part payment, left APPROVED (autocomplete off)
 * for PayOrder to join with the others (pay-order.ts), and cancellable
 * until then. A payment without an order is captured at once.
 */
async function completesOrder(ctx: ConnectorContext, record: { order_id?: string | undefined; amount?: number | null | undefined }): Promise<boolean> {
  if (!record.order_id || typeof record.amount !== 'number') return true;
  const { body } = await ctx.http.request<{ order?: SquareOrder }>({ method: 'GET', path: `/v2/orders/${segment(record.order_id, 'order_id')}` });
  const due = amountOf(body.order?.net_amount_due_money);
  return due === undefined || record.amount >= due;
}

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
  // A create retried after its outcome stayed unknown finds its payment again by the derived key (payment-create.ts).
  resolvesRetries: ['add'],
  delete: true,
  events: SQUARE_PAYMENT_EVENTS,
  hooks: {
    async compose(ctx, write) {
      const autocomplete = await completesOrder(ctx, write.record);
      const payment = await createPaymentOnce(ctx, createPaymentBody(ctx, write.record, { purpose: 'payment', autocomplete }));
      return { id: payment.id };
    },
    async delete(_ctx, deleted) {
      await deleted.call({ method: 'POST', path: `/v2/payments/${segment(deleted.id)}/cancel` });
    },
  },
});
