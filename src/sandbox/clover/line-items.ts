/**
 * An order's line items (https://docs.clover.com/reference/ordergetorderlineitems,
 * https://docs.clover.com/reference/ordercreatelineitem): list, create, get,
 * update (POST), delete under /orders/{orderId}/line_items. A line names an
 * inventory item (`item: {id}`, whose name and price it takes unless the
 * request gives its own) or is a custom line (then `name` and `price` are
 * needed). `unitQty` is thousandths of a unit, for PER_UNIT items. Clover
 * leaves the order's `total` to the app, so a new line does not change it.
 *
 * Modifiers chosen for a line are its modifications
 * (https://docs.clover.com/reference/ordercreatemodification): POST
 * …/line_items/{lineItemId}/modifications `{modifier: {id}}` copies the
 * modifier's name and price as the modification's `amount`; DELETE
 * …/modifications/{modificationId} removes one; `expand=modifications`
 * (or `lineItems.modifications` on an order) nests them.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, findRecord, type EmulatedResource, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { filterableList } from './filter.js';
import { cloverEvents } from './webhooks.js';
import { referenced } from './nest.js';
import { cloverId, elements, expanded, hrefOf, idField, readOnly, reference, timeField, type Ctx } from './records.js';

export interface Modification {
  id: string;
  name: string;
  alternateName?: string;
  amount: number;
  modifierId: string;
}

const modificationsOf = (line: StoredRecord): Modification[] => (line.modifications as Modification[] | undefined) ?? [];

function modificationWire(ctx: Ctx, line: StoredRecord, modification: Modification): Record<string, unknown> {
  return {
    href: hrefOf(ctx, `orders/${String(line.orderId)}/line_items/${line.id}/modifications/${modification.id}`),
    id: modification.id,
    lineItemRef: { id: line.id },
    name: modification.name,
    ...(modification.alternateName ? { alternateName: modification.alternateName } : {}),
    amount: modification.amount,
    modifier: { id: modification.modifierId },
  };
}

/** The order was changed now: its modifiedTime moves (what `filter=modifiedTime>=` polls read) and its webhook says so. */
export function touchOrder(ctx: Ctx, orderId: unknown): void {
  const order = typeof orderId === 'string' ? ctx.tenant.table('orders').get(orderId) : undefined;
  if (!order) return;
  order.modifiedTime = ctx.now;
  ctx.tenant.table('orders').updated(order.id);
  ctx.emit(cloverEvents('orders').updated, 'orders', order);
}

export const lineItems: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'line_items',
  routes: {
    list: 'GET /v3/merchants/:mId/orders/:orderId/line_items',
    create: 'POST /v3/merchants/:mId/orders/:orderId/line_items',
    get: 'GET /v3/merchants/:mId/orders/:orderId/line_items/:lineItemId',
    update: 'POST /v3/merchants/:mId/orders/:orderId/line_items/:lineItemId',
    delete: 'DELETE /v3/merchants/:mId/orders/:orderId/line_items/:lineItemId',
  },
  idParam: 'lineItemId',
  parent: { param: 'orderId', field: 'orderId', resource: 'orders' },
  newId: cloverId,
  fields: {
    id: idField,
    orderId: reference('orderRef', { readOnly: true }),
    itemId: reference('item'),
    name: { kind: 'string', maxLength: 255 },
    alternateName: { kind: 'string', maxLength: 255 },
    price: { kind: 'integer' },
    unitQty: { kind: 'integer' },
    note: { kind: 'string', maxLength: 2047 },
    printed: { kind: 'boolean', default: false },
    isRevenue: { kind: 'boolean', default: true },
    exchanged: readOnly('boolean', { default: false }),
    refunded: readOnly('boolean', { default: false }),
    createdTime: timeField,
    orderClientCreatedTime: timeField,
  },
  timestamps: { created: 'createdTime' },
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/orders\/[^/]+\/line_items$/, {
      id: (record) => record.id,
      name: (record) => record.name,
      'item.id': (record) => record.itemId,
      createdTime: (record) => record.createdTime,
    }),
    beforeCreate(record, ctx) {
      if (record.itemId !== undefined) {
        const item = referenced(ctx, 'items', record.itemId, 'item');
        record.name ??= item.name;
        record.price ??= item.price;
      }
      if (record.name === undefined) throw fail.validation('A line item needs a name or an item', { field: 'name' });
      if (record.price === undefined) throw fail.validation('A line item needs a price or an item', { field: 'price' });
      const order = ctx.tenant.table('orders').get(String(record.orderId));
      record.orderClientCreatedTime = order?.clientCreatedTime ?? record.createdTime;
      record.modifications = [];
    },
    beforeUpdate(_record, changes, ctx) {
      if (changes.itemId !== undefined) referenced(ctx, 'items', changes.itemId, 'item');
    },
    afterCreate: (record, ctx) => touchOrder(ctx, record.orderId),
    afterUpdate: (record, _previous, ctx) => touchOrder(ctx, record.orderId),
    afterDelete: (record, ctx) => touchOrder(ctx, record.orderId),
    present(wire, record, ctx): Record<string, unknown> {
      return {
        href: hrefOf(ctx, `orders/${String(record.orderId)}/line_items/${record.id}`),
        ...wire,
        ...(expanded(ctx, 'modifications', 'lineItems') ? { modifications: elements(modificationsOf(record).map((m) => modificationWire(ctx, record, m))) } : {}),
      };
    },
  },
});

/** The modifications routes: Clover's body names one modifier, whose name and price the modification copies. */
export function registerModificationRoutes(app: FastifyInstance, kit: PlatformKit<CloverAccount>): void {
  const base = '/v3/merchants/:mId/orders/:orderId/line_items/:lineItemId/modifications';
  app.post(base, kit.handler((ctx) => {
    const line = findRecord(lineItems, ctx);
    const body = (ctx.request.body ?? {}) as { modifier?: { id?: unknown } };
    const modifier = referenced(ctx, 'modifiers', body.modifier?.id, 'modifier');
    const modification: Modification = { id: cloverId(ctx), name: String(modifier.name), amount: Number(modifier.price ?? 0), modifierId: modifier.id };
    if (typeof modifier.alternateName === 'string') modification.alternateName = modifier.alternateName;
    line.modifications = [...modificationsOf(line), modification];
    ctx.tenant.table('line_items').updated(line.id);
    touchOrder(ctx, line.orderId);
    return { status: 200, body: modificationWire(ctx, line, modification) };
  }));
  app.delete(`${base}/:modificationId`, kit.handler((ctx) => {
    const line = findRecord(lineItems, ctx);
    const id = ctx.request.params.modificationId;
    if (!modificationsOf(line).some((modification) => modification.id === id)) throw fail.notFound(`No modification ${String(id)} on line item ${line.id}`);
    line.modifications = modificationsOf(line).filter((modification) => modification.id !== id);
    ctx.tenant.table('line_items').updated(line.id);
    touchOrder(ctx, line.orderId);
    return { status: 200 };
  }));
}
