/**
 * Native webhooks of the issue-tracking platforms, end to end on loopback: a
 * ticket or comment changed through the unified API changes the record in
 * the emulator, the emulator sends its platform's webhook to the
 * connection's inbound URL (/webhook/w/{id}/{serviceId}), the service checks
 * it and publishes the change, and a Standard Webhooks delivery that the
 * `standardwebhooks` library verifies reaches a test receiver.
 *
 * Jira: the connection is authorized with OAuth 2.0 (API tokens cannot
 * register webhooks), the service registers a dynamic webhook when it becomes
 * callable and refreshes it before its 30 days run out; Jira's requests carry
 * a JWT signed with the app's client secret. Asana: the service registers a
 * webhook per project, each through Asana's X-Hook-Secret handshake answered
 * by the inbound route; events are signed with X-Hook-Signature. A tampered
 * request is refused (401) and publishes nothing; a platform's retry of the
 * same request publishes nothing new. On every store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { JiraRegistration } from '../../src/connectors/jira/webhook-registration.js';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { Delivery, KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openRegistration } from '../../src/webhooks/inbound/endpoints.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import type { Tenant, TestService } from '../helpers/service.js';
import type { ReceivedWebhook, WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openNativeInboundFixture, type NativeInboundFixture } from './native-inbound-fixture.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from '../sandbox/oauth-dance.js';

type Json = Record<string, any>;

const DAY = 86_400_000;

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
  describe(`issue-tracking native webhooks end to end (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let secret: string;

    const payloadOf = (webhook: ReceivedWebhook) => (new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: Json }).payload;
    const emulator = (id: string) => svc.emulators[id] as KitEmulatorHandle;
    const eventCount = async () => Number((await svc.store.db.selectFrom('webhookEvents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const endpointOf = (consumerId: string) =>
      svc.store.db.selectFrom('inboundEndpoints').selectAll().where('applicationId', '=', tenant.appId).where('consumerId', '=', consumerId).executeTakeFirst();

    /** Standard Webhooks deliveries of one consumer's events. */
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

    const unified = (consumerId: string) => {
      const headers = tenant.headers(consumerId);
      return {
        get: (path: string) => call(`${svc.url}/issue-tracking${path}`, { headers }),
        post: (path: string, json: Json) => call(`${svc.url}/issue-tracking${path}`, { method: 'POST', headers, json }),
        patch: (path: string, json: Json) => call(`${svc.url}/issue-tracking${path}`, { method: 'PATCH', headers, json }),
        remove: (path: string) => call(`${svc.url}/issue-tracking${path}`, { method: 'DELETE', headers }),
      };
    };

    /** Runs one change and waits for its delivery: platforms send their webhooks concurrently, in no promised order. */
    async function step(consumerId: string, delivered: number, change: () => Promise<{ status: number; text: string }>, status: number): Promise<void> {
      const answer = await change();
      expect(answer.status, answer.text).toBe(status);
      await deliveredFor(consumerId, delivered);
    }

    let fixture: NativeInboundFixture;
    beforeAll(async () => {
      fixture = await openNativeInboundFixture(backend, [jiraEmulator, asanaEmulator], 'issue-tracking', '/hooks/issues');
      ({ svc, tenant, receiver, secret } = fixture);
    });
    afterAll(() => fixture.close());

    it('Jira: an OAuth connection registers its webhook; ticket and comment changes arrive verified; forgeries are refused; the webhook is refreshed before it expires', async () => {
      const jira = emulator('jira');
      const consumer = 'jira-consumer';
      const view = await call(`${svc.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers(consumer) });
      const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
      expect(dance.callbackStatus).toBe(302);

      // The sandbox app's webhooks, as Jira lists them to the app (a token of its own, through the same client).
      const client = SANDBOX_OAUTH_CLIENTS.jira;
      const redirect = `${svc.url}/vault/callback`;
      const page = await openPage(withQuery(`${jira.url}/authorize`, {
        audience: 'api.atlassian.com', client_id: client.clientId, scope: 'read:jira-work manage:jira-webhook', redirect_uri: redirect, state: 'test', response_type: 'code', prompt: 'consent',
      }));
      const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
      const token = (await postToken(`${jira.url}/oauth/token`, { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: redirect })).body.access_token as string;
      const appWebhooks = async () => {
        const listed = await call(`${jira.url}/ex/jira/${JIRA_DEMO_ACCOUNT.cloudId}/rest/api/3/webhook`, { headers: { authorization: `Bearer ${token}` } });
        return listed.body.values as Json[];
      };
      const [webhook] = await until('the webhook registered at Jira', async () => {
        svc.service.inboundRegistrar.wake();
        const listed = await appWebhooks();
        return listed.length > 0 ? listed : undefined;
      });
      // Requests Jira sends before the service has stored the registration would be refused: wait for it.
      const endpoint = await until('the registration kept', async () => {
        const row = await endpointOf(consumer);
        return row?.registeredAt ? row : undefined;
      });
      expect(webhook!.url).toBe(`${svc.url}/webhook/w/${endpoint.lookupId}/jira`);
      expect(String(webhook!.jqlFilter)).toMatch(/^project in \(\d+(, \d+)*\)$/);
      // Renewed within a day (the projects are read again), well before the 30 days.
      expect(endpoint.renewAt!.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
      expect(endpoint.renewAt!.getTime() - Date.now()).toBeGreaterThan(DAY - 5 * 60_000);

      const projects = await unified(consumer).get('/collections');
      const project = projects.body.data[0].id as string;
      const created = await unified(consumer).post(`/collections/${project}/tickets`, { subject: 'Native Jira ticket' });
      expect(created.status, created.text).toBe(201);
      const ticket = created.body.data.id as string;
      await deliveredFor(consumer, 1);
      await step(consumer, 2, () => unified(consumer).patch(`/collections/${project}/tickets/${ticket}`, { subject: 'Native Jira ticket, renamed' }), 200);
      const comment = await unified(consumer).post(`/collections/${project}/tickets/${ticket}/comments`, { body: 'A native comment' });
      expect(comment.status, comment.text).toBe(201);
      await deliveredFor(consumer, 3);
      await step(consumer, 4, () => unified(consumer).remove(`/collections/${project}/tickets/${ticket}`), 200);

      const payloads = await deliveredFor(consumer, 4);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id, payload.detected_by])).toEqual([
        ['issue-tracking.ticket.created', ticket, 'jira', 'native'],
        ['issue-tracking.ticket.updated', ticket, 'jira', 'native'],
        ['issue-tracking.comment.created', comment.body.data.id, 'jira', 'native'],
        ['issue-tracking.ticket.deleted', ticket, 'jira', 'native'],
      ]);
      expect(payloads[2]).toMatchObject({ entity_type: 'comment', entity_url: `${svc.url}/issue-tracking/collections/${project}/tickets/${ticket}/comments/${comment.body.data.id}` });

      // What Jira sent, sent again: a retry publishes nothing new. Re-addressed to another webhook (Jira's JWT does not cover
      // the body, the webhook ids in it must be this connection's), or without its token, it is refused and publishes nothing.
      await jira.kit.settled();
      const sent = jira.kit.deliveries.filter((entry) => entry.url === webhook!.url).at(-1)!;
      const before = await eventCount();
      expect(await replay(sent)).toMatchObject({ status: 200 });
      expect(await eventCount()).toBe(before);
      const readdressed = await replay(sent, sent.requestBody.replace('"jira:issue_deleted"', '"jira:issue_created"').replace(/"matchedWebhookIds":\[[^\]]*\]/, '"matchedWebhookIds":[999999]'));
      expect(readdressed).toMatchObject({ status: 401, body: { status_code: 401, type_name: 'UnauthorizedError' } });
      const forged = { ...sent, requestHeaders: { ...sent.requestHeaders, authorization: `Bearer ${String(sent.requestHeaders.authorization).slice(7, -4)}AAAA` } };
      expect(await replay(forged)).toMatchObject({ status: 401 });
      const { authorization: _authorization, ...unsigned } = sent.requestHeaders;
      expect(await replay({ ...sent, requestHeaders: unsigned })).toMatchObject({ status: 401 });
      expect(await eventCount()).toBe(before);

      // 26 days on at Jira, and the service's renewal comes due: the webhook is refreshed, not replaced.
      jira.kit.advanceClock(26 * DAY);
      await svc.store.db.updateTable('inboundEndpoints').set({ renewAt: new Date(Date.now() - 1_000) }).where('lookupId', '=', endpoint.lookupId).execute();
      const expiry = Number(webhook!.expirationDate);
      await until('the webhook refreshed at Jira', async () => {
        svc.service.inboundRegistrar.wake();
        return Number((await appWebhooks())[0]?.expirationDate) > expiry ? true : undefined;
      });
      expect((await appWebhooks()).map((listed) => listed.id)).toEqual([webhook!.id]);
      const renewed = (await until('the renewal recorded', async () => {
        const row = await endpointOf(consumer);
        return row && row.renewAt && row.renewAt.getTime() > Date.now() + 60_000 ? row : undefined;
      }))!;
      const cipher = new CredentialCipher(svc.keyring.key('inbound-webhooks'));
      const registration = openRegistration(cipher, renewed) as JiraRegistration & { method: 'dynamic' };
      expect(Date.parse(registration.expiresAt!)).toBe(Number((await appWebhooks())[0]!.expirationDate));
      // Past the first registration's 30 days, changes still arrive.
      jira.kit.advanceClock(10 * DAY);
      const later = await unified(consumer).post(`/collections/${project}/tickets`, { subject: 'After the refresh' });
      expect(later.status, later.text).toBe(201);
      const [last] = (await deliveredFor(consumer, 5)).slice(-1);
      expect(last).toMatchObject({ event_type: 'issue-tracking.ticket.created', entity_id: later.body.data.id });
    });

    it('Asana: a webhook per project through the handshake; task and comment changes arrive verified; forgeries are refused', async () => {
      const asana = emulator('asana');
      const consumer = 'asana-consumer';
      await tenant.connect(consumer, 'issue-tracking', 'asana', { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token });
      const projects = asana.kit.records('projects').map((record) => record.id);
      const hooks = await until('a webhook at Asana for every project', () => {
        svc.service.inboundRegistrar.wake();
        const registered = asana.kit.records('webhooks');
        return registered.length === projects.length ? registered : undefined;
      });
      const endpoint = (await endpointOf(consumer))!;
      const url = `${svc.url}/webhook/w/${endpoint.lookupId}/asana`;
      expect(hooks.map((hook) => [hook.resource, hook.target, hook.active])).toEqual(projects.map((project) => [project, `${url}?project=${project}`, true]));
      await until('the registration kept', async () => ((await endpointOf(consumer))?.registeredAt ? true : undefined));

      const project = asana.kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
      const created = await unified(consumer).post(`/collections/${project}/tickets`, { subject: 'Native Asana ticket' });
      expect(created.status, created.text).toBe(201);
      const ticket = created.body.data.id as string;
      await deliveredFor(consumer, 1);
      await step(consumer, 2, () => unified(consumer).patch(`/collections/${project}/tickets/${ticket}`, { subject: 'Native Asana ticket, renamed' }), 200);
      const comment = await unified(consumer).post(`/collections/${project}/tickets/${ticket}/comments`, { body: 'A native comment' });
      expect(comment.status, comment.text).toBe(201);
      await deliveredFor(consumer, 3);
      await step(consumer, 4, () => unified(consumer).remove(`/collections/${project}/tickets/${ticket}`), 200);

      const payloads = await deliveredFor(consumer, 4);
      expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.service_id, payload.detected_by])).toEqual([
        ['issue-tracking.ticket.created', ticket, 'asana', 'native'],
        ['issue-tracking.ticket.updated', ticket, 'asana', 'native'],
        ['issue-tracking.comment.created', comment.body.data.id, 'asana', 'native'],
        ['issue-tracking.ticket.deleted', ticket, 'asana', 'native'],
      ]);
      expect(payloads[0]).toMatchObject({ entity_url: `${svc.url}/issue-tracking/collections/${project}/tickets/${ticket}` });

      await asana.kit.settled();
      const sent = asana.kit.deliveries.filter((entry) => entry.url === `${url}?project=${project}`).at(-1)!;
      const before = await eventCount();
      expect(await replay(sent)).toMatchObject({ status: 200 });
      expect(await eventCount()).toBe(before);
      expect(await replay(sent, sent.requestBody.replace('"deleted"', '"undeleted"'))).toMatchObject({ status: 401, body: { type_name: 'UnauthorizedError' } });
      // Signed for this project, sent as another's: that webhook's secret does not match.
      const other = projects.find((gid) => gid !== project)!;
      expect(await replay({ ...sent, url: `${url}?project=${other}` })).toMatchObject({ status: 401 });
      expect(await eventCount()).toBe(before);
    });
  });
}
