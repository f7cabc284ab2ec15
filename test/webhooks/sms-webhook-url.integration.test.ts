/**
 * An SMS message's `webhook_url`, end to end on loopback: a message sent
 * through the unified API to Twilio's emulator is sent with the connection's
 * inbound URL as its StatusCallback; the emulator's lifecycle posts its
 * signed status callbacks there; the service verifies them and publishes
 * `sms.message.updated`; the delivery worker sends them, as Standard Webhooks
 * deliveries the `standardwebhooks` package verifies, to the message's
 * webhook_url (through the implicit subscription, which takes that message's
 * events only) and to an ordinary subscription (every message's). Vonage's
 * delivery receipts take the same way. On every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { VONAGE_DEMO_ACCOUNT, VONAGE_TEST_NUMBERS, vonageEmulator } from '../../src/sandbox/vonage/index.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../src/webhooks/delivery/index.js';
import { BACKENDS, type Backend } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const verified = (secret: string, webhook: ReceivedWebhook) =>
  new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Json };

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`SMS webhook_url through the platforms' own webhooks (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let delivery: WebhookDelivery | undefined;
    /** Started once the test has the secrets: deliveries made before a rotation would carry the old secret's signature only. */
    const startDelivery = () => {
      delivery = startWebhookDelivery({ db: svc.store.db, keyring: svc.keyring, log: { warn() {}, error() {} }, pollIntervalMs: 20 });
    };
    const stopDelivery = async () => {
      await delivery?.stop(1_000);
      delivery = undefined;
    };

    const send = (json: Json, consumer = 'c1') => call<Json>(`${svc.url}/sms/messages`, { method: 'POST', headers: tenant.headers(consumer), json });
    const subscriptions = async () => (await call<Json>(`${svc.url}/webhook/webhooks?limit=200`, { headers: tenant.headers() })).body.data as Json[];
    const secretOf = async (id: string) => (await call<Json>(`${svc.url}/webhook/webhooks/${id}/rotate-secret`, { method: 'POST', headers: tenant.headers() })).body.data.secret as string;
    const emulator = (id: string) => svc.emulators[id] as KitEmulatorHandle;

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [twilioEmulator, vonageEmulator] });
      receiver = await startWebhookReceiver();
      tenant = await svc.tenant();
      await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
      await tenant.connect('c2', 'sms', 'vonage', {
        api_key: VONAGE_DEMO_ACCOUNT.apiKey,
        api_secret: VONAGE_DEMO_ACCOUNT.apiSecret,
        signature_secret: VONAGE_DEMO_ACCOUNT.signatureSecret,
        signature_method: 'sha256hmac',
      });
    });
    afterAll(async () => {
      await stopDelivery();
      await svc?.close();
      await receiver?.close();
    });

    it('refuses a webhook_url that is not an http(s) URL before sending anything, and keeps one that fails the address check disabled, as subscriptions are', async () => {
      const before = emulator('twilio').kit.records('messages').length;
      const refused = await send({ from: '+15005550006', to: '+15005550001', body: 'x', webhook_url: 'ftp://example.com/hooks' });
      expectErrorEnvelope(refused, 400, 'RequestValidationError');
      expect(refused.body.detail).toEqual({ webhook_url: 'scheme_not_allowed' });
      expect(emulator('twilio').kit.records('messages')).toHaveLength(before);
      const inside = await send({ from: '+15005550006', to: '+15005550001', body: 'x', webhook_url: 'http://10.1.2.3/hooks' });
      expect(inside.status, inside.text).toBe(201);
      const [subscription] = (await subscriptions()).filter((candidate) => candidate.delivery_url === 'http://10.1.2.3/hooks');
      expect(subscription).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_url_validation_failed', description: 'Delivery notifications of messages sent with webhook_url' });
    });

    it('delivers a Twilio message\'s status changes to its webhook_url, verified with standardwebhooks, and every message\'s to an ordinary subscription', async () => {
      const all = await call<Json>(`${svc.url}/webhook/webhooks`, {
        method: 'POST',
        headers: tenant.headers(),
        json: { unified_api: 'sms', delivery_url: `${receiver.url}/all`, events: ['sms.message.updated'], status: 'enabled' },
      });
      const allSecret = all.body.data.secret as string;
      const named = await send({ from: '+15005550006', to: '+15005550001', body: 'with webhook_url', webhook_url: `${receiver.url}/mine` });
      expect(named.status, named.text).toBe(201);
      const other = await send({ from: '+15005550006', to: '+15005550001', body: 'without' });
      const again = await send({ from: '+15005550006', to: '+15005550001', body: 'same url', webhook_url: `${receiver.url}/mine` });
      const id = named.body.data.id as string;

      // The platform was given the service's own endpoint, not the caller's URL.
      const sent = emulator('twilio').kit.records('messages').find((record) => record.id === id)!;
      expect(sent.statusCallback).toMatch(new RegExp(`^${svc.url}/webhook/w/[A-Za-z0-9_-]{32}/twilio$`));

      // One implicit subscription for the URL, described as decided; its secret comes from rotate-secret.
      const implicit = (await subscriptions()).filter((subscription) => subscription.delivery_url === `${receiver.url}/mine`);
      expect(implicit).toHaveLength(1);
      expect(implicit[0]).toMatchObject({ unified_api: 'sms', events: ['sms.message.updated'], status: 'enabled', description: 'Delivery notifications of messages sent with webhook_url' });
      const secret = await secretOf(implicit[0]!.id);

      startDelivery();
      // Each message is queued, then sent, then delivered (the emulator's timed lifecycle): a callback for sent and delivered at least.
      const mine = await receiver.waitFor('/mine', 4, 15_000);
      const payloads = mine.map((webhook) => verified(secret, webhook).payload);
      expect(new Set(payloads.map((payload) => payload.entity_id))).toEqual(new Set([id, again.body.data.id]));
      for (const payload of payloads) {
        expect(payload).toMatchObject({ event_type: 'sms.message.updated', unified_api: 'sms', service_id: 'twilio', consumer_id: 'c1', entity_type: 'message', detected_by: 'native' });
        expect(payload.entity_url).toBe(`${svc.url}/sms/messages/${payload.entity_id}`);
      }
      expect(new Set(mine.map((webhook) => webhook.headers['webhook-id'])).size).toBe(mine.length);
      // The ordinary subscription gets the message sent without webhook_url too.
      const everyMessage = () => receiver.received.filter((webhook) => webhook.path === '/all').map((webhook) => verified(allSecret, webhook).payload.entity_id as string);
      const expected = [id, other.body.data.id as string, again.body.data.id as string];
      for (let waited = 0; !expected.every((one) => everyMessage().includes(one)) && waited < 15_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(everyMessage()).toEqual(expect.arrayContaining(expected));
      expect(payloads.map((payload) => payload.entity_id)).not.toContain(other.body.data.id);

      // What the emulator sent was accepted by the service, and the message ends delivered.
      await emulator('twilio').kit.settled();
      const callbacks = (await (await fetch(`${emulator('twilio').url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: Json[] };
      const toService = callbacks.deliveries.filter((entry) => String(entry.url).startsWith(`${svc.url}/webhook/w/`));
      expect(toService.length).toBeGreaterThanOrEqual(6);
      expect(toService.every((entry) => entry.status === 200)).toBe(true);
      const read = await call<Json>(`${svc.url}/sms/messages/${id}`, { headers: tenant.headers('c1') });
      expect(read.body.data.status).toBe('delivered');
      await stopDelivery();
    });

    it('delivers a Vonage message\'s delivery receipt to its webhook_url, verified with the connection\'s signature secret', async () => {
      const answer = await send({ from: 'AcmeInc', to: `+${VONAGE_TEST_NUMBERS.failed}`, body: 'x', webhook_url: `${receiver.url}/vonage`, reference: 'r-9' }, 'c2');
      expect(answer.status, answer.text).toBe(201);
      const implicit = (await subscriptions()).find((subscription) => subscription.delivery_url === `${receiver.url}/vonage`)!;
      const secret = await secretOf(implicit.id);
      startDelivery();
      const [receipt] = await receiver.waitFor('/vonage', 1, 15_000);
      expect(verified(secret, receipt!).payload).toMatchObject({
        event_type: 'sms.message.updated',
        service_id: 'vonage',
        consumer_id: 'c2',
        entity_id: answer.body.data.id,
        detected_by: 'native',
      });
      await stopDelivery();
    });
  });
}
