import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isSigningSecret, signedRequest } from '../../src/webhooks/delivery/signing.js';
import { newSigningSecret } from '../../src/webhooks/subscriptions/signing-secrets.js';
import { ticketCreated } from './sample-event.js';

function verifies(secret: string, body: string, headers: Record<string, string>): boolean {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  }
}

function thrownBy(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an exception');
}

describe('signed delivery requests (Standard Webhooks)', () => {
  const secret = newSigningSecret();

  it('are verified by the standardwebhooks library, which returns the payload', () => {
    const { headers, body } = signedRequest([secret], ticketCreated(), { attempt: 1 });
    const verified = new Webhook(secret).verify(body, headers) as { payload: { event_id: string } };
    expect(verified.payload.event_id).toBe(ticketCreated().id);
  });

  it('carry the Standard Webhooks headers and the reference ones', () => {
    const now = new Date('2026-03-04T05:06:07.890Z');
    const { headers } = signedRequest([secret], ticketCreated(), { attempt: 2, now });
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': ticketCreated().id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
      'x-svc-event-type': 'issue-tracking.ticket.created',
      'x-svc-idempotency-key': ticketCreated().id,
    });
  });

  it('keep webhook-id across retries while the timestamp and body follow the attempt', () => {
    const first = signedRequest([secret], ticketCreated(), { attempt: 1, now: new Date(1_000_000_000_000) });
    const retry = signedRequest([secret], ticketCreated(), { attempt: 3, now: new Date(1_000_000_300_000) });
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(retry.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    expect(JSON.parse(retry.body).payload.execution_attempt).toBe(3);
  });

  describe('tampering fails verification', () => {
    const { headers, body } = signedRequest([secret], ticketCreated(), { attempt: 1 });

    it('accepts the untouched request (the control)', () => {
      expect(verifies(secret, body, headers)).toBe(true);
    });

    it('refuses a changed body', () => {
      expect(verifies(secret, body.replace('10042', '10043'), headers)).toBe(false);
      expect(verifies(secret, `${body} `, headers)).toBe(false);
    });

    it('refuses a changed id', () => {
      expect(verifies(secret, body, { ...headers, 'webhook-id': 'another-event' })).toBe(false);
    });

    it('refuses a changed timestamp, even by one second', () => {
      const shifted = String(Number(headers['webhook-timestamp']) - 1);
      expect(verifies(secret, body, { ...headers, 'webhook-timestamp': shifted })).toBe(false);
    });

    it('refuses a signature made with another secret', () => {
      expect(verifies(newSigningSecret(), body, headers)).toBe(false);
    });

    it('refuses a replay signed more than five minutes ago', () => {
      const old = signedRequest([secret], ticketCreated(), { attempt: 1, now: new Date(Date.now() - 6 * 60 * 1000) });
      expect(verifies(secret, old.body, old.headers)).toBe(false);
    });
  });

  describe('with a rotated secret pair', () => {
    const previous = newSigningSecret();
    const current = newSigningSecret();
    const now = new Date();
    const { headers, body } = signedRequest([current, previous], ticketCreated(), { attempt: 1, now });

    it('carry both signatures, space-separated, in the order given', () => {
      expect(headers['webhook-signature']!.split(' ')).toEqual([
        new Webhook(current).sign(headers['webhook-id']!, now, body),
        new Webhook(previous).sign(headers['webhook-id']!, now, body),
      ]);
    });

    it('verify for a receiver holding either secret, and for no other', () => {
      expect(verifies(previous, body, headers)).toBe(true);
      expect(verifies(current, body, headers)).toBe(true);
      expect(verifies(newSigningSecret(), body, headers)).toBe(false);
    });
  });

  describe('secrets', () => {
    it("accept the subscriptions' secrets", () => {
      for (let i = 0; i < 20; i += 1) expect(isSigningSecret(newSigningSecret())).toBe(true);
    });

    it('refuse a malformed secret, without naming it', () => {
      const short = `whsec_${Buffer.alloc(16, 7).toString('base64')}`;
      const bad = ['', 'whsec_', 'sk_live_abc', short, 'whsec_not base64!', 'whsec_QUJD', Buffer.alloc(32, 7).toString('base64')];
      for (const value of bad) expect(isSigningSecret(value), value).toBe(false);
      const refusal = thrownBy(() => signedRequest([secret, short], ticketCreated(), { attempt: 1 }));
      expect(refusal.message).toMatch(/malformed/);
      expect(refusal.message).not.toContain(short.slice('whsec_'.length));
      expect(() => signedRequest([], ticketCreated(), { attempt: 1 })).toThrow(/at least one/);
    });
  });
});
