/**
 * Payments. Paying an order from a server is REST v3's
 * `POST /v3/merchants/{mId}/orders/{orderId}/payments`
 * (https://docs.clover.com/reference/ordercreatepaymentfororder): it records
 * a payment on the order with a positive `amount` (cents) and the id of one
 * of the merchant's tenders, for tenders settled outside Clover's card flow
 * (cash, gift cards, external payments). The Ecommerce API's
 * `POST /v1/orders/{id}/pay` on scl.clover.com charges a card source for
 * online orders, with Ecommerce keys; a POS integration holding a merchant's
 * OAuth token records payments through REST v3, so that is what is served.
 *
 * Clover documents an `Idempotency-Key` header for its Ecommerce and device
 * (REST Pay) APIs, not for this endpoint: a repeated request records another
 * payment. A client finds a payment it may have made by its own
 * `externalPaymentId` (`filter=externalPaymentId=…` on the payments list).
 *
 * Also: the merchant's payments (list with filters, get) and an order's
 * payments (list). A payment moves the order's `paymentState` (OPEN →
 * PARTIALLY_PAID → PAID against its `total`) and its `modifiedTime`.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, findRecord, fromWire, type EmulatedResource, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { cloverDialect } from './dialect.js';
import { cloverFilter, filterableList, type FilterFields } from './filter.js';
import { touchOrder } from './line-items.js';
import { cloverEvents } from './webhooks.js';
import { presentOne, referenced } from './nest.js';
import { orders } from './orders.js';
import { tenders } from './tenders.js';
import { cloverId, expanded, hrefOf, idField, readOnly, reference, timeField, type Ctx } from './records.js';

const nonNegative = { kind: 'integer', parse: (value: unknown) => wholeCents(value, 0) } as const;

/** A whole number of cents at least `min`, or Clover's 400. */
function wholeCents(value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw fail.validation(`Amounts are whole cents${min > 0 ? ' and must be positive' : ''}: ${String(value)}`, { field: 'amount' });
  return value;
}

const FILTERS: FilterFields = {
  id: (record) => record.id,
  createdTime: (record) => record.createdTime,
  clientCreatedTime: (record) => record.clientCreatedTime,
  modifiedTime: (record) => record.modifiedTime,
  amount: (record) => record.amount,
  result: (record) => record.result,
  externalPaymentId: (record) => record.externalPaymentId,
  'order.id': (record) => record.orderId,
  'tender.id': (record) => record.tenderId,
};

export const payments: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'payments',
  routes: { list: 'GET /v3/merchants/:mId/payments', get: 'GET /v3/merchants/:mId/payments/:paymentId' },
  idParam: 'paymentId',
  newId: cloverId,
  order: 'newest-first',
  fields: {
    id: idField,
    orderId: reference('order', { readOnly: true }),
    tenderId: reference('tender', { required: true }),
    amount: { kind: 'integer', required: true, parse: (value) => wholeCents(value, 1) },
    tipAmount: nonNegative,
    taxAmount: nonNegative,
    cashbackAmount: nonNegative,
    cashTendered: nonNegative,
    externalPaymentId: { kind: 'string', maxLength: 32 },
    note: { kind: 'string', maxLength: 255 },
    offline: { kind: 'boolean', default: false },
    result: readOnly('string', { enum: ['SUCCESS', 'FAIL', 'INITIATED', 'VOIDED', 'VOIDING', 'VOID_FAILED', 'AUTH', 'AUTH_COMPLETED', 'DISCOUNT', 'OFFLINE_RETRYING', 'PENDING'] }),
    createdTime: timeField,
    clientCreatedTime: { kind: 'time' },
    modifiedTime: timeField,
  },
  timestamps: { created: 'createdTime', updated: 'modifiedTime' },
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/payments$/, FILTERS),
    present(wire, record, ctx): Record<string, unknown> {
      const tender = ctx.tenant.table('tenders').get(String(record.tenderId));
      const order = ctx.tenant.table('orders').get(String(record.orderId));
      return {
        href: hrefOf(ctx, `payments/${record.id}`),
        ...wire,
        ...(tender && expanded(ctx, 'tender', 'payments') ? { tender: presentOne(tenders, tender, ctx) } : {}),
        // An order nested in its own payment would nest the payment again: the order is written without its expansions.
        ...(order && expanded(ctx, 'order') ? { order: { ...presentOne(orders, order, { ...ctx, request: { ...ctx.request, query: new URLSearchParams() } }) } } : {}),
      };
    },
  },
});

/** What an order's successful payments add up to, and the payment state that makes against its total. */
export function settleOrder(ctx: Ctx, order: StoredRecord): void {
  const paid = ctx.tenant.table('payments').all()
    .filter((payment) => payment.orderId === order.id && payment.result === 'SUCCESS')
    .reduce((sum, payment) => sum + Number(payment.amount), 0);
  const total = Number(order.total ?? 0);
  order.paymentState = paid === 0 ? 'OPEN' : paid >= total ? 'PAID' : 'PARTIALLY_PAID';
  if (order.paymentState === 'PAID') order.state = 'locked';
}

function recordPayment(ctx: Ctx): StoredRecord {
  const order = findRecord(orders, ctx);
  const values = fromWire(ctx.request.body, payments.fields, { mode: 'create', dialect: cloverDialect });
  referenced(ctx, 'tenders', values.tenderId, 'tender');
  const payment: StoredRecord = { ...values, id: cloverId(ctx), orderId: order.id, result: 'SUCCESS', createdTime: ctx.now, modifiedTime: ctx.now };
  payment.clientCreatedTime ??= ctx.now;
  ctx.tenant.table('payments').insert(payment);
  settleOrder(ctx, order);
  ctx.emit(cloverEvents('payments').created, 'payments', payment);
  touchOrder(ctx, order.id);
  return payment;
}

export function registerOrderPaymentRoutes(app: FastifyInstance, kit: PlatformKit<CloverAccount>): void {
  const path = '/v3/merchants/:mId/orders/:orderId/payments';
  const selectOrderPayments = cloverFilter(FILTERS);
  app.post(path, kit.handler((ctx) => ({ status: 200, body: kit.present('payments', recordPayment(ctx), ctx) })));
  app.get(path, kit.handler((ctx) => {
    const order = findRecord(orders, ctx);
    const own = ctx.tenant.table('payments').all().filter((payment) => payment.orderId === order.id);
    const matching = selectOrderPayments(own, ctx);
    const page = cloverDialect.paging.read(ctx.request);
    const described = cloverDialect.paging.describe(ctx.request, page, matching.length);
    const records = matching.slice(page.start, page.start + page.size).map((payment) => kit.present('payments', payment, ctx));
    return { status: 200, body: cloverDialect.envelopes.list(records, described.info, { name: 'payments', labels: {} }) };
  }));
}
