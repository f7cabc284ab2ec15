/**
 * Pipedrive's native webhooks, end to end on loopback: once a Pipedrive
 * connection is callable the service registers one webhook (every action on
 * every object, version 2.0) with HTTP Basic credentials of its own; a
 * contact, company, opportunity or note changed through the unified API
 * changes the record in the emulator, which notifies the connection's inbound
 * URL with those credentials; the service checks them and publishes the
 * change, and a Standard Webhooks delivery reaches a test receiver. Wrong or
 * missing credentials are refused (401) and publish nothing; Pipedrive's
 * retry of the same notification publishes nothing new. On every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { PipedriveRegistration } from '../../src/connectors/pipedrive/inbound.js';
import type { Delivery, KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { openRegistration } from '../../src/webhooks/inbound/endpoints.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import type { Tenant, TestService } from '../helpers/service.js';
import type { ReceivedWebhook, WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openNativeInboundFixture, type NativeInboundFixture } from './native-inbound-fixture.js';

type Json = Record<string, any>;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const backend of BACKENDS) {
  describe(`Pipedrive native webhooks end to end (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let secret: string;
    const consumer = 'pipedrive-consumer';

    const payloadOf = (webhook: ReceivedWebhook) => (new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Json }).payload;
    const eventCount = async () => Number((await svc.store.db.selectFrom('webhookEvents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const endpointOf = () => svc.store.db.selectFrom('inboundEndpoints').selectAll().where('applicationId', '=', tenant.appId).where('consumerId', '=', consumer).executeTakeFirst();
    const delivered = (count: number) => until(`${count} deliveries`, () => {
      const mine = receiver.received.map(payloadOf).filter((payload) => payload.consumer_id === consumer);
      return mine.length >= count ? mine : undefined;
    });
    const replay = (sent: Delivery, headers = sent.requestHeaders) =>
      fetch(sent.url, { method: 'POST', headers, body: sent.requestBody }).then(async (response) => ({ status: response.status, body: (await response.json()) as Json }));
    const crm = (method: string, path: string, json?: unknown) => call(`${svc.url}/crm${path}`, { method, headers: tenant.headers(consumer), json });

    let fixture: NativeInboundFixture;
    beforeAll(async () => {
      fixture = await openNativeInboundFixture(backend, [pipedriveEmulator], 'crm', '/hooks/crm');
      ({ svc, tenant, receiver, secret } = fixture);
    });
    afterAll(() => fixture.close());

    it('registers one webhook with credentials of its own; CRM changes arrive verified; forgeries and retries publish nothing', async () => {
      const pipedrive = svc.emulators.pipedrive as KitEmulatorHandle;
      await tenant.connect(consumer, 'crm', 'pipedrive', { api_token: PIPEDRIVE_DEMO_ACCOUNT.apiToken });
      const [hook] = await until('the webhook registered at Pipedrive', () => {
        svc.service.inboundRegistrar.wake();
        const registered = pipedrive.kit.records('webhooks');
        return registered.length > 0 ? registered : undefined;
      });
      const endpoint = await until('the registration kept', async () => {
        const row = await endpointOf();
        return row?.registeredAt ? row : undefined;
      });
      expect(hook).toMatchObject({ subscription_url: `${svc.url}/webhook/w/${endpoint.lookupId}/pipedrive`, event_action: '*', event_object: '*', version: '2.0' });
      const registration = openRegistration(new CredentialCipher(svc.keyring.key('inbound-webhooks')), endpoint) as unknown as PipedriveRegistration;
      expect(registration).toMatchObject({ webhook_id: Number(hook!.id), http_auth_user: hook!.http_auth_user, http_auth_password: hook!.http_auth_password });

      const contact = await crm('POST', '/contacts', { first_name: 'Katherine', last_name: 'Johnson', emails: [{ email: 'kj@nasa.example' }] });
      expect(contact.status, contact.text).toBe(201);
      await delivered(1);
      expect((await crm('PATCH', `/contacts/${contact.body.data.id}`, { title: 'Mathematician' })).status).toBe(200);
      await delivered(2);
      const deal = await crm('POST', '/opportunities', { title: 'Orbit calculations', monetary_amount: 100_000, currency: 'USD', primary_contact_id: contact.body.data.id });
      expect(deal.status, deal.text).toBe(201);
      await delivered(3);
      const note = await crm('POST', '/notes', { content: 'Checked by hand', contact_id: contact.body.data.id });
      expect(note.status, note.text).toBe(201);
      await delivered(4);
      expect((await crm('DELETE', `/contacts/${contact.body.data.id}`)).status).toBe(200);

      const payloads = await delivered(5);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id, payload.detected_by])).toEqual([
        ['crm.contact.created', contact.body.data.id, 'pipedrive', 'native'],
        ['crm.contact.updated', contact.body.data.id, 'pipedrive', 'native'],
        ['crm.opportunity.created', deal.body.data.id, 'pipedrive', 'native'],
        ['crm.note.created', note.body.data.id, 'pipedrive', 'native'],
        ['crm.contact.deleted', contact.body.data.id, 'pipedrive', 'native'],
      ]);
      expect(payloads[0]).toMatchObject({ entity_url: `${svc.url}/crm/contacts/${contact.body.data.id}` });

      await pipedrive.kit.settled();
      const sent = pipedrive.kit.deliveries.filter((entry) => entry.url === hook!.subscription_url).at(-1)!;
      const before = await eventCount();
      expect(await replay(sent)).toMatchObject({ status: 200 });
      expect(await eventCount()).toBe(before);
      const wrong = `Basic ${Buffer.from(`${String(hook!.http_auth_user)}:not-the-password`).toString('base64')}`;
      expect(await replay(sent, { ...sent.requestHeaders, authorization: wrong })).toMatchObject({ status: 401, body: { type_name: 'UnauthorizedError' } });
      const { authorization: _authorization, ...anonymous } = sent.requestHeaders;
      expect(await replay(sent, anonymous)).toMatchObject({ status: 401 });
      expect(await eventCount()).toBe(before);
    });
  });
}
