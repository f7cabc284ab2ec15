/**
 * How Zendesk signs what its webhooks send ("Verifying webhook authenticity",
 * https://developer.zendesk.com/documentation/webhooks/verifying/):
 *
 *   X-Zendesk-Webhook-Signature-Timestamp: 2021-03-25T05:09:27Z
 *   X-Zendesk-Webhook-Signature: base64(HMAC-SHA256(secret, timestamp + body))
 *
 * The secret is the webhook's signing secret, used as is (not decoded), and
 * the timestamp is UTC in whole seconds, as the documentation's examples show.
 */
import { createHmac } from 'node:crypto';
import type { WebhookSigning } from '../framework/kit/index.js';
import { zendeskTime } from './time-zones.js';

export function zendeskWebhookSignature(timestamp: string, body: string, secret: string): string {
  return createHmac('sha256', secret).update(timestamp + body).digest('base64');
}

export const zendeskWebhookSigning: WebhookSigning = {
  sign(body, secret, _url, at) {
    const timestamp = zendeskTime(at);
    return {
      'x-zendesk-webhook-signature': zendeskWebhookSignature(timestamp, body, secret),
      'x-zendesk-webhook-signature-timestamp': timestamp,
    };
  },
};
