/**
 * One signed delivery request, as a delivery worker sends it: the Standard
 * Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`:
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>`), signed by the
 * `standardwebhooks` package itself so receivers using it verify what we send
 * by construction, plus the reference's `x-svc-event-type` and
 * `x-svc-idempotency-key` for clients written against the reference.
 *
 * The secrets are those in force when the attempt is made (the
 * subscription's activeSigningSecrets: during a rotation overlap the new and
 * the previous one). The header then carries one signature per secret,
 * space-separated, so a receiver holding either verifies.
 */
import { Webhook } from 'standardwebhooks';
import { deliveryBody, type WebhookEvent } from './payload.js';

const SECRET_PREFIX = 'whsec_';
// The Standard Webhooks specification asks for keys of 24 to 64 bytes.
const MIN_KEY_BYTES = 24;
const MAX_KEY_BYTES = 64;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export interface SignedRequest {
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Send exactly these bytes: the signature covers them. */
  readonly body: string;
}

export interface AttemptOptions {
  /** 1 for the first attempt; the payload's `execution_attempt`. */
  readonly attempt: number;
  /** When the attempt is made, the `webhook-timestamp`. Receivers refuse timestamps over 5 minutes off, so sign right before sending. */
  readonly now?: Date;
}

/**
 * The headers and body of one attempt to deliver `event`, signed with each of
 * `secrets` (`whsec_…`, current first). Throws on an empty list or a
 * malformed secret: a store defect, never sent unsigned.
 */
export function signedRequest(secrets: readonly string[], event: WebhookEvent, options: AttemptOptions): SignedRequest {
  if (secrets.length === 0) throw new Error('a webhook delivery needs at least one signing secret');
  // The message names no secret: it would end up in logs.
  if (!secrets.every(isSigningSecret)) throw new Error('a webhook signing secret is malformed (expected whsec_ and base64 of 24 to 64 bytes)');
  const now = options.now ?? new Date();
  const body = deliveryBody(event, options.attempt);
  // The event id is the message id: the same on every retry, so receivers can drop duplicates.
  const messageId = event.id;
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, now, body));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signatures.join(' '),
      'x-svc-event-type': event.type,
      'x-svc-idempotency-key': messageId,
    },
  };
}

/** `whsec_` and the base64 of a 24- to 64-byte key, as the Standard Webhooks specification describes secrets. */
export function isSigningSecret(value: string): boolean {
  if (!value.startsWith(SECRET_PREFIX)) return false;
  const encoded = value.slice(SECRET_PREFIX.length);
  if (encoded.length === 0 || !BASE64.test(encoded)) return false;
  const bytes = Buffer.from(encoded, 'base64').length;
  return bytes >= MIN_KEY_BYTES && bytes <= MAX_KEY_BYTES;
}
