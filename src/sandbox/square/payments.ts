/**
 * Payments (api.json: CreatePayment, GetPayment, ListPayments,
 * CancelPayment, CompletePayment). Sources are Square's sandbox test values
 * (https://developer.squareup.com/docs/devtools/sandbox/payments):
 * `cnon:card-nonce-ok` (a Visa ending 1111), `cnon:card-nonce-declined`
 * (402 CARD_DECLINED), `CASH` with `cash_details`, `EXTERNAL` with
 * `external_details`. `autocomplete` (default true) captures at once
 * (COMPLETED); false leaves the payment APPROVED until CompletePayment,
 * CancelPayment or PayOrder. A payment for an order must not exceed what
 * the order still owes; an autocompleted one must pay all of it, and
 * completes the order with it as its tender.
 *
 * The `payment_timeout` switch (switches.ts) makes the next CreatePayment
 * store the payment and then not answer in time: a connector must find it
 * again (the same idempotency key answers it) before it retries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setSwitch, switchValue, type KitContext, type PlatformKit, type TenantState } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareFailure } from './dialect.js';
import { bodyOf, idempotencyKeyOf, once } from './idempotency.js';
import { locationOf } from './locations.js';
import { money, readMoney, type Money } from './money.js';
import { closeWithPayments, ordersTable } from './orders.js';
import { pageOf } from './paging.js';
import { PAYMENT_TIMEOUT, type PaymentTimeout } from './switches.js';
import { isoTime } from './times.js';

type Ctx = KitContext<SquareAccount>;
export type Payment = Record<string, any> & { id: string; status: string };
const iso = (ms: number) => new Date(ms).toISOString();

export const paymentsTable = (tenant: TenantState) => tenant.table<Payment>('payments');

function paymentOf(ctx: Ctx, id: string): Payment {
  const payment = paymentsTable(ctx.tenant).get(id);
  if (!payment) throw squareFailure(404, 'NOT_FOUND', `Could not find payment with id: ${id.slice(0, 40)}`);
  return payment;
}

function touch(ctx: Ctx, payment: Payment): void {
  payment.updated_at = iso(ctx.now);
  payment.version_token = ctx.faker.string.alphanumeric(40);
  paymentsTable(ctx.tenant).updated(payment.id);
}

/** Captures an APPROVED payment (CompletePayment, PayOrder). */
export function completePayment(ctx: Ctx, payment: Payment): void {
  payment.status = 'COMPLETED';
  if (payment.card_details) payment.card_details.status = 'CAPTURED';
  touch(ctx, payment);
  ctx.emit('payment.updated', 'payments', payment);
}

function sourceDetails(ctx: Ctx, body: Record<string, any>): Record<string, unknown> {
  const source = body.source_id;
  if (source === 'cnon:card-nonce-declined') throw squareFailure(402, 'CARD_DECLINED', 'Authorization error: \'CARD_DECLINED\'', 'source_id');
  if (source === 'CASH') {
    if (!body.cash_details?.buyer_supplied_money) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'cash_details.buyer_supplied_money');
    const given = readMoney(body.cash_details.buyer_supplied_money, 'cash_details.buyer_supplied_money', ctx.account.currency);
    return { source_type: 'CASH', cash_details: { buyer_supplied_money: given, change_back_money: money(given.amount - (body.amount_money?.amount ?? 0), ctx.account.currency) } };
  }
  if (source === 'EXTERNAL') {
    if (!body.external_details?.type || !body.external_details?.source) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'external_details');
    return { source_type: 'EXTERNAL', external_details: { type: body.external_details.type, source: body.external_details.source } };
  }
  if (typeof source === 'string' && source.startsWith('cnon:')) {
    return {
      source_type: 'CARD',
      card_details: {
        status: 'AUTHORIZED',
        card: { card_brand: 'VISA', last_4: '1111', exp_month: 11, exp_year: new Date(ctx.now).getUTCFullYear() + 3, fingerprint: 'sq-1-sandbox', card_type: 'CREDIT', prepaid_type: 'NOT_PREPAID', bin: '411111' },
        entry_method: 'KEYED',
        cvv_status: 'CVV_ACCEPTED',
        avs_status: 'AVS_ACCEPTED',
        statement_description: 'SQ *SANDBOX',
      },
    };
  }
  throw squareFailure(400, 'INVALID_CARD_DATA', 'source_id is not a card nonce, CASH or EXTERNAL', 'source_id');
}

function create(ctx: Ctx, body: Record<string, any>): Payment {
  if (!body.source_id) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'source_id');
  if (!body.amount_money) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'amount_money');
  const currency = ctx.account.currency;
  const amount = readMoney(body.amount_money, 'amount_money', currency);
  const tip = body.tip_money === undefined ? undefined : readMoney(body.tip_money, 'tip_money', currency);
  const locationId = body.location_id ?? ctx.tenant.extras.get('mainLocationId');
  locationOf(ctx, locationId, 'location_id');
  if (body.order_id !== undefined) {
    const order = ordersTable(ctx.tenant).get(String(body.order_id));
    if (!order) throw squareFailure(404, 'NOT_FOUND', `Order ${String(body.order_id).slice(0, 40)} not found.`, 'order_id');
    if (order.state !== 'OPEN') throw squareFailure(400, 'BAD_REQUEST', `A ${order.state} order cannot take a payment.`, 'order_id');
    const due = (order.net_amount_due_money as Money).amount;
    if (amount.amount > due) throw squareFailure(400, 'BAD_REQUEST', 'The payment is more than the order owes.', 'amount_money');
    // A captured payment closes its order, so it must pay all of it; part payments are delayed ones joined by PayOrder.
    if (body.autocomplete !== false && amount.amount !== due) throw squareFailure(400, 'BAD_REQUEST', `An autocompleted payment for an order must pay all of it (${due}); pay in parts with autocomplete false and PayOrder.`, 'amount_money');
  }
  const details = sourceDetails(ctx, body);
  const autocomplete = body.autocomplete !== false;
  const total = money(amount.amount + (tip?.amount ?? 0), currency);
  const id = ctx.faker.string.alphanumeric(30);
  const payment: Payment = {
    id,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
    amount_money: amount,
    ...(tip ? { tip_money: tip } : {}),
    total_money: total,
    approved_money: total,
    status: autocomplete ? 'COMPLETED' : 'APPROVED',
    ...(autocomplete ? {} : { delay_duration: 'PT168H', delay_action: 'CANCEL', delayed_until: iso(ctx.now + 168 * 3_600_000) }),
    ...details,
    location_id: locationId,
    ...(body.order_id !== undefined ? { order_id: body.order_id } : {}),
    ...(typeof body.reference_id === 'string' ? { reference_id: body.reference_id } : {}),
    ...(typeof body.note === 'string' ? { note: body.note } : {}),
    ...(typeof body.customer_id === 'string' ? { customer_id: body.customer_id } : {}),
    receipt_number: id.slice(0, 4),
    receipt_url: `https://squareupsandbox.com/receipt/preview/${id}`,
    application_details: { square_product: 'ECOMMERCE_API', application_id: 'sq0idp-SandboxUnifiedApi7Qk2Lm9Xw4Rt' },
    version_token: ctx.faker.string.alphanumeric(40),
  };
  if (autocomplete && payment.card_details) payment.card_details.status = 'CAPTURED';
  paymentsTable(ctx.tenant).insert(payment);
  ctx.emit('payment.created', 'payments', payment);
  if (autocomplete && body.order_id !== undefined) closeWithPayments(ctx, ordersTable(ctx.tenant).get(String(body.order_id))!, [payment]);
  return payment;
}

function list(ctx: Ctx) {
  const q = ctx.request.query;
  const begin = isoTime(q.get('begin_time') ?? iso(ctx.now - 365 * 86_400_000), 'begin_time');
  const end = isoTime(q.get('end_time') ?? iso(ctx.now + 1), 'end_time');
  const field = q.get('sort_field') === 'UPDATED_AT' ? 'updated_at' : 'created_at';
  const descending = (q.get('sort_order') ?? 'DESC') !== 'ASC';
  const payments = paymentsTable(ctx.tenant)
    .all()
    .filter((payment) => payment.created_at >= begin && payment.created_at < end)
    .filter((payment) => !q.get('location_id') || payment.location_id === q.get('location_id'))
    .filter((payment) => !q.get('total') || payment.total_money.amount === Number(q.get('total')))
    .filter((payment) => !q.get('last_4') || payment.card_details?.card?.last_4 === q.get('last_4'))
    .filter((payment) => !q.get('card_brand') || payment.card_details?.card?.card_brand === q.get('card_brand'))
    .sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (descending ? -1 : 1));
  const { page, cursor } = pageOf(payments, q.get('cursor'), q.get('limit') ?? undefined, { size: 100, max: 100 });
  return { payments: page, ...(cursor ? { cursor } : {}) };
}

/** Drops the connection or holds the answer back, once, after the payment was stored. */
async function timeOut(request: FastifyRequest, setting: PaymentTimeout): Promise<void> {
  if (setting === 'drop') {
    request.raw.socket.destroy();
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, setting.delay_ms));
}

export function registerPaymentRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  app.post('/v2/payments', (request, reply) =>
    kit.handler(async (ctx) => {
      const body = bodyOf(ctx);
      const key = idempotencyKeyOf(body, 45);
      const answer = once(ctx, 'CreatePayment', key, () => ({ status: 200, body: { payment: create(ctx, body) } }));
      const timeout = switchValue<PaymentTimeout>(ctx.tenant, PAYMENT_TIMEOUT);
      if (timeout !== undefined && answer.status === 200) {
        setSwitch(ctx.tenant, PAYMENT_TIMEOUT, null);
        await timeOut(request, timeout);
      }
      return answer;
    })(request, reply),
  );
  app.get('/v2/payments', kit.handler((ctx) => ({ status: 200, body: list(ctx) })));
  app.get('/v2/payments/:payment_id', kit.handler((ctx) => ({ status: 200, body: { payment: paymentOf(ctx, ctx.request.params.payment_id as string) } })));
  app.post('/v2/payments/:payment_id/cancel', kit.handler((ctx) => {
    const payment = paymentOf(ctx, ctx.request.params.payment_id as string);
    if (payment.status === 'CANCELED') return { status: 200, body: { payment } };
    if (payment.status !== 'APPROVED') throw squareFailure(400, 'BAD_REQUEST', `A ${payment.status} payment cannot be canceled.`, 'payment_id');
    payment.status = 'CANCELED';
    if (payment.card_details) payment.card_details.status = 'VOIDED';
    touch(ctx, payment);
    ctx.emit('payment.updated', 'payments', payment);
    return { status: 200, body: { payment } };
  }));
  app.post('/v2/payments/:payment_id/complete', kit.handler((ctx) => {
    const payment = paymentOf(ctx, ctx.request.params.payment_id as string);
    const body = bodyOf(ctx);
    if (body.version_token !== undefined && body.version_token !== payment.version_token) throw squareFailure(400, 'VERSION_MISMATCH', 'The payment changed since version_token was read.', 'version_token');
    if (payment.status === 'COMPLETED') return { status: 200, body: { payment } };
    if (payment.status !== 'APPROVED') throw squareFailure(400, 'BAD_REQUEST', `A ${payment.status} payment cannot be completed.`, 'payment_id');
    completePayment(ctx, payment);
    return { status: 200, body: { payment } };
  }));
}
