/**
 * Square's webhooks (https://developer.squareup.com/docs/webhooks/overview;
 * api.json's webhook subscription operations), received at the connection's
 * `/webhook/w/…` URL (framework/inbound.ts):
 *
 *  - register: CreateWebhookSubscription with this URL and the event types
 *    the POS resources hear, pinned to the connector's API version; Square
 *    answers the subscription's `signature_key`, kept in the registration
 *    (never in logs). unregister deletes the subscription.
 *  - verify: `x-square-hmacsha256-signature` is the base64 HMAC-SHA256, keyed
 *    with the signature key, of the notification URL followed by the exact
 *    body (https://developer.squareup.com/docs/webhooks/step3validate),
 *    compared in constant time. No key, no match: refused.
 *  - changes: `{type, event_id, created_at, data: {type, id, object}}`:
 *    order.created/updated and payment.created/updated name the record in
 *    `data.id`. catalog.version.updated names no object, so items, modifier
 *    groups and modifiers are found by polling; refund.created changes the
 *    payment (its `refunded`).
 *  - deliveryId: Square's `event_id`, the same on every retry of an event.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { segment } from '../framework/rest/path.js';
import { SQUARE_API_VERSION } from './api.js';
import { bodyObject, dateFrom, objectAt, type JsonObject as Json } from '../framework/inbound-body.js';

const SUBSCRIPTIONS = '/v2/webhooks/subscriptions';

export const SQUARE_ORDER_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'order.created' },
  { action: 'updated', downstream: 'order.updated' },
];
export const SQUARE_PAYMENT_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'payment.created' },
  { action: 'updated', downstream: 'payment.updated' },
  { action: 'updated', downstream: 'refund.created' },
];

/** Square's event type → the unified resource and action it reports, and where the record's id is. */
const REPORTS: Readonly<Record<string, { resource: string; action: EventAction; id: (data: Json) => unknown }>> = {
  'order.created': { resource: 'pos/orders', action: 'created', id: (data) => data.id },
  'order.updated': { resource: 'pos/orders', action: 'updated', id: (data) => data.id },
  'payment.created': { resource: 'pos/payments', action: 'created', id: (data) => data.id },
  'payment.updated': { resource: 'pos/payments', action: 'updated', id: (data) => data.id },
  'refund.created': { resource: 'pos/payments', action: 'updated', id: (data) => objectAt(objectAt(data.object).refund).payment_id },
};

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

function verify(request: InboundRequest, context: InboundContext): boolean {
  const key = context.registration.signature_key;
  const given = (request.headers['x-square-hmacsha256-signature'] ?? '').trim();
  if (request.method !== 'POST' || typeof key !== 'string' || key === '' || !SIGNATURE.test(given)) return false;
  const url = typeof context.registration.notification_url === 'string' ? context.registration.notification_url : request.url;
  const expected = createHmac('sha256', key).update(url).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'base64'), expected);
}

const parsed = (request: InboundRequest) => objectAt(bodyObject(request));

function changes(request: InboundRequest): NativeChange[] {
  const event = parsed(request);
  const type = typeof event.type === 'string' ? event.type : '';
  const report = REPORTS[type];
  const id = report?.id(objectAt(event.data));
  if (!report || typeof id !== 'string' || id === '') return [];
  return [{ resource: report.resource, action: report.action, entityId: id, downstreamEventType: type, occurredAt: dateFrom(event.created_at) }];
}

export const squareInbound: InboundWebhooks = {
  verify,
  changes,
  deliveryId: (request) => {
    const id = parsed(request).event_id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  },
  async register(ctx, target) {
    const { body } = await ctx.http.request<{ subscription?: { id?: string; signature_key?: string } }>({
      method: 'POST',
      path: SUBSCRIPTIONS,
      json: {
        idempotency_key: `svc-${createHmac('sha256', 'square-subscription').update(target.url).digest('hex').slice(0, 32)}`,
        subscription: { name: 'Unified API', enabled: true, notification_url: target.url, event_types: Object.keys(REPORTS), api_version: SQUARE_API_VERSION },
      },
    });
    return { subscription_id: body.subscription?.id, signature_key: body.subscription?.signature_key, notification_url: target.url };
  },
  async unregister(ctx, registration) {
    if (typeof registration.subscription_id !== 'string') return;
    await ctx.http.request({ method: 'DELETE', path: `${SUBSCRIPTIONS}/${segment(registration.subscription_id)}` });
  },
};
