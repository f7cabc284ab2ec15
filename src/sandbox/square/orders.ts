/**
 * Orders (api.json: CreateOrder, RetrieveOrder, UpdateOrder, SearchOrders,
 * PayOrder). An order is OPEN, COMPLETED or CANCELED; each change raises its
 * `version`, and an update must name the version it read (VERSION_MISMATCH
 * otherwise). SearchOrders needs `location_ids` (1 to 10) and filters by
 * state and by a created/updated/closed time range, sorted on that time.
 * PayOrder takes payments made for the order with `autocomplete: false`
 * whose amounts add up to what is due: it completes them, adds them as
 * tenders and completes the order; a payment created for the order with
 * `autocomplete` must pay all of it and completes it the same way. No
 * Square endpoint deletes an order.
 */
import type { FastifyInstance } from 'fastify';
import type { KitContext, PlatformKit, TenantState } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareFailure } from './dialect.js';
import { bodyOf, idempotencyKeyOf, once } from './idempotency.js';
import { locationOf } from './locations.js';
import type { Money } from './money.js';
import { readLine, settleTotals, type Line } from './order-totals.js';
import { pageOf } from './paging.js';
import { isoTime, listOf } from './times.js';
import { completePayment, paymentsTable, type Payment } from './payments.js';

type Ctx = KitContext<SquareAccount>;
export type Order = Line & { id: string; state: string; version: number; location_id: string };
const iso = (ms: number) => new Date(ms).toISOString();

export const ordersTable = (tenant: TenantState) => tenant.table<Order>('orders');

export function orderOf(ctx: Ctx, id: string): Order {
  const order = ordersTable(ctx.tenant).get(id);
  if (!order) throw squareFailure(404, 'NOT_FOUND', `Order ${id.slice(0, 40)} not found.`);
  return order;
}

function readOrder(body: Record<string, unknown>): Line {
  const order = body.order;
  if (!order || typeof order !== 'object' || Array.isArray(order)) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'order');
  return order as Line;
}

function create(ctx: Ctx, asked: Line): Order {
  if (typeof asked.location_id !== 'string') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'order.location_id');
  locationOf(ctx, asked.location_id, 'order.location_id');
  if (asked.state !== undefined && asked.state !== 'OPEN' && asked.state !== 'DRAFT') throw squareFailure(400, 'INVALID_VALUE', 'A new order is OPEN or DRAFT', 'order.state');
  const order: Order = {
    id: ctx.faker.string.alphanumeric(29),
    location_id: asked.location_id,
    ...(typeof asked.reference_id === 'string' ? { reference_id: asked.reference_id } : {}),
    ...(typeof asked.customer_id === 'string' ? { customer_id: asked.customer_id } : {}),
    ...(typeof asked.ticket_name === 'string' ? { ticket_name: asked.ticket_name } : {}),
    source: { name: typeof asked.source?.name === 'string' ? asked.source.name : 'Unified API sandbox' },
    line_items: listOf(asked.line_items, 'order.line_items').map((line, index) => readLine(ctx, line, index)),
    state: asked.state ?? 'OPEN',
    version: 1,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  };
  settleTotals(order, ctx.account.currency);
  ordersTable(ctx.tenant).insert(order);
  ctx.emit('order.created', 'orders', order);
  return order;
}

const MOVES: Readonly<Record<string, readonly string[]>> = { DRAFT: ['OPEN', 'CANCELED'], OPEN: ['COMPLETED', 'CANCELED'] };

function update(ctx: Ctx, order: Order, asked: Line, clear: unknown): Order {
  if (asked.version === undefined) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'order.version');
  if (asked.location_id !== undefined && asked.location_id !== order.location_id) throw squareFailure(400, 'INVALID_VALUE', 'An order cannot move to another location', 'order.location_id');
  if (asked.version !== order.version) throw squareFailure(400, 'VERSION_MISMATCH', `The order's version is ${order.version}`, 'order.version');
  if (order.state === 'COMPLETED' || order.state === 'CANCELED') throw squareFailure(400, 'BAD_REQUEST', `A ${order.state} order cannot be updated.`, 'order.state');
  if (asked.state !== undefined && asked.state !== order.state) {
    if (!MOVES[order.state]?.includes(asked.state)) throw squareFailure(400, 'INVALID_VALUE', `An order cannot move from ${order.state} to ${String(asked.state).slice(0, 20)}`, 'order.state');
    order.state = asked.state;
    if (asked.state !== 'OPEN') order.closed_at = iso(ctx.now);
  }
  let lines = [...((order.line_items as Line[] | undefined) ?? [])];
  for (const path of Array.isArray(clear) ? clear : []) {
    const uid = /^line_items\[([^\]]+)\]$/.exec(String(path))?.[1];
    if (uid) lines = lines.filter((line) => line.uid !== uid);
  }
  (listOf(asked.line_items, 'order.line_items') as Line[]).forEach((line, index) => {
    const at = lines.findIndex((existing) => existing.uid === line?.uid);
    if (at >= 0) lines[at] = readLine(ctx, line, index, lines[at]);
    else lines.push(readLine(ctx, line, index));
  });
  order.line_items = lines;
  for (const field of ['reference_id', 'ticket_name', 'customer_id'] as const) if (typeof asked[field] === 'string') order[field] = asked[field];
  order.version += 1;
  order.updated_at = iso(ctx.now);
  settleTotals(order, ctx.account.currency);
  ordersTable(ctx.tenant).updated(order.id);
  ctx.emit('order.updated', 'orders', order);
  return order;
}

function timeIn(order: Order, field: string, range: Line | undefined): boolean {
  if (!range) return true;
  const at = order[field] as string | undefined;
  if (!at) return false;
  const where = `query.filter.date_time_filter.${field}`;
  return (!range.start_at || at >= isoTime(range.start_at, `${where}.start_at`)) && (!range.end_at || at < isoTime(range.end_at, `${where}.end_at`));
}

function search(ctx: Ctx, body: Record<string, unknown>) {
  const ids = body.location_ids;
  if (!Array.isArray(ids) || ids.length === 0) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'location_ids');
  if (ids.length > 10) throw squareFailure(400, 'INVALID_ARRAY_LENGTH', 'At most 10 location ids', 'location_ids');
  const query = (body.query ?? {}) as Line;
  const states = query.filter?.state_filter?.states === undefined ? undefined : (listOf(query.filter.state_filter.states, 'query.filter.state_filter.states') as string[]);
  const times = (query.filter?.date_time_filter ?? {}) as Line;
  const sortField = String(query.sort?.sort_field ?? 'CREATED_AT').toLowerCase();
  if (!['created_at', 'updated_at', 'closed_at'].includes(sortField)) throw squareFailure(400, 'INVALID_ENUM_VALUE', 'sort_field is CREATED_AT, UPDATED_AT or CLOSED_AT', 'query.sort.sort_field');
  const descending = String(query.sort?.sort_order ?? 'DESC') === 'DESC';
  const orders = ordersTable(ctx.tenant)
    .all()
    .filter((order) => ids.includes(order.location_id) && (!states || states.includes(order.state)))
    .filter((order) => timeIn(order, 'created_at', times.created_at) && timeIn(order, 'updated_at', times.updated_at) && timeIn(order, 'closed_at', times.closed_at))
    .sort((a, b) => String(a[sortField] ?? '').localeCompare(String(b[sortField] ?? '')) * (descending ? -1 : 1));
  const { page, cursor } = pageOf(orders, body.cursor, body.limit, { size: 500, max: 1000 });
  const found = body.return_entries === true ? { order_entries: page.map((order) => ({ order_id: order.id, version: order.version, location_id: order.location_id })) } : { orders: page };
  return { ...found, ...(cursor ? { cursor } : {}) };
}

function pay(ctx: Ctx, order: Order, body: Record<string, unknown>): Order {
  if (body.order_version !== undefined && body.order_version !== order.version) throw squareFailure(400, 'VERSION_MISMATCH', `The order's version is ${order.version}`, 'order_version');
  if (order.state !== 'OPEN') throw squareFailure(400, 'BAD_REQUEST', `A ${order.state} order cannot be paid.`, 'order_id');
  const ids = listOf(body.payment_ids, 'payment_ids');
  const payments = ids.map((id, index) => {
    const payment = paymentsTable(ctx.tenant).get(String(id));
    if (!payment) throw squareFailure(404, 'NOT_FOUND', `Payment ${String(id).slice(0, 40)} not found.`, `payment_ids[${index}]`);
    if (payment.order_id !== order.id) throw squareFailure(400, 'INVALID_VALUE', 'The payment was not made for this order.', `payment_ids[${index}]`);
    if (payment.status !== 'APPROVED') throw squareFailure(400, 'INVALID_VALUE', `A ${String(payment.status)} payment cannot pay an order; create it with autocomplete false.`, `payment_ids[${index}]`);
    return payment;
  });
  const due = (order.net_amount_due_money as Money).amount;
  const paid = payments.reduce((sum, payment) => sum + (payment.amount_money as Money).amount, 0);
  if (paid !== due) throw squareFailure(400, 'BAD_REQUEST', `The payments total ${paid} but ${due} is due.`, 'payment_ids');
  for (const payment of payments) completePayment(ctx, payment);
  return closeWithPayments(ctx, order, payments);
}

/** Adds captured payments to an order as tenders and completes it (PayOrder, and CreatePayment with autocomplete). */
export function closeWithPayments(ctx: Ctx, order: Order, payments: readonly Payment[]): Order {
  order.tenders = [
    ...((order.tenders as Line[] | undefined) ?? []),
    ...payments.map((payment) => ({
      id: payment.id,
      location_id: order.location_id,
      created_at: payment.created_at,
      amount_money: payment.amount_money,
      type: payment.source_type === 'CASH' ? 'CASH' : payment.source_type === 'EXTERNAL' ? 'OTHER' : 'CARD',
      payment_id: payment.id,
    })),
  ];
  order.state = 'COMPLETED';
  order.closed_at = iso(ctx.now);
  order.version += 1;
  order.updated_at = iso(ctx.now);
  settleTotals(order, ctx.account.currency);
  ordersTable(ctx.tenant).updated(order.id);
  ctx.emit('order.updated', 'orders', order);
  return order;
}

export function registerOrderRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  app.post('/v2/orders', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const key = body.idempotency_key === undefined ? undefined : idempotencyKeyOf(body);
    const run = () => ({ status: 200, body: { order: create(ctx, readOrder(body)) } });
    // CreateOrder's key is optional in Square's description; without one each call creates.
    return key === undefined ? run() : once(ctx, 'CreateOrder', key, run);
  }));
  app.get('/v2/orders/:order_id', kit.handler((ctx) => ({ status: 200, body: { order: orderOf(ctx, ctx.request.params.order_id as string) } })));
  app.put('/v2/orders/:order_id', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const order = orderOf(ctx, ctx.request.params.order_id as string);
    const key = body.idempotency_key === undefined ? undefined : idempotencyKeyOf(body);
    const run = () => ({ status: 200, body: { order: update(ctx, order, readOrder(body), body.fields_to_clear) } });
    return key === undefined ? run() : once(ctx, `UpdateOrder ${order.id}`, key, run);
  }));
  app.post('/v2/orders/search', kit.handler((ctx) => ({ status: 200, body: search(ctx, bodyOf(ctx)) })));
  app.post('/v2/orders/:order_id/pay', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const key = idempotencyKeyOf(body);
    const order = orderOf(ctx, ctx.request.params.order_id as string);
    return once(ctx, `PayOrder ${order.id}`, key, () => ({ status: 200, body: { order: pay(ctx, order, body) } }));
  }));
}
