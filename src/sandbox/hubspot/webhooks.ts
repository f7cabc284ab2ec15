/**
 * The webhooks a HubSpot app receives ("Webhooks API", "Validating
 * requests"): a POST with a JSON array of events, each
 * `{eventId, subscriptionId, portalId, appId, occurredAt, subscriptionType,
 * attemptNumber, objectId, changeSource, changeFlag?, propertyName?,
 * propertyValue?}`; contact, company and deal changes as `contact.creation`,
 * `contact.propertyChange` (one event per changed property) and
 * `contact.deletion`, other objects as `object.*` with their objectTypeId.
 * Signed with the app's client secret (the sandbox's app unless a
 * subscription names another): X-HubSpot-Signature-v3 is the base64
 * HMAC-SHA256 of method + URL + body + X-HubSpot-Request-Timestamp (ms).
 */
import { createHmac } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, Subscription, WebhookSigning } from '../framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../oauth-clients.js';
import type { HubspotAccount } from './accounts.js';
import { standardType } from './object-types.js';

/** The emulated app the sandbox's webhooks come from. */
export const HUBSPOT_APP_ID = 4_210_777;

export const hubspotSigning: WebhookSigning = {
  sign(body, secret, url, at) {
    const signature = createHmac('sha256', secret).update(`POST${url}${body}${at}`).digest('base64');
    return { 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': String(at) };
  },
};

let eventIds = 100;

export function hubspotWebhooks(event: PlatformEvent<HubspotAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  const record = event.record;
  const objectTypeId = typeof record.objectTypeId === 'string' ? record.objectTypeId : standardType(event.resource)?.objectTypeId;
  const base = (subscriptionId: number) => ({
    eventId: ++eventIds, subscriptionId, portalId: event.account.portalId, appId: HUBSPOT_APP_ID, occurredAt: event.at,
    subscriptionType: event.type, attemptNumber: 0, objectId: Number(record.id), changeSource: 'CRM',
    ...(event.type.startsWith('object.') && objectTypeId ? { objectTypeId } : {}),
  });
  const changed = event.type.endsWith('.propertyChange') ? ((record.written as string[] | undefined) ?? []) : [];
  return subscriptions
    .filter((subscription) => !subscription.events || subscription.events.includes(event.type))
    .map((subscription, index) => {
      const subscriptionId = 1_000 + index;
      const properties = (record.properties ?? {}) as Record<string, string | null>;
      const body = event.type.endsWith('.propertyChange')
        ? changed.map((name) => ({ ...base(subscriptionId), propertyName: name, propertyValue: properties[name] ?? '' }))
        : [{ ...base(subscriptionId), changeFlag: event.type.endsWith('.deletion') ? 'DELETED' : 'NEW' }];
      // Signed with the app's client secret: the sandbox's app unless the subscription names another.
      return { url: subscription.url, body, secret: subscription.secret ?? SANDBOX_OAUTH_CLIENTS.hubspot.clientSecret };
    })
    .filter((webhook) => (webhook.body as unknown[]).length > 0);
}
