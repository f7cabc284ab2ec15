/**
 * Recording a payment on an order, exactly once. Clover's
 * `POST /v3/merchants/{mId}/orders/{orderId}/payments`
 * (https://docs.clover.com/reference/ordercreatepaymentfororder) takes no
 * idempotency key: the same request twice records two payments. So every
 * payment carries an `externalPaymentId` derived from the unified key
 * (idempotency-keys.ts), and
 *
 *  - under a key, the payment is looked up by it first
 *    (`GET /payments?filter=externalPaymentId=…`): a retry of a request whose
 *    instance died after Clover answered finds the payment and sends nothing;
 *  - a call whose fate is unknown (no answer in time, the connection
 *    dropped, a 5xx) is looked up again before it is resent: Clover may have
 *    written it before its answer was lost.
 *
 * Only when Clover stays unreachable does the request fail; the gateway then
 * keeps the unified key blocked (outcome unknown), and its retry looks up
 * first again.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { resolvePath, segment } from '../framework/rest/path.js';
import { invalid, MERCHANT, ref } from './api.js';
import { cloverFilter } from './filter.js';
import type { CloverPayment } from './wire-types.js';

/** Resends after an unknown fate, each after a lookup found nothing. */
const RESENDS = 2;

export interface NewPayment {
  orderId: string;
  tenderId: string;
  amount: number;
  tip?: number | undefined;
  tax?: number | undefined;
  cashTendered?: number | undefined;
  note?: string | undefined;
  externalPaymentId: string;
}

/** Whether a failed call may have reached Clover without us learning its answer. */
export function fateUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.typeName === 'ConnectorTimeoutError') return true;
  const status = downstreamStatus(error);
  return error.typeName === 'ConnectorExecutionError' && (typeof status !== 'number' || status >= 500);
}

const downstreamStatus = (error: unknown): unknown => (error instanceof ApiError ? (error.detail as { downstream_status?: unknown } | undefined)?.downstream_status : undefined);

const merchantPath = (ctx: ConnectorContext) => resolvePath(MERCHANT, { parents: {}, settings: ctx.settings });

/** The payment Clover holds with this external id, if any. */
export async function findPayment(ctx: ConnectorContext, externalId: string): Promise<CloverPayment | undefined> {
  const { body } = await ctx.http.request<{ elements?: CloverPayment[] }>({
    method: 'GET',
    path: `${merchantPath(ctx)}/payments`,
    query: { filter: cloverFilter('externalPaymentId', '=', externalId), limit: 1 },
  });
  return body.elements?.[0];
}

function bodyOf(payment: NewPayment): Record<string, unknown> {
  return {
    amount: payment.amount,
    tender: ref(payment.tenderId),
    externalPaymentId: payment.externalPaymentId,
    ...(typeof payment.tip === 'number' ? { tipAmount: payment.tip } : {}),
    ...(typeof payment.tax === 'number' ? { taxAmount: payment.tax } : {}),
    ...(typeof payment.cashTendered === 'number' ? { cashTendered: payment.cashTendered } : {}),
    ...(payment.note ? { note: payment.note } : {}),
  };
}

/** Records the payment once: answers Clover's payment, the one made before where a lookup finds it. */
export async function recordPaymentOnce(ctx: ConnectorContext, payment: NewPayment): Promise<CloverPayment> {
  if (ctx.idempotencyKey !== undefined) {
    const earlier = await findPayment(ctx, payment.externalPaymentId);
    if (earlier?.id) return earlier;
  }
  const path = `${merchantPath(ctx)}/orders/${segment(payment.orderId, 'order_id')}/payments`;
  for (let attempt = 0; ; attempt++) {
    try {
      const { body } = await ctx.http.request<CloverPayment>({ method: 'POST', path, json: bodyOf(payment) });
      if (!body.id) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Clover answered a payment without its id' });
      return body;
    } catch (error) {
      if (downstreamStatus(error) === 404) throw invalid(`No Clover order has this id`, { field: 'order_id' });
      if (!fateUnknown(error) || attempt >= RESENDS) throw error;
      // A lookup that fails too leaves the fate unknown: nothing is resent blindly.
      const made = await findPayment(ctx, payment.externalPaymentId).catch(() => {
        throw error;
      });
      if (made?.id) return made;
    }
  }
}
