/**
 * Intercom's signed notifications ("Signed notifications", webhook models):
 * `X-Hub-Signature: sha1=<hex HMAC-SHA1 of the raw body>`, keyed with the
 * app's OAuth client secret. The signature covers no timestamp, so a replayed
 * notification verifies: the receiver's deduplication by notification id
 * (the same id on Intercom's retries) is what keeps it from being delivered twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundRequest } from '../framework/inbound.js';

const HUB_SIGNATURE = /^sha1=([0-9a-f]{40})$/i;

export function verifyIntercomSignature(request: InboundRequest, clientSecret: string | undefined): boolean {
  const match = HUB_SIGNATURE.exec(request.headers['x-hub-signature'] ?? '');
  if (!clientSecret || !match) return false;
  const expected = createHmac('sha1', clientSecret).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1] as string, 'hex'), expected);
}
