/**
 * Clover's app webhooks (https://docs.clover.com/docs/webhooks): when a
 * merchant who installed the app changes something the app may read, Clover
 * POSTs `{"appId": …, "merchants": {"<mId>": [{"objectId": "O:<id>",
 * "type": "CREATE" | "UPDATE" | "DELETE", "ts": <ms>}]}}` to the app's
 * webhook URL, with the app's Clover Auth Code in `X-Clover-Auth` (a shared
 * code, not a signature of the body: a receiver compares it in constant time).
 * The objectId's prefix names the object: O orders, P payments, I inventory
 * items, IG modifier groups, IM modifiers.
 *
 * The control plane's subscriptions stand in for the app's dashboard
 * settings: the subscription's `secret` is the auth code, its `events` the
 * object prefixes (or full types such as `O:CREATE`) it hears.
 */
import type { OutgoingWebhook, PlatformEvent, Subscription, WebhookSigning } from '../framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { CloverAccount } from './accounts.js';

/** The objectId prefix of each resource that sends webhooks. */
export const OBJECT_PREFIXES: Readonly<Record<string, string>> = { orders: 'O', payments: 'P', items: 'I', modifier_groups: 'IG', modifiers: 'IM' };

/** The kit's event types for a resource's changes: `O:CREATE`, `O:UPDATE`, `O:DELETE`. */
export function cloverEvents(resource: string): { created: string; updated: string; deleted: string } {
  const prefix = OBJECT_PREFIXES[resource] as string;
  return { created: `${prefix}:CREATE`, updated: `${prefix}:UPDATE`, deleted: `${prefix}:DELETE` };
}

/** The auth code as Clover sends it on every message. */
export const cloverWebhookAuth: WebhookSigning = { sign: (_body, code) => ({ 'x-clover-auth': code }) };

const hears = (subscription: Subscription, type: string): boolean =>
  !subscription.events || subscription.events.some((wanted) => wanted === type || wanted === type.split(':')[0]);

export function cloverWebhooks(event: PlatformEvent<CloverAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  const [prefix, type] = event.type.split(':');
  if (!prefix || !type || OBJECT_PREFIXES[event.resource] !== prefix) return [];
  const body = { appId: SANDBOX_OAUTH_CLIENTS.clover.clientId, merchants: { [event.account.merchantId]: [{ objectId: `${prefix}:${event.record.id}`, type, ts: event.at }] } };
  return subscriptions.filter((subscription) => hears(subscription, event.type)).map((subscription) => ({ url: subscription.url, body, secret: subscription.secret }));
}
