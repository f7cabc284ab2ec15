/**
 * Refunds (api.json: RefundPayment, ListPaymentRefunds, GetPaymentRefund):
 * all or part of a COMPLETED payment, never more than is left unrefunded
 * (refunded_money on the payment), under an idempotency key like every
 * write. The refund is COMPLETED at once (Square's card refunds are PENDING
 * for a while first; named in the README), and the payment lists it in
 * `refund_ids`. The order it paid is not given `refunds` or `return_amounts`.
 */
import type { FastifyInstance } from 'fastify';
import type { KitContext, PlatformKit, StoredRecord, TenantState } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareFailure } from './dialect.js';
import { bodyOf, idempotencyKeyOf, once } from './idempotency.js';
import { money, readMoney } from './money.js';
import { pageOf } from './paging.js';
import { paymentsTable, type Payment } from './payments.js';
import { isoTime } from './times.js';

type Ctx = KitContext<SquareAccount>;
export type Refund = StoredRecord & Record<string, any>;
const iso = (ms: number) => new Date(ms).toISOString();

export const refundsTable = (tenant: TenantState) => tenant.table<Refund>('refunds');

/** Stores a refund of `amount` against the payment and marks the payment refunded (the seed uses it too). */
export function refund(tenant: TenantState, payment: Payment, amount: number, fields: { id: string; at: number; reason?: string }): Refund {
  const currency = payment.amount_money.currency as string;
  const record = refundsTable(tenant).insert({
    id: `${payment.id}_${fields.id}`,
    status: 'COMPLETED',
    amount_money: money(amount, currency),
    payment_id: payment.id,
    ...(payment.order_id ? { order_id: payment.order_id } : {}),
    location_id: payment.location_id,
    ...(fields.reason ? { reason: fields.reason } : {}),
    destination_type: payment.source_type,
    created_at: iso(fields.at),
    updated_at: iso(fields.at),
  });
  payment.refund_ids = [...((payment.refund_ids as string[] | undefined) ?? []), record.id];
  payment.refunded_money = money(((payment.refunded_money?.amount as number | undefined) ?? 0) + amount, currency);
  payment.updated_at = iso(fields.at);
  paymentsTable(tenant).updated(payment.id);
  return record;
}

function create(ctx: Ctx, body: Record<string, any>): Refund {
  if (!body.amount_money) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'amount_money');
  if (typeof body.payment_id !== 'string') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'An unlinked refund is not emulated: payment_id must be set', 'payment_id');
  const amount = readMoney(body.amount_money, 'amount_money', ctx.account.currency);
  if (amount.amount === 0) throw squareFailure(400, 'INVALID_VALUE', 'The refund amount must be more than zero', 'amount_money.amount');
  const payment = paymentsTable(ctx.tenant).get(body.payment_id);
  if (!payment) throw squareFailure(404, 'NOT_FOUND', `Could not find payment with id: ${body.payment_id.slice(0, 40)}`, 'payment_id');
  if (payment.status !== 'COMPLETED') throw squareFailure(400, 'BAD_REQUEST', `A ${payment.status} payment cannot be refunded.`, 'payment_id');
  const left = payment.total_money.amount - ((payment.refunded_money?.amount as number | undefined) ?? 0);
  if (amount.amount > left) throw squareFailure(400, 'REFUND_AMOUNT_INVALID', `At most ${left} is left to refund.`, 'amount_money.amount');
  const made = refund(ctx.tenant, payment, amount.amount, { id: ctx.faker.string.alphanumeric(30), at: ctx.now, ...(typeof body.reason === 'string' ? { reason: body.reason } : {}) });
  ctx.emit('refund.created', 'refunds', made);
  ctx.emit('payment.updated', 'payments', payment);
  return made;
}

function list(ctx: Ctx) {
  const q = ctx.request.query;
  const begin = isoTime(q.get('begin_time') ?? iso(ctx.now - 365 * 86_400_000), 'begin_time');
  const end = isoTime(q.get('end_time') ?? iso(ctx.now + 1), 'end_time');
  const descending = (q.get('sort_order') ?? 'DESC') !== 'ASC';
  const refunds = refundsTable(ctx.tenant)
    .all()
    .filter((one) => one.created_at >= begin && one.created_at < end)
    .filter((one) => !q.get('location_id') || one.location_id === q.get('location_id'))
    .filter((one) => !q.get('status') || one.status === q.get('status'))
    .filter((one) => !q.get('source_type') || one.destination_type === q.get('source_type'))
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) * (descending ? -1 : 1));
  const { page, cursor } = pageOf(refunds, q.get('cursor'), q.get('limit') ?? undefined, { size: 100, max: 100 });
  return { refunds: page, ...(cursor ? { cursor } : {}) };
}

export function registerRefundRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  app.post('/v2/refunds', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const key = idempotencyKeyOf(body, 45);
    return once(ctx, 'RefundPayment', key, () => ({ status: 200, body: { refund: create(ctx, body) } }));
  }));
  app.get('/v2/refunds', kit.handler((ctx) => ({ status: 200, body: list(ctx) })));
  app.get('/v2/refunds/:refund_id', kit.handler((ctx) => {
    const found = refundsTable(ctx.tenant).get(ctx.request.params.refund_id as string);
    if (!found) throw squareFailure(404, 'NOT_FOUND', `Could not find refund with id: ${String(ctx.request.params.refund_id).slice(0, 40)}`);
    return { status: 200, body: { refund: found } };
  }));
}
