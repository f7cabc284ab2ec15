/**
 * Twilio's webhooks (https://www.twilio.com/docs/usage/security#validating-requests):
 * each request carries X-Twilio-Signature, the base64 HMAC-SHA1, keyed with
 * the account's Auth Token, of the full URL Twilio called followed by every
 * POST parameter, sorted by name, written name then value with nothing
 * between. Twilio may sign the URL with or without the default port, so both
 * are tried. A JSON body is covered by the `bodySHA256` query parameter (the
 * body's SHA-256 in hex) instead of by parameters.
 *
 * Message status callbacks (the StatusCallback each message is sent with,
 * messages.ts) report the message's new status: `sms.message.updated`. A
 * callback sent with GET carries its parameters in the URL, which is signed.
 * Twilio names each callback with I-Twilio-Idempotency-Token, the same on
 * its retries.
 */
import { createHash, createHmac } from 'node:crypto';
import type { InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { formPairs, sameSignature } from '../framework/inbound-params.js';

/** The signature over `url` and the form's pairs, sorted by name (then value, for a repeated name). */
export function twilioSignature(authToken: string, url: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...pairs].sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  const signed = sorted.reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The URL as called, and with the scheme's default port added or removed: Twilio signs one of them. */
function urlVariants(url: string): string[] {
  const match = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  const portStart = authority.indexOf(':', authority.lastIndexOf(']') + 1);
  const host = portStart < 0 ? authority : authority.slice(0, portStart);
  const defaultPort = scheme.toLowerCase() === 'https' ? ':443' : ':80';
  return [...new Set([url, `${scheme}://${host}${rest}`, `${scheme}://${host}${defaultPort}${rest}`])];
}

function bodyHashMatches(request: InboundRequest): boolean {
  const expected = request.query.bodySHA256;
  if (expected === undefined) return true;
  return sameSignature(expected.toLowerCase(), createHash('sha256').update(request.rawBody).digest('hex'));
}

function statusCallbackOf(request: InboundRequest): NativeChange[] {
  // A StatusCallbackMethod of GET puts the parameters in the (signed) URL instead of the body.
  const params = new Map(request.method === 'GET' ? Object.entries(request.query) : formPairs(request));
  const sid = params.get('MessageSid') ?? params.get('SmsSid');
  const status = params.get('MessageStatus') ?? params.get('SmsStatus');
  if (!sid || !status) return [];
  return [{ resource: 'sms/messages', action: 'updated', entityId: sid, downstreamEventType: 'StatusCallback' }];
}

export const twilioInbound: InboundWebhooks = {
  verify(request, { settings }) {
    const authToken = settings.auth_token;
    const given = request.headers['x-twilio-signature'];
    if (!authToken || !given || !bodyHashMatches(request)) return false;
    const pairs = formPairs(request);
    return urlVariants(request.url).some((url) => sameSignature(given, twilioSignature(authToken, url, pairs)));
  },
  changes: statusCallbackOf,
  // The same on Twilio's retries of one callback; absent, the body (which has no timestamp) names it as well.
  deliveryId: (request) => request.headers['i-twilio-idempotency-token'] || undefined,
  sources: [
    {
      id: 'status-callbacks',
      setup: {
        kind: 'per-request',
        description: 'Nothing to set: each message sent through the SMS API names this URL as its StatusCallback. The first status callback Twilio sends confirms it.',
      },
    },
  ],
};
