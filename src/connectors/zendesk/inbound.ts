/**
 * Zendesk's own webhooks, received at the connection's inbound URL: the
 * webhook `register` makes at the account (webhook-registration.ts) signs
 * every request with its secret (webhook-signature.ts), and each event reports
 * one change to a customer (webhook-changes.ts). No handshake: Zendesk sends
 * events as soon as the webhook exists.
 */
import type { InboundWebhooks } from '../framework/inbound.js';
import { zendeskChanges, zendeskDeliveryId } from './webhook-changes.js';
import { registerZendeskWebhook, unregisterZendeskWebhook } from './webhook-registration.js';
import { verifyZendeskSignature } from './webhook-signature.js';

export const zendeskInbound: InboundWebhooks = {
  verify: (request, context) => verifyZendeskSignature(request, context.registration.signing_secret, Date.now()),
  changes: (request) => zendeskChanges(request),
  deliveryId: (request) => zendeskDeliveryId(request),
  register: registerZendeskWebhook,
  unregister: unregisterZendeskWebhook,
};
