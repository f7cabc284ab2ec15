/**
 * The inbound receiver over real HTTP on loopback, on every store: a
 * connection's endpoint is read from the Vault connection (`subscriptions`),
 * a Twilio status callback signed by the official `twilio` package is
 * published once as `sms.message.updated` (its retries publish nothing new),
 * a bad signature is refused (401, a warning without secrets, counted) and
 * nothing is published, unknown addresses are 404, and events stay within the
 * connection's application. A made-up platform exercises the handshakes and
 * the registration sweep (register once across two instances, renew before
 * expiry, forget on delete).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import twilioSdk from 'twilio';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { onRefusedInboundWebhook } from '../../src/webhooks/telemetry.js';
import { TWILIO_DEMO_ACCOUNT } from '../../src/sandbox/twilio/index.js';
import { BACKENDS, type Backend } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { twilioSettings } from '../helpers/twilio.js';
import { HOOKTEST_ID, hooktest, hooktestSignature } from './inbound-test-platform.js';

type Json = Record<string, any>;

const connectors = new ConnectorRegistry([twilio, hooktest]);
const SID = `SM${'0123456789abcdef'.repeat(2)}`;

function statusCallback(status: string, sid = SID): Record<string, string> {
  return { AccountSid: TWILIO_DEMO_ACCOUNT.accountSid, ApiVersion: '2010-04-01', From: '+15005550006', MessageSid: sid, MessageStatus: status, SmsSid: sid, SmsStatus: status, To: '+15005550001' };
}

for (const backend of [...BACKENDS, 'pglite'] as Backend[]) {
  describe(`inbound webhook receiver (${backend})`, () => {
    let svc: TestService;
    let other: TestService;
    let tenant: Tenant;
    let platform: WebhookReceiver;
    const logLines: string[] = [];
    const refused: string[] = [];
    let stopCounting: () => void;
    /** The made-up platform refuses renewals while set. */
    let refuseRenewals = false;

    const executeUrl = async (who: Tenant, consumer: string, api: string, service: string): Promise<string> => {
      const answer = await call<Json>(`${svc.url}/vault/connections/${api}/${service}`, { headers: who.headers(consumer) });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.subscriptions[0].execute_url as string;
    };
    const postForm = (url: string, params: Record<string, string>, signature: string, headers: Record<string, string> = {}) =>
      call<Json>(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, ...headers }, body: new URLSearchParams(params).toString() });
    // The platforms' events only (Vault publishes its connection events too).
    const eventsOf = (appId: string) => svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute();
    const subscribe = async (who: Tenant, path: string) => {
      const answer = await call<Json>(`${svc.url}/webhook/webhooks`, {
        method: 'POST',
        headers: who.headers(),
        json: { unified_api: 'sms', delivery_url: `${platform.url}${path}`, events: ['sms.message.updated'], status: 'enabled' },
      });
      expect(answer.body.data.status, answer.text).toBe('enabled');
      return answer.body.data.id as string;
    };

    beforeAll(async () => {
      platform = await startWebhookReceiver((webhook) => {
        if (refuseRenewals && webhook.method === 'PUT') return { status: 500, headers: { 'content-type': 'application/json' }, body: '{"error":"down"}' };
        return webhook.path.startsWith('/hooks') ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'H42' }) } : { status: 200 };
      });
      // A second instance on the same store and master key, as a deployment runs them.
      const masterKey = randomBytes(32);
      svc = await startTestService({ backend, connectors, masterKey, logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) });
      // Behind one load balancer: the same public URL.
      other = await startTestService({ store: svc.store, connectors, masterKey, config: { publicUrl: svc.url } });
      for (const instance of [svc, other]) instance.targets.setSandboxUrl(HOOKTEST_ID, platform.url);
      tenant = await svc.tenant();
      await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
      stopCounting = onRefusedInboundWebhook(({ serviceId }) => refused.push(serviceId));
    });
    afterAll(async () => {
      stopCounting?.();
      await other?.close();
      await svc?.close();
      await platform?.close();
    });

    it('shows the connection\'s inbound URL in the Vault connection, the same on every read', async () => {
      const url = await executeUrl(tenant, 'c1', 'sms', 'twilio');
      expect(url).toMatch(new RegExp(`^${svc.url}/webhook/w/[A-Za-z0-9_-]{32}/twilio$`));
      expect(await executeUrl(tenant, 'c1', 'sms', 'twilio')).toBe(url);
      const view = await call<Json>(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers('c1') });
      expect(view.body.data.subscriptions[0]).toMatchObject({ unify_event_types: ['sms.message.updated'], downstream_event_types: ['StatusCallback'] });
      // Another consumer's connection has its own URL.
      await tenant.connect('c2', 'sms', 'twilio', twilioSettings);
      expect(await executeUrl(tenant, 'c2', 'sms', 'twilio')).not.toBe(url);
    });

    it('publishes a signed status callback once as sms.message.updated, however often the platform retries it', async () => {
      const url = await executeUrl(tenant, 'c1', 'sms', 'twilio');
      const sourceOf = async (consumer: string) => (await call<Json>(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers(consumer) })).body.data.subscriptions[0].source;
      // Set per message, so nothing to paste: pending until the first signed callback, its updates polled meanwhile.
      expect(await sourceOf('c1')).toMatchObject({ id: 'status-callbacks', state: 'pending', reason: 'awaiting_first_delivery', setup: { method: 'per_request' } });
      const subscription = await subscribe(tenant, '/deliveries/a');
      const params = statusCallback('delivered');
      const signature = twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, url, params);
      const first = await postForm(url, params, signature, { 'i-twilio-idempotency-token': 'retry-me' });
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ status_code: 200, status: 'OK', data: { request_id: expect.any(String), timestamp: expect.any(String) } });
      const again = await postForm(url, params, signature, { 'i-twilio-idempotency-token': 'retry-me' });
      expect(again.status).toBe(200);
      // Seen working: confirmed, for this connection only.
      expect(await sourceOf('c1')).toMatchObject({ state: 'confirmed', polled_event_types: [], last_delivery_at: expect.any(String) });
      expect((await sourceOf('c2')).state).toBe('pending');
      const events = await eventsOf(tenant.appId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'sms.message.updated',
        unifiedApi: 'sms',
        serviceId: 'twilio',
        consumerId: 'c1',
        entityId: SID,
        entityType: 'message',
        entityUrl: `${svc.url}/sms/messages/${SID}`,
        detectedBy: 'native',
        mode: 'sandbox',
      });
      const deliveries = await svc.store.db.selectFrom('webhookDeliveries').select('subscriptionId').where('eventId', '=', events[0]!.id).execute();
      expect(deliveries).toEqual([{ subscriptionId: subscription }]);
      // Without Twilio's token the body names the callback: the same body again is the same event.
      const sent = statusCallback('sent');
      const sentSignature = twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, url, sent);
      await postForm(url, sent, sentSignature);
      await postForm(url, sent, sentSignature);
      expect(await eventsOf(tenant.appId)).toHaveLength(2);
    });

    it('refuses a bad signature with 401, logs it without secrets, counts it, and publishes nothing', async () => {
      const url = await executeUrl(tenant, 'c1', 'sms', 'twilio');
      const before = (await eventsOf(tenant.appId)).length;
      const params = statusCallback('undelivered');
      const forged = twilioSdk.getExpectedTwilioSignature('another0auth0token0of0thirty0two', url, params);
      const answer = await postForm(url, params, forged);
      expectErrorEnvelope(answer, 401, 'UnauthorizedError');
      const tampered = await postForm(url, { ...params, MessageStatus: 'read' }, twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, url, params));
      expectErrorEnvelope(tampered, 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() }), 401, 'UnauthorizedError');
      expect(await eventsOf(tenant.appId)).toHaveLength(before);
      // A forgery shows nothing working: a connection that only ever got one stays pending.
      const otherUrl = await executeUrl(tenant, 'c2', 'sms', 'twilio');
      expectErrorEnvelope(await postForm(otherUrl, params, twilioSdk.getExpectedTwilioSignature('another0auth0token0of0thirty0two', otherUrl, params)), 401, 'UnauthorizedError');
      const c2 = (await call<Json>(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers('c2') })).body.data.subscriptions[0].source;
      expect(c2.state).toBe('pending');
      expect(refused.filter((service) => service === 'twilio').length).toBeGreaterThanOrEqual(3);
      const warnings = logLines.filter((line) => line.includes('inbound webhook refused'));
      expect(warnings.length).toBeGreaterThanOrEqual(3);
      const lookupId = url.split('/')[5]!;
      for (const line of warnings) {
        expect(line).not.toContain(TWILIO_DEMO_ACCOUNT.authToken);
        expect(line).not.toContain(forged);
        expect(line).not.toContain(lookupId);
        expect(JSON.parse(line)).toMatchObject({ level: 40, service_id: 'twilio', application_id: tenant.appId });
      }
    });

    it('answers 404 for an unknown lookup id, another connector\'s path, or a connection that is gone', async () => {
      const url = await executeUrl(tenant, 'c1', 'sms', 'twilio');
      const params = statusCallback('delivered');
      const unknown = url.replace(/\/w\/[^/]+\//, `/w/${'A'.repeat(32)}/`);
      expectErrorEnvelope(await postForm(unknown, params, twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, unknown, params)), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await postForm(url.replace(/twilio$/, 'vonage'), params, 'x'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await postForm(url.replace(/\/w\/[^/]+\//, '/w/short/'), params, 'x'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await call(`${url}x`), 404, 'EntityNotFoundError');
      // The consumer's connection deleted: its URL no longer leads anywhere.
      const gone = await executeUrl(tenant, 'c2', 'sms', 'twilio');
      expect((await call(`${svc.url}/vault/connections/sms/twilio`, { method: 'DELETE', headers: tenant.headers('c2') })).status).toBeLessThan(300);
      expectErrorEnvelope(await postForm(gone, params, twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, gone, params)), 404, 'EntityNotFoundError');
    });

    it('publishes a connection\'s events to its own application only', async () => {
      const stranger = await svc.tenant();
      await stranger.connect('c1', 'sms', 'twilio', twilioSettings);
      const theirs = await subscribe(stranger, '/deliveries/stranger');
      const ours = await subscribe(tenant, '/deliveries/ours');
      const url = await executeUrl(tenant, 'c1', 'sms', 'twilio');
      const params = statusCallback('read', `SM${'f'.repeat(32)}`);
      expect((await postForm(url, params, twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, url, params))).status).toBe(200);
      const [event] = (await eventsOf(tenant.appId)).filter((candidate) => candidate.entityId === params.MessageSid);
      const deliveries = await svc.store.db.selectFrom('webhookDeliveries').select('subscriptionId').where('eventId', '=', event!.id).execute();
      expect(deliveries.map((delivery) => delivery.subscriptionId)).toContain(ours);
      expect(deliveries.map((delivery) => delivery.subscriptionId)).not.toContain(theirs);
      expect(await eventsOf(stranger.appId)).toEqual([]);
      // The stranger's own endpoint does not accept the tenant's callbacks: another URL, so another signature.
      const strangerUrl = await executeUrl(stranger, 'c1', 'sms', 'twilio');
      expect(strangerUrl).not.toBe(url);
      expectErrorEnvelope(await postForm(strangerUrl, params, twilioSdk.getExpectedTwilioSignature(TWILIO_DEMO_ACCOUNT.authToken, url, params)), 401, 'UnauthorizedError');
    });

    it('answers a platform\'s handshakes, remembers the secret it hands over, and verifies with it', async () => {
      await tenant.connect('c1', 'sms', HOOKTEST_ID, { token: 'tok' });
      // Registered first: a request that fails to verify before then is answered 503 (the next test).
      await svc.service.vault.changes.settled();
      await svc.service.inboundRegistrar.sweep();
      const url = await executeUrl(tenant, 'c1', 'sms', HOOKTEST_ID);
      const challenge = await fetch(`${url}?challenge=abc123`);
      expect(challenge.status).toBe(200);
      expect(challenge.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await challenge.text()).toBe('abc123');
      const unsigned = JSON.stringify({ events: [{ id: 'M9', action: 'updated' }] });
      // Before the handshake nothing verifies.
      expectErrorEnvelope(await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('s3cret', unsigned) }, body: unsigned }), 401, 'UnauthorizedError');
      const handshake = await fetch(url, { method: 'POST', headers: { 'x-hook-secret': 's3cret' } });
      expect(handshake.status).toBe(204);
      expect(handshake.headers.get('x-hook-secret')).toBe('s3cret');
      // A later handshake (anyone can send one) adds nothing over the secret kept.
      expect((await fetch(url, { method: 'POST', headers: { 'x-hook-secret': 'intruder' } })).status).toBe(204);
      const signed = await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('s3cret', unsigned), 'x-delivery-id': 'd-1' }, body: unsigned });
      expect(signed.status, signed.text).toBe(200);
      expect((await eventsOf(tenant.appId)).filter((event) => event.serviceId === HOOKTEST_ID).map((event) => [event.type, event.entityId])).toEqual([['sms.message.updated', 'M9']]);
      expectErrorEnvelope(await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('intruder', unsigned) }, body: unsigned }), 401, 'UnauthorizedError');
      // A change the connector does not declare (deleted; another native event name) is not published.
      const undeclared = JSON.stringify({ events: [{ id: 'M10', action: 'deleted' }, { id: 'M11', action: 'updated', type: 'message.other' }] });
      const answer = await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('s3cret', undeclared) }, body: undeclared });
      expect(answer.status).toBe(200);
      expect((await eventsOf(tenant.appId)).filter((event) => event.serviceId === HOOKTEST_ID)).toHaveLength(1);
    });

    it('verifies with a secret another instance stored since this one last read the endpoint, and no longer with the one it replaced', async () => {
      await tenant.connect('c4', 'sms', HOOKTEST_ID, { token: 'tok' });
      await svc.service.vault.changes.settled();
      await svc.service.inboundRegistrar.sweep();
      const path = new URL(await executeUrl(tenant, 'c4', 'sms', HOOKTEST_ID)).pathname;
      const lookupId = path.split('/')[3]!;
      const post = (instance: TestService, secret: string, id: string) => {
        const body = JSON.stringify({ events: [{ id, action: 'updated' }] });
        return call(`${instance.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature(secret, body), 'x-delivery-id': id }, body });
      };
      expect((await fetch(`${svc.url}${path}`, { method: 'POST', headers: { 'x-hook-secret': 'first' } })).status).toBe(204);
      // The second instance reads the endpoint and keeps it.
      expect((await post(other, 'first', 'K1')).status).toBe(200);
      // The platform hands over a new secret, through the first instance (its registration replaced).
      await svc.store.db.updateTable('inboundEndpoints').set({ registration: null }).where('lookupId', '=', lookupId).execute();
      expect((await fetch(`${svc.url}${path}`, { method: 'POST', headers: { 'x-hook-secret': 'second' } })).status).toBe(204);
      // The second instance's kept row does not verify the new signature: it reads the row again and accepts.
      expect((await post(other, 'second', 'K2')).status).toBe(200);
      // Read again, the old secret is refused.
      expectErrorEnvelope(await post(other, 'first', 'K3'), 401, 'UnauthorizedError');
      expect((await eventsOf(tenant.appId)).filter((event) => ['K1', 'K2', 'K3'].includes(event.entityId)).map((event) => event.entityId).sort()).toEqual(['K1', 'K2']);
    });

    it('asks the platform to retry (503) a request it cannot verify while the registration is not stored yet', async () => {
      await tenant.connect('c3', 'sms', HOOKTEST_ID, { token: 'tok' });
      await svc.service.vault.changes.settled();
      const url = await executeUrl(tenant, 'c3', 'sms', HOOKTEST_ID);
      const lookupId = url.split('/')[5]!;
      // As between the platform's answer to the registration and the moment it is stored here.
      await svc.store.db.updateTable('inboundEndpoints').set({ registeredAt: null, registration: null, renewAt: null }).where('lookupId', '=', lookupId).execute();
      const body = JSON.stringify({ events: [{ id: 'M20', action: 'updated' }] });
      const early = await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('not-yet', body) }, body });
      expectErrorEnvelope(early, 503, 'ServiceUnavailableError');
      expect(early.headers.get('retry-after')).toBe('5');
      await svc.service.inboundRegistrar.sweep();
      // Registered: the same unverifiable request is now refused for good.
      expectErrorEnvelope(await call(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hook-signature': hooktestSignature('not-yet', body) }, body }), 401, 'UnauthorizedError');
      expect((await eventsOf(tenant.appId)).filter((event) => event.entityId === 'M20')).toEqual([]);
    });

    it('registers a callable connection\'s webhook at the platform once across two instances, renews it before it expires, and forgets it on delete', async () => {
      const owner = await svc.tenant();
      await owner.connect('c9', 'sms', HOOKTEST_ID, { token: 'tok' });
      await svc.service.vault.changes.settled();
      const url = await executeUrl(owner, 'c9', 'sms', HOOKTEST_ID);
      const registrationsTo = () => platform.received.filter((webhook) => webhook.path === '/hooks' && webhook.json?.url === url);
      await Promise.all([svc.service.inboundRegistrar.sweep(), other.service.inboundRegistrar.sweep(), svc.service.inboundRegistrar.sweep()]);
      expect(registrationsTo()).toHaveLength(1);
      expect(registrationsTo()[0]!.headers.authorization).toBe('Bearer tok');
      const endpoint = async () =>
        svc.store.db.selectFrom('inboundEndpoints').selectAll().where('applicationId', '=', owner.appId).where('serviceId', '=', HOOKTEST_ID).executeTakeFirstOrThrow();
      const registered = await endpoint();
      expect(registered.registeredAt).not.toBeNull();
      // Sealed at rest: the platform's webhook id is not readable in the row.
      expect(registered.registration).not.toContain('H42');
      expect(registered.renewAt!.getTime()).toBeGreaterThan(Date.now() + 22 * 60 * 60 * 1000);
      const source = async () => (await call<Json>(`${svc.url}/vault/connections/sms/${HOOKTEST_ID}`, { headers: owner.headers('c9') })).body.data.subscriptions[0];
      const view = await source();
      expect(view.created_at).toBe(registered.registeredAt!.toISOString());
      // The platform accepted it: confirmed from then on, nothing polled for it.
      expect(view.source).toMatchObject({ id: 'webhooks', state: 'confirmed', since: registered.registeredAt!.toISOString(), polled_event_types: [], setup: { method: 'registered' } });

      // Due for renewal: renewed (PUT), not registered again.
      await svc.store.db.updateTable('inboundEndpoints').set({ renewAt: new Date(Date.now() - 1000) }).where('lookupId', '=', registered.lookupId).execute();
      await Promise.all([svc.service.inboundRegistrar.sweep(), other.service.inboundRegistrar.sweep()]);
      expect(platform.received.filter((webhook) => webhook.method === 'PUT' && webhook.path === '/hooks/H42')).toHaveLength(1);
      expect(registrationsTo()).toHaveLength(1);
      expect((await endpoint()).renewAt!.getTime()).toBeGreaterThan(Date.now() + 22 * 60 * 60 * 1000);

      // A renewal the platform refuses: the source is polling (renewal_failed) until one succeeds; the poller would cover
      // its events, but this made-up platform's messages cannot be listed.
      refuseRenewals = true;
      await svc.store.db.updateTable('inboundEndpoints').set({ renewAt: new Date(Date.now() - 1000) }).where('lookupId', '=', registered.lookupId).execute();
      await svc.service.inboundRegistrar.sweep();
      const failing = (await source()).source;
      expect(failing).toMatchObject({ state: 'polling', reason: 'renewal_failed' });
      expect(failing.last_error).toMatch(/500|ConnectorExecutionError/);
      refuseRenewals = false;
      await svc.store.db.updateTable('inboundEndpoints').set({ renewAt: new Date(Date.now() - 1000) }).where('lookupId', '=', registered.lookupId).execute();
      await svc.service.inboundRegistrar.sweep();
      expect((await source()).source).toMatchObject({ state: 'confirmed', polled_event_types: [] });
      expect((await source()).source).not.toHaveProperty('last_error');

      // A sweep also finds a callable connection whose change it missed.
      await svc.store.db.updateTable('inboundEndpoints').set({ registeredAt: null, registration: null, renewAt: null }).where('lookupId', '=', registered.lookupId).execute();
      await svc.service.inboundRegistrar.sweep();
      expect(registrationsTo()).toHaveLength(2);

      expect((await call(`${svc.url}/vault/connections/sms/${HOOKTEST_ID}`, { method: 'DELETE', headers: owner.headers('c9') })).status).toBeLessThan(300);
      await svc.service.vault.changes.settled();
      expect(await endpoint()).toMatchObject({ registration: null, registeredAt: null, renewAt: null });
    });
  });
}
