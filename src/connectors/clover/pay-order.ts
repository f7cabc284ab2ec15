/**
 * `POST /pos/orders/{id}/pay` at Clover: each tender of the body is a
 * payment recorded on the order (`POST …/orders/{id}/payments` with one of
 * the merchant's tenders, https://docs.clover.com/reference/ordercreatepaymentfororder),
 * exactly once (payment-create.ts: an `externalPaymentId` derived per tender
 * from the unified key, looked up before any send). Payments named in
 * `payments[].id` were made for the order already (POST /pos/payments):
 * they are checked to be the order's. Clover moves the order's
 * paymentState (and locks it once paid) itself.
 *
 * Which Clover tender a unified tender uses: tender-choice.ts. A tender
 * Clover lacks is refused before any payment is made. The payments cannot be deleted again
 * (Clover's REST payments are not deleted): when a later one fails, those
 * made are named in the error's `partial_write`.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { resolvePath, segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { invalid, MERCHANT, refId } from './api.js';
import { externalPaymentId } from './idempotency-keys.js';
import { recordPaymentOnce } from './payment-create.js';
import { merchantTenders, tenderFor } from './tender-choice.js';
import type { CloverPayment } from './wire-types.js';

type Order = Static<typeof OrderModel>;

/** Pays an order at Clover; answers its id. */
export async function payOrder(ctx: ConnectorContext, orderId: string, body: WriteModel<Order>): Promise<{ id: string }> {
  const base = resolvePath(MERCHANT, { parents: {}, settings: ctx.settings });
  const path = `${base}/orders/${segment(orderId)}`;
  await orEntityNotFound(ctx.http.request({ method: 'GET', path }), () => entityNotFound('No Clover order has this id', { id: orderId.slice(0, 64) }));
  const wanted = body.tenders ?? [];
  const joined = body.payments ?? [];
  if (wanted.length === 0 && joined.length === 0) throw invalid('Name what pays the order: cash, card or other tenders, or payments[].id made for it', { field: 'tenders' });
  for (const [index, payment] of joined.entries()) {
    if (!payment.id) throw invalid('A payment to join names its id', { field: `payments[${index}].id` });
    const { body: found } = await ctx.http.request<CloverPayment>({ method: 'GET', path: `${base}/payments/${segment(payment.id, `payments[${index}].id`)}` });
    if (refId(found.order) !== orderId) throw invalid('The payment was not made for this order', { field: `payments[${index}].id` });
  }
  if (wanted.length === 0) return { id: orderId };
  const listed = await merchantTenders(ctx);
  const tenders = wanted.map((tender, index) => {
    if (typeof tender.amount !== 'number' || !Number.isInteger(tender.amount) || tender.amount <= 0) throw invalid('Each tender needs a positive amount in cents', { field: `tenders[${index}].amount` });
    return { tender, clover: tenderFor(tender, `tenders[${index}]`, listed) };
  });
  return compositeWrite(async (steps) => {
    for (const [index, { tender, clover }] of tenders.entries()) {
      await steps.create('payment', async () => {
        const made = await recordPaymentOnce(ctx, {
          orderId,
          tenderId: clover.id as string,
          amount: tender.amount as number,
          tip: tender.total_tip ?? undefined,
          cashTendered: tender.type === 'cash' ? (tender.buyer_tendered_cash_amount ?? undefined) : undefined,
          note: tender.note,
          externalPaymentId: externalPaymentId(ctx, `pay:${orderId}:${index}`),
        });
        return made.id as string;
      });
    }
    return { id: orderId };
  });
}
