/**
 * How Square signs the webhooks it sends (https://developer.squareup.com/docs/webhooks/step3validate):
 * `x-square-hmacsha256-signature` is the base64 HMAC-SHA256, keyed with the
 * subscription's signature key, of the notification URL followed by the raw body.
 */
import { createHmac } from 'node:crypto';
import type { WebhookSigning } from '../framework/kit/index.js';

export const squareWebhookSigning: WebhookSigning = {
  sign: (body, secret, url) => ({ 'x-square-hmacsha256-signature': createHmac('sha256', secret).update(url + body).digest('base64') }),
};
