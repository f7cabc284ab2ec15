/**
 * How Greenhouse signs its web hooks (https://developers.greenhouse.io/webhooks.html,
 * "Authentication"): `Signature: sha256 <hex digest>`, the HMAC-SHA256 of
 * the exact body with the web hook's secret key.
 */
import { createHmac } from 'node:crypto';
import type { WebhookSigning } from '../framework/kit/index.js';

export const greenhouseWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ signature: `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}` }),
};
