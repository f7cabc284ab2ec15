/**
 * Xero's webhooks between the emulator and the service over loopback: the
 * emulator's subscription stands in for the app's webhook settings at Xero,
 * invoice and contact changes make it send payloads signed with the webhook
 * key (x-xero-signature), and the service's receiver for the connection
 * takes the signed ones, publishing accounting events, and refuses others
 * with a 401, which is how it passes Xero's intent-to-receive check.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xero } from '../../src/connectors/xero/definition.js';
import { xeroChanges } from '../../src/connectors/xero/webhook-events.js';
import { supportedEvents } from '../../src/connectors/framework/define.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY, xeroEmulator } from '../../src/sandbox/xero/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const KEY = 'qR7vX2pL9mK4nT8wY1zB6cF3hJ5sD0aG+e7uI2oP9kM4nR6tXw==';

describe('Xero webhooks through the service', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let receiveUrl: string;

  const eventsOf = () => svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute();

  beforeAll(async () => {
    svc = await startTestService({ emulators: [xeroEmulator] });
    emulator = svc.emulators.xero as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('hooked', 'accounting', 'xero', { manual_access_token: USER.sandboxAccessToken, tenant_id: DEMO.id, webhook_key: KEY });
    const view = await call<Json>(`${svc.url}/vault/connections/accounting/xero`, { headers: tenant.headers('hooked') });
    expect(view.status, view.text).toBe(200);
    receiveUrl = view.body.data.subscriptions[0].execute_url as string;
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('declares Xero\'s invoice, contact and credit note events', () => {
    expect(supportedEvents(xero, 'accounting').map((event) => `${event.event_type} ${event.downstream_event_type}`)).toEqual([
      'accounting.invoice.created INVOICE.CREATE', 'accounting.invoice.updated INVOICE.UPDATE',
      'accounting.customer.created CONTACT.CREATE', 'accounting.customer.updated CONTACT.UPDATE',
      'accounting.supplier.created CONTACT.CREATE', 'accounting.supplier.updated CONTACT.UPDATE',
      'accounting.credit_note.created CREDITNOTE.CREATE', 'accounting.credit_note.updated CREDITNOTE.UPDATE',
    ]);
  });

  it('passes Xero\'s intent-to-receive check: 200 to the signed payload, 401 to the others', async () => {
    const check = await fetch(`${emulator.url}/__emulator/xero/intent-to-receive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: receiveUrl, key: KEY }) });
    expect(await check.json()).toEqual({ passed: true, answers: [{ signed: 'correctly', status: 200 }, { signed: 'wrongly', status: 401 }, { signed: 'wrongly', status: 401 }] });
  });

  it('publishes the changes signed webhooks report, and nothing for a forged one', async () => {
    emulator.kit.subscribe({ url: receiveUrl, secret: KEY, events: ['INVOICE', 'CONTACT'] }, DEMO.id);
    const headers = { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, 'content-type': 'application/json' };
    const put = await fetch(`${emulator.url}/api.xro/2.0/Invoices`, {
      method: 'PUT', headers,
      body: JSON.stringify({ Invoices: [{ Type: 'ACCREC', Contact: { Name: 'Harbourside Deli' }, LineItems: [{ Description: 'Bread', Quantity: 1, UnitAmount: 5, AccountCode: '200' }] }] }),
    });
    expect(put.status).toBe(200);
    const invoice = ((await put.json()) as Json).Invoices[0];
    await emulator.kit.settled();
    expect(emulator.kit.deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    const events = await eventsOf();
    // Two requests (the contact's, the invoice's) sent at once: their events in either order.
    expect(events.map((event) => `${event.type} ${event.entityId}`).sort()).toEqual([
      `accounting.customer.created ${invoice.Contact.ContactID}`, `accounting.invoice.created ${invoice.InvoiceID}`, `accounting.supplier.created ${invoice.Contact.ContactID}`,
    ]);

    const forged = JSON.stringify({ events: [{ resourceId: invoice.InvoiceID, eventCategory: 'INVOICE', eventType: 'UPDATE', tenantId: DEMO.id, tenantType: 'ORGANISATION', resourceUrl: 'https://api.xero.com/x', eventDateUtc: '2024-01-01T00:00:00.000' }], firstEventSequence: 9, lastEventSequence: 9, entropy: 'ABCDEFGHIJKLMNOPQRST' });
    const refused = await fetch(receiveUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xero-signature': createHmac('sha256', 'another key').update(forged).digest('base64') }, body: forged });
    expect(refused.status).toBe(401);
    expect(await eventsOf()).toHaveLength(3);
  });

  it('takes only events of the connection\'s organisation, and dates them as Xero does', () => {
    const body = Buffer.from(JSON.stringify({ events: [
      { resourceId: 'a', eventCategory: 'CONTACT', eventType: 'UPDATE', tenantId: JPY.id, eventDateUtc: '2024-06-21T01:15:39.902' },
      { resourceId: 'b', eventCategory: 'CREDITNOTE', eventType: 'CREATE', tenantId: DEMO.id, eventDateUtc: '2024-06-21T01:15:39.902' },
      { resourceId: 'c', eventCategory: 'SUBSCRIPTION', eventType: 'CREATE', tenantId: DEMO.id },
    ] }));
    const changes = xeroChanges({ method: 'POST', url: 'https://example.test', headers: {}, rawBody: body, query: {} }, DEMO.id);
    expect(changes).toEqual([{ resource: 'accounting/credit-notes', action: 'created', entityId: 'b', downstreamEventType: 'CREDITNOTE.CREATE', occurredAt: new Date('2024-06-21T01:15:39.902Z') }]);
  });
});
