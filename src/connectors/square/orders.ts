/**
 * Unified POS orders on Square orders (order-fields.ts maps them):
 *
 * - list: SearchOrders (POST /v2/orders/search) by location. `location_id`
 *   names one; without it the search covers every location of the seller
 *   (ListLocations first), up to Square's ten per search: a seller with more
 *   must name one (400, saying so).
 * - one: RetrieveOrder; add: CreateOrder with a derived idempotency key.
 * - update: UpdateOrder with the order's `version` (optimistic: the
 *   request's `version` where it gives one, else the version just read); a
 *   version Square no longer has is Square's 400 VERSION_MISMATCH, passed
 *   on as ConnectorExecutionError with Square's message. Lines merge by their
 *   id (Square's uid); `status` moves the order (completed, voided).
 * - delete: Square deletes no order; it is cancelled (state CANCELED) the
 *   same way, and reads as `status: voided` afterwards.
 */
import type { Static } from 'typebox';
import { orders, type Order as OrderModel } from '../../unified/pos/orders.js';
import type { ActionParams, ActionResult, ConnectorContext, WriteModel } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { invalid } from './api.js';
import { squareDialect } from './dialect.js';
import { squareIdempotencyKey } from './idempotency-keys.js';
import { SQUARE_ORDER_EVENTS } from './inbound.js';
import { orderFields } from './order-fields.js';
import { payOrder } from './pay-order.js';
import { squareLines } from './order-lines.js';
import type { SquareLocation, SquareOrder } from './wire-types.js';

type Order = Static<typeof OrderModel>;
const SEARCH_MAX_LOCATIONS = 10;

async function locationIds(ctx: ConnectorContext, asked: unknown): Promise<string[]> {
  if (typeof asked === 'string') return [asked];
  const { body } = await ctx.http.request<{ locations?: SquareLocation[] }>({ method: 'GET', path: '/v2/locations' });
  const ids = (body.locations ?? []).map((location) => location.id);
  if (ids.length > SEARCH_MAX_LOCATIONS) {
    throw invalid(`This Square seller has ${ids.length} locations; Square searches at most ${SEARCH_MAX_LOCATIONS} at once: name one with location_id`, { parameter: 'location_id' });
  }
  return ids;
}

/** Square's body of an order write: the mapped fields, the lines, the version of an update. */
function orderBody(ctx: ConnectorContext, operation: 'add' | 'update', record: WriteModel<Order>, mapped: Record<string, unknown>, version: number | undefined, id?: string): unknown {
  const order: Record<string, unknown> = { ...mapped };
  if (record.line_items) order.line_items = squareLines(record.line_items, record.currency);
  if (version !== undefined) order.version = version;
  return { order, idempotency_key: squareIdempotencyKey(ctx, `order:${operation}:${id ?? ''}`) };
}

/** The version an update names: the request's, else the one just read. */
async function versionFor(record: WriteModel<Order>, current: () => Promise<SquareOrder>): Promise<number> {
  if (typeof record.version === 'string' && /^\d+$/.test(record.version)) return Number(record.version);
  if (record.version !== undefined && record.version !== null) throw invalid('version is the order\'s version as read: a whole number', { field: 'version' });
  return (await current()).version ?? 1;
}

/** Orders with their pay action (POST /pos/orders/{id}/pay, pay-order.ts). */
export const squareOrders = collection(orders, {
  dialect: squareDialect,
  downstream: { id: 'orders', name: 'Orders' },
  what: 'order',
  fields: orderFields,
  path: '/v2/orders',
  recordAt: 'order',
  listAt: 'orders',
  idAt: 'order.id',
  // The seller of the token: Square's orders do not name it (order-fields.ts).
  load: async (ctx) => (await ctx.http.request<{ merchant?: { id?: string } }>({ method: 'GET', path: '/v2/merchants/me' })).body.merchant?.id,
  context: (_body, scope) => ({ merchantId: typeof scope.loaded === 'string' ? scope.loaded : undefined }),
  list: { search: { path: '/v2/orders/search', body: (paging, params) => ({ location_ids: params.parameters?.location_ids, ...paging }) } },
  one: true,
  add: true,
  update: { method: 'PUT' },
  delete: { method: 'PUT', body: (current) => ({ order: { location_id: current.location_id, state: 'CANCELED', version: current.version } }) },
  events: SQUARE_ORDER_EVENTS,
  // A retry of a pay whose outcome stayed unknown finds its payments again by their derived keys.
  resolvesRetries: ['pay'],
  actions: {
    pay: {
      async run(ctx: ConnectorContext, { id, body }: ActionParams): Promise<ActionResult> {
        return { kind: 'id', id: (await payOrder(ctx, id, (body ?? {}) as WriteModel<Static<typeof OrderModel>>)).id };
      },
    },
  },
  hooks: {
    async list(ctx, params, read) {
      const ids = await locationIds(ctx, params.parameters?.location_id);
      if (ids.length === 0) return { items: [], next: null };
      return read({ ...params, parameters: { ...params.parameters, location_ids: ids } });
    },
    async beforeWrite(ctx, write) {
      const record = write.record as WriteModel<Order>;
      if (write.operation === 'add') return orderBody(ctx, 'add', record, write.body as Record<string, unknown>, undefined);
      // UpdateOrder's sparse order still names its location (Square's Order requires location_id).
      const mapped = { location_id: record.location_id ?? (await write.current()).location_id, ...(write.body as Record<string, unknown>) };
      return orderBody(ctx, 'update', record, mapped, await versionFor(record, write.current));
    },
    async compose(_ctx, write) {
      if (write.operation === 'update' && write.empty && !(write.record as WriteModel<Order>).line_items) return { id: write.id as string };
      return { id: await write.send(write.body) };
    },
  },
});
