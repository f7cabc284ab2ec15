/**
 * Native webhooks of the customer-support platforms, end to end on loopback:
 * a customer changed through the unified API changes the record in the
 * emulator, the emulator sends its platform's signed webhook to the
 * connection's inbound URL (/webhook/w/{id}/{serviceId}), the service checks
 * the platform's signature and publishes the change, and a Standard Webhooks
 * delivery that the `standardwebhooks` library verifies reaches a test
 * receiver. Zendesk's webhook is registered by the service itself when the
 * connection becomes callable; Intercom's is the app's setting (the
 * emulator's control plane, pointed at the URL the connection shows). A
 * tampered request is refused (401) and publishes nothing; a platform's retry
 * of the same request publishes nothing new. On every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { Delivery, KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import { intercomHubSignature } from '../../src/sandbox/intercom/webhooks.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import type { Tenant, TestService } from '../helpers/service.js';
import type { ReceivedWebhook, WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openNativeInboundFixture, type NativeInboundFixture } from './native-inbound-fixture.js';

type Json = Record<string, any>;

const ZENDESK_SETTINGS = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const backend of BACKENDS) {
  describe(`customer-support native webhooks end to end (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let secret: string;

    const payloadOf = (webhook: ReceivedWebhook) => (new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Json }).payload;
    const emulator = (id: string) => svc.emulators[id] as KitEmulatorHandle;
    const eventCount = async () => Number((await svc.store.db.selectFrom('webhookEvents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    /** Standard Webhooks deliveries of the customer events of one consumer. */
    const deliveredFor = async (consumerId: string, count: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mine = receiver.received.map(payloadOf).filter((payload) => payload.consumer_id === consumerId);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`${mine.length} of ${count} deliveries for ${consumerId} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    /** Sends a request the platform sent once more, as captured, optionally with another body. */
    const replay = (sent: Delivery, body = sent.requestBody) =>
      fetch(sent.url, { method: 'POST', headers: sent.requestHeaders, body }).then(async (response) => ({ status: response.status, body: (await response.json()) as Json }));

    const customers = (consumerId: string) => ({
      add: (json: Json) => call(`${svc.url}/customer-support/customers`, { method: 'POST', headers: tenant.headers(consumerId), json }),
      update: (id: string, json: Json) => call(`${svc.url}/customer-support/customers/${id}`, { method: 'PATCH', headers: tenant.headers(consumerId), json }),
      remove: (id: string) => call(`${svc.url}/customer-support/customers/${id}`, { method: 'DELETE', headers: tenant.headers(consumerId) }),
    });

    let fixture: NativeInboundFixture;
    beforeAll(async () => {
      fixture = await openNativeInboundFixture(backend, [zendeskEmulator, intercomEmulator], 'customer-support', '/hooks/support');
      ({ svc, tenant, receiver, secret } = fixture);
    });
    afterAll(() => fixture.close());

    it('Zendesk: registers its webhook when connected, and a customer\'s creation, change and deletion arrive as verified deliveries', async () => {
      const zendesk = emulator('zendesk');
      await tenant.connect('zd-consumer', 'customer-support', 'zendesk', ZENDESK_SETTINGS);
      const [webhook] = await until('the webhook registered at Zendesk', () => {
        const registered = zendesk.kit.records('webhooks');
        return registered.length > 0 ? registered : undefined;
      });
      const connection = await call(`${svc.url}/vault/connections/customer-support/zendesk`, { headers: tenant.headers('zd-consumer') });
      expect(connection.body.data.subscriptions).toMatchObject([{ execute_url: webhook!.endpoint }]);
      expect(String(webhook!.endpoint)).toMatch(new RegExp(`^${svc.url}/webhook/w/[A-Za-z0-9_-]{32}/zendesk$`));

      // One change at a time: the platform sends its webhooks concurrently, in no promised order.
      const created = await customers('zd-consumer').add({ first_name: 'Native', last_name: 'Zendesk', emails: [{ email: 'native.zendesk@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      await deliveredFor('zd-consumer', 1);
      expect((await customers('zd-consumer').update(id, { last_name: 'Renamed' })).status).toBe(200);
      await deliveredFor('zd-consumer', 2);
      expect((await customers('zd-consumer').remove(id)).status).toBe(200);

      const payloads = await deliveredFor('zd-consumer', 3);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id, payload.detected_by])).toEqual([
        ['customer-support.customer.created', id, 'zendesk', 'native'],
        ['customer-support.customer.updated', id, 'zendesk', 'native'],
        ['customer-support.customer.deleted', id, 'zendesk', 'native'],
      ]);
      expect(payloads[0]).toMatchObject({ unified_api: 'customer-support', entity_type: 'customer', entity_url: `${svc.url}/customer-support/customers/${id}` });

      // What Zendesk sent, sent again: a retry publishes nothing new; tampered, it is refused and publishes nothing.
      await zendesk.kit.settled();
      const sent = zendesk.kit.deliveries.filter((entry) => entry.url === webhook!.endpoint).at(-1)!;
      const before = await eventCount();
      expect(await replay(sent)).toMatchObject({ status: 200 });
      expect(await eventCount()).toBe(before);
      const tampered = await replay(sent, sent.requestBody.replace(id, String(Number(id) + 1000)));
      expect(tampered).toMatchObject({ status: 401, body: { status_code: 401, type_name: 'UnauthorizedError' } });
      expect(await eventCount()).toBe(before);
    });

    it('Intercom: the URL the connection shows, set as the app\'s webhook, brings verified deliveries of a customer\'s changes', async () => {
      const intercom = emulator('intercom');
      await tenant.connect('ic-consumer', 'customer-support', 'intercom', { api_token: INTERCOM_DEMO_ACCOUNT.accessToken });
      const connection = await call(`${svc.url}/vault/connections/customer-support/intercom`, { headers: tenant.headers('ic-consumer') });
      const [shown] = connection.body.data.subscriptions as Json[];
      expect(shown!.execute_url).toMatch(new RegExp(`^${svc.url}/webhook/w/[A-Za-z0-9_-]{32}/intercom$`));
      // The Developer Hub's webhook settings: this URL, signed with the sandbox app's client secret.
      intercom.kit.subscribe({ url: shown!.execute_url });

      // One change at a time: the platform sends its webhooks concurrently, in no promised order.
      const created = await customers('ic-consumer').add({ first_name: 'Native', last_name: 'Intercom', emails: [{ email: 'native.intercom@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      await deliveredFor('ic-consumer', 1);
      expect((await customers('ic-consumer').update(id, { last_name: 'Renamed' })).status).toBe(200);
      await deliveredFor('ic-consumer', 2);
      expect((await customers('ic-consumer').remove(id)).status).toBe(200);

      const payloads = await deliveredFor('ic-consumer', 3);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id, payload.detected_by])).toEqual([
        ['customer-support.customer.created', id, 'intercom', 'native'],
        ['customer-support.customer.updated', id, 'intercom', 'native'],
        ['customer-support.customer.deleted', id, 'intercom', 'native'],
      ]);

      await intercom.kit.settled();
      const sent = intercom.kit.deliveries.filter((entry) => entry.url === shown!.execute_url)[0]!;
      const before = await eventCount();
      // Intercom's retry, signed anew, counts its attempts in the body: still the same notification, nothing new.
      const retried = sent.requestBody.replace('"delivery_attempts":1', '"delivery_attempts":2');
      expect(retried).not.toBe(sent.requestBody);
      const resigned = { ...sent, requestHeaders: { ...sent.requestHeaders, 'x-hub-signature': intercomHubSignature(retried, SANDBOX_OAUTH_CLIENTS.intercom.clientSecret) } };
      expect(await replay(resigned, retried)).toMatchObject({ status: 200 });
      expect(await eventCount()).toBe(before);
      const tampered = await replay(sent, sent.requestBody.replace('native.intercom', 'forged.intercom'));
      expect(tampered).toMatchObject({ status: 401, body: { status_code: 401, type_name: 'UnauthorizedError' } });
      expect(await eventCount()).toBe(before);
    });
  });
}
