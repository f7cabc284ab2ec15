/**
 * Webhook subscriptions through the Admin API (`webhookSubscriptions`,
 * `webhookSubscription`, `webhookSubscriptionCreate`,
 * `webhookSubscriptionDelete`) and the webhooks they receive
 * (https://shopify.dev/docs/apps/build/webhooks):
 *
 *  - a subscription is one topic (ORDERS_CREATE …) to one HTTPS callback URL
 *    (http on loopback for tests), in JSON; the same topic and URL twice is
 *    refused in `userErrors`, as is a topic the token has no read scope for;
 *  - a delivery is a POST of the record as the REST Admin API writes it
 *    (webhook-payloads.ts) with `X-Shopify-Topic` (`orders/create`),
 *    `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body, keyed with
 *    the client secret of the app that subscribed), `X-Shopify-Shop-Domain`,
 *    `X-Shopify-Webhook-Id` (one per delivery), `X-Shopify-Event-Id` (one per
 *    event), `X-Shopify-Triggered-At` and `X-Shopify-API-Version`;
 *  - records change here through the control plane: `POST /__emulator/records`
 *    then `POST /__emulator/webhooks/trigger {type: "orders/create", resource: "orders", id}`.
 *
 * Control-plane subscriptions (`/__emulator/webhooks/subscriptions`, with the
 * secret to sign with) receive the same deliveries.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { acceptedWebhookUrl } from '../framework/webhook-urls.js';
import type { OutgoingWebhook, PlatformEvent, Subscription, TenantState, WebhookSigning } from '../framework/kit/index.js';
import { shopDomainOf, type ShopifyAccount } from './accounts.js';
import { connection, type ConnectionArgs } from './connection.js';
import { requireScope, type GraphContext } from './graph-context.js';
import { gid, legacyIdOf, nextLegacyId } from './ids.js';
import { SHOPIFY_API_VERSION } from './schema.js';
import { webhookPayload } from './webhook-payloads.js';

export const SHOPIFY_TOPICS = ['orders/create', 'orders/updated', 'orders/delete', 'products/create', 'products/update', 'products/delete', 'customers/create', 'customers/update', 'customers/delete'] as const;

/** ORDERS_CREATE ↔ orders/create. */
export const topicOf = (value: string): string => value.toLowerCase().replace('_', '/');

interface StoredSubscription {
  id: string;
  topic: string;
  callbackUrl: string;
  secret: string | undefined;
  createdAt: string;
  updatedAt: string;
}

const table = (tenant: TenantState) => tenant.table('webhook_subscriptions') as unknown as { all(): StoredSubscription[]; get(id: string): StoredSubscription | undefined; insert(record: StoredSubscription): void; remove(id: string): void };

function view(subscription: StoredSubscription) {
  return {
    id: gid('WebhookSubscription', subscription.id),
    legacyResourceId: subscription.id,
    topic: subscription.topic,
    format: 'JSON',
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: subscription.callbackUrl },
    includeFields: [],
    createdAt: subscription.createdAt,
    updatedAt: subscription.updatedAt,
  };
}

const scopeOfTopic = (topic: string) => `read_${topic.split('_')[0]!.toLowerCase()}`;

export const webhookQueries = {
  webhookSubscriptions: (args: ConnectionArgs & { callbackUrl?: string | null; topics?: string[] | null; sortKey?: string | null }, context: GraphContext) => {
    const records = table(context.kit.tenant).all().filter((one) => (!args.callbackUrl || one.callbackUrl === args.callbackUrl) && (!args.topics || args.topics.includes(one.topic)));
    return connection(records, args, args.sortKey === 'CREATED_AT' ? (one) => one.createdAt : () => 0, view);
  },
  webhookSubscription: (args: { id: string }, context: GraphContext) => {
    const found = table(context.kit.tenant).get(legacyIdOf(args.id, 'WebhookSubscription') ?? '');
    return found ? view(found) : null;
  },
};

export const webhookMutations = {
  webhookSubscriptionCreate: (args: { topic: string; webhookSubscription: { callbackUrl?: string | null } }, context: GraphContext) => {
    const url = args.webhookSubscription.callbackUrl;
    if (!acceptedWebhookUrl(url)) return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address is invalid' }] };
    requireScope(context, scopeOfTopic(args.topic), 'webhookSubscriptionCreate');
    const subscriptions = table(context.kit.tenant);
    if (subscriptions.all().some((one) => one.topic === args.topic && one.callbackUrl === url)) {
      return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' }] };
    }
    const at = new Date(context.kit.now).toISOString();
    const stored: StoredSubscription = { id: nextLegacyId(context.kit.tenant.next.bind(context.kit.tenant), 'WebhookSubscription'), topic: args.topic, callbackUrl: url, secret: context.appSecret, createdAt: at, updatedAt: at };
    subscriptions.insert(stored);
    return { webhookSubscription: view(stored), userErrors: [] };
  },
  webhookSubscriptionDelete: (args: { id: string }, context: GraphContext) => {
    const subscriptions = table(context.kit.tenant);
    const found = subscriptions.get(legacyIdOf(args.id, 'WebhookSubscription') ?? '');
    if (!found) return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
    subscriptions.remove(found.id);
    return { deletedWebhookSubscriptionId: gid('WebhookSubscription', found.id), userErrors: [] };
  },
};

/** `X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body with the app's client secret. */
export const shopifyWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body, 'utf8').digest('base64') }),
};

/** The platform's `webhooks` hook: each topic's event to the subscriptions that hear it. */
export function shopifyWebhooks(event: PlatformEvent<ShopifyAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  if (!(SHOPIFY_TOPICS as readonly string[]).includes(event.type)) return [];
  const body = webhookPayload(event);
  const eventId = randomUUID();
  const headers = () => ({
    'x-shopify-topic': event.type,
    'x-shopify-shop-domain': shopDomainOf(event.account),
    'x-shopify-api-version': SHOPIFY_API_VERSION,
    'x-shopify-webhook-id': randomUUID(),
    'x-shopify-event-id': eventId,
    'x-shopify-triggered-at': new Date(event.at).toISOString(),
  });
  const own = table(tenant)
    .all()
    .filter((one) => topicOf(one.topic) === event.type)
    .map((one) => ({ url: one.callbackUrl, body, secret: one.secret, headers: headers() }));
  const dashboard = subscriptions.filter((one) => !one.events || one.events.includes(event.type)).map((one) => ({ url: one.url, body, secret: one.secret, headers: headers() }));
  return [...own, ...dashboard];
}
