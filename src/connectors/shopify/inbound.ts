/**
 * Shopify's webhooks (https://shopify.dev/docs/apps/build/webhooks), received
 * at the connection's inbound URL:
 *
 *  - registered by the service through `webhookSubscriptionCreate`, one
 *    subscription per topic of webhook-topics.ts (kept in the registration,
 *    removed with `webhookSubscriptionDelete` when the connection goes);
 *  - signed with `X-Shopify-Hmac-Sha256`, the base64 HMAC-SHA256 of the raw
 *    body keyed with the app's client secret (the integration's OAuth client
 *    secret; for a custom app's token, its API secret key, a setting),
 *    compared in constant time;
 *  - `X-Shopify-Topic` names the change and the body is the record (its
 *    numeric `id`, `updated_at`); a delete carries the id alone;
 *  - `X-Shopify-Webhook-Id` stays the same on Shopify's retries of a
 *    delivery: it is the delivery id, so a retry publishes nothing new.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { shopifyQuery } from './graphql.js';
import { WEBHOOK_CREATE, WEBHOOK_DELETE } from './queries.js';
import { SHOPIFY_TOPICS } from './webhook-topics.js';
import { bodyObject, dateFrom } from '../framework/inbound-body.js';

/** Setting: a custom app's API secret key, which signs its webhooks (OAuth connections use the integration's client secret). */
export const APP_SECRET = 'app_secret_key';

const secretOf = (context: InboundContext): string | undefined => context.clientSecret || context.settings[APP_SECRET] || undefined;

export function verifyShopifySignature(request: InboundRequest, secret: string | undefined): boolean {
  const signature = request.headers['x-shopify-hmac-sha256'];
  if (!secret || !signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(request.rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function shopifyChanges(request: InboundRequest): NativeChange[] {
  const topic = SHOPIFY_TOPICS.find((candidate) => candidate.topic === request.headers['x-shopify-topic']);
  const body = bodyObject(request);
  const id = typeof body?.id === 'number' || typeof body?.id === 'string' ? String(body.id) : '';
  if (!topic || !/^\d{1,20}$/.test(id)) return [];
  const version = dateFrom(body?.updated_at);
  return [{ resource: topic.resource, action: topic.action, entityId: id, downstreamEventType: topic.topic, occurredAt: dateFrom(request.headers['x-shopify-triggered-at']), ...(version ? { version } : {}) }];
}

interface UserError {
  message: string;
}

export const shopifyInbound: InboundWebhooks = {
  verify: (request, context) => verifyShopifySignature(request, secretOf(context)),
  changes: (request) => shopifyChanges(request),
  deliveryId: (request) => {
    const id = request.headers['x-shopify-webhook-id'];
    return id && id.length <= 128 ? `webhook:${id}` : undefined;
  },
  async register(ctx, target) {
    const subscriptions: string[] = [];
    for (const topic of SHOPIFY_TOPICS) {
      const { data } = await shopifyQuery<{ webhookSubscriptionCreate: { webhookSubscription: { id: string } | null; userErrors: UserError[] } }>(ctx, WEBHOOK_CREATE, { topic: topic.enumValue, url: target.url });
      const made = data.webhookSubscriptionCreate;
      if (!made.webhookSubscription) {
        throw new ApiError('ConnectorExecutionError', { status: 502, message: `Shopify refused the ${topic.topic} webhook: ${made.userErrors.map((error) => error.message).join('; ').slice(0, 300)}`, detail: { topic: topic.topic } });
      }
      subscriptions.push(made.webhookSubscription.id);
    }
    return { subscriptions };
  },
  async unregister(ctx, registration) {
    const ids = Array.isArray(registration.subscriptions) ? registration.subscriptions.filter((id): id is string => typeof id === 'string') : [];
    for (const id of ids) await shopifyQuery(ctx, WEBHOOK_DELETE, { id });
  },
};
