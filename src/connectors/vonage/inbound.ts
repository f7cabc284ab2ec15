/**
 * Vonage's SMS webhooks: delivery receipts (`sms.message.updated`) and
 * inbound messages (`sms.message.created`), as a form, a JSON object or a
 * GET's query, depending on the account's settings.
 *
 * Signed webhooks (https://developer.vonage.com/en/getting-started/concepts/signing-messages)
 * carry `sig`, `timestamp` and `nonce` among their parameters. The signed
 * string is every parameter but `sig`, sorted by name, each written
 * `&name=value` with any `&` or `=` in the value replaced by `_`. With the
 * default method, "MD5 hash", `sig` is the lower-case hex MD5 of that string
 * followed by the account's signature secret; with an HMAC method (MD5,
 * SHA-1, SHA-256, SHA-512) it is the upper-case hex HMAC of the string keyed
 * with the secret. The connection's `signature_secret` and
 * `signature_method` settings are the dashboard's. A webhook without a
 * signature, or a connection without a signature secret, is refused: nothing
 * else proves it came from Vonage.
 *
 * Vonage signs every retry afresh (a new timestamp and nonce), so a retry is
 * named by what it reports (the part's id and status) rather than its bytes.
 */
import { createHash, createHmac } from 'node:crypto';
import type { InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { sameSignature, webhookParams } from '../framework/inbound-params.js';

export const SIGNATURE_METHODS = ['md5hash', 'md5hmac', 'sha1hmac', 'sha256hmac', 'sha512hmac'] as const;
export type VonageSignatureMethod = (typeof SIGNATURE_METHODS)[number];

const HMAC_OF: Readonly<Record<Exclude<VonageSignatureMethod, 'md5hash'>, string>> = { md5hmac: 'md5', sha1hmac: 'sha1', sha256hmac: 'sha256', sha512hmac: 'sha512' };

export function vonageSignature(params: Readonly<Record<string, string>>, secret: string, method: VonageSignatureMethod): string {
  const signed = Object.keys(params)
    .filter((name) => name !== 'sig')
    .sort()
    .map((name) => `&${name}=${params[name]!.replace(/[&=]/g, '_')}`)
    .join('');
  if (method === 'md5hash') return createHash('md5').update(signed + secret, 'utf8').digest('hex');
  return createHmac(HMAC_OF[method], secret).update(signed, 'utf8').digest('hex').toUpperCase();
}

function methodOf(setting: string | undefined): VonageSignatureMethod | undefined {
  const method = (setting ?? 'md5hash').toLowerCase();
  return (SIGNATURE_METHODS as readonly string[]).includes(method) ? (method as VonageSignatureMethod) : undefined;
}

/** Vonage's "YYYY-MM-DD HH:MM:SS" in UTC. */
function vonageTime(value: string | undefined): Date | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function isReceipt(params: Record<string, string>): boolean {
  return params.status !== undefined && params.text === undefined;
}

function changesOf(request: InboundRequest): NativeChange[] {
  const params = webhookParams(request);
  const id = params.messageId;
  if (!id) return [];
  const occurredAt = vonageTime(params['message-timestamp']);
  if (isReceipt(params)) return [{ resource: 'sms/messages', action: 'updated', entityId: id, downstreamEventType: 'delivery-receipt', occurredAt }];
  if (params.msisdn === undefined) return [];
  // A long inbound text arrives as one webhook per part: the message is named by its first part, as sends are.
  if (params['concat-part'] !== undefined && params['concat-part'] !== '1') return [];
  return [{ resource: 'sms/messages', action: 'created', entityId: id, downstreamEventType: 'inbound-sms', occurredAt }];
}

export const vonageInbound: InboundWebhooks = {
  verify(request, { settings }) {
    const secret = settings.signature_secret;
    const method = methodOf(settings.signature_method);
    const params = webhookParams(request);
    if (!secret || !method || params.sig === undefined) return false;
    // The account the webhook is about must be the connection's (a signature secret can be shared by sub-accounts).
    if (params['api-key'] !== undefined && params['api-key'] !== settings.api_key) return false;
    return sameSignature(params.sig.toLowerCase(), vonageSignature(params, secret, method).toLowerCase());
  },
  changes: changesOf,
  deliveryId(request) {
    const params = webhookParams(request);
    if (!params.messageId) return undefined;
    return isReceipt(params) ? `receipt:${params.messageId}:${params.status}:${params['err-code'] ?? ''}` : `inbound:${params.messageId}`;
  },
  // Set up apart at Vonage, so confirmed apart: receipts come with the service's own sends, inbound texts only once the number has the URL.
  sources: [
    {
      id: 'delivery-receipts',
      downstreamEvents: ['delivery-receipt'],
      setup: {
        kind: 'per-request',
        description:
          'Nothing to set: each message sent through the SMS API names this URL as its callback. Receipts are signed: the connection needs the signature secret and method of the dashboard (Settings → Signed webhooks). The first receipt confirms it.',
      },
    },
    {
      id: 'inbound-messages',
      downstreamEvents: ['inbound-sms'],
      setup: {
        kind: 'paste',
        where: 'Vonage API Dashboard → Numbers → Your numbers → the number → Inbound Webhook URL (SMS)',
        instructions:
          'Paste the URL as the number\'s inbound webhook URL, and have Vonage sign webhooks (Settings → Signed webhooks) with the signature secret and method set on the connection. The first signed inbound message confirms it.',
      },
    },
  ],
};
