/**
 * Zendesk's webhook signature ("Verifying webhook authenticity",
 * https://developer.zendesk.com/documentation/webhooks/verifying/):
 * X-Zendesk-Webhook-Signature is base64(HMAC-SHA256(signing secret,
 * timestamp + raw body)), the timestamp being X-Zendesk-Webhook-Signature-Timestamp
 * ("2021-03-25T05:09:27Z"). The secret is the webhook's, stored by `register`.
 *
 * The timestamp is signed so that a captured request cannot be replayed
 * later: one more than REPLAY_WINDOW_MS away from now (either way, for clock
 * skew) is refused even with a good signature. Zendesk retries a failed
 * request within minutes and signs each attempt anew.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundRequest } from '../framework/inbound.js';

/** Five minutes, the usual tolerance of timestamped webhook signatures (Standard Webhooks, Stripe). */
export const REPLAY_WINDOW_MS = 5 * 60_000;

/** Strict ISO 8601 UTC, as Zendesk writes it (fractions of a second allowed). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

export function verifyZendeskSignature(request: InboundRequest, secret: unknown, now: number): boolean {
  const signature = request.headers['x-zendesk-webhook-signature'];
  const timestamp = request.headers['x-zendesk-webhook-signature-timestamp'];
  if (typeof secret !== 'string' || secret === '' || !signature || !timestamp || !TIMESTAMP.test(timestamp)) return false;
  if (Math.abs(now - Date.parse(timestamp)) > REPLAY_WINDOW_MS) return false;
  const expected = createHmac('sha256', secret).update(timestamp).update(request.rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
