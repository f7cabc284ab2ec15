/**
 * Gusto's own webhooks, end to end on loopback: a Gusto connection with the
 * application's system access token becomes callable; the service creates a
 * webhook subscription (Employee, Company) with that token; the emulator
 * POSTs its verification token to the connection's inbound URL during the
 * creation, which the registration keeps; the next renewal verifies the
 * subscription. Then employees created, updated, terminated (a Gusto
 * termination) and deleted through the unified API, and a company update,
 * arrive as native events signed with X-Gusto-Signature: `terminated` is its
 * own event, not an update. A changed byte, a signature made with another
 * key, or an unsigned request is refused (401) and publishes nothing; another
 * company's event, though signed, publishes nothing; a retry of the same
 * event publishes nothing new; a stranger's handshake cannot replace the
 * token. Unregistering deletes the subscription at Gusto. Every webhook
 * exchange agrees with Gusto's description.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { gusto as gustoConnector } from '../../src/connectors/gusto/definition.js';
import { gustoInbound, type GustoRegistration } from '../../src/connectors/gusto/inbound.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { Delivery, KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GUSTO_DEMO_ACCOUNT as DEMO, GUSTO_OTHER_ACCOUNT, GUSTO_SYSTEM_ACCESS_TOKEN, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { openRegistration } from '../../src/webhooks/inbound/endpoints.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { downstreamSpecsDir, formatViolations, loadContract } from '../contract/openapi-contract.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import type { Tenant, TestService } from '../helpers/service.js';
import type { ReceivedWebhook, WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openNativeInboundFixture, type NativeInboundFixture } from './native-inbound-fixture.js';

type Json = Record<string, any>;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sign = (body: string, key: string) => createHmac('sha256', key).update(body).digest('hex');

for (const backend of BACKENDS) {
  describe(`Gusto native webhooks end to end (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let secret: string;
    let gusto: KitEmulatorHandle;
    const consumer = 'gusto-hooks-consumer';

    const payloadOf = (webhook: ReceivedWebhook) => (new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Json }).payload;
    const nativeCount = async () => Number((await svc.store.db.selectFrom('webhookEvents').select((eb) => eb.fn.countAll().as('n')).where('detectedBy', '=', 'native').executeTakeFirstOrThrow()).n);
    const endpointOf = () => svc.store.db.selectFrom('inboundEndpoints').selectAll().where('applicationId', '=', tenant.appId).where('consumerId', '=', consumer).executeTakeFirst();
    const registrationNow = async () => {
      const row = await endpointOf();
      return row ? (openRegistration(new CredentialCipher(svc.keyring.key('inbound-webhooks')), row) as Partial<GustoRegistration>) : {};
    };
    const nativeDeliveries = (count: number) => until(`${count} native deliveries`, () => {
      const mine = receiver.received.map(payloadOf).filter((payload) => payload.consumer_id === consumer && payload.detected_by === 'native');
      return mine.length >= count ? mine : undefined;
    });
    const post = (url: string, body: string, headers: Record<string, string>) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(async (response) => {
      const text = await response.text();
      return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Json };
    });
    const replay = (sent: Delivery, body = sent.requestBody, headers = sent.requestHeaders) => post(sent.url, body, headers);
    const hris = (method: string, path: string, json?: unknown) => call<Json>(`${svc.url}/hris${path}`, { method, headers: tenant.headers(consumer), json });

    let fixture: NativeInboundFixture;
    beforeAll(async () => {
      fixture = await openNativeInboundFixture(backend, [gustoEmulator], 'hris', '/hooks/hris', true);
      ({ svc, tenant, receiver, secret } = fixture);
      gusto = svc.emulators.gusto as KitEmulatorHandle;
    });
    afterAll(() => fixture.close());

    it('subscribes with the system token, verifies with the handshake\'s token, and publishes signed employee and company events', async () => {
      await tenant.connect(consumer, 'hris', 'gusto', { manual_access_token: DEMO.sandboxAccessToken, company_id: DEMO.companyUuid, system_access_token: GUSTO_SYSTEM_ACCESS_TOKEN });
      const [subscription] = await until('the subscription created at Gusto', () => {
        svc.service.inboundRegistrar.wake();
        const made = gusto.kit.records('webhook_subscriptions');
        return made.length > 0 ? made : undefined;
      });
      const endpoint = await until('the registration kept', async () => ((await endpointOf())?.registeredAt ? endpointOf() : undefined));
      expect(subscription).toMatchObject({ url: `${svc.url}/webhook/w/${endpoint!.lookupId}/gusto`, subscription_types: ['Employee', 'Company'] });
      // The token Gusto posted while the subscription was being created is kept beside what the creation answered.
      await until('the verification token kept', async () => ((await registrationNow()).verificationToken === subscription!.verification_token ? true : undefined));
      await until('the subscription verified', async () => {
        svc.service.inboundRegistrar.wake();
        return gusto.kit.records('webhook_subscriptions')[0]?.status === 'verified' && (await registrationNow()).status === 'verified' ? true : undefined;
      });
      expect(await registrationNow()).toMatchObject({ status: 'verified', subscriptionUuid: subscription!.id, verificationToken: subscription!.verification_token });

      const created = await hris('POST', '/employees', { first_name: 'Grace', last_name: 'Hopper', emails: [{ email: 'grace@acme-demo.example', type: 'work' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      await nativeDeliveries(1);
      expect((await hris('PATCH', `/employees/${id}`, { last_name: 'Murray Hopper' })).status).toBe(200);
      await nativeDeliveries(2);
      expect((await hris('DELETE', `/employees/${id}`)).status).toBe(200);
      await nativeDeliveries(3);
      const active = (await hris('GET', '/employees?filter[employment_status]=active&limit=1')).body.data[0].id as string;
      expect((await hris('PATCH', `/employees/${active}`, { employment_status: 'terminated' })).status).toBe(200);
      await nativeDeliveries(4);
      gusto.kit.trigger('company.updated', 'companies', DEMO.companyUuid, DEMO.id);

      const payloads = await nativeDeliveries(5);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id])).toEqual([
        ['hris.employee.created', id, 'gusto'],
        ['hris.employee.updated', id, 'gusto'],
        ['hris.employee.deleted', id, 'gusto'],
        ['hris.employee.terminated', active, 'gusto'],
        ['hris.company.updated', DEMO.companyUuid, 'gusto'],
      ]);
      expect(payloads[3]).toMatchObject({ entity_url: `${svc.url}/hris/employees/${active}` });

      // Forged and tampered deliveries are refused; a retry publishes nothing new.
      await gusto.kit.settled();
      const sent = gusto.kit.deliveries.filter((delivery) => delivery.url === subscription!.url && delivery.requestBody.includes('"event_type"')).at(-1)!;
      expect(sent.requestHeaders['x-gusto-signature']).toBe(sign(sent.requestBody, String(subscription!.verification_token)));
      const before = await nativeCount();
      expect(await replay(sent)).toMatchObject({ status: 200 });
      const tampered = sent.requestBody.replace(DEMO.companyUuid.slice(0, 8), 'ffffffff');
      expect(tampered).not.toBe(sent.requestBody);
      expect(await replay(sent, tampered)).toMatchObject({ status: 401, body: { type_name: 'UnauthorizedError' } });
      expect(await replay(sent, sent.requestBody, { ...sent.requestHeaders, 'x-gusto-signature': sign(sent.requestBody, 'not-the-verification-token') })).toMatchObject({ status: 401 });
      const { 'x-gusto-signature': _signature, ...unsigned } = sent.requestHeaders;
      expect(await replay(sent, sent.requestBody, unsigned)).toMatchObject({ status: 401 });
      // Signed with the right key but about another company: acknowledged, published for nobody.
      const foreign = JSON.stringify({ ...JSON.parse(sent.requestBody), uuid: '0b6f2d3e-9c1a-4e5f-8a7b-6c5d4e3f2a19', resource_uuid: GUSTO_OTHER_ACCOUNT.companyUuid });
      expect(await replay(sent, foreign, { ...sent.requestHeaders, 'x-gusto-signature': sign(foreign, String(subscription!.verification_token)) })).toMatchObject({ status: 200 });
      // A handshake cannot swap the verification token for another.
      expect(await post(sent.url, JSON.stringify({ verification_token: 'a-strangers-token-1234' }), {})).toMatchObject({ status: 200 });
      expect((await registrationNow()).verificationToken).toBe(subscription!.verification_token);
      expect(await nativeCount()).toBe(before);

      // Unregistering removes the subscription at Gusto (with the system token); gone already is fine.
      const settings = { manual_access_token: DEMO.sandboxAccessToken, company_id: DEMO.companyUuid, system_access_token: GUSTO_SYSTEM_ACCESS_TOKEN };
      const ctx = { settings, http: new DownstreamHttp({ connectorId: 'gusto', baseUrl: gusto.url, auth: gustoConnector.auth, values: settings, timeoutMs: 5_000, rateLimit: gustoConnector.rateLimit, errorMessage: gustoConnector.errorMessage }) };
      const registration = await registrationNow();
      await gustoInbound.unregister!(ctx, registration);
      expect(gusto.kit.records('webhook_subscriptions')).toEqual([]);
      await gustoInbound.unregister!(ctx, registration);
    }, 60_000);

    it.skipIf(!downstreamSpecsDir())('every webhook subscription exchange conforms to Gusto\'s description', async () => {
      const contract = await loadContract('gusto', 'gusto-embedded.v2025-06-15.openapi.yaml');
      const exchanges = gusto.exchanges.filter((exchange) => exchange.path.startsWith('/v1/webhook_subscriptions'));
      expect(exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/[0-9a-f-]{36}/, '{uuid}')}`)).toEqual(
        expect.arrayContaining(['POST /v1/webhook_subscriptions', 'PUT /v1/webhook_subscriptions/{uuid}/verify', 'DELETE /v1/webhook_subscriptions/{uuid}']),
      );
      expect(formatViolations(contract.checkAll(exchanges))).toBe('');
    }, 120_000);
  });
}
