/**
 * Intercom's webhook notifications between the emulator and the connector's
 * `inbound` hooks over loopback: the control plane's subscription stands in
 * for the app's Developer Hub settings, contact changes make the emulator send
 * signed notifications, and what it really sent (read back from its control
 * plane) verifies with the app's client secret and reports the right changes
 * to customers (users only). Tampered and wrongly keyed notifications are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { intercom } from '../../src/connectors/intercom/definition.js';
import { intercomInbound } from '../../src/connectors/intercom/inbound.js';
import { INTERCOM_CUSTOMER_EVENTS } from '../../src/connectors/intercom/webhook-events.js';
import { supportedEvents } from '../../src/connectors/framework/define.js';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const CLIENT_SECRET = SANDBOX_OAUTH_CLIENTS.intercom.clientSecret;
const context = (clientSecret: string | undefined = CLIENT_SECRET): InboundContext => ({ settings: { api_token: INTERCOM_DEMO_ACCOUNT.accessToken }, clientSecret, registration: {} });

describe('Intercom inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;

  const api = async (method: string, path: string, body?: Json): Promise<Json> => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${INTERCOM_DEMO_ACCOUNT.accessToken}`, 'intercom-version': '2.16', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as Json;
  };

  /** What the emulator sent to the target, read from its control plane over HTTP. */
  async function sent(): Promise<InboundRequest[]> {
    await emulator.kit.settled();
    const { deliveries } = (await (await fetch(`${emulator.url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: Json[] };
    return deliveries
      .filter((delivery) => delivery.url === target)
      .map((delivery) => ({ method: 'POST' as const, url: delivery.url, headers: delivery.requestHeaders, rawBody: Buffer.from(delivery.requestBody as string), query: {} }));
  }

  const subscribe = async (subscription: Json) => {
    const response = await fetch(`${emulator.url}/__emulator/webhooks/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(subscription) });
    expect(response.status).toBe(204);
  };

  beforeAll(async () => {
    emulator = await intercomEmulator.start();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/intercom`;
    // The app's webhook settings in the Developer Hub: every topic, to the connection's URL.
    await subscribe({ url: target });
  });

  it('declares its native events as supported_events and registers nothing (the Developer Hub holds the subscription)', () => {
    expect(supportedEvents(intercom, 'customer-support').map((event) => event.downstream_event_type)).toEqual(INTERCOM_CUSTOMER_EVENTS.map((event) => event.downstream));
    expect(intercomInbound.register).toBeUndefined();
  });

  it('sends signed notifications for a user\'s life that verify with the client secret and report the customer\'s changes', async () => {
    const user = await api('POST', '/contacts', { email: 'hook.user@example.com', name: 'Hook User' });
    await api('PUT', `/contacts/${user.id}`, { name: 'Hook Renamed' });
    await api('POST', `/contacts/${user.id}/archive`);
    await api('POST', `/contacts/${user.id}/unarchive`);
    const lead = await api('POST', '/contacts', { role: 'lead', email: 'hook.lead@example.com' });
    await api('PUT', `/contacts/${lead.id}`, { name: 'Lead Renamed' });
    await api('PUT', `/contacts/${lead.id}`, { role: 'user' });
    await api('DELETE', `/contacts/${user.id}`);

    const requests = await sent();
    await receiver.waitFor(new URL(target).pathname, requests.length);
    const topics = requests.map((request) => JSON.parse(request.rawBody.toString('utf8')).topic);
    expect(topics).toEqual(['contact.user.created', 'contact.user.updated', 'contact.archived', 'contact.unarchive', 'contact.lead.created', 'contact.lead.updated', 'contact.lead.signed_up', 'contact.deleted']);
    for (const request of requests) {
      expect(request.headers['x-hub-signature']).toMatch(/^sha1=[0-9a-f]{40}$/);
      expect(intercomInbound.verify(request, context())).toBe(true);
    }
    const changes = requests.flatMap((request) => intercomInbound.changes(request, context()));
    expect(changes.map(({ action, entityId, downstreamEventType }) => [action, entityId, downstreamEventType])).toEqual([
      ['created', user.id, 'contact.user.created'],
      ['updated', user.id, 'contact.user.updated'],
      ['deleted', user.id, 'contact.archived'],
      ['created', user.id, 'contact.unarchive'],
      // The lead's creation and update report nothing; its sign-up makes it a customer.
      ['created', lead.id, 'contact.lead.signed_up'],
      ['deleted', user.id, 'contact.deleted'],
    ]);
    for (const change of changes) {
      expect(change.resource).toBe('customer-support/customers');
      expect(Math.abs(change.occurredAt!.getTime() - Date.now())).toBeLessThan(60_000);
    }
    const ids = requests.map((request) => intercomInbound.deliveryId!(request, context()));
    expect(new Set(ids).size).toBe(requests.length);
    expect(ids.every((id) => /^notification:notif_/.test(id ?? ''))).toBe(true);
  });

  it('names a retried notification as the first attempt, though its body counts the attempts', async () => {
    await api('POST', '/contacts', { email: 'retry.user@example.com' });
    const [request] = await sent();
    const retried = Buffer.from(request!.rawBody.toString('utf8').replace('"delivery_attempts":1', '"delivery_attempts":2'));
    expect(retried.equals(request!.rawBody)).toBe(false);
    expect(intercomInbound.deliveryId!({ ...request!, rawBody: retried }, context())).toBe(intercomInbound.deliveryId!(request!, context()));
  });

  it('refuses a tampered body, another app\'s secret, a missing client secret and a malformed signature', async () => {
    await api('POST', '/contacts', { email: 'tamper.user@example.com' });
    const [request] = await sent();
    expect(intercomInbound.verify(request!, context())).toBe(true);
    const tampered = { ...request!, rawBody: Buffer.from(request!.rawBody.toString('utf8').replace('tamper.user', 'tamper.userx')) };
    expect(intercomInbound.verify(tampered, context())).toBe(false);
    expect(intercomInbound.verify(request!, context('another-apps-secret'))).toBe(false);
    expect(intercomInbound.verify(request!, { ...context(), clientSecret: undefined })).toBe(false);
    for (const signature of [undefined, 'sha1=abc', `sha256=${'0'.repeat(64)}`, request!.headers['x-hub-signature']!.replace('sha1=', '')]) {
      expect(intercomInbound.verify({ ...request!, headers: { ...request!.headers, 'x-hub-signature': signature } }, context())).toBe(false);
    }
  });

  it('signs with the subscription\'s own secret when one is set (another app\'s client secret)', async () => {
    emulator.kit.reset();
    await subscribe({ url: target, secret: 'other-app-client-secret', events: ['contact.user.created'] });
    await api('POST', '/contacts', { email: 'other.app@example.com' });
    await api('POST', '/contacts', { role: 'lead', email: 'other.lead@example.com' });
    const requests = await sent();
    expect(requests).toHaveLength(1);
    expect(intercomInbound.verify(requests[0]!, context('other-app-client-secret'))).toBe(true);
    expect(intercomInbound.verify(requests[0]!, context())).toBe(false);
  });

  it('reports nothing for bodies that are not contact notifications', () => {
    const request = (body: unknown): InboundRequest => ({ method: 'POST', url: target, headers: {}, rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), query: {} });
    expect(intercomInbound.changes(request('{'), context())).toEqual([]);
    expect(intercomInbound.changes(request({ type: 'notification_event', topic: 'ping', data: { item: { type: 'ping' } } }), context())).toEqual([]);
    expect(intercomInbound.changes(request({ type: 'notification_event', topic: 'company.created', data: { item: { type: 'company', id: 'a'.repeat(24) } } }), context())).toEqual([]);
    expect(intercomInbound.changes(request({ type: 'notification_event', topic: 'contact.user.created', data: { item: { type: 'contact', id: 'not-an-id', role: 'user' } } }), context())).toEqual([]);
  });
});
