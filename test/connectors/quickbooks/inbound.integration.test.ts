/**
 * QuickBooks' webhooks between the emulator and the connector's `inbound`
 * hooks over loopback: the control plane's subscription stands in for the
 * Intuit app's webhook settings; creating, voiding and deleting records makes
 * the emulator send signed CloudEvents, and what it really sent verifies
 * with the verifier token and reports the right unified changes (the realm's
 * only). Tampered and wrongly keyed notifications are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportedEvents } from '../../../src/connectors/framework/define.js';
import type { InboundContext, InboundRequest } from '../../../src/connectors/framework/inbound.js';
import { quickbooks } from '../../../src/connectors/quickbooks/definition.js';
import { quickbooksInbound } from '../../../src/connectors/quickbooks/inbound.js';
import type { KitEmulatorHandle } from '../../../src/sandbox/framework/kit/index.js';
import { QUICKBOOKS_DEMO_REALM as DEMO, quickbooksEmulator } from '../../../src/sandbox/quickbooks/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

type Json = Record<string, any>;
const context = (token: string | undefined = DEMO.verifierToken, realm = DEMO.id): InboundContext => ({ settings: { realm_id: realm, ...(token ? { webhook_verifier_token: token } : {}) }, registration: {} });

describe('QuickBooks inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;

  const post = async (path: string, body: Json): Promise<Json> => {
    const response = await fetch(`${emulator.url}/v3/company/${DEMO.id}${path}`, { method: 'POST', headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Json;
  };
  const query = async (text: string) => ((await (await fetch(`${emulator.url}/v3/company/${DEMO.id}/query?query=${encodeURIComponent(text)}`, { headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` } })).json()) as Json).QueryResponse;

  async function sent(): Promise<InboundRequest[]> {
    await emulator.kit.settled();
    const { deliveries } = (await (await fetch(`${emulator.url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: Json[] };
    return deliveries.filter((delivery) => delivery.url === target).map((delivery) => ({ method: 'POST' as const, url: delivery.url, headers: delivery.requestHeaders, rawBody: Buffer.from(delivery.requestBody as string), query: {} }));
  }

  beforeAll(async () => {
    emulator = await quickbooksEmulator.start();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/quickbooks`;
    const response = await fetch(`${emulator.url}/__emulator/webhooks/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: target }) });
    expect(response.status).toBe(204);
  });

  it('declares QuickBooks\' CloudEvents types as supported events', () => {
    const events = supportedEvents(quickbooks, 'accounting');
    expect(events).toContainEqual({ event_type: 'accounting.invoice.created', downstream_event_type: 'qbo.invoice.created.v1', resource_id: 'invoices' });
    expect(events).toContainEqual({ event_type: 'accounting.invoice.updated', downstream_event_type: 'qbo.invoice.voided.v1', resource_id: 'invoices' });
    expect(events).toContainEqual({ event_type: 'accounting.customer.deleted', downstream_event_type: 'qbo.customer.deleted.v1', resource_id: 'customers' });
  });

  it('verifies what the emulator sent and reports each change once', async () => {
    const customer = (await query('select * from Customer maxresults 1')).Customer[0];
    const item = (await query('select * from Item maxresults 1')).Item[0];
    const invoice = (await post('/invoice', { CustomerRef: { value: customer.Id }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 10, SalesItemLineDetail: { ItemRef: { value: item.Id } } }] })).Invoice;
    const voided = (await post('/invoice?operation=void', { Id: invoice.Id, SyncToken: invoice.SyncToken })).Invoice;
    await post('/invoice?operation=delete', { Id: invoice.Id, SyncToken: voided.SyncToken });
    const vendor = (await post('/vendor', { DisplayName: 'Webhook Vendor' })).Vendor;
    const requests = await sent();
    expect(requests).toHaveLength(4);
    for (const request of requests) expect(quickbooksInbound.verify(request, context())).toBe(true);
    expect(requests.flatMap((request) => quickbooksInbound.changes(request, context()))).toEqual([
      expect.objectContaining({ resource: 'accounting/invoices', action: 'created', entityId: invoice.Id, downstreamEventType: 'qbo.invoice.created.v1' }),
      expect.objectContaining({ resource: 'accounting/invoices', action: 'updated', entityId: invoice.Id, downstreamEventType: 'qbo.invoice.voided.v1' }),
      expect.objectContaining({ resource: 'accounting/invoices', action: 'deleted', entityId: invoice.Id }),
      expect.objectContaining({ resource: 'accounting/suppliers', action: 'created', entityId: vendor.Id }),
    ]);
    const ids = requests.map((request) => quickbooksInbound.deliveryId?.(request, context()));
    expect(new Set(ids).size).toBe(4);
    // Another realm's connection learns nothing from these.
    expect(requests.flatMap((request) => quickbooksInbound.changes(request, context(DEMO.verifierToken, '123')))).toEqual([]);
  });

  it('refuses a tampered body, another verifier token, and a connection without one', async () => {
    await post('/customer', { DisplayName: 'Signed Customer' });
    const [request] = await sent();
    expect(quickbooksInbound.verify({ ...request!, rawBody: Buffer.from(request!.rawBody.toString().replace('created', 'deleted')) }, context())).toBe(false);
    expect(quickbooksInbound.verify(request!, context('another-token'))).toBe(false);
    expect(quickbooksInbound.verify(request!, context(''))).toBe(false);
    expect(quickbooksInbound.verify({ ...request!, headers: {} }, context())).toBe(false);
  });
});
