/**
 * The webhook benchmark's receiver decides whether a run passes: every
 * delivery verified, each event exactly once. Its accounting, and the lag
 * percentiles it reports.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { changeKey, percentile, SignedReceiver, summarizeLags } from '../../bench/webhook-harness.js';

const secret = `whsec_${randomBytes(24).toString('base64')}`;

function delivery(webhookId: string, eventType: string, entityId: string, signWith = secret) {
  const body = JSON.stringify({ payload: { event_type: eventType, entity_id: entityId, detected_by: 'native' } });
  const timestamp = new Date();
  const headers = { 'webhook-id': webhookId, 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': new Webhook(signWith).sign(webhookId, timestamp, body) };
  return { body, headers };
}

describe('bench webhook receiver', () => {
  it('keeps the first arrival of each change and counts every way of breaking exactly once', () => {
    const receiver = new SignedReceiver();
    receiver.secret = secret;
    const first = delivery('msg_1', 'crm.contact.created', '42');
    expect(receiver.accept(first.body, first.headers, 10)).toBe(200);
    expect(receiver.clean).toBe(true);
    expect(receiver.arrivals.get(changeKey('crm.contact.created', '42'))).toEqual({ at: 10, detectedBy: 'native', webhookId: 'msg_1' });

    // The same webhook-id again (a retry), the same change under another id, a forged signature.
    expect(receiver.accept(first.body, first.headers, 20)).toBe(200);
    const again = delivery('msg_2', 'crm.contact.created', '42');
    expect(receiver.accept(again.body, again.headers, 30)).toBe(200);
    const forged = delivery('msg_3', 'crm.contact.updated', '42', `whsec_${randomBytes(24).toString('base64')}`);
    expect(receiver.accept(forged.body, forged.headers, 40)).toBe(400);

    expect({ repeatedIds: receiver.repeatedIds, repeatedChanges: receiver.repeatedChanges, unverified: receiver.unverified, delivered: receiver.delivered }).toEqual({ repeatedIds: 1, repeatedChanges: 1, unverified: 1, delivered: 2 });
    expect(receiver.clean).toBe(false);
    expect(receiver.arrivals.get(changeKey('crm.contact.created', '42'))?.at).toBe(10);
    expect(receiver.arrivals.has(changeKey('crm.contact.updated', '42'))).toBe(false);
  });

  it('reports nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(hundred, 0.5), percentile(hundred, 0.99), percentile([7], 0.99)]).toEqual([50, 99, 7]);
    expect(summarizeLags([30, 10, 20])).toEqual({ count: 3, p50Ms: 20, p99Ms: 30, maxMs: 30 });
  });
});
