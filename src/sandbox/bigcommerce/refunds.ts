/**
 * Refunds on the v3 Orders API (https://developer.bigcommerce.com/docs/rest-management/orders/order-refunds):
 * the store's refunds at /v3/orders/payment_actions/refunds (filtered by
 * `order_id:in`, `id:in`, `created:min`, `created:max`), one at
 * …/refunds/{refund_id}, and an order's at /v3/orders/{order_id}/payment_actions/refunds.
 * Their amounts are JSON numbers in the order's currency; their lists carry
 * an empty `meta`, as the description says. Read-only here.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, type PlatformKit } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { intId, listParam, moneyNumber, nextId, readOnly, timeParam, v3Time } from './records.js';

const amount = { kind: 'integer', readOnly: true, format: moneyNumber } as const;

export const refunds = defineResource<BigCommerceAccount>({
  name: 'refunds',
  labels: { api: 'v3', paged: 'no' },
  routes: { list: 'GET /stores/:store_hash/v3/orders/payment_actions/refunds', get: 'GET /stores/:store_hash/v3/orders/payment_actions/refunds/:refund_id' },
  idParam: 'refund_id',
  newId: nextId,
  fields: {
    id: intId,
    order_id: readOnly('integer', { format: Number }),
    user_id: readOnly('integer'),
    created: v3Time,
    reason: readOnly('string'),
    total_amount: amount,
    total_tax: amount,
    uses_merchant_override_values: readOnly('boolean'),
    items: readOnly('array'),
    payments: readOnly('array'),
  },
  timestamps: { created: 'created' },
  filters: {
    'order_id:in': (record, value) => listParam(value).includes(String(record.order_id)),
    'id:in': (record, value) => listParam(value).includes(record.id),
    'created:min': (record, value) => Number(record.created) >= timeParam('created:min', value),
    'created:max': (record, value) => Number(record.created) <= timeParam('created:max', value),
  },
});

/** An order's refunds: the same records, named by the order in the path (404 when there is no such order). */
export function registerOrderRefunds(app: FastifyInstance, kit: PlatformKit<BigCommerceAccount>): void {
  app.get('/stores/:store_hash/v3/orders/:order_id/payment_actions/refunds', kit.handler((ctx) => {
    const orderId = ctx.request.params.order_id as string;
    if (!ctx.tenant.table('orders').get(orderId)) throw fail.notFound(`Order ${orderId} not found`);
    const records = ctx.tenant.table('refunds').all().filter((refund) => refund.order_id === orderId);
    return { status: 200, body: { data: records.map((record) => kit.present('refunds', record, ctx)), meta: {} } };
  }));
}
