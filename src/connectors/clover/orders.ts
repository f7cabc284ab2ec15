/**
 * Unified POS orders on Clover orders (order-fields.ts maps them), every
 * read with `expand=lineItems.modifications,payments.tender`:
 *
 * - list: `GET /orders` (offset/limit, newest first). `location_id`: a
 *   Clover merchant is its one location (locations.ts), so the merchant's
 *   id lists its orders and any other id lists none.
 * - add: the order (`state: open` unless said, so Clover lists it), then its
 *   lines and modifications one call each, then its `total` (order-lines.ts),
 *   on the composite-write rule: a failure deletes the new order again.
 * - update: POST to the order (title, note, order type, currency, state).
 *   Lines are not rewritten by an update (Clover changes them one by one):
 *   `line_items` on an update is refused before any call.
 * - delete: `DELETE /orders/{id}` (its lines go with it).
 * - pay: `POST /pos/orders/{id}/pay` (pay-order.ts).
 */
import type { Static } from 'typebox';
import { orders, type Order as OrderModel } from '../../unified/pos/orders.js';
import type { ActionParams, ActionResult, ConnectorContext, WriteModel } from '../framework/define.js';
import { resolvePath, segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { collection } from '../kit/index.js';
import { invalid, MERCHANT } from './api.js';
import { cloverRecords } from './dialect.js';
import { CLOVER_ORDER_EVENTS } from './inbound.js';
import { orderFields, type OrderContext } from './order-fields.js';
import { addLines, checkLines } from './order-lines.js';
import { payOrder } from './pay-order.js';

type Order = Static<typeof OrderModel>;

const orderPath = (ctx: ConnectorContext, id: string) => `${resolvePath(MERCHANT, { parents: {}, settings: ctx.settings })}/orders/${segment(id)}`;

/** Orders with their pay action (POST /pos/orders/{id}/pay, pay-order.ts). */
export const cloverOrders = collection(orders, {
  ...cloverRecords,
  downstream: { id: 'orders', name: 'Orders' },
  what: 'order',
  fields: orderFields,
  path: `${MERCHANT}/orders`,
  readQuery: { expand: 'lineItems.modifications,payments.tender' },
  context: (_body, scope): OrderContext => ({ merchantId: scope.settings.merchant_id }),
  events: CLOVER_ORDER_EVENTS,
  // A retry of a pay whose outcome stayed unknown looks each payment up before sending it (payment-create.ts).
  resolvesRetries: ['pay'],
  actions: {
    pay: {
      async run(ctx: ConnectorContext, { id, body }: ActionParams): Promise<ActionResult> {
        return { kind: 'id', id: (await payOrder(ctx, id, (body ?? {}) as WriteModel<Order>)).id };
      },
    },
  },
  hooks: {
    async list(ctx, params, read) {
      const location = params.parameters?.location_id;
      if (typeof location === 'string' && location !== ctx.settings.merchant_id) return { items: [], next: null };
      return read(params);
    },
    async compose(ctx, write) {
      const record = write.record as WriteModel<Order>;
      // The token reaches one merchant, which is its one location: an order elsewhere is a mistake to name, not to send.
      for (const field of ['merchant_id', 'location_id'] as const) {
        if (typeof record[field] === 'string' && record[field] !== ctx.settings.merchant_id) throw invalid(`This connection reaches the Clover merchant ${ctx.settings.merchant_id ?? ''}, which is its one location`, { field });
      }
      if (record.line_items) checkLines(record.line_items);
      if (write.operation === 'update') {
        if (record.line_items) throw invalid('Clover changes an order\'s lines one by one, not through the order: line_items is written on create only', { field: 'line_items' });
        if (write.empty) return { id: (await write.current()).id as string };
        return { id: await write.send(write.body) };
      }
      return compositeWrite(async (steps) => {
        const id = await steps.create('order', () => write.send({ state: 'open', ...(write.body as object) }), (created) => ctx.http.request({ method: 'DELETE', path: orderPath(ctx, created) }));
        const lines = record.line_items ?? [];
        if (lines.length > 0) {
          const total = await steps.step('adding its line items', () => addLines(ctx, orderPath(ctx, id), lines));
          await steps.step('setting its total', () => ctx.http.request({ method: 'POST', path: orderPath(ctx, id), json: { total } }));
        }
        return { id };
      });
    },
  },
});
