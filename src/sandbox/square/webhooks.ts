/**
 * Square's webhook subscriptions (api.json: ListWebhookSubscriptions,
 * CreateWebhookSubscription, RetrieveWebhookSubscription,
 * UpdateWebhookSubscription, DeleteWebhookSubscription,
 * UpdateWebhookSubscriptionSignatureKey) and the events they hear
 * (https://developer.squareup.com/docs/webhooks/overview):
 *
 *  - a subscription names a `notification_url`, its `event_types` and
 *    whether it is `enabled`; Square gives it a `signature_key`;
 *  - each event is `{merchant_id, type, event_id, created_at, data: {type,
 *    id, object}}`, signed with `x-square-hmacsha256-signature`: the base64
 *    HMAC-SHA256, keyed with the signature key, of the notification URL
 *    followed by the body (https://developer.squareup.com/docs/webhooks/step3validate);
 *  - sent here: payment.created, payment.updated, order.created,
 *    order.updated, refund.created, catalog.version.updated, each from the
 *    write that caused it (a replayed idempotency key sends nothing).
 *
 * Shortcuts: Square's subscriptions belong to the application and hear
 * every seller that authorized it; here they belong to the seller whose
 * token made them. The test endpoint (POST …/test) is not served, and
 * ListWebhookSubscriptions answers without signature keys.
 * Subscriptions set on the control plane get the same signed events.
 */
import { acceptedWebhookUrl } from '../framework/webhook-urls.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutgoingWebhook, PlatformEvent, PlatformKit, StoredRecord, Subscription, TenantState } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { SQUARE_API_VERSION, squareFailure } from './dialect.js';
import { bodyOf, idempotencyKeyOf, once } from './idempotency.js';
import { pageOf } from './paging.js';

const PATH = '/v2/webhooks/subscriptions';
export const SQUARE_EVENT_TYPES = ['payment.created', 'payment.updated', 'order.created', 'order.updated', 'refund.created', 'catalog.version.updated'] as const;
const iso = (ms: number) => new Date(ms).toISOString();

const table = (tenant: TenantState) => tenant.table('webhook_subscriptions');

function eventTypes(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', field);
  const unknown = value.find((type) => !(SQUARE_EVENT_TYPES as readonly string[]).includes(String(type)));
  if (unknown !== undefined) throw squareFailure(400, 'INVALID_VALUE', `${String(unknown).slice(0, 60)} is not an event type this emulator sends (${SQUARE_EVENT_TYPES.join(', ')})`, field);
  return [...new Set(value.map(String))];
}

const shown = (subscription: StoredRecord, withKey: boolean) => {
  const { signature_key: key, ...rest } = subscription;
  return withKey ? { ...rest, signature_key: key } : rest;
};

export function registerWebhookRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  const find = (tenant: TenantState, id: unknown): StoredRecord => {
    const subscription = table(tenant).get(String(id));
    if (!subscription) throw squareFailure(404, 'NOT_FOUND', `Subscription ${String(id).slice(0, 40)} not found.`);
    return subscription;
  };
  app.post(PATH, kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const asked = (body.subscription ?? undefined) as Record<string, unknown> | undefined;
    if (!asked || typeof asked !== 'object') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'subscription');
    const run = () => {
      if (!acceptedWebhookUrl(asked.notification_url)) throw squareFailure(400, 'INVALID_VALUE', 'notification_url must be an https URL', 'subscription.notification_url');
      const types = eventTypes(asked.event_types, 'subscription.event_types');
      const subscription = table(ctx.tenant).insert({
        id: `wbhk_${ctx.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`,
        name: typeof asked.name === 'string' ? asked.name : '',
        enabled: asked.enabled !== false,
        event_types: types,
        notification_url: asked.notification_url,
        api_version: typeof asked.api_version === 'string' ? asked.api_version : SQUARE_API_VERSION,
        signature_key: ctx.faker.string.alphanumeric(22),
        created_at: iso(ctx.now),
        updated_at: iso(ctx.now),
      });
      return { status: 200, body: { subscription: shown(subscription, true) } };
    };
    return body.idempotency_key === undefined ? run() : once(ctx, 'CreateWebhookSubscription', idempotencyKeyOf(body), run);
  }));
  app.get(PATH, kit.handler((ctx) => {
    const q = ctx.request.query;
    let all = table(ctx.tenant).all().filter((subscription) => q.get('include_disabled') === 'true' || subscription.enabled);
    if (q.get('sort_order') === 'DESC') all = [...all].reverse();
    const { page, cursor } = pageOf(all, q.get('cursor'), q.get('limit') ?? undefined, { size: 100, max: 100 });
    return { status: 200, body: { subscriptions: page.map((subscription) => shown(subscription, false)), ...(cursor ? { cursor } : {}) } };
  }));
  app.get(`${PATH}/:subscription_id`, kit.handler((ctx) => ({ status: 200, body: { subscription: shown(find(ctx.tenant, ctx.request.params.subscription_id), true) } })));
  app.put(`${PATH}/:subscription_id`, kit.handler((ctx) => {
    const subscription = find(ctx.tenant, ctx.request.params.subscription_id);
    const asked = (bodyOf(ctx).subscription ?? {}) as Record<string, unknown>;
    if (asked.notification_url !== undefined) {
      if (!acceptedWebhookUrl(asked.notification_url)) throw squareFailure(400, 'INVALID_VALUE', 'notification_url must be an https URL', 'subscription.notification_url');
      subscription.notification_url = asked.notification_url;
    }
    if (asked.event_types !== undefined) subscription.event_types = eventTypes(asked.event_types, 'subscription.event_types');
    if (typeof asked.enabled === 'boolean') subscription.enabled = asked.enabled;
    if (typeof asked.name === 'string') subscription.name = asked.name;
    subscription.updated_at = iso(ctx.now);
    table(ctx.tenant).updated(subscription.id);
    return { status: 200, body: { subscription: shown(subscription, true) } };
  }));
  app.delete(`${PATH}/:subscription_id`, kit.handler((ctx) => {
    table(ctx.tenant).remove(find(ctx.tenant, ctx.request.params.subscription_id).id);
    return { status: 200, body: {} };
  }));
  app.post(`${PATH}/:subscription_id/signature-key`, kit.handler((ctx) => {
    const subscription = find(ctx.tenant, ctx.request.params.subscription_id);
    subscription.signature_key = ctx.faker.string.alphanumeric(22);
    subscription.updated_at = iso(ctx.now);
    return { status: 200, body: { signature_key: subscription.signature_key } };
  }));
}

/** `data` of an event as Square writes it for each type. */
function dataOf(event: PlatformEvent<SquareAccount>): Record<string, unknown> {
  const record = event.record as Record<string, any>;
  switch (event.type) {
    case 'order.created':
    case 'order.updated': {
      const key = event.type === 'order.created' ? 'order_created' : 'order_updated';
      const summary = { order_id: record.id, version: record.version, location_id: record.location_id, state: record.state, created_at: record.created_at, ...(key === 'order_updated' ? { updated_at: record.updated_at } : {}) };
      return { type: key, id: record.id, object: { [key]: summary } };
    }
    case 'catalog.version.updated':
      return { type: 'catalog', id: '', object: { catalog_version: { updated_at: iso(event.at) } } };
    default: {
      const type = event.type.split('.')[0] as string;
      return { type, id: record.id, object: { [type]: record } };
    }
  }
}

/** The platform's `webhooks` hook: each event, signed, to the enabled subscriptions that hear it (and the control plane's). */
export function squareWebhooks(event: PlatformEvent<SquareAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  if (!(SQUARE_EVENT_TYPES as readonly string[]).includes(event.type)) return [];
  const body = { merchant_id: event.account.merchantId, type: event.type, event_id: randomUUID(), created_at: iso(event.at), data: dataOf(event) };
  const own = table(tenant)
    .all()
    .filter((subscription) => subscription.enabled && (subscription.event_types as string[]).includes(event.type))
    .map((subscription) => ({ url: String(subscription.notification_url), body, secret: String(subscription.signature_key) }));
  const dashboard = subscriptions.filter((subscription) => !subscription.events || subscription.events.includes(event.type)).map((subscription) => ({ url: subscription.url, body, secret: subscription.secret }));
  return [...own, ...dashboard];
}
