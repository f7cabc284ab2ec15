/**
 * CreatePayment, exactly once. Square requires an `idempotency_key` and
 * answers a resent key with the payment it made the first time (it has no
 * lookup of a payment by a reference of ours, so the key is the only way to
 * find it again). The key is derived from the unified request
 * (idempotency-keys.ts), and a call whose fate is unknown (the connection
 * dropped after sending, no answer in time) is resolved here, before the
 * unified request ends: the same body with the same key is sent again, and
 * Square's answer, the original payment, is the answer. Only when Square
 * stays unreachable does the request fail, with its key kept blocked by the
 * gateway (outcome unknown) so nothing is charged twice.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { PosPayment as PaymentModel } from '../../unified/pos/payments.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { invalid, squareMoney } from './api.js';
import { squareIdempotencyKey } from './idempotency-keys.js';
import type { SquarePayment } from './wire-types.js';

type Payment = Static<typeof PaymentModel>;

/** Resends after an unknown fate: Square's own idempotency makes each one safe. */
const RESENDS = 2;

/** Whether a failed call may have reached Square without us learning its answer. */
export function fateUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.typeName === 'ConnectorTimeoutError') return true;
  const detail = (error.detail ?? {}) as { downstream_status?: unknown; network_error?: unknown };
  return error.typeName === 'ConnectorExecutionError' && typeof detail.downstream_status !== 'number' && detail.network_error !== undefined;
}

/** Square's CreatePayment body of a unified payment. */
export function createPaymentBody(ctx: ConnectorContext, record: WriteModel<Payment>, options: { purpose: string; autocomplete?: boolean }): Record<string, unknown> {
  const currency = record.currency ?? undefined;
  if (typeof record.amount !== 'number') throw invalid('amount is required', { field: 'amount' });
  const source = record.source_id;
  const body: Record<string, unknown> = {
    idempotency_key: squareIdempotencyKey(ctx, options.purpose),
    source_id: source,
    amount_money: squareMoney(record.amount, currency),
    ...(typeof record.tip === 'number' ? { tip_money: squareMoney(record.tip, currency) } : {}),
    ...(typeof record.app_fee === 'number' ? { app_fee_money: squareMoney(record.app_fee, currency) } : {}),
    ...(record.order_id ? { order_id: record.order_id } : {}),
    ...(record.customer_id ? { customer_id: record.customer_id } : {}),
    ...(record.location_id ? { location_id: record.location_id } : {}),
    ...(record.employee_id ? { team_member_id: record.employee_id } : {}),
    ...(record.external_payment_id ? { reference_id: record.external_payment_id } : {}),
    ...(options.autocomplete === false ? { autocomplete: false } : {}),
  };
  if (source === 'CASH') {
    const given = typeof record.cash?.amount === 'number' ? record.cash.amount : record.amount + (typeof record.tip === 'number' ? record.tip : 0);
    body.cash_details = { buyer_supplied_money: squareMoney(given, currency) };
  }
  if (source === 'EXTERNAL') {
    if (!record.external_details) throw invalid('An EXTERNAL payment needs external_details (type and source)', { field: 'external_details' });
    body.external_details = { type: record.external_details.type.toUpperCase(), source: record.external_details.source };
  }
  return body;
}

/** Sends CreatePayment, resending the same body after an unknown fate; answers Square's payment. */
export async function createPaymentOnce(ctx: ConnectorContext, body: Record<string, unknown>): Promise<SquarePayment> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { body: answer } = await ctx.http.request<{ payment?: SquarePayment }>({ method: 'POST', path: '/v2/payments', json: body });
      if (!answer.payment?.id) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Square answered a payment without its id' });
      return answer.payment;
    } catch (error) {
      if (!fateUnknown(error) || attempt >= RESENDS) throw error;
    }
  }
}
