/**
 * HubSpot's webhooks between the emulator and the connector's `inbound`
 * hooks over loopback: the control plane's subscription stands in for the
 * app's webhook settings, CRM changes make the emulator send signed event
 * batches, and what it really sent verifies with the app's client secret
 * (X-HubSpot-Signature-v3 over method, URI, body and timestamp) and reports
 * the unified changes: one per record and kind, however many properties
 * changed. Tampered, stale and wrongly keyed requests are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportedEvents } from '../../src/connectors/framework/define.js';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import { hubspot } from '../../src/connectors/hubspot/definition.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const CLIENT_SECRET = SANDBOX_OAUTH_CLIENTS.hubspot.clientSecret;
const context = (clientSecret: string | undefined = CLIENT_SECRET): InboundContext => ({ settings: { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken }, clientSecret, registration: {} });
const inbound = hubspot.inbound!;

describe('HubSpot inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;

  const api = async (method: string, path: string, body?: Json): Promise<Json> => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${HUBSPOT_DEMO_ACCOUNT.privateAppToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    const text = await response.text();
    return text ? (JSON.parse(text) as Json) : {};
  };

  async function sent(): Promise<InboundRequest[]> {
    await emulator.kit.settled();
    const { deliveries } = (await (await fetch(`${emulator.url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: Json[] };
    return deliveries
      .filter((delivery) => delivery.url === target)
      .map((delivery) => ({ method: 'POST' as const, url: delivery.url, headers: delivery.requestHeaders, rawBody: Buffer.from(delivery.requestBody as string), query: {} }));
  }

  beforeAll(async () => {
    emulator = await hubspotEmulator.start();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/hubspot`;
    const response = await fetch(`${emulator.url}/__emulator/webhooks/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: target }) });
    expect(response.status).toBe(204);
  });

  it('declares HubSpot\'s subscription types as supported events, and registers nothing (the app\'s settings hold the subscriptions)', () => {
    const events = supportedEvents(hubspot, 'crm');
    expect(events).toEqual(expect.arrayContaining([
      { event_type: 'crm.contact.created', downstream_event_type: 'contact.creation', resource_id: 'contacts' },
      { event_type: 'crm.company.updated', downstream_event_type: 'company.propertyChange', resource_id: 'companies' },
      { event_type: 'crm.opportunity.deleted', downstream_event_type: 'deal.deletion', resource_id: 'opportunities' },
      { event_type: 'crm.activity.created', downstream_event_type: 'object.creation', resource_id: 'activities' },
    ]));
    expect(inbound.register).toBeUndefined();
  });

  it('sends signed batches that verify and report contacts, deals, notes and activities changing', async () => {
    const contact = await api('POST', '/crm/v3/objects/contacts', { properties: { email: 'hook@example.com' } });
    await api('PATCH', `/crm/v3/objects/contacts/${contact.id}`, { properties: { firstname: 'Hook', lastname: 'Person' } });
    const deal = await api('POST', '/crm/v3/objects/deals', { properties: { dealname: 'Hooked', dealstage: 'qualifiedtobuy' } });
    const call = await api('POST', '/crm/v3/objects/calls', { properties: { hs_timestamp: '2030-01-01T00:00:00Z', hs_call_title: 'Hook call' } });
    const note = await api('POST', '/crm/v3/objects/notes', { properties: { hs_timestamp: '2030-01-01T00:00:00Z', hs_note_body: 'Hook note' } });
    await api('DELETE', `/crm/v3/objects/deals/${deal.id}`);

    const requests = await sent();
    expect(requests).toHaveLength(6);
    for (const request of requests) expect(inbound.verify(request, context())).toBe(true);
    const changes = requests.flatMap((request) => inbound.changes(request, context()));
    expect(changes.map(({ resource, action, entityId, downstreamEventType }) => [resource, action, entityId, downstreamEventType])).toEqual([
      ['crm/contacts', 'created', contact.id, 'contact.creation'],
      ['crm/contacts', 'updated', contact.id, 'contact.propertyChange'],
      ['crm/opportunities', 'created', deal.id, 'deal.creation'],
      ['crm/activities', 'created', `call_${call.id}`, 'object.creation'],
      ['crm/notes', 'created', note.id, 'object.creation'],
      ['crm/opportunities', 'deleted', deal.id, 'deal.deletion'],
    ]);
    for (const change of changes) expect(Math.abs(change.occurredAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const ids = requests.map((request) => inbound.deliveryId!(request, context()));
    expect(new Set(ids).size).toBe(requests.length);
  });

  it('refuses a tampered body, another URL, a stale timestamp, another app\'s secret and a malformed signature', async () => {
    await api('POST', '/crm/v3/objects/companies', { properties: { name: 'Tamper Inc' } });
    const [request] = await sent();
    expect(inbound.verify(request!, context())).toBe(true);
    expect(inbound.verify({ ...request!, rawBody: Buffer.from(request!.rawBody.toString('utf8').replace('"CRM"', '"API"')) }, context())).toBe(false);
    expect(inbound.verify({ ...request!, url: `${request!.url}x` }, context())).toBe(false);
    expect(inbound.verify(request!, context('another-apps-secret'))).toBe(false);
    expect(inbound.verify(request!, { ...context(), clientSecret: undefined })).toBe(false);
    const stale = String(Number(request!.headers['x-hubspot-request-timestamp']) - 6 * 60_000);
    expect(inbound.verify({ ...request!, headers: { ...request!.headers, 'x-hubspot-request-timestamp': stale } }, context())).toBe(false);
    for (const signature of [undefined, 'abc', request!.headers['x-hubspot-signature-v3']!.slice(1)]) {
      expect(inbound.verify({ ...request!, headers: { ...request!.headers, 'x-hubspot-signature-v3': signature } }, context())).toBe(false);
    }
    expect(inbound.changes({ ...request!, rawBody: Buffer.from('not json') }, context())).toEqual([]);
  });
});
