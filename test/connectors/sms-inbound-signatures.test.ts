/**
 * The SMS connectors' inbound hooks on their own: Twilio's X-Twilio-Signature
 * checked against the official `twilio` package (which signs and validates
 * independently of our code), Vonage's `sig` against the emulator's signer
 * for every method, and the changes each platform's webhook reports.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import twilioSdk from 'twilio';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import { twilioInbound, twilioSignature } from '../../src/connectors/twilio/inbound.js';
import { SIGNATURE_METHODS, vonageInbound, vonageSignature } from '../../src/connectors/vonage/inbound.js';
import { vonageSignature as emulatorVonageSignature } from '../../src/sandbox/vonage/webhooks.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const twilioContext: InboundContext = { settings: { account_sid: `AC${'1'.repeat(32)}`, auth_token: TOKEN }, registration: {} };

function formRequest(url: string, params: Record<string, string>, headers: Record<string, string> = {}): InboundRequest {
  const body = new URLSearchParams(params).toString();
  const query = Object.fromEntries(new URL(url).searchParams);
  return { method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, rawBody: Buffer.from(body), query };
}

const callback = {
  AccountSid: `AC${'1'.repeat(32)}`,
  ApiVersion: '2010-04-01',
  From: '+15005550006',
  MessageSid: `SM${'a'.repeat(32)}`,
  MessageStatus: 'delivered',
  SmsSid: `SM${'a'.repeat(32)}`,
  SmsStatus: 'delivered',
  To: '+15005550001',
  Body: 'a = b & c, "quoted" ünïcode',
};

describe('Twilio inbound hooks', () => {
  const url = 'https://svc.example.com/webhook/w/abcdefghijklmnopqrstuvwxyz012345/twilio';

  it('signs as the twilio package does, so its validateRequest accepts our signature and we accept its', () => {
    const ours = twilioSignature(TOKEN, url, Object.entries(callback));
    expect(twilioSdk.validateRequest(TOKEN, ours, url, callback)).toBe(true);
    const theirs = twilioSdk.getExpectedTwilioSignature(TOKEN, url, callback);
    expect(twilioInbound.verify(formRequest(url, callback, { 'x-twilio-signature': theirs }), twilioContext)).toBe(true);
  });

  it('accepts the URL signed with the default port or without it, and with its query', () => {
    const withPort = 'https://svc.example.com:443/webhook/w/abcdefghijklmnopqrstuvwxyz012345/twilio?x=1';
    const signedWithout = twilioSdk.getExpectedTwilioSignature(TOKEN, withPort.replace(':443', ''), callback);
    expect(twilioInbound.verify(formRequest(withPort, callback, { 'x-twilio-signature': signedWithout }), twilioContext)).toBe(true);
    const signedWith = twilioSdk.getExpectedTwilioSignature(TOKEN, withPort, callback);
    expect(twilioInbound.verify(formRequest(withPort.replace(':443', ''), callback, { 'x-twilio-signature': signedWith }), twilioContext)).toBe(true);
  });

  it('refuses a changed parameter, another URL, another token, and no signature at all', () => {
    const signature = twilioSdk.getExpectedTwilioSignature(TOKEN, url, callback);
    const verify = (request: InboundRequest, context = twilioContext) => twilioInbound.verify(request, context);
    expect(verify(formRequest(url, { ...callback, MessageStatus: 'failed' }, { 'x-twilio-signature': signature }))).toBe(false);
    expect(verify(formRequest(`${url}x`, callback, { 'x-twilio-signature': signature }))).toBe(false);
    expect(verify(formRequest(url, callback, { 'x-twilio-signature': signature }), { ...twilioContext, settings: { auth_token: 'another0token0of0thirty0two0char' } })).toBe(false);
    expect(verify(formRequest(url, callback))).toBe(false);
  });

  it('checks a JSON body against bodySHA256 in the signed URL', () => {
    const body = JSON.stringify({ hello: 'world' });
    const signedUrl = `${url}?bodySHA256=${createHash('sha256').update(body).digest('hex')}`;
    const signature = twilioSdk.getExpectedTwilioSignature(TOKEN, signedUrl, {});
    const request = (raw: string): InboundRequest => ({ method: 'POST', url: signedUrl, headers: { 'content-type': 'application/json', 'x-twilio-signature': signature }, rawBody: Buffer.from(raw), query: Object.fromEntries(new URL(signedUrl).searchParams) });
    expect(twilioSdk.validateRequestWithBody(TOKEN, signature, signedUrl, body)).toBe(true);
    expect(twilioInbound.verify(request(body), twilioContext)).toBe(true);
    expect(twilioInbound.verify(request(body.replace('world', 'w0rld')), twilioContext)).toBe(false);
  });

  it('reports a status callback as an update of the message, named by Twilio\'s idempotency token', () => {
    const request = formRequest(url, callback, { 'i-twilio-idempotency-token': 'tok-1' });
    expect(twilioInbound.changes(request, twilioContext)).toEqual([{ resource: 'sms/messages', action: 'updated', entityId: callback.MessageSid, downstreamEventType: 'StatusCallback' }]);
    expect(twilioInbound.deliveryId?.(request, twilioContext)).toBe('tok-1');
    expect(twilioInbound.changes(formRequest(url, { CallSid: 'CA1', CallStatus: 'completed' }), twilioContext)).toEqual([]);
  });
});

describe('Vonage inbound hooks', () => {
  const secret = 'sandboxSignatureSecret0f8e7d6c5b4a';
  const receipt = {
    msisdn: '447700900991',
    to: 'AcmeInc',
    'network-code': '23410',
    messageId: '0A0000000123ABCD1',
    price: '0.03330000',
    status: 'failed',
    scts: '2601020304',
    'err-code': '3',
    'api-key': 'a1b2c3d4',
    'client-ref': 'ref=1&2',
    'message-timestamp': '2026-01-02 03:04:05',
    timestamp: '1767323045',
    nonce: '6c1f9a4e-0000-4000-8000-000000000000',
  };
  const contextFor = (method: string): InboundContext => ({ settings: { api_key: 'a1b2c3d4', signature_secret: secret, signature_method: method }, registration: {} });
  const jsonRequest = (params: Record<string, string>): InboundRequest => ({ method: 'POST', url: 'https://svc.example.com/webhook/w/x/vonage', headers: { 'content-type': 'application/json' }, rawBody: Buffer.from(JSON.stringify(params)), query: {} });
  const emulatorMethod = (method: string) => (method === 'md5hash' ? 'md5hash' : method.replace('hmac', '')) as Parameters<typeof emulatorVonageSignature>[2];

  it('signs as the emulator does, for every method Vonage offers', () => {
    for (const method of SIGNATURE_METHODS) {
      expect(vonageSignature(receipt, secret, method)).toBe(emulatorVonageSignature(receipt, secret, emulatorMethod(method)));
    }
  });

  it('accepts a signed receipt as JSON, a form or a GET query, and refuses a changed one, another account\'s, or an unsigned one', () => {
    const signed = { ...receipt, sig: vonageSignature(receipt, secret, 'sha256hmac') };
    const context = contextFor('sha256hmac');
    expect(vonageInbound.verify(jsonRequest(signed), context)).toBe(true);
    expect(vonageInbound.verify({ ...jsonRequest(signed), headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: Buffer.from(new URLSearchParams(signed).toString()) }, context)).toBe(true);
    expect(vonageInbound.verify({ ...jsonRequest(signed), method: 'GET', headers: {}, rawBody: Buffer.alloc(0), query: signed }, context)).toBe(true);
    expect(vonageInbound.verify(jsonRequest({ ...signed, status: 'delivered' }), context)).toBe(false);
    expect(vonageInbound.verify(jsonRequest(receipt), context)).toBe(false);
    expect(vonageInbound.verify(jsonRequest(signed), contextFor('md5hash'))).toBe(false);
    expect(vonageInbound.verify(jsonRequest(signed), { ...context, settings: { ...context.settings, api_key: 'zzzzzzzz' } })).toBe(false);
    expect(vonageInbound.verify(jsonRequest(signed), { ...context, settings: { api_key: 'a1b2c3d4' } })).toBe(false);
  });

  it('reports a receipt as an update and an inbound SMS (its first part) as a creation, each named by what it reports', () => {
    const context = contextFor('md5hash');
    const asReceipt = jsonRequest(receipt);
    expect(vonageInbound.changes(asReceipt, context)).toEqual([
      { resource: 'sms/messages', action: 'updated', entityId: receipt.messageId, downstreamEventType: 'delivery-receipt', occurredAt: new Date('2026-01-02T03:04:05.000Z') },
    ]);
    expect(vonageInbound.deliveryId?.(jsonRequest({ ...receipt, nonce: 'another', timestamp: '1' }), context)).toBe(vonageInbound.deliveryId?.(asReceipt, context));
    const inbound = { 'api-key': 'a1b2c3d4', msisdn: '447700900123', to: '447700900000', messageId: '0A00000012345678', text: 'Hello', type: 'text', keyword: 'HELLO', 'message-timestamp': '2026-01-02 03:04:05' };
    expect(vonageInbound.changes(jsonRequest(inbound), context)).toMatchObject([{ action: 'created', entityId: '0A00000012345678', downstreamEventType: 'inbound-sms' }]);
    expect(vonageInbound.changes(jsonRequest({ ...inbound, concat: 'true', 'concat-part': '2', 'concat-total': '2', 'concat-ref': '1' }), context)).toEqual([]);
  });
});
