/**
 * Paying an order (the reference's POST /pos/orders/{id}/pay), Square's
 * composite: payments made for the order with `autocomplete: false`, then
 * PayOrder (POST /v2/orders/{id}/pay) naming them with the order's
 * `version`, which captures them and completes the order.
 *
 * What pays, from the request's Order body:
 * - `payments[].id`: payments already made for the order (delayed capture),
 *   joined as they are;
 * - `tenders[]` of type `cash` (amount; `buyer_tendered_cash_amount` if
 *   more was handed over) or `other` (an EXTERNAL payment, its `name` or
 *   `note` as the source): each becomes a payment. A `card` tender needs a
 *   card nonce, which the Order model cannot carry: it must come as a
 *   payment made with POST /pos/payments (autocomplete off is Square's
 *   default for payments of an order paid in parts) and named in `payments`.
 * Without either, what is due is refused rather than guessed.
 *
 * Exactly once: every Square key is derived from the unified request's key
 * and the order (idempotency-keys.ts), so a retry makes no new payment and
 * pays nothing twice; a call whose fate is unknown is resent with its key
 * before the request ends (payment-create.ts), and a retry after the request
 * ended unknown finds the order paid by those payments and answers it
 * (the gateway lets it run: `resolvesRetries`). When PayOrder fails, the
 * payments made for it are cancelled again (the composite-write rule).
 *
 * The route is the gateway's (a named action); this is the connector's side of it.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { amountOf, invalid } from './api.js';
import { squareIdempotencyKey } from './idempotency-keys.js';
import { createPaymentBody, createPaymentOnce, fateUnknown } from './payment-create.js';
import type { SquareOrder } from './wire-types.js';

type Order = Static<typeof OrderModel>;

interface NewPayment { source_id: 'CASH' | 'EXTERNAL'; amount: number; cash?: number; source?: string }

function newPayments(body: WriteModel<Order>): NewPayment[] {
  return (body.tenders ?? []).map((tender, index) => {
    if (typeof tender.amount !== 'number' || tender.amount <= 0) throw invalid('Each tender needs a positive amount', { field: `tenders[${index}].amount` });
    if (tender.type === 'cash') {
      const cash = typeof tender.buyer_tendered_cash_amount === 'number' ? tender.buyer_tendered_cash_amount : tender.amount;
      return { source_id: 'CASH', amount: tender.amount, cash };
    }
    if (tender.type === 'other') return { source_id: 'EXTERNAL', amount: tender.amount, source: tender.name ?? tender.note ?? 'Other tender' };
    throw invalid('A card tender is paid by a payment made with POST /pos/payments (its card nonce as source_id), named in payments[].id', { field: `tenders[${index}].type` });
  });
}

async function send<T>(ctx: ConnectorContext, request: Parameters<ConnectorContext['http']['request']>[0]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await ctx.http.request<T>(request)).body;
    } catch (error) {
      if (!fateUnknown(error) || attempt >= 2) throw error;
    }
  }
}

/** Pays an order at Square; answers its id. */
export async function payOrder(ctx: ConnectorContext, orderId: string, body: WriteModel<Order>): Promise<{ id: string }> {
  const path = `/v2/orders/${segment(orderId)}`;
  const { order } = (await ctx.http.request<{ order: SquareOrder }>({ method: 'GET', path })).body;
  const joined = (body.payments ?? []).map((payment, index) => {
    if (!payment.id) throw invalid('A payment to join names its id', { field: `payments[${index}].id` });
    return payment.id;
  });
  const made = newPayments(body);
  if (joined.length === 0 && made.length === 0) {
    throw invalid(`Name what pays the ${amountOf(order.net_amount_due_money) ?? 0} due: payments[].id made for the order, or cash and other tenders`, { field: 'tenders' });
  }
  const currency = order.total_money?.currency ?? null;
  return compositeWrite(async (steps) => {
    const ids = [...joined];
    for (const [index, payment] of made.entries()) {
      const record = { source_id: payment.source_id, amount: payment.amount, currency, order_id: orderId, location_id: order.location_id, ...(payment.cash !== undefined ? { cash: { amount: payment.cash } } : {}), ...(payment.source ? { external_details: { type: 'other' as const, source: payment.source } } : {}) } as never;
      const id = await steps.create(
        'payment',
        async () => (await createPaymentOnce(ctx, createPaymentBody(ctx, record, { purpose: `pay:${orderId}:${index}`, autocomplete: false }))).id,
        (created) => ctx.http.request({ method: 'POST', path: `/v2/payments/${segment(created)}/cancel` }),
      );
      ids.push(id);
    }
    // An earlier attempt of this request paid the order (its answer was lost, or its instance
    // died): the payments found again by their keys are its tenders, so nothing is left to do.
    if (order.state === 'COMPLETED' && ids.every((paymentId) => order.tenders?.some((tender) => tender.payment_id === paymentId))) return { id: orderId };
    await steps.step('paying the order', () =>
      send(ctx, { method: 'POST', path: `${path}/pay`, json: { idempotency_key: squareIdempotencyKey(ctx, `pay:${orderId}`), order_version: order.version, payment_ids: ids } }),
    );
    return { id: orderId };
  });
}
