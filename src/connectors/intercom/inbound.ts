/**
 * Intercom's webhook notifications, received at the connection's inbound URL
 * and signed with the app's OAuth client secret (webhook-signature.ts); each
 * reports at most one change to a customer (webhook-changes.ts). No
 * `register`: Intercom's webhook subscriptions belong to the app and are set
 * in its Developer Hub, not through the API; the connection shows
 * the URL to set there (its `subscriptions[].execute_url`).
 */
import type { InboundWebhooks } from '../framework/inbound.js';
import { intercomChanges, intercomDeliveryId } from './webhook-changes.js';
import { verifyIntercomSignature } from './webhook-signature.js';

export const intercomInbound: InboundWebhooks = {
  verify: (request, context) => verifyIntercomSignature(request, context.clientSecret),
  changes: (request) => intercomChanges(request),
  deliveryId: (request) => intercomDeliveryId(request),
  sources: [
    {
      id: 'webhooks',
      setup: {
        kind: 'paste',
        where: 'Intercom Developer Hub → your app → Webhooks',
        instructions:
          'Paste the URL as the endpoint URL and select the topics listed in downstream_event_types. Intercom signs notifications with the app\'s client secret, so the application\'s Intercom integration needs it (sandbox keys use the emulator\'s app). The first signed notification confirms it.',
      },
    },
  ],
};
