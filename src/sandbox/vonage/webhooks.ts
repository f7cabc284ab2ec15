/**
 * The webhooks Vonage's SMS API sends, in the shapes sms.yml describes (POST,
 * JSON): a delivery receipt per message part when a send's status moves, to
 * the send's `callback` or else the account's delivery-receipt URL; and
 * `inbound-sms` when a message reaches one of the account's numbers, to the
 * account's inbound URL, one webhook per part of a long message. The control
 * plane's subscriptions stand in for the dashboard's URLs: events
 * ["delivery-receipt"] and ["inbound-sms"], or none for both.
 *
 * With a signature secret the account signs every webhook as Vonage does
 * (https://developer.vonage.com/en/getting-started/concepts/signing-messages):
 * `timestamp` and `nonce` are added, then `sig` over every other parameter,
 * sorted by name, written "&name=value" with "&" and "=" in them replaced by
 * "_"; md5hash is the MD5 of that string and the secret (lower-case hex), the
 * HMAC methods key it with the secret (upper-case hex). A subscription's
 * `secret` stands in for the account's.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, Subscription } from '../framework/kit/index.js';
import type { VonageAccount, VonageSignatureMethod } from './demo-account.js';
import { vonageTime } from './dialect.js';
import { money, PRICE_PER_PART, type MessagePart } from './messages.js';
import { keywordOf, splitIntoParts } from './sms-parts.js';

type Params = Record<string, string>;

const HMAC_ALGORITHMS: Readonly<Record<Exclude<VonageSignatureMethod, 'md5hash'>, string>> = { md5: 'md5', sha1: 'sha1', sha256: 'sha256', sha512: 'sha512' };

export function vonageSignature(params: Params, secret: string, method: VonageSignatureMethod): string {
  const clean = (text: string) => text.replace(/[&=]/g, '_');
  const signed = Object.keys(params)
    .filter((name) => name !== 'sig' && params[name]!.trim() !== '')
    .sort()
    .map((name) => `&${clean(name)}=${clean(params[name]!)}`)
    .join('');
  if (method === 'md5hash') return createHash('md5').update(signed + secret).digest('hex');
  return createHmac(HMAC_ALGORITHMS[method], secret).update(signed).digest('hex').toUpperCase();
}

function signed(params: Params, event: PlatformEvent<VonageAccount>, secret: string | undefined): Params {
  if (!secret) return params;
  const stamped = { ...params, timestamp: String(Math.floor(event.at / 1000)), nonce: randomUUID() };
  return { ...stamped, sig: vonageSignature(stamped, secret, event.account.signatureMethod) };
}

/** The send's own callback URL, else every subscription to the event. */
function destinations(event: PlatformEvent<VonageAccount>, subscriptions: readonly Subscription[], own: unknown): Subscription[] {
  if (typeof own === 'string' && own !== '') return [{ url: own }];
  return subscriptions.filter((subscription) => !subscription.events || subscription.events.includes(event.type));
}

/** "YYMMDDHHMM": when the carrier reported the delivery. */
function scts(ms: number): string {
  return vonageTime(ms).replace(/\D/g, '').slice(2, 12);
}

function deliveryReceipts(event: PlatformEvent<VonageAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  const message = event.record;
  if (message.statusReportReq === false) return [];
  const at = typeof message.doneAt === 'number' ? message.doneAt : event.at;
  return destinations(event, subscriptions, message.callback).flatMap((destination) =>
    (message.parts as MessagePart[]).map((part) => ({
      url: destination.url,
      body: signed(
        {
          msisdn: String(message.to),
          to: String(message.from),
          'network-code': String(message.network),
          messageId: part.id,
          price: money(PRICE_PER_PART),
          status: String(message.status),
          scts: scts(at),
          'err-code': String(message.errCode ?? '0'),
          'api-key': event.account.apiKey,
          ...(message.clientRef !== undefined ? { 'client-ref': String(message.clientRef) } : {}),
          'message-timestamp': vonageTime(event.at),
        },
        event,
        destination.secret ?? event.account.signatureSecret,
      ),
    })),
  );
}

function inboundSms(event: PlatformEvent<VonageAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  const message = event.record;
  const text = String(message.text ?? '');
  const type = message.type === 'unicode' ? 'unicode' : 'text';
  const parts = splitIntoParts(text, type);
  const partId = (index: number) =>
    index === 0 ? message.id : createHash('sha256').update(`${message.id}:${index}`).digest('hex').slice(0, 16).toUpperCase();
  const concat = (index: number): Params =>
    parts.length < 2
      ? {}
      : { concat: 'true', 'concat-ref': String(parseInt(message.id.slice(-2), 16) || 1), 'concat-total': String(parts.length), 'concat-part': String(index + 1) };
  return destinations(event, subscriptions, undefined).flatMap((destination) =>
    parts.map((part, index) => ({
      url: destination.url,
      body: signed(
        {
          'api-key': event.account.apiKey,
          msisdn: String(message.msisdn),
          to: String(message.to),
          messageId: partId(index),
          text: part,
          type,
          keyword: keywordOf(text),
          'message-timestamp': vonageTime(event.at),
          timestamp: String(Math.floor(event.at / 1000)),
          ...concat(index),
        },
        event,
        destination.secret ?? event.account.signatureSecret,
      ),
    })),
  );
}

export function vonageWebhooks(event: PlatformEvent<VonageAccount>, subscriptions: readonly Subscription[]): OutgoingWebhook[] {
  if (event.type === 'delivery-receipt' && event.resource === 'messages') return deliveryReceipts(event, subscriptions);
  if (event.type === 'inbound-sms' && event.resource === 'inbound-messages') return inboundSms(event, subscriptions);
  return [];
}
