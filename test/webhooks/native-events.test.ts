import { describe, expect, it } from 'vitest';
import { defineConnector, implement, supportedEvents } from '../../src/connectors/framework/define.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { vonage } from '../../src/connectors/vonage/definition.js';
import type { PlatformEvent } from '../../src/sandbox/framework/kit/index.js';
import { statusCallbacks } from '../../src/sandbox/twilio/status-callbacks.js';
import { vonageWebhooks } from '../../src/sandbox/vonage/webhooks.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { isKnownEventType } from '../../src/webhooks/event-types.js';

describe('native events of connectors', () => {
  it('report only event types the service serves', () => {
    for (const connector of CONNECTORS) {
      for (const event of supportedEvents(connector)) expect(isKnownEventType(event.event_type)).toBe(true);
    }
  });

  it('are refused when they report a change the resource does not declare', () => {
    const claimsTagEvents = implement(tags, { downstream: { id: 'labels', name: 'Labels' }, events: [{ action: 'created', downstream: 'label_created' }] });
    expect(() => defineConnector({ ...twilio, id: 'tags-with-events', resources: [claimsTagEvents] })).toThrow(/issue-tracking\.tag\.created/);
  });

  it('are listed per API with the platform\'s own name and the resource', () => {
    expect(supportedEvents(twilio, 'sms')).toEqual([{ event_type: 'sms.message.updated', downstream_event_type: 'StatusCallback', resource_id: 'messages' }]);
    expect(supportedEvents(twilio, 'issue-tracking')).toEqual([]);
  });
});

/** An emulator event as the kit hands it to a platform's webhooks (only what the webhook builders read). */
function emulatorEvent(type: string, resource: string, record: Record<string, unknown>, account: Record<string, unknown>): PlatformEvent<never> {
  return { type, resource, record: { id: 'SM0001', ...record }, wire: {}, account, at: Date.UTC(2026, 0, 2, 3, 4, 5) } as unknown as PlatformEvent<never>;
}

describe('native events the connectors claim are sent by their emulators', () => {
  it('Twilio: a StatusCallback for each status a message with a callback URL enters', () => {
    expect(supportedEvents(twilio).map((event) => event.downstream_event_type)).toEqual(['StatusCallback']);
    const event = emulatorEvent('message.delivered', 'messages', { statusCallback: 'https://example.test/cb', to: '+15005550006' }, { id: 'AC1', authToken: 'token' });
    const [callback] = statusCallbacks(event);
    expect(new URLSearchParams(callback?.body as string).get('MessageStatus')).toBe('delivered');
  });

  it('Vonage: each declared downstream name is an event its emulator turns into a webhook', () => {
    const names = supportedEvents(vonage).map((event) => event.downstream_event_type);
    expect(names).toEqual(['inbound-sms', 'delivery-receipt']);
    const account = { apiKey: 'key', signatureMethod: 'md5hash' };
    const subscriptions = [{ url: 'https://example.test/hook' }];
    const samples: Record<string, PlatformEvent<never>> = {
      'inbound-sms': emulatorEvent('inbound-sms', 'inbound-messages', { msisdn: '447700900123', to: '447700900000', text: 'Hello' }, account),
      'delivery-receipt': emulatorEvent('delivery-receipt', 'messages', { to: '447700900123', from: 'Svc', status: 'delivered', parts: [{ id: 'SM0001', balanceAfter: 1 }] }, account),
    };
    for (const name of names) expect(vonageWebhooks(samples[name]!, subscriptions)).not.toEqual([]);
  });
});
