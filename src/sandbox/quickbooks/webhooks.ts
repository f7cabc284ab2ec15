/**
 * The webhooks QuickBooks Online sends ("Webhooks",
 * https://developer.intuit.com/app/developer/qbo/docs/develop/webhooks): since
 * 2026 a JSON array of CloudEvents 1.0, one per changed entity, naming the
 * entity and realm but not the record's fields (the app reads the record):
 *
 *   [{"specversion": "1.0", "id": "<uuid>", "source": "intuit.<app>", "type": "qbo.invoice.created.v1",
 *     "datacontenttype": "application/json", "time": "<ISO 8601>", "intuitentityid": "95",
 *     "intuitaccountid": "<realmId>", "data": {}}]
 *
 * Types are qbo.<entity>.<created|updated|deleted|voided|merged>.v1. Signed
 * with `intuit-signature`: base64 of the HMAC-SHA256 of the raw body, keyed
 * with the app's verifier token. Intuit sets webhooks up in the developer
 * portal, not through the API: the control plane's subscriptions stand in
 * (`events` are CloudEvents types, all when absent; `secret` is the verifier
 * token, the realm's when absent).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, Subscription, WebhookSigning } from '../framework/kit/index.js';
import type { QuickBooksRealm } from './realms.js';

export function intuitSignature(body: string, verifierToken: string): string {
  return createHmac('sha256', verifierToken).update(body).digest('base64');
}

export const quickbooksWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'intuit-signature': intuitSignature(body, secret) }),
};

/** The CloudEvents type of an entity change: qbo.invoice.created.v1. */
export function cloudEventType(entity: string, action: 'created' | 'updated' | 'deleted' | 'voided' | 'merged'): string {
  return `qbo.${entity.toLowerCase()}.${action}.v1`;
}

/** The events a QuickBooks entity emits, for its kit declaration. */
export function entityEvents(entity: string): { created: string; updated: string; deleted: string } {
  return { created: cloudEventType(entity, 'created'), updated: cloudEventType(entity, 'updated'), deleted: cloudEventType(entity, 'deleted') };
}

export function quickbooksWebhooks(event: PlatformEvent<QuickBooksRealm>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  if (!/^qbo\.[a-z]+\.[a-z]+\.v1$/.test(event.type)) return [];
  const body = [{
    specversion: '1.0',
    id: randomUUID(),
    source: 'intuit.emulator',
    type: event.type,
    datacontenttype: 'application/json',
    time: new Date(event.at).toISOString(),
    intuitentityid: event.record.id,
    intuitaccountid: event.account.id,
    data: {},
  }];
  return subscriptions
    .filter((subscription) => !subscription.events || subscription.events.includes(event.type))
    .map((subscription) => ({ url: subscription.url, body, secret: subscription.secret ?? event.account.verifierToken, headers: { 'user-agent': 'Intuit-Webhooks' } }));
}
