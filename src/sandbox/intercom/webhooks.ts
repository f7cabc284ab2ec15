/**
 * The webhook notifications Intercom sends about contacts ("Webhook models",
 * https://developers.intercom.com/docs/references/2.16/webhooks/webhook-models):
 *
 *   {"type": "notification_event", "app_id": "<workspace>", "id": "notif_<uuid>",
 *    "topic": "contact.user.created", "created_at": <unix s>, "delivery_attempts": 1,
 *    "first_sent_at": <unix s>, "data": {"type": "notification_event_data", "item": <contact>}}
 *
 * Topics: contact.user.created / contact.lead.created, contact.user.updated /
 * contact.lead.updated, contact.lead.signed_up (a lead that becomes a user),
 * contact.archived, contact.unarchive (Intercom's spelling), and
 * contact.deleted, whose item is only the identifying fields (the
 * "*.deleted topics send a minimal identification payload").
 *
 * Signed as Intercom signs: `X-Hub-Signature: sha1=<hex HMAC-SHA1 of the body>`
 * keyed with the app's client secret. Intercom's webhooks are set up per app
 * in the Developer Hub, not through the API: the control plane's
 * subscriptions stand in (events = topics, all when absent; `secret` stands in
 * for the client secret, the sandbox app's when absent).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, StoredRecord, Subscription, WebhookSigning } from '../framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { IntercomAccount } from './accounts.js';
import { writtenContact } from './contacts.js';

export function intercomHubSignature(body: string, clientSecret: string): string {
  return `sha1=${createHmac('sha1', clientSecret).update(body).digest('hex')}`;
}

export const intercomWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-hub-signature': intercomHubSignature(body, secret) }),
};

const kind = (record: StoredRecord) => (record.role === 'lead' ? 'lead' : 'user');

/** The topic Intercom sends for a kit event on a contact; undefined when it sends none. */
function topicOf(event: PlatformEvent<IntercomAccount>): string | undefined {
  switch (event.type) {
    case 'contact.created':
      return `contact.${kind(event.record)}.created`;
    case 'contact.updated':
      if (event.previous?.role === 'lead' && event.record.role === 'user') return 'contact.lead.signed_up';
      return `contact.${kind(event.record)}.updated`;
    case 'contact.deleted':
    case 'contact.archived':
    case 'contact.unarchive':
      return event.type;
    default:
      return undefined;
  }
}

function itemOf(event: PlatformEvent<IntercomAccount>): Record<string, unknown> {
  if (event.type === 'contact.deleted') return { type: 'contact', id: event.record.id, external_id: event.record.external_id ?? null, deleted: true };
  return writtenContact(event.wire, event.record);
}

export function intercomWebhooks(event: PlatformEvent<IntercomAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  const topic = event.resource === 'contacts' ? topicOf(event) : undefined;
  if (!topic) return [];
  const seconds = Math.floor(event.at / 1000);
  const body = {
    type: 'notification_event',
    app_id: event.account.id,
    data: { type: 'notification_event_data', item: itemOf(event) },
    id: `notif_${randomUUID()}`,
    topic,
    delivery_attempts: 1,
    first_sent_at: seconds,
    created_at: seconds,
  };
  return subscriptions
    .filter((subscription) => !subscription.events || subscription.events.includes(topic))
    .map((subscription) => ({
      url: subscription.url,
      body,
      secret: subscription.secret ?? SANDBOX_OAUTH_CLIENTS.intercom.clientSecret,
      headers: { 'user-agent': 'intercom-parrot-service-client/1.0', accept: 'application/json' },
    }));
}
